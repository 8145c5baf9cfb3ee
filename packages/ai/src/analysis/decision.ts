/**
 * One decision, judged from the deciding seat's view at that moment: the seat's legal moves and the game's
 * candidates come from a world sampled from that view, and the search (ISMCTS over determinizations of the same
 * view) values each candidate plus the move that was played. Nothing here sees the true state: two true states
 * that show the seat the same view get the same analysis for the same analysis seed (test/analysis.test.ts).
 */
import { type AnyGame, canonicalJson, rngFromSeed, type Seat } from '@potluck/engine';
import { heuristicsFor } from '../games/index.ts';
import type { GameHeuristics } from '../heuristics.ts';
import { ismcts } from '../ismcts.ts';
import { type Thresholds, thresholdsFor, type Verdict, verdictOf } from './thresholds.ts';

export interface AnalysisBudget {
  /** Milliseconds of search per decision with a real choice. */
  budgetMs?: number;
  /** Iterations per decision (reproducible: same seed, same numbers); with `budgetMs`, whichever ends first. */
  iterations?: number;
}

export interface CandidateValue {
  action: unknown;
  /** Estimated winning chance (0–1) for the deciding seat after this move. */
  winChance: number;
  /** Search iterations through this move. */
  visits: number;
}

export interface DecisionAnalysis {
  seat: Seat;
  played: unknown;
  verdict: Verdict;
  /** Searched candidates, most visited (the best) first (empty for `forced` and `only`). */
  candidates: CandidateValue[];
  /** The best move by the search (the played one for `forced` and `only`). */
  best: unknown;
  /** Winning chances of the best and the played move (null when not searched). */
  bestWinChance: number | null;
  playedWinChance: number | null;
  /** bestWinChance − playedWinChance, never below 0 (0 when not searched). */
  loss: number;
  iterations: number;
}

/** Every candidate gets at least this share of a search, so the played move's value rests on enough samples. */
const ROOT_MIN_SHARE = 0.5;
/**
 * With a time budget, at least this many iterations per candidate even when the time is up: on a busy machine a
 * decision whose iterations are slow would otherwise be judged on a handful of samples.
 */
const MIN_ITERATIONS_PER_CANDIDATE = 100;

export interface DecisionInput {
  game: AnyGame;
  seat: Seat;
  /** The seat's own view at the moment of the decision. */
  view: unknown;
  played: unknown;
  /** Seed of this decision's randomness (sampling and search). */
  seed: string;
  budget: AnalysisBudget;
  thresholds?: Thresholds;
}

/** The game's heuristics, or none (random rollouts over every legal move) for a game without them. */
function heuristicsOrNone(gameId: string): GameHeuristics | undefined {
  try {
    return heuristicsFor(gameId);
  } catch {
    return undefined;
  }
}

/** Whether `played` has every field of `listed` with the same value (and perhaps more). */
function extends_(played: unknown, listed: unknown): boolean {
  if (typeof played !== 'object' || played === null || typeof listed !== 'object' || listed === null)
    return false;
  const p = played as Record<string, unknown>;
  return Object.entries(listed).every(([k, v]) => canonicalJson(p[k]) === canonicalJson(v));
}

export function analyseDecision(input: DecisionInput): DecisionAnalysis {
  const { game, seat, view, played } = input;
  const rng = rngFromSeed(input.seed);
  const heur = heuristicsOrNone(game.id);
  const world = game.determinize(view, seat, rng);
  const legal = game.legalActions(world, seat);
  let playedKey = canonicalJson(played);
  const unsearched = (verdict: Verdict): DecisionAnalysis => ({
    seat,
    played,
    verdict,
    candidates: [],
    best: played,
    bestWinChance: null,
    playedWinChance: null,
    loss: 0,
    iterations: 0,
  });
  if (legal.length <= 1) return unsearched('forced');
  const sensible = heur?.candidates ? [...heur.candidates(game, world, seat, legal, rng)] : [...legal];
  if (!sensible.some((a) => canonicalJson(a) === playedKey)) {
    // The move as the game lists it: a played action may carry extra words the list leaves out (the name a
    // player gave a 卡片厨房 dish), which change nothing in the game.
    let own = legal.find((a) => canonicalJson(a) === playedKey) ?? legal.find((a) => extends_(played, a));
    if (own === undefined) {
      if (game.validate(world, seat, played) !== null)
        throw new Error(`seat ${seat} played a move that is not legal in its view`);
      own = played;
    }
    playedKey = canonicalJson(own);
    if (!sensible.some((a) => canonicalJson(a) === playedKey)) sensible.push(own);
  }
  if (sensible.length === 1) return unsearched('only');
  const { budgetMs, iterations } = input.budget;
  const report = ismcts(
    { game, seat, view, rng },
    {
      heuristics: heur,
      rootActions: sensible,
      rootMinShare: ROOT_MIN_SHARE / sensible.length,
      stopWhenDecided: false,
      ...(iterations !== undefined ? { iterations } : {}),
      ...(budgetMs !== undefined
        ? { timeMs: budgetMs, minIterations: MIN_ITERATIONS_PER_CANDIDATE * sensible.length }
        : {}),
    },
  );
  // The best move is the one the search settled on (the most visited, as a bot would play it): a rarely visited
  // candidate's value is the noisiest, and taking the highest value would flag good moves for noise.
  const candidates = report.stats
    .map((s) => ({ action: s.action, winChance: s.win, visits: s.visits }))
    .sort((a, b) => b.visits - a.visits || b.winChance - a.winChance);
  const best = candidates[0];
  const mine = candidates.find((c) => canonicalJson(c.action) === playedKey);
  const playedWinChance = mine?.winChance ?? 0;
  const loss = Math.max(0, best.winChance - playedWinChance);
  const t = input.thresholds ?? thresholdsFor(game.id);
  return {
    seat,
    played,
    verdict: verdictOf(loss, t, mine === best),
    candidates,
    best: best.action,
    bestWinChance: best.winChance,
    playedWinChance,
    loss,
    iterations: report.iterations,
  };
}
