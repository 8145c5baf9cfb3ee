/**
 * Wasabi! heuristics (`@potluck/wasabi/ai`).
 *
 * The policy scores every legal action with a one-step look at the board's windows (runs of 2–5 squares):
 * - placing: completions first (longer and in-style ones worth more), then progress toward the best window of
 *   each recipe in hand (missing tiles in hand count more than tiles still in the pantry), minus the windows it
 *   spoils, minus the chances it hands to opponents (runs one tile short of some recipe they may hold, from the
 *   public recipe lengths in their hands), plus the chances it takes away from them (own.ts, threats.ts);
 * - utensils: Switch!, Chop! (move, reveal, or re-claim a run already on the board) and Stack! when they
 *   complete a recipe; Spicy! when two placements complete what one can't; Wasabi! late, when ahead, on the
 *   block that hurts the opponents most and us least (utensils.ts);
 * - discards: recipes that can no longer be completed (no token of their length, or an ingredient gone);
 * - rewards, refills, draws and starting tiles by fixed preferences and the windows in hand (draws: length 2,
 *   then 4, then 3, then 5, never a length without a token left while another is possible — measured best in
 *   self-play) (phases.ts).
 * Every legal action gets a score, so `candidates` can hand a tree search the few best instead of all of them.
 * `evaluate` is a softmax over projected scores (evaluate.ts).
 *
 * Each heuristics object owns its working memory (scratch.ts): nothing is shared between two of them. The exported
 * `heuristics` holds none (a Scratch per call); bots use `heuristics.fresh()`, which owns one.
 */
import { type GameHeuristics, type RngState, randInt, type Seat } from '@potluck/engine';
import type { Wasabi, WasabiAction, WasabiState } from '../index.ts';
import { evaluateWith } from './evaluate.ts';
import { WASABI_PARAMS, type WasabiParams } from './params.ts';
import { drawPolicy, givePolicy, refillPolicy, rewardPolicy } from './phases.ts';
import { NEG, resetScores, Scratch } from './scratch.ts';
import { turnPolicy } from './turn.ts';

export { WASABI_PARAMS, type WasabiParams } from './params.ts';

/** How many candidates a search should compare per decision (see `candidatesWith`). */
export const WASABI_CANDIDATES = 8;

function policyWith(
  sc: Scratch,
  P: WasabiParams,
  s: WasabiState,
  seat: Seat,
  actions: readonly WasabiAction[],
  rng: RngState,
): WasabiAction {
  resetScores(sc, actions.length);
  if (actions.length <= 1) return actions[0];
  switch (s.phase) {
    case 'turn':
    case 'chop':
      return turnPolicy(sc, P, s, seat, actions, rng);
    case 'reward':
      return rewardPolicy(sc, P, s, seat, actions);
    case 'refill':
      return refillPolicy(sc, P, s, seat, actions);
    case 'draw':
      return drawPolicy(sc, P, s, seat, actions);
    case 'give':
      return givePolicy(sc, actions, rng);
    default:
      return actions[randInt(rng, actions.length)];
  }
}

/**
 * The policy's choice followed by the next best actions by its scores, at most k in all: a short list a
 * search can afford to compare (the full list of a turn holds 60–200 placements and utensil targets).
 */
function candidatesWith(
  sc: Scratch,
  P: WasabiParams,
  s: WasabiState,
  seat: Seat,
  legal: readonly WasabiAction[],
  rng: RngState,
  k: number,
): WasabiAction[] {
  const choice = policyWith(sc, P, s, seat, legal, rng);
  const out: WasabiAction[] = [choice];
  if (legal.length <= 1 || k <= 1) return out;
  const order = sc.order;
  const scores = sc.actionScores;
  order.length = 0;
  for (let i = 0; i < legal.length; i++) if (scores[i] > NEG / 4 && legal[i] !== choice) order.push(i);
  order.sort((a, b) => scores[b] - scores[a]);
  for (let i = 0; i < order.length && out.length < k; i++) out.push(legal[order[i]]);
  return out;
}

/**
 * Heuristics with the given weights and working memory of their own (one Scratch, reused by every call: the
 * policy runs inside search rollouts, so it must not allocate). `candidates` is the short list (at most `k`) a
 * tree search should expand instead of every legal action. `fresh()` gives another such object with its own
 * Scratch.
 */
export function makeWasabiHeuristics(
  P: WasabiParams = WASABI_PARAMS,
  k: number = WASABI_CANDIDATES,
): GameHeuristics<Wasabi> {
  const sc = new Scratch();
  return {
    policy: (_game, s, seat, legal, rng) => policyWith(sc, P, s, seat, legal, rng),
    evaluate: (_game, s) => evaluateWith(sc, P, s),
    candidates: (_game, s, seat, legal, rng) => candidatesWith(sc, P, s, seat, legal, rng, k),
    rolloutDepth: P.rolloutDepth,
    fresh: () => makeWasabiHeuristics(P, k),
  };
}

/** Candidate lists of any length k (for tests and experiments), with their own working memory. */
export function makeWasabiCandidates(P: WasabiParams = WASABI_PARAMS) {
  const sc = new Scratch();
  return (
    s: WasabiState,
    seat: Seat,
    legal: readonly WasabiAction[],
    rng: RngState,
    k: number,
  ): WasabiAction[] => candidatesWith(sc, P, s, seat, legal, rng, k);
}

/** This game's numbers for analysis and puzzles and its bots' calibrated ratings (docs/ai.md, "Ratings of the bots"). */
const TUNING = {
  analysis: {
    thresholds: { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 },
    puzzleBudget: { screen: 300, long: 4000, check: 800 },
  },
  botMu: { random: -6.0, easy: 6.6, medium: 25, hard: 29.2 },
} satisfies Partial<GameHeuristics<Wasabi>>;

/**
 * This game's heuristics for the bots, with TUNING. Being one object for the whole process, it holds no working
 * memory: each call of its own policy, evaluate or candidates makes a Scratch for that call alone (correct, but
 * slow inside a search). A bot takes `fresh()` (`@potluck/ai`'s heuristicsFor does, once per bot and per
 * analysis), a copy with one Scratch of its own that it reuses, so two bots never share mutable state.
 */
export const heuristics: GameHeuristics<Wasabi> = {
  policy: (_game, s, seat, legal, rng) => policyWith(new Scratch(), WASABI_PARAMS, s, seat, legal, rng),
  evaluate: (_game, s) => evaluateWith(new Scratch(), WASABI_PARAMS, s),
  candidates: (_game, s, seat, legal, rng) =>
    candidatesWith(new Scratch(), WASABI_PARAMS, s, seat, legal, rng, WASABI_CANDIDATES),
  rolloutDepth: WASABI_PARAMS.rolloutDepth,
  ...TUNING,
  fresh: tuned,
};

/** The bots' heuristics with TUNING and a Scratch of their own. */
function tuned(): GameHeuristics<Wasabi> {
  return { ...makeWasabiHeuristics(), ...TUNING, fresh: tuned };
}
