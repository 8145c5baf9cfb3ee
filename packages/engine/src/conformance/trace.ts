import { GameError } from '../errors.ts';
import type { AnyGame, BaseEvent } from '../game.ts';
import { type RngState, randInt, rngFromSeed } from '../rng.ts';
import { createGame } from '../run.ts';

/** One step of a recorded random game: the state before it, who acted, what they did, what it produced. */
export interface TraceStep {
  before: unknown;
  player: number;
  action: unknown;
  events: BaseEvent[];
  flags: number;
}

/** A random legal game from setup to the end (or to `maxSteps`). */
export interface Trace {
  players: number;
  seed: string;
  options: unknown;
  steps: TraceStep[];
  final: unknown;
  ended: boolean;
}

export class ConformanceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConformanceError';
  }
}

export function fail(message: string): never {
  throw new ConformanceError(message);
}

/**
 * Plays a random legal game: at each step a random active player takes a random legal action, applied in
 * place on a fresh clone (so each recorded `before` state stays intact).
 */
export function playRandomGame(
  game: AnyGame,
  players: number,
  seed: string,
  options: unknown,
  maxSteps: number,
  choiceRng: RngState = rngFromSeed(`choices/${seed}`),
): Trace {
  let state = createGame(game, { players, seed, options });
  const steps: TraceStep[] = [];
  for (let i = 0; i < maxSteps; i++) {
    const active = game.activePlayers(state);
    if (active.length === 0) return { players, seed, options, steps, final: state, ended: true };
    const player = active[randInt(choiceRng, active.length)];
    const legal = game.legalActions(state, player);
    if (legal.length === 0) {
      fail(`${game.id}: active seat ${player} has no legal action at step ${i} (seed ${seed}, ${players}p)`);
    }
    const action = legal[randInt(choiceRng, legal.length)];
    const before = JSON.stringify(state);
    const next = game.clone(state);
    const events: BaseEvent[] = [];
    const flags = game.step(next, player, action, events);
    if (JSON.stringify(state) !== before) {
      fail(
        `${game.id}: stepping a clone changed the original: clone() shares data (seed ${seed}, ${players}p)`,
      );
    }
    steps.push({ before: state, player, action, events, flags });
    state = next;
  }
  return { players, seed, options, steps, final: state, ended: false };
}

/** Every state of a trace in order, the final one included. */
export function traceStates(trace: Trace): unknown[] {
  return [...trace.steps.map((s) => s.before), trace.final];
}

/** At most `count` states spread evenly over the trace (always including the first and the last). */
export function sampleStates(trace: Trace, count: number): unknown[] {
  const all = traceStates(trace);
  if (all.length <= count) return all;
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) out.push(all[Math.round((i * (all.length - 1)) / (count - 1))]);
  return out;
}

/** Runs `fn` and returns the GameError it threw, failing if it threw nothing or something else. */
export function expectGameError(fn: () => unknown, what: string): GameError {
  try {
    fn();
  } catch (e) {
    if (e instanceof GameError) return e;
    fail(
      `${what}: threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)} instead of a GameError`,
    );
  }
  return fail(`${what}: was accepted but should have been rejected`);
}
