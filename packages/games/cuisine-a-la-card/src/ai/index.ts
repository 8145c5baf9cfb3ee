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
 * Each heuristics object owns its weights and its dish planner (scratch arrays and cache): nothing is shared between
 * two of them. The exported `heuristics` holds none (a planner per call); bots use `heuristics.fresh()`, which owns one.
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

/** Rollout length at which `evaluate` takes over. */
const ROLLOUT_DEPTH = 80;

/**
 * Heuristics with some weights changed (for tuning by simulation) and working memory of their own: one dish
 * planner (scratch arrays and a cache of plans, so that building a dish step by step costs one search), reused by
 * every call. `fresh()` gives another such object with a planner of its own.
 */
export function makeCuisineHeuristics(
  overrides: Partial<CuisineParams> = {},
  rolloutDepth = ROLLOUT_DEPTH,
): GameHeuristics<typeof game> {
  const cx: Cx = { W: { ...DEFAULT_PARAMS, ...overrides }, planner: createDishPlanner() };
  return {
    policy: (_game, s, seat, legal) => policy(cx, s, seat, legal),
    evaluate: (g, s) => evaluate(cx, g, s),
    candidates: (_game, s, seat, legal) => searchMoves(cx, s, seat, legal),
    rolloutDepth,
    fresh: () => makeCuisineHeuristics(overrides, rolloutDepth),
  };
}

/** This game's numbers for analysis and puzzles and its bots' calibrated ratings (docs/ai.md, "Ratings of the bots"). */
const TUNING = {
  analysis: {
    // its estimates move more between two analyses of the same match (docs/ai.md, "Post-game analysis")
    thresholds: { inaccuracy: 0.06, mistake: 0.12, blunder: 0.24 },
    // about a twentieth of 料理厨王's iterations per second (docs/benchmarks.md, post-game analysis)
    puzzleBudget: { screen: 200, long: 2500, check: 500 },
  },
  botMu: { random: -7.7, easy: 9.1, medium: 25, hard: 29.5 },
} satisfies Partial<GameHeuristics<typeof game>>;

/** The default weights with a dish planner for one call alone. */
const once = (): Cx => ({ W: DEFAULT_PARAMS, planner: createDishPlanner() });

/**
 * This game's heuristics for the bots, with TUNING. Being one object for the whole process, it holds no working
 * memory: each call of its own policy, evaluate or candidates makes a dish planner for that call alone (correct, but
 * without the planner's cache). A bot takes `fresh()` (`@potluck/ai`'s heuristicsFor does, once per bot and per
 * analysis), a copy with one planner of its own that it reuses, so two bots never share mutable state.
 */
export const heuristics: GameHeuristics<typeof game> = {
  policy: (_game, s, seat, legal) => policy(once(), s, seat, legal),
  evaluate: (g, s) => evaluate(once(), g, s),
  candidates: (_game, s, seat, legal) => searchMoves(once(), s, seat, legal),
  rolloutDepth: ROLLOUT_DEPTH,
  ...TUNING,
  fresh: tuned,
};

/** The bots' heuristics with TUNING and a dish planner of their own. */
function tuned(): GameHeuristics<typeof game> {
  return { ...makeCuisineHeuristics(), ...TUNING, fresh: tuned };
}
