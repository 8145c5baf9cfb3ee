/** What windows and completed recipes are worth to the Wasabi! heuristics (pure functions of the weights). */
import { CHALLENGES_TO_WIN, RECIPE_LENGTH, type WasabiState } from '../index.ts';
import type { WasabiParams } from './params.ts';

/** Base value of a window of recipe length L. */
export function lengthValue(L: number): number {
  return L + 0.6 * (L - 2);
}

/** Value of completing recipe `id` (in style or not) for seat p; winning the game outweighs everything. */
export function completeValue(
  P: WasabiParams,
  id: number,
  styled: boolean,
  s: WasabiState,
  p: number,
): number {
  const L = RECIPE_LENGTH[id];
  let v = P.complete + L + (styled ? L - 2 : 0);
  if (s.completed[p].length + 1 >= CHALLENGES_TO_WIN) v += 1000;
  return v;
}
