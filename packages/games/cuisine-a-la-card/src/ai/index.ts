/**
 * 卡片厨房 Cuisine à la Card heuristics (`@potluck/cuisine-a-la-card/ai`).
 *
 * A turn, as a careful player plays it: warm the best ingredient the dish will want (never a currency card);
 * if the hand and plates make a dish a judge accepts, build the best one (most medals, then the judge's
 * ability, then the cheapest cards to lose) and submit it; otherwise play draw cards first (a dish may appear),
 * then every card that gives something, and buy the card that adds most to the deck being built (meal score
 * with its cuisine partners, flavor/food synergies, the open judges' tastes, currency while money is short) —
 * or nothing, rather than junk (main-phase.ts, profile.ts, dish-planner.ts). Pending choices: trash the weakest
 * starting card (only when the deck can spare it), gain / look for the best card, use every draw, decline swaps
 * and trashes that don't help, discard the least useful card (pending.ts).
 *
 * The evaluation for cut-off rollouts is a softmax over projected medals: medals now plus what the warming
 * plates and the deck promise (evaluate.ts).
 *
 * Each heuristics object owns its weights and its dish planner (scratch arrays and cache): nothing is shared.
 */
import type { GameHeuristics } from '@potluck/engine';
import type { game } from '../index.ts';
import { searchMoves } from './candidates.ts';
import { createDishPlanner } from './dish-planner.ts';
import { evaluate } from './evaluate.ts';
import { type CuisineParams, type Cx, DEFAULT_PARAMS } from './params.ts';
import { policy } from './policy.ts';

export { createDishPlanner, type DishPlan, type DishPlanner } from './dish-planner.ts';
export { projectedMedals } from './evaluate.ts';
export { type CuisineParams, DEFAULT_PARAMS } from './params.ts';
export { cardValue, dishWorth, type Profile, profileOf } from './profile.ts';

/** Heuristics with some weights changed (for tuning by simulation). */
export function makeCuisineHeuristics(
  overrides: Partial<CuisineParams> = {},
  rolloutDepth = 80,
): GameHeuristics<typeof game> {
  const cx: Cx = { W: { ...DEFAULT_PARAMS, ...overrides }, planner: createDishPlanner() };
  return {
    policy: (_game, s, seat, legal) => policy(cx, s, seat, legal),
    evaluate: (g, s) => evaluate(cx, g, s),
    candidates: (_game, s, seat, legal) => searchMoves(cx, s, seat, legal),
    rolloutDepth,
  };
}

/**
 * This game's heuristics for the bots, with its numbers for analysis and puzzles and its bots' calibrated
 * ratings (docs/ai.md, "Ratings of the bots").
 */
export const heuristics: GameHeuristics<typeof game> = {
  ...makeCuisineHeuristics(),
  analysis: {
    // its estimates move more between two analyses of the same match (docs/ai.md, "Post-game analysis")
    thresholds: { inaccuracy: 0.06, mistake: 0.12, blunder: 0.24 },
    // about a twentieth of 料理厨王's iterations per second (docs/benchmarks.md, post-game analysis)
    puzzleBudget: { screen: 200, long: 2500, check: 500 },
  },
  botMu: { random: -7.7, easy: 9.1, medium: 25, hard: 29.5 },
};
