/**
 * The turn: every legal action gets a score (placements by own gain minus what they hand to opponents, utensils by
 * look-ahead, discards of hopeless recipes), kept in the scratch for `candidates`; the best is played.
 */
import { type RngState, randInt } from '@potluck/engine';
import {
  INGREDIENT_INDEX,
  RECIPE_INDEX,
  RECIPE_LENGTH,
  RECIPE_TILES,
  type WasabiAction,
  type WasabiState,
} from '../index.ts';
import { scanWindows, WINDOWS, type Windows } from './board.ts';
import { analyseOwn, loadHand, loadLive, placeGain } from './own.ts';
import type { WasabiParams } from './params.ts';
import { NEG, resetScores, type Scratch } from './scratch.ts';
import { prepareThreats, threatDelta } from './threats.ts';
import {
  chopValue,
  markHot,
  spicyValue,
  stackValue,
  switchValue,
  wasabiGate,
  wasabiValue,
} from './utensils.ts';

const DIR_STEP: Record<string, number> = { right: 1, down: 7 };

/** Loads the tiles visible on uncovered squares (bit per ingredient), for the current call. */
function loadBoardTiles(sc: Scratch, s: WasabiState, g: Windows): void {
  let m = 0;
  for (let i = 0; i < g.squares.length; i++) {
    const q = g.squares[i];
    if (s.top[q] >= 0 && s.cover[q] === 0) m |= 1 << s.top[q];
  }
  sc.boardTiles = m;
}

/** A recipe that can't be completed: no token of its length, or an ingredient nowhere to be had. */
function recipeHopeless(sc: Scratch, s: WasabiState, p: number, id: number): boolean {
  if (s.tokens[p * 4 + RECIPE_LENGTH[id] - 2] === 0) return true;
  for (const t of RECIPE_TILES[id]) {
    if (sc.handCount[t] === 0 && s.pantry[t] === 0 && ((sc.boardTiles >> t) & 1) === 0) return true;
  }
  return false;
}

/** A decision of the turn (and of a Chop! in progress): every legal action scored, the best played. */
export function turnPolicy(
  sc: Scratch,
  P: WasabiParams,
  s: WasabiState,
  p: number,
  legal: readonly WasabiAction[],
  rng: RngState,
): WasabiAction {
  const g = WINDOWS[s.cols];
  loadHand(sc, P, s, p, s.phase === 'chop' ? s.chopped : -1);
  loadBoardTiles(sc, s, g);
  // Discarding in progress: select every hopeless recipe, then confirm.
  if (s.discardMask !== 0) {
    for (const a of legal)
      if (a.type === 'discard' && recipeHopeless(sc, s, p, RECIPE_INDEX[a.recipe])) return a;
    return legal.find((a) => a.type === 'confirmDiscard') ?? legal[0];
  }
  loadLive(sc, s, p);
  scanWindows(sc, s, g);
  sc.placementsLeft = s.phase === 'chop' ? 1 : s.allowance - s.placed;
  analyseOwn(sc, P, s, p, g, true);
  prepareThreats(sc, s, p);
  sc.stamp++;
  sc.keepOf.fill(0);
  for (const id of sc.live) for (const t of RECIPE_TILES[id]) sc.keepOf[t] += P.keep;
  sc.curP = P;
  sc.curS = s;
  sc.curSeat = p;

  let best: WasabiAction = legal[0];
  let bestScore = NEG;
  sc.bestPlaceGain = NEG;
  const consider = (a: WasabiAction, score: number) => {
    sc.actionScores[sc.scoreIndex] = score;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  };
  const hotAny = markHot(sc, s, g);
  let wasabiOk: boolean | null = null;
  let endAction: WasabiAction | null = null;
  let discardable = false;
  resetScores(sc, legal.length);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    sc.scoreIndex = i;
    switch (a.type) {
      case 'place':
      case 'chopTo': {
        const t = a.type === 'place' ? INGREDIENT_INDEX[a.ingredient] : s.chopped;
        const q = a.square;
        const keep = a.type === 'place' ? sc.keepOf[t] : 0;
        const own = placeGain(sc, P, q, sc.handTypes.indexOf(t));
        if (own > sc.bestPlaceGain) sc.bestPlaceGain = own;
        consider(a, own - P.threat * threatDelta(sc, g, q, t) - keep + randInt(rng, 64) * 1e-4);
        break;
      }
      case 'chopToPantry':
        consider(a, -0.3);
        break;
      case 'stack': {
        if (!hotAny || sc.hot[a.square] === 0) break;
        const t = INGREDIENT_INDEX[a.ingredient];
        if (((1 << t) & (1 << s.top[a.square])) !== 0) break;
        const v = stackValue(sc, s, g, a.square, t);
        if (v > 0) consider(a, v - 0.5);
        break;
      }
      case 'switch': {
        if (!hotAny) break;
        const b = a.square + DIR_STEP[a.direction];
        if (sc.hot[a.square] === 0 && sc.hot[b] === 0) break;
        if (s.top[a.square] === s.top[b]) break;
        const v = switchValue(sc, s, g, a.square, b);
        if (v > 0) consider(a, v - 0.5);
        break;
      }
      case 'chop':
        // Chop! before placing spends the placement: place first unless nothing else is possible.
        if (s.placed === 0 && legal[0].type === 'place') break;
        if (!hotAny) break;
        {
          const v = chopValue(sc, s, g, a.square);
          if (v > 0) consider(a, v - 0.5);
        }
        break;
      case 'spicy':
        consider(a, spicyValue(sc, P, s, p, g) - 0.5);
        break;
      case 'wasabi':
        if (wasabiOk === null) wasabiOk = wasabiGate(sc, s, p, g);
        if (wasabiOk) consider(a, wasabiValue(sc, P, s, g, a.square));
        break;
      case 'discard':
        if (recipeHopeless(sc, s, p, RECIPE_INDEX[a.recipe])) discardable = true;
        break;
      case 'end':
        endAction = a;
        break;
    }
  }
  // A turn without a completion in sight is better spent throwing away dead recipes.
  if (discardable && bestScore < P.complete / 2) {
    for (const a of legal)
      if (a.type === 'discard' && recipeHopeless(sc, s, p, RECIPE_INDEX[a.recipe])) return a;
  }
  if (endAction !== null) {
    const endScore = s.placed > 0 ? 0.3 : NEG / 2;
    sc.actionScores[legal.indexOf(endAction)] = endScore;
    if (bestScore < endScore) return endAction;
  }
  return best;
}
