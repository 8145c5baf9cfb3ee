import { type AnyGame, createGame, type GameResult, type RngState, rngFromSeed } from '@potluck/engine';
import type { Bot } from './bot.ts';

export interface MatchInput {
  game: AnyGame;
  seed: string;
  options?: unknown;
  /** One bot per seat. */
  bots: readonly Bot[];
  /** Safety cap on actions (a game that runs past it is reported as unfinished). */
  maxActions?: number;
}

export interface MatchOutcome {
  result: GameResult | null;
  actions: number;
  /** Turns: runs of consecutive actions by one seat. */
  turns: number;
  /** Milliseconds each seat spent deciding. */
  thinkMs: number[];
  /** Each seat's slowest single decision, in milliseconds. */
  maxThinkMs: number[];
}

/**
 * Plays one game between bots. The referee holds the true state; each bot only ever receives its own seat's view.
 * Bot randomness comes from a stream of its own per seat, derived from the seed.
 */
export function playMatch(input: MatchInput): MatchOutcome {
  const { game, bots } = input;
  const players = bots.length;
  const state = createGame(game, { players, seed: input.seed, options: input.options });
  const rngs: RngState[] = bots.map((_, p) => rngFromSeed(`${input.seed}/bot/${p}`));
  const thinkMs = new Array<number>(players).fill(0);
  const maxThinkMs = new Array<number>(players).fill(0);
  const maxActions = input.maxActions ?? 100_000;
  let actions = 0;
  let turns = 0;
  let last = -1;
  while (actions < maxActions) {
    const active = game.activePlayers(state);
    if (active.length === 0) break;
    const seat = active[0];
    const t0 = performance.now();
    const action = bots[seat].choose({ game, seat, view: game.view(state, seat), rng: rngs[seat] });
    const took = performance.now() - t0;
    thinkMs[seat] += took;
    if (took > maxThinkMs[seat]) maxThinkMs[seat] = took;
    const broken = game.validate(state, seat, action);
    if (broken) throw new Error(`bot ${bots[seat].name} chose an illegal action (${broken.rule})`);
    game.step(state, seat, action, null);
    actions++;
    if (seat !== last) turns++;
    last = seat;
  }
  return { result: game.result(state), actions, turns, thinkMs, maxThinkMs };
}
