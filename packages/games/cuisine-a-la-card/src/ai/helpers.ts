/** Small helpers over the state and the legal actions: the game's stage, prices, finding an action. */
import { COST, type CuisineAction, type CuisineState, JUDGE_ABILITY } from '../index.ts';

type Act = CuisineAction;

export function lateGame(s: CuisineState): boolean {
  for (const seat of s.seats) if (seat.medals >= s.target * 0.6) return true;
  return false;
}

export function abilityWeight(s: CuisineState): number {
  let top = 0;
  for (const seat of s.seats) top = Math.max(top, seat.medals);
  const left = (s.target - top) / s.target;
  return left <= 0 ? 0 : Math.round(Math.min(1, left) * 10) / 10;
}

export function marketPrice(s: CuisineState, p: number, c: number): number {
  let disc = 0;
  const seat = s.seats[p];
  for (let i = 0; i < seat.judges.length; i++) {
    if (seat.judgeRounds[i] >= s.round) continue;
    const a = JUDGE_ABILITY[seat.judges[i]];
    if (a.kind === 'discount') disc += a.n;
  }
  return Math.max(0, COST[c] - disc);
}

export function fridgePrice(s: CuisineState, p: number): number {
  let cost = 1;
  const seat = s.seats[p];
  for (let i = 0; i < seat.judges.length; i++) {
    if (seat.judgeRounds[i] >= s.round) continue;
    const a = JUDGE_ABILITY[seat.judges[i]];
    if (a.kind === 'fridgeCost' && a.cost < cost) cost = a.cost;
  }
  return cost;
}

export function find(legal: readonly Act[], f: (a: Act) => boolean): Act | undefined {
  for (const a of legal) if (f(a)) return a;
  return undefined;
}
