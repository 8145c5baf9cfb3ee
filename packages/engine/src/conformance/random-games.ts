import fc from 'fast-check';
import { type AnyGame, SPECTATOR } from '../game.ts';
import { canonicalJson, jsonEqual } from '../json.ts';
import { type RngState, randInt } from '../rng.ts';
import { fail, playRandomGame, type Trace } from './trace.ts';

/** How hard the kit works. Every field has a default; the environment can raise the effort for long runs. */
export interface ConformanceConfig {
  /** Player counts to cover (default: every count from min to max). */
  playerCounts?: number[];
  /** Option sets to cover (default: `[{}]`, the defaults). */
  optionSets?: unknown[];
  /** fast-check runs (random seeds) per player count and option set (default 2; env POTLUCK_CONFORMANCE_RUNS). */
  runs?: number;
  /** A game that has not ended after this many actions fails (default 20 000). */
  maxSteps?: number;
  /** States per game checked by the expensive properties (default 12). */
  sampledStates?: number;
  /** Legal actions tried per state at most (default 60). */
  actionsPerState?: number;
  /** fast-check seed (default 42; env POTLUCK_CONFORMANCE_SEED). */
  seed?: number;
  /** The game hides nothing (no re-deal can change what anyone sees); default false. */
  perfectInformation?: boolean;
}

export type ResolvedConfig = Required<ConformanceConfig>;

export function resolveConfig(game: AnyGame, cfg: ConformanceConfig = {}): ResolvedConfig {
  const env = typeof process !== 'undefined' ? process.env : {};
  const counts: number[] = [];
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) counts.push(n);
  return {
    playerCounts: cfg.playerCounts ?? counts,
    optionSets: cfg.optionSets ?? [{}],
    runs: Number(env.POTLUCK_CONFORMANCE_RUNS ?? cfg.runs ?? 2),
    maxSteps: cfg.maxSteps ?? 20_000,
    sampledStates: Number(env.POTLUCK_CONFORMANCE_STATES ?? cfg.sampledStates ?? 12),
    actionsPerState: cfg.actionsPerState ?? 60,
    seed: Number(env.POTLUCK_CONFORMANCE_SEED ?? cfg.seed ?? 42),
    perfectInformation: cfg.perfectInformation ?? false,
  };
}

/** Random games are recorded once per (game, players, options, seed) and shared by every property. */
const traceCache = new WeakMap<AnyGame, Map<string, Trace>>();
function traceFor(
  game: AnyGame,
  players: number,
  options: unknown,
  seed: string,
  cfg: ResolvedConfig,
): Trace {
  let cache = traceCache.get(game);
  if (!cache) {
    cache = new Map();
    traceCache.set(game, cache);
  }
  const key = `${players}|${seed}|${canonicalJson(options)}`;
  let trace = cache.get(key);
  if (!trace) {
    trace = playRandomGame(game, players, seed, options, cfg.maxSteps);
    cache.set(key, trace);
  }
  return trace;
}

/** Runs `check` on random games at every configured player count and option set (fast-check drives seeds). */
export function forRandomGames(game: AnyGame, cfg: ResolvedConfig, check: (trace: Trace) => void): void {
  for (const players of cfg.playerCounts) {
    for (const options of cfg.optionSets) {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (n) => {
          check(traceFor(game, players, options, `conformance-${n}`, cfg));
        }),
        { seed: cfg.seed + players, numRuns: cfg.runs, endOnFailure: true },
      );
    }
  }
}

export const where = (t: Trace) =>
  `(${t.players} players, seed ${t.seed}, options ${canonicalJson(t.options)})`;
export const viewers = (players: number) => [...Array.from({ length: players }, (_, i) => i), SPECTATOR];

/** Finds the first non-plain-JSON value inside `v` and returns its path, or null. */
export function nonJsonPath(v: unknown, path = '$'): string | null {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return null;
  if (typeof v === 'number') return Number.isFinite(v) ? null : `${path} (non-finite number)`;
  if (typeof v !== 'object') return `${path} (${typeof v})`;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      if (v[i] === undefined) return `${path}[${i}] (undefined in array)`;
      const p = nonJsonPath(v[i], `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null)
    return `${path} (${proto?.constructor?.name ?? 'class'} instance)`;
  for (const [k, x] of Object.entries(v)) {
    if (x === undefined) continue;
    const p = nonJsonPath(x, `${path}.${k}`);
    if (p) return p;
  }
  return null;
}

/** Finds where `rng` shows inside `v`: a key named rng, or any number equal to one of its words. */
export function rngLeakPath(v: unknown, rng: RngState, path = '$'): string | null {
  if (typeof v === 'number') {
    for (const w of rng) if (v === w || v === w >>> 0) return `${path} (an RNG word)`;
    return null;
  }
  if (v === null || typeof v !== 'object') return null;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = rngLeakPath(v[i], rng, `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  for (const [k, x] of Object.entries(v)) {
    if (k === 'rng' || k === 'seed') return `${path}.${k}`;
    const p = rngLeakPath(x, rng, `${path}.${k}`);
    if (p) return p;
  }
  return null;
}

/** The first path where two JSON values differ, for readable failures. */
export function firstDiff(a: unknown, b: unknown, path = '$'): string | null {
  if (jsonEqual(a, b)) return null;
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDiff(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${path}.${k}`,
      );
      if (d) return d;
    }
  }
  return `${path}: ${JSON.stringify(a)?.slice(0, 200)} ≠ ${JSON.stringify(b)?.slice(0, 200)}`;
}

export const setOf = (actions: readonly unknown[]) => new Set(actions.map(canonicalJson));

export function spread<T>(xs: readonly T[], max: number): readonly T[] {
  if (xs.length <= max) return xs;
  const out: T[] = [];
  for (let i = 0; i < max; i++) out.push(xs[Math.floor((i * xs.length) / max)]);
  return out;
}

/** Plays random legal actions from `state` (in place) until the game ends; fails if it does not. */
export function playOn(game: AnyGame, state: unknown, cfg: ResolvedConfig, rng: RngState, t: Trace): void {
  for (let i = 0; i < cfg.maxSteps; i++) {
    const active = game.activePlayers(state);
    if (active.length === 0) {
      if (!game.result(state)) fail(`a determinized world ended without a result ${where(t)}`);
      return;
    }
    const p = active[randInt(rng, active.length)];
    const legal = game.legalActions(state, p);
    if (legal.length === 0) fail(`an active seat has no legal action in a determinized world ${where(t)}`);
    game.step(state, p, legal[randInt(rng, legal.length)], null);
  }
  fail(`a determinized world did not end within ${cfg.maxSteps} actions ${where(t)}`);
}
