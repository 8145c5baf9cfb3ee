/**
 * The seat's own prospects: its live recipes, the chance of completing each window of the board, and what
 * every placement of a tile in hand would change (the policy's main signal).
 */
import { RECIPE_LENGTH, RECIPE_MASK, SQUARES, type WasabiState } from '../index.ts';
import { ING, styledAs, type Windows } from './board.ts';
import type { WasabiParams } from './params.ts';
import { MAXR, MAXT, NEG, type Scratch } from './scratch.ts';
import { completeValue, lengthValue } from './values.ts';

/** Value of a window of recipe length L still missing the ingredients of `missing`. */
export function potential(sc: Scratch, L: number, missing: number): number {
  let v = lengthValue(L);
  let m = missing;
  while (m !== 0) {
    v *= sc.qf[31 - Math.clz32(m & -m)];
    m &= m - 1;
  }
  return v;
}

/** Loads the seat's tiles (plus `extra`, a tile in the air) and the chance factors. */
export function loadHand(sc: Scratch, P: WasabiParams, s: WasabiState, p: number, extra: number): void {
  sc.handCount.fill(0);
  sc.handTypes.length = 0;
  const hand = s.hands[p];
  for (let i = 0; i < hand.length; i++) {
    const t = hand[i];
    if (sc.handCount[t]++ === 0) sc.handTypes.push(t);
  }
  if (extra >= 0 && sc.handCount[extra]++ === 0) sc.handTypes.push(extra);
  for (let t = 0; t < ING; t++)
    sc.qf[t] = sc.handCount[t] > 0 ? P.qHand : s.pantry[t] > 0 ? P.qPantry : P.qNone;
}

export function loadLive(sc: Scratch, s: WasabiState, p: number): void {
  sc.live.length = 0;
  const rec = s.recipes[p];
  for (let i = 0; i < rec.length && sc.live.length < MAXR; i++) {
    const id = rec[i];
    if (s.tokens[p * 4 + RECIPE_LENGTH[id] - 2] > 0) sc.live.push(id);
  }
}

/**
 * Own windows: V, the three best windows per recipe, and the value of every placement of a tile of
 * `handTypes` on an empty square. Needs scanWindows first.
 */
export function analyseOwn(
  sc: Scratch,
  P: WasabiParams,
  s: WasabiState,
  p: number,
  g: Windows,
  withPlacements: boolean,
): void {
  if (withPlacements) {
    sc.after.fill(NEG, 0, sc.live.length * MAXT * SQUARES);
    sc.advSum.fill(0, 0, sc.handTypes.length * SQUARES);
    sc.killSum.fill(0);
  }
  const top = s.top;
  const { wEmpty, wDup, wMask } = sc;
  for (let ri = 0; ri < sc.live.length; ri++) {
    const id = sc.live[ri];
    const L = RECIPE_LENGTH[id];
    const M = RECIPE_MASK[id];
    const wins = g.byLen[L - 2];
    let v0 = 0;
    let v1 = 0;
    let v2 = 0;
    let w0 = -1;
    let w1 = -1;
    let w2 = -1;
    for (let i = 0; i < wins.length; i++) {
      const w = wins[i];
      const em = wEmpty[w];
      if (em === 255 || em === 0 || wDup[w] !== 0) continue;
      const mask = wMask[w];
      if ((mask & ~M) !== 0) continue;
      const missing = M & ~mask;
      const phi = potential(sc, L, missing);
      if (phi > v0) {
        v2 = v1;
        w2 = w1;
        v1 = v0;
        w1 = w0;
        v0 = phi;
        w0 = w;
      } else if (phi > v1) {
        v2 = v1;
        w2 = w1;
        v1 = phi;
        w1 = w;
      } else if (phi > v2) {
        v2 = phi;
        w2 = w;
      }
      if (!withPlacements) continue;
      for (let k = 0, o = w * 5; k < L; k++, o++) {
        const q = g.wSq[o];
        if (top[q] >= 0) continue;
        sc.killSum[q] += phi;
        for (let j = 0; j < sc.handTypes.length; j++) {
          const t = sc.handTypes[j];
          if (((missing >> t) & 1) === 0) continue;
          let val: number;
          if (em === 1) val = completeValue(P, id, styledAs(s, g, w, id, q, t), s, p);
          else {
            const rest = missing & ~(1 << t);
            val = potential(sc, L, rest);
            // With a placement still to come this turn, a window one tile short with that tile in hand
            // is as good as done.
            if (em === 2 && sc.placementsLeft >= 2) {
              const u = 31 - Math.clz32(rest);
              if (sc.handCount[u] > (u === t ? 1 : 0)) val = 0.85 * completeValue(P, id, false, s, p);
            }
          }
          const idx = (ri * MAXT + j) * SQUARES + q;
          if (val > sc.after[idx]) sc.after[idx] = val;
          sc.advSum[j * SQUARES + q] += Math.min(val, lengthValue(L));
        }
      }
    }
    sc.V[ri] = v0;
    if (!withPlacements) continue;
    // The recipe's best window not through q, for every empty square q.
    for (let i = 0; i < g.squares.length; i++) {
      const q = g.squares[i];
      if (top[q] >= 0) continue;
      sc.excl[ri * SQUARES + q] =
        w0 < 0 || g.has[w0 * SQUARES + q] === 0
          ? v0
          : w1 < 0 || g.has[w1 * SQUARES + q] === 0
            ? v1
            : w2 < 0 || g.has[w2 * SQUARES + q] === 0
              ? v2
              : 0;
    }
  }
}

/** Own gain of placing hand type j on empty square q (after analyseOwn). */
export function placeGain(sc: Scratch, P: WasabiParams, q: number, j: number): number {
  let gain = 0;
  for (let ri = 0; ri < sc.live.length; ri++) {
    const a = sc.after[(ri * MAXT + j) * SQUARES + q];
    const e = sc.excl[ri * SQUARES + q];
    gain += Math.max(a, e) - sc.V[ri];
  }
  return gain + P.flex * (sc.advSum[j * SQUARES + q] - sc.killSum[q]);
}
