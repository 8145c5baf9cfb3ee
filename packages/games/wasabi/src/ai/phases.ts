/** The phases around the turn: utensil rewards, the refill, recipe draws and the starting tiles. */
import { type RngState, randInt } from '@potluck/engine';
import {
  INGREDIENT_INDEX,
  RECIPE_LENGTH,
  RECIPE_MASK,
  RECIPE_TILES,
  STARTABLE,
  UTENSILS,
  type WasabiAction,
  type WasabiState,
} from '../index.ts';
import { ING, scanWindows, WINDOWS } from './board.ts';
import { loadHand, loadLive, potential } from './own.ts';
import type { WasabiParams } from './params.ts';
import { NEG, resetScores, type Scratch } from './scratch.ts';

const WASABI = 4;
const UTENSIL_INDEX: Record<string, number> = Object.fromEntries(UTENSILS.map((u, i) => [u, i]));

/** Recipes per ingredient, weighted toward short ones: how generally useful a tile is. */
const USEFUL = new Float64Array(ING);
for (let id = 0; id < RECIPE_LENGTH.length; id++)
  for (const t of RECIPE_TILES[id]) USEFUL[t] += 1 / RECIPE_LENGTH[id];

export function rewardPolicy(
  sc: Scratch,
  P: WasabiParams,
  s: WasabiState,
  p: number,
  legal: readonly WasabiAction[],
): WasabiAction {
  let best = legal[0];
  let bestV = NEG;
  resetScores(sc, legal.length);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    let v: number;
    switch (a.type) {
      case 'return':
        v = -P.utensil[UTENSIL_INDEX[a.utensil]];
        break;
      case 'take':
        v = P.utensil[UTENSIL_INDEX[a.utensil]];
        break;
      case 'takeWasabi':
        v = P.utensil[WASABI] + 0.05;
        break;
      default:
        v = 0;
    }
    sc.actionScores[i] = v;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  void s;
  void p;
  return best;
}

/** Refill: the tile that most advances a recipe in hand, else a generally useful one. */
export function refillPolicy(
  sc: Scratch,
  P: WasabiParams,
  s: WasabiState,
  p: number,
  legal: readonly WasabiAction[],
): WasabiAction {
  const g = WINDOWS[s.cols];
  loadHand(sc, P, s, p, -1);
  loadLive(sc, s, p);
  scanWindows(sc, s, g);
  sc.needOf.fill(0);
  for (const id of sc.live) {
    const L = RECIPE_LENGTH[id];
    const M = RECIPE_MASK[id];
    const wins = g.byLen[L - 2];
    for (let i = 0; i < wins.length; i++) {
      const w = wins[i];
      const em = sc.wEmpty[w];
      if (em === 255 || em === 0 || sc.wDup[w] !== 0 || (sc.wMask[w] & ~M) !== 0) continue;
      let m = M & ~sc.wMask[w];
      while (m !== 0) {
        const t = 31 - Math.clz32(m & -m);
        m &= m - 1;
        if (sc.handCount[t] > 0) continue;
        const v = potential(sc, L, M & ~sc.wMask[w] & ~(1 << t)) * (em === 1 ? 3 : 1);
        if (v > sc.needOf[t]) sc.needOf[t] = v;
      }
    }
    for (const t of RECIPE_TILES[id]) if (sc.handCount[t] === 0) sc.needOf[t] += 0.3;
  }
  let best = legal[0];
  let bestV = NEG;
  resetScores(sc, legal.length);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type !== 'refill') continue;
    const t = INGREDIENT_INDEX[a.ingredient];
    const v = sc.needOf[t] + 0.1 * USEFUL[t] - (sc.handCount[t] > 0 ? 0.4 * sc.handCount[t] : 0);
    sc.actionScores[i] = v;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** Draw: the preferred length with a token left, shorter late in the game, not piling up one length. */
export function drawPolicy(
  sc: Scratch,
  P: WasabiParams,
  s: WasabiState,
  p: number,
  legal: readonly WasabiAction[],
): WasabiAction {
  const g = WINDOWS[s.cols];
  let empty = 0;
  for (let i = 0; i < g.squares.length; i++)
    if (s.top[g.squares[i]] < 0 && s.cover[g.squares[i]] === 0) empty++;
  const held = [0, 0, 0, 0];
  for (const id of s.recipes[p]) held[RECIPE_LENGTH[id] - 2]++;
  let best = legal[0];
  let bestV = NEG;
  resetScores(sc, legal.length);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type !== 'draw') continue;
    const l = a.length - 2;
    const tokens = s.tokens[p * 4 + l];
    let v = P.draw[l];
    if (tokens === 0) v -= 10;
    else if (tokens <= held[l]) v -= 2;
    // Late: long recipes won't get done.
    if (empty < 4 * a.length) v -= 0.3 * (a.length - 2) * (1 - empty / (4 * a.length));
    sc.actionScores[i] = v;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** Starting tiles for the next seat: the least generally useful ones. */
export function givePolicy(sc: Scratch, legal: readonly WasabiAction[], rng: RngState): WasabiAction {
  let best = legal[0];
  let bestV = NEG;
  resetScores(sc, legal.length);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type !== 'give') continue;
    const t = INGREDIENT_INDEX[a.ingredient];
    if (!STARTABLE[t]) continue;
    const v = -USEFUL[t] + randInt(rng, 100) * 1e-3;
    sc.actionScores[i] = v;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}
