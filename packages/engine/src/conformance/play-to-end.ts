import { type AnyGame, type GameResult, SPECTATOR } from '../game.ts';
import { randInt, rngFromSeed } from '../rng.ts';
import { createGame } from '../run.ts';
import type { ActionOf, StateOf, ViewOf } from '../slice.ts';
import { fail } from './trace.ts';

export interface PlayToEndOptions<G extends AnyGame> {
  players: number;
  seed: string;
  options?: unknown;
  /** Picks a move first when it returns one (e.g. "submit a dish when you can", so games end with dishes). */
  prefer?: (legal: readonly ActionOf<G>[]) => ActionOf<G> | undefined;
  /** A game longer than this many moves is a failure. */
  maxSteps?: number;
}

/**
 * Plays random legal moves (a random active seat each time, choices seeded from `end/<seed>`) to the end of a game,
 * in place, without the trace `playRandomGame` keeps: for tests about finished games (end breakdowns, results).
 * Returns the final state, its result and the final views: the spectator's, then each seat's.
 */
export function playToEnd<G extends AnyGame>(
  game: G,
  { players, seed, options = {}, prefer, maxSteps = 200_000 }: PlayToEndOptions<G>,
): { state: StateOf<G>; result: GameResult; views: ViewOf<G>[] } {
  const state = createGame(game, { players, seed, options }) as StateOf<G>;
  const rng = rngFromSeed(`end/${seed}`);
  for (let n = 0; game.activePlayers(state).length > 0; n++) {
    if (n > maxSteps) fail(`${game.id}: no end after ${maxSteps} moves (seed ${seed}, ${players}p)`);
    const active = game.activePlayers(state);
    const p = active[randInt(rng, active.length)];
    const legal = game.legalActions(state, p) as ActionOf<G>[];
    game.step(state, p, prefer?.(legal) ?? legal[randInt(rng, legal.length)], null);
  }
  const result = game.result(state);
  if (result === null) fail(`${game.id}: no active seat but no result (seed ${seed}, ${players}p)`);
  const views = [SPECTATOR, ...Array.from({ length: players }, (_, p) => p)].map(
    (v) => game.view(state, v) as ViewOf<G>,
  );
  return { state, result, views };
}
