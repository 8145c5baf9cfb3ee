/**
 * `potluck script`: runs a scenario {game, players, seed, options, fixed, actions} through the real boundary
 * (createGame, applyAction) and reports the final state, every seat's view, the events and the result.
 */
import { getGame } from '@potluck/catalog';
import {
  type AnyGame,
  applyAction,
  type BaseEvent,
  createGame,
  type ErrorCode,
  GameError,
  SPECTATOR,
} from '@potluck/engine';
import { z } from 'zod';

const int32 = z.number().int().min(-2147483648).max(4294967295);

export const scenarioSchema = z.object({
  game: z.string(),
  players: z.number().int(),
  seed: z.union([z.string(), z.number()]).transform(String),
  /** The RNG state to start from instead of the seed's: exports of finished matches (docs/api.md, "Export"). */
  rng: z.tuple([int32, int32, int32, int32]).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  fixed: z.unknown().optional(),
  actions: z.array(z.object({ player: z.number().int(), action: z.unknown() })).default([]),
});
export type Scenario = z.input<typeof scenarioSchema>;

export type ScenarioOutput =
  | {
      ok: true;
      state: unknown;
      views: Record<string, unknown>;
      events: { index: number; player: number; events: BaseEvent[] }[];
      activePlayers: number[];
      result: unknown;
    }
  | {
      ok: false;
      error: { code: ErrorCode | 'BAD_SCENARIO'; message: string; rule?: string; index?: number };
    };

/** Exit status: 0 ok, 1 an action was refused, 2 the scenario itself is malformed. */
export function exitCodeOf(out: ScenarioOutput): number {
  if (out.ok) return 0;
  return out.error.index === undefined ? 2 : 1;
}

export function runScenario(input: unknown): ScenarioOutput {
  const parsed = scenarioSchema.safeParse(input);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => `${i.path.join('.') || '(scenario)'}: ${i.message}`)
      .join('; ');
    return { ok: false, error: { code: 'BAD_SCENARIO', message: `Malformed scenario: ${detail}` } };
  }
  const sc = parsed.data;
  let game: AnyGame;
  let state: unknown;
  try {
    game = getGame(sc.game);
    state = createGame(game, {
      players: sc.players,
      seed: sc.seed,
      rng: sc.rng,
      options: sc.options,
      fixed: sc.fixed,
    });
  } catch (e) {
    if (e instanceof GameError) return { ok: false, error: { code: e.code, message: e.message } };
    throw e;
  }
  const events: { index: number; player: number; events: BaseEvent[] }[] = [];
  for (let index = 0; index < sc.actions.length; index++) {
    const { player, action } = sc.actions[index];
    try {
      const applied = applyAction(game, state, player, action);
      state = applied.state;
      events.push({ index, player, events: applied.events });
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
      const error = { code: e.code, message: e.message, index, ...(e.rule ? { rule: e.rule } : {}) };
      return { ok: false, error };
    }
  }
  const views: Record<string, unknown> = {};
  for (let p = 0; p < sc.players; p++) views[String(p)] = game.view(state, p);
  views.spectator = game.view(state, SPECTATOR);
  return {
    ok: true,
    state,
    views,
    events,
    activePlayers: [...game.activePlayers(state)],
    result: game.result(state),
  };
}
