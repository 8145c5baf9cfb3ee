/** The policy: a pending choice, the dish being built, or the main phase. */
import type { Seat } from '@potluck/engine';
import type { CuisineAction, CuisineState } from '../index.ts';
import { dishStep } from './dish-step.ts';
import { abilityWeight } from './helpers.ts';
import { mainStep } from './main-phase.ts';
import type { Cx } from './params.ts';
import { pendingStep } from './pending.ts';

/** A quick, sensible move for `seat` among `legal`. */
export function policy(cx: Cx, s: CuisineState, seat: Seat, legal: readonly CuisineAction[]): CuisineAction {
  if (legal.length === 1) return legal[0];
  if (s.pending !== null) return pendingStep(cx, s, seat, legal);
  if (s.dish !== null) return dishStep(s, legal, cx.planner.planDish(s, seat, abilityWeight(s)));
  return mainStep(cx, s, seat, legal);
}
