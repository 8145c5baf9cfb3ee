/**
 * The conformance kit: the properties every Potluck game must have, run by each game on itself.
 *   import { runConformance } from '@potluck/engine/conformance';
 *   runConformance(game, { playerCounts: [2, 3], optionSets: [{}, { deck: 'classic52' }] });
 * Longer local runs: POTLUCK_CONFORMANCE_RUNS=50 npm test (more seeds per player count and option set).
 */
import { describe, it } from 'vitest';
import type { AnyGame } from '../game.ts';
import { conformanceChecks } from './checks.ts';
import { type ConformanceConfig, resolveConfig } from './random-games.ts';

export { conformanceChecks } from './checks.ts';
export { type FixedSamples, runFixedErrors } from './fixed-errors.ts';
export { type HeuristicsMemoryOptions, runHeuristicsMemory } from './heuristics-memory.ts';
export { type PlayToEndOptions, playToEnd } from './play-to-end.ts';
export { type ConformanceConfig, resolveConfig } from './random-games.ts';
export { ConformanceError, playRandomGame, type Trace } from './trace.ts';

/** Registers one vitest test per conformance property for `game`. */
export function runConformance(game: AnyGame, config: ConformanceConfig = {}): void {
  const cfg = resolveConfig(game, config);
  describe(`conformance: ${game.id}`, () => {
    for (const [name, check] of Object.entries(conformanceChecks)) {
      it(name, () => check(game, cfg));
    }
  });
}

/** Why property `name` fails `game` ('' when it holds): for tests proving the kit catches a broken game. */
export function conformanceFailure(game: AnyGame, name: string, config: ConformanceConfig = {}): string {
  try {
    conformanceChecks[name](game, resolveConfig(game, config));
    return '';
  } catch (e) {
    // fast-check wraps the kit's own error as the cause.
    return String((e as Error).cause ?? e);
  }
}
