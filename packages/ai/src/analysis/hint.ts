/**
 * Hints (issue 17 item 3): the best few moves for a seat on its turn, with their estimated winning chances, from
 * the seat's own view only. Like analyseDecision, nothing here sees the true state: a world is sampled from the
 * view for the legal moves and the game's candidates, and the search (ISMCTS over determinizations of the same
 * view) values them. Two true states that show the seat the same view give the same hint for the same seed.
 */
import { type AnyGame, applyAction, rngFromSeed, type Seat, SPECTATOR } from '@potluck/engine';
import { heuristicsFor } from '../games/index.ts';
import type { GameHeuristics } from '../heuristics.ts';
import { ismcts } from '../ismcts.ts';
import type { AnalysisBudget } from './decision.ts';

export interface HintMove {
  action: unknown;
  /** Estimated winning chance (0–1) for the seat after this move. */
  chance: number;
  /**
   * The first event this move makes, as the seat sees it (from a world sampled from its view), so a client can say
   * the move in the game's own words (its log describer); empty when the move shows nothing at once.
   */
  events: unknown[];
}

export interface HintInput {
  game: AnyGame;
  seat: Seat;
  /** The seat's own view. */
  view: unknown;
  seed: string;
  budget: AnalysisBudget;
  /** How many moves (default 3). */
  count?: number;
}

function heuristicsOrNone(gameId: string): GameHeuristics | undefined {
  try {
    return heuristicsFor(gameId);
  } catch {
    return undefined;
  }
}

/** The `count` most searched moves, best first; a single legal move comes back alone with no search. */
export function hintMoves(input: HintInput): HintMove[] {
  const { game, seat, view } = input;
  const count = input.count ?? 3;
  const rng = rngFromSeed(input.seed);
  const heur = heuristicsOrNone(game.id);
  const world = game.determinize(view, seat, rng);
  const legal = game.legalActions(world, seat);
  if (legal.length === 0) return [];
  const sensible = heur?.candidates ? [...heur.candidates(game, world, seat, legal, rng)] : [...legal];
  if (sensible.length === 0) sensible.push(...legal);
  const { budgetMs, iterations } = input.budget;
  const report = ismcts(
    { game, seat, view, rng },
    {
      heuristics: heur,
      rootActions: sensible,
      rootMinShare: 0.5 / sensible.length,
      stopWhenDecided: false,
      ...(iterations !== undefined ? { iterations } : {}),
      ...(budgetMs !== undefined ? { timeMs: budgetMs, minIterations: 20 * sensible.length } : {}),
    },
  );
  const top = report.stats
    .map((s) => ({ action: s.action, chance: s.win, visits: s.visits }))
    .sort((a, b) => b.visits - a.visits || b.chance - a.chance)
    .slice(0, count);
  // Only the first event: later ones (a card drawn) would show the sampled world's made-up hidden cards.
  const sample = game.determinize(view, seat, rngFromSeed(`${input.seed}/words`));
  const other = game.determinize(view, seat, rngFromSeed(`${input.seed}/words-2`));
  return top.map(({ action, chance }) => ({
    action,
    chance,
    events: firstEvent(game, seat, action, sample, other),
  }));
}

/**
 * The move's first event as the seat sees it. When even that one depends on what the seat cannot see (a Wasabi!
 * recipe drawn blind: two sampled worlds give two different recipes), it is said as a spectator sees it ("drew a
 * length-2 recipe"), so a hint never names a made-up card as if the draw's outcome were known.
 */
function firstEvent(game: AnyGame, seat: Seat, action: unknown, sample: unknown, other: unknown): unknown[] {
  try {
    const first = applyAction(game, sample, seat, action).events[0];
    const seen = first === undefined ? null : game.viewEvent(first, seat);
    if (seen === null) return [];
    let again: unknown = null;
    try {
      const e = applyAction(game, other, seat, action).events[0];
      again = e === undefined ? null : game.viewEvent(e, seat);
    } catch {
      // not legal in the other world: its words are not compared
      again = seen;
    }
    if (JSON.stringify(again) === JSON.stringify(seen)) return [seen];
    const open = game.viewEvent(first, SPECTATOR);
    return open === null ? [] : [open];
  } catch {
    // legal in every world consistent with the view; if not, the client shows the move without words
    return [];
  }
}
