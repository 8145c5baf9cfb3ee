/**
 * Utensils, by look-ahead: try the change on the board (Switch!, Stack!, Chop!), count the recipes it completes,
 * undo. Spicy! and Wasabi! by what they make possible or take away.
 */
import { RECIPE_LENGTH, RECIPE_MASK, scoreOf, type WasabiState } from '../index.ts';
import { completionsThrough, popcount, type Windows } from './board.ts';
import type { WasabiParams } from './params.ts';
import { NEG, type Scratch } from './scratch.ts';
import { threatOf } from './threats.ts';
import { completeValue } from './values.ts';

function underTop(s: WasabiState, sq: number): number {
  const u = s.under;
  for (let j = u.length - 2; j >= 0; j -= 2) if (u[j] === sq) return u[j + 1];
  return -1;
}

export function switchValue(sc: Scratch, s: WasabiState, g: Windows, a: number, b: number): number {
  const top = s.top;
  const x = top[a];
  // Identical tiles: nothing visible changes, so nothing completes (facts 5).
  if (x === top[b]) return 0;
  top[a] = top[b];
  top[b] = x;
  sc.pair[0] = a;
  sc.pair[1] = b;
  const v = completionsThrough(s, g, sc.live, sc.pair, sc.completionValue);
  top[b] = top[a];
  top[a] = x;
  return v;
}

export function stackValue(sc: Scratch, s: WasabiState, g: Windows, q: number, t: number): number {
  const top = s.top;
  const x = top[q];
  if (x === t) return 0;
  top[q] = t;
  sc.pair[0] = q;
  sc.pair[1] = -1;
  const v = completionsThrough(s, g, sc.live, sc.pair, sc.completionValue);
  top[q] = x;
  return v;
}

/**
 * Best completion from Chop!ping square f: re-claiming a run already on the board (put the tile back),
 * revealing the tile under a stack, or moving the tile to the missing square of a run one tile short.
 */
export function chopValue(sc: Scratch, s: WasabiState, g: Windows, f: number): number {
  const top = s.top;
  const x = top[f];
  const below = underTop(s, f);
  sc.pair[0] = f;
  sc.pair[1] = -1;
  let best =
    sc.claim[f] !== 0 && below < 0 ? completionsThrough(s, g, sc.live, sc.pair, sc.completionValue) : 0;
  top[f] = below;
  if (below >= 0 && below !== x && sc.hot[f] !== 0)
    best = Math.max(best, completionsThrough(s, g, sc.live, sc.pair, sc.completionValue));
  for (let i = 0; i < sc.wantSq.length; i++) {
    const e = sc.wantSq[i];
    if (sc.wantTile[i] !== x || e === f || top[e] >= 0) continue;
    top[e] = x;
    sc.pair[1] = e;
    const v = completionsThrough(s, g, sc.live, sc.pair, sc.completionValue);
    top[e] = -1;
    if (v > best) best = v;
  }
  top[f] = x;
  return best;
}

/**
 * Marks the squares in windows of a live recipe that are complete or one tile short (only they can matter to a
 * utensil), the (square, tile) each short run misses, and the squares of runs already complete.
 */
export function markHot(sc: Scratch, s: WasabiState, g: Windows): boolean {
  sc.hot.fill(0);
  sc.claim.fill(0);
  sc.wantSq.length = 0;
  sc.wantTile.length = 0;
  let any = false;
  for (let ri = 0; ri < sc.live.length; ri++) {
    const id = sc.live[ri];
    const L = RECIPE_LENGTH[id];
    const M = RECIPE_MASK[id];
    const wins = g.byLen[L - 2];
    for (let i = 0; i < wins.length; i++) {
      const w = wins[i];
      const em = sc.wEmpty[w];
      if (em === 255 || em > 1) continue;
      const mask = sc.wMask[w];
      if (L - popcount(mask & M) > 1) continue;
      any = true;
      const exact = sc.wDup[w] === 0 && (mask & ~M) === 0;
      for (let k = 0, o = w * 5; k < L; k++, o++) {
        const q = g.wSq[o];
        sc.hot[q] = 1;
        if (exact && em === 0) sc.claim[q] = 1;
        if (exact && em === 1 && s.top[q] < 0) {
          sc.wantSq.push(q);
          sc.wantTile.push(31 - Math.clz32(M & ~mask));
        }
      }
    }
  }
  return any;
}
/** Spicy!: worth it when two placements complete something one placement can't (or one more completes). */
export function spicyValue(sc: Scratch, P: WasabiParams, s: WasabiState, p: number, g: Windows): number {
  let best = 0;
  for (let ri = 0; ri < sc.live.length; ri++) {
    const id = sc.live[ri];
    const L = RECIPE_LENGTH[id];
    const M = RECIPE_MASK[id];
    const wins = g.byLen[L - 2];
    const need = s.placed === 0 ? 2 : 1;
    for (let i = 0; i < wins.length; i++) {
      const w = wins[i];
      const em = sc.wEmpty[w];
      if (em !== need || sc.wDup[w] !== 0 || (sc.wMask[w] & ~M) !== 0) continue;
      let m = M & ~sc.wMask[w];
      let ok = true;
      while (m !== 0) {
        const t = 31 - Math.clz32(m & -m);
        m &= m - 1;
        if (sc.handCount[t] === 0) ok = false;
      }
      if (!ok) continue;
      const v = completeValue(P, id, false, s, p);
      if (v > best) best = v;
    }
  }
  // Before placing, a single-placement completion is taken first; Spicy! can follow.
  if (s.placed === 0 && best > 0 && sc.bestPlaceGain >= P.complete) return 0;
  return best;
}

/**
 * Wasabi!: one cube and four squares counted as filled. Played late when not behind (it brings the end
 * closer), on the block that covers the most opponent chances and empty squares and the least of ours.
 * `wasabiGate` says whether it is worth looking at all (once per call).
 */
export function wasabiGate(sc: Scratch, s: WasabiState, p: number, g: Windows): boolean {
  let empty = 0;
  for (let i = 0; i < g.squares.length; i++) {
    const q = g.squares[i];
    if (s.top[q] < 0 && s.cover[q] === 0) empty++;
  }
  sc.wasabiEmpty = empty;
  if (empty > 4 + 2 * s.players) return false;
  const me = scoreOf(s, p);
  for (let o = 0; o < s.players; o++) if (o !== p && scoreOf(s, o) > me) return false;
  return true;
}

const BLOCK = [0, 1, 7, 8];
export function wasabiValue(
  sc: Scratch,
  P: WasabiParams,
  s: WasabiState,
  g: Windows,
  anchor: number,
): number {
  let covered = 0;
  let ownLoss = 0;
  let oppLoss = 0;
  for (let b = 0; b < 4; b++) {
    const q = anchor + BLOCK[b];
    if (s.top[q] < 0) covered++;
    ownLoss += sc.killSum[q];
    const th = g.through[q];
    for (let i = 0; i < th.length; i++) {
      const w = th[i];
      if (sc.wEmpty[w] === 1 && sc.wDup[w] === 0) oppLoss += threatOf(sc, sc.wMask[w]);
    }
  }
  if (covered === 0) return NEG;
  return 0.5 + 0.5 * covered + P.threat * oppLoss - ownLoss + (covered >= sc.wasabiEmpty ? 3 : 0);
}
