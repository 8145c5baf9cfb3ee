/**
 * What a move hands to the opponents: runs one tile short of a recipe they may hold, weighed from public
 * information only (recipe lengths in their hands, the open pantry, the union of the other hands).
 */
import { RECIPE_LENGTH, RECIPES_BY_LENGTH, type WasabiState } from '../index.ts';
import { ING, THREAT_KEY, THREAT_LIST, THREAT_START, type Windows } from './board.ts';
import type { Scratch } from './scratch.ts';
import { lengthValue } from './values.ts';

/** Per-call weights of what opponents might complete (public information only). */
export function prepareThreats(sc: Scratch, s: WasabiState, p: number): void {
  const n = s.players;
  // Recipes of each length in opponents' hands (whose owner still has a token of that length), and the
  // recipes of that length whose whereabouts the seat does not know.
  sc.oppHeld.fill(0);
  sc.unknownLen.fill(13);
  for (let o = 0; o < n; o++) {
    for (const id of s.completed[o]) sc.unknownLen[RECIPE_LENGTH[id] - 2]--;
    if (o === p) {
      for (const id of s.recipes[o]) sc.unknownLen[RECIPE_LENGTH[id] - 2]--;
      continue;
    }
    for (const id of s.recipes[o]) {
      const l = RECIPE_LENGTH[id] - 2;
      if (s.tokens[o * 4 + l] > 0) sc.oppHeld[l]++;
    }
  }
  sc.threatEpoch++;
  sc.recipeThreat.fill(0);
  for (let l = 0; l < 4; l++) {
    if (sc.oppHeld[l] === 0) continue;
    const w = (sc.oppHeld[l] / Math.max(1, sc.unknownLen[l])) * lengthValue(l + 2);
    for (const id of RECIPES_BY_LENGTH[l]) sc.recipeThreat[id] = w;
  }
  for (let o = 0; o < n; o++) for (const id of s.completed[o]) sc.recipeThreat[id] = 0;
  for (const id of s.recipes[p]) sc.recipeThreat[id] = 0;
  // Tiles: the union of the other hands is public (the pantry is open).
  for (let t = 0; t < ING; t++) sc.tileFactor[t] = s.pantry[t] > 0 ? 0.3 : 0.1;
  for (let o = 0; o < n; o++) {
    if (o === p) continue;
    for (const t of s.hands[o]) sc.tileFactor[t] = 1;
  }
}

/** What opponents may gain from a run one tile short showing `mask` (cached per call). */
export function threatOf(sc: Scratch, mask: number): number {
  const k = THREAT_KEY[mask];
  if (k < 0) return 0;
  if (sc.threatStamp[k] === sc.threatEpoch) return sc.threatCache[k];
  let v = 0;
  for (let i = THREAT_START[k]; ; i += 2) {
    const id = THREAT_LIST[i];
    if (id < 0) break;
    v += sc.recipeThreat[id] * sc.tileFactor[THREAT_LIST[i + 1]];
  }
  sc.threatStamp[k] = sc.threatEpoch;
  sc.threatCache[k] = v;
  return v;
}

/**
 * Change in opponents' opportunities when t goes on empty square q: the runs one tile short at q are
 * closed (computed once per square), runs two short become one short.
 */
export function threatDelta(sc: Scratch, g: Windows, q: number, t: number): number {
  if (sc.closedStamp[q] !== sc.stamp) {
    const th = g.through[q];
    let closed = 0;
    let n = 0;
    for (let i = 0; i < th.length; i++) {
      const w = th[i];
      const em = sc.wEmpty[w];
      if (em > 2 || sc.wDup[w] !== 0) continue;
      if (em === 1) closed += threatOf(sc, sc.wMask[w]);
      else sc.twoShort[q * 32 + n++] = sc.wMask[w];
    }
    sc.closedStamp[q] = sc.stamp;
    sc.closedAt[q] = closed;
    sc.twoShortN[q] = n;
  }
  const b = 1 << t;
  let d = -sc.closedAt[q];
  for (let i = q * 32, end = i + sc.twoShortN[q]; i < end; i++) {
    const mask = sc.twoShort[i];
    if ((mask & b) === 0) d += threatOf(sc, mask | b);
  }
  return d;
}
