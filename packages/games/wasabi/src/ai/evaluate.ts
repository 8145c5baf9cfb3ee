/**
 * The evaluation for cut-off rollouts: a softmax over projected scores (score + the best window of each recipe
 * in hand + utensils), its weights fitted to the outcomes of self-play games (Brier score).
 */
import { scoreOf, type WasabiState } from '../index.ts';
import { scanWindows, WINDOWS } from './board.ts';
import { analyseOwn, loadHand, loadLive } from './own.ts';
import type { WasabiParams } from './params.ts';
import type { Scratch } from './scratch.ts';

export function evaluateWith(sc: Scratch, P: WasabiParams, s: WasabiState): number[] {
  const n = s.players;
  const g = WINDOWS[s.cols];
  scanWindows(sc, s, g);
  let empty = 0;
  for (let i = 0; i < g.squares.length; i++)
    if (s.top[g.squares[i]] < 0 && s.cover[g.squares[i]] === 0) empty++;
  const proj: number[] = [];
  for (let p = 0; p < n; p++) {
    loadHand(sc, P, s, p, -1);
    loadLive(sc, s, p);
    analyseOwn(sc, P, s, p, g, false);
    let prog = 0;
    for (let ri = 0; ri < sc.live.length; ri++) prog += sc.V[ri];
    const done = s.completed[p].length;
    proj.push(
      scoreOf(s, p) +
        P.progress * prog +
        P.heldValue * s.utensils[p].length +
        (done >= 8 ? (done - 7) * 2 : 0),
    );
  }
  const temp = P.tempBase + P.tempEmpty * empty;
  let top = Number.NEGATIVE_INFINITY;
  for (const x of proj) if (x > top) top = x;
  let sum = 0;
  for (let p = 0; p < n; p++) {
    proj[p] = Math.exp((proj[p] - top) / temp);
    sum += proj[p];
  }
  for (let p = 0; p < n; p++) proj[p] /= sum;
  return proj;
}
