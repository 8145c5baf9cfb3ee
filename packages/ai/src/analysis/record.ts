import { type AnyGame, createGame, type RngState, rngFromSeed } from '@potluck/engine';
import type { Bot } from '../bot.ts';

/** A bot match as a scenario (docs/scenarios.md): its seed, options and every action, ready for `analyze`. */
export interface RecordedMatch {
  game: string;
  players: number;
  seed: string;
  options: Record<string, unknown>;
  actions: { player: number; action: unknown }[];
}

/**
 * Plays one match between bots (each sees only its own view, as in playMatch) and records it as a scenario:
 * the benchmarks and the calibration of post-game analysis start from these.
 */
export function recordMatch(input: {
  game: AnyGame;
  seed: string;
  options?: Record<string, unknown>;
  bots: readonly Bot[];
  maxActions?: number;
}): RecordedMatch {
  const { game, bots } = input;
  const players = bots.length;
  const options = input.options ?? {};
  const state = createGame(game, { players, seed: input.seed, options });
  const rngs: RngState[] = bots.map((_, p) => rngFromSeed(`${input.seed}/bot/${p}`));
  const actions: { player: number; action: unknown }[] = [];
  const max = input.maxActions ?? 100_000;
  while (actions.length < max) {
    const active = game.activePlayers(state);
    if (active.length === 0) break;
    const seat = active[0];
    const action = bots[seat].choose({ game, seat, view: game.view(state, seat), rng: rngs[seat] });
    const broken = game.validate(state, seat, action);
    if (broken) throw new Error(`bot ${bots[seat].name} chose an illegal action (${broken.rule})`);
    game.step(state, seat, action, null);
    actions.push({ player: seat, action });
  }
  return { game: game.id, players, seed: input.seed, options, actions };
}
