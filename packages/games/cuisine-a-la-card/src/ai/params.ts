import type { DishPlanner } from './dish-planner.ts';

/** The tunable weights of the heuristics (defaults measured by simulation, see the balance doc). */
export interface CuisineParams {
  /** Weight of a card's expected dish meal score in its buy value. */
  dishW: number;
  judgeFitW: number;
  drawW: number;
  /** Scales the worth of currency. */
  moneyScale: number;
  /** A Fork's value beyond its currency. */
  forkBias: number;
  /** A Fork's worth per premium card (fork-only cost) on the market, shared among the Forks already owned. */
  premiumW: number;
  /** Buy nothing worth less than this. */
  buyThreshold: number;
  /** Warm nothing worth less than this. */
  warmThreshold: number;
  /** Never trash a spoon while the deck's currency is at most this. */
  keepMoney: number;
  /** Submit only dishes of at least this many medals while the game is young (1 = any dish). */
  minMedals: number;
  plateEval: number;
  deckEval: number;
  abilityEval: number;
  moneyEval: number;
  tempBase: number;
  tempPerMedal: number;
  /** Evaluation plays the current turn to its end first. */
  finishTurn: boolean;
}

export const DEFAULT_PARAMS: CuisineParams = {
  dishW: 0.8,
  judgeFitW: 0.7,
  drawW: 0.8,
  moneyScale: 1,
  forkBias: -0.35,
  premiumW: 2,
  buyThreshold: 0.9,
  warmThreshold: 1.8,
  keepMoney: 6,
  minMedals: 3,
  plateEval: 0.2,
  deckEval: 0.05,
  abilityEval: 0.3,
  moneyEval: 0.15,
  tempBase: 1,
  tempPerMedal: 0.25,
  finishTurn: true,
};

/** What the heuristics' functions work with: one heuristics object's weights and dish planner. */
export interface Cx {
  readonly W: CuisineParams;
  readonly planner: DishPlanner;
}
