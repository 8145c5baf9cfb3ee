/**
 * Every game's zod schemas (options, action, fixed) are built on their first use (`z.lazy`): a table page or
 * replay loads the game's rules but never parses with them (only the tutorial does), and building them when the
 * game's file was evaluated took 14 ms of a 25 ms evaluation on 卡片厨房's replay (docs/benchmarks.md,
 * 2026-12-05). They still parse as before (each game's conformance and fixed tests use them).
 */
import { GAMES } from '@potluck/catalog';
import { describe, expect, it } from 'vitest';

describe('the games’ schemas are built on first use', () => {
  for (const game of GAMES)
    it(game.id, () => {
      for (const schema of [game.optionsSchema, game.actionSchema, game.fixedSchema])
        expect((schema as unknown as { def: { type: string } }).def.type).toBe('lazy');
      // and they work: parsing {} gives the options' defaults
      expect(game.optionsSchema.safeParse({}).success).toBe(true);
    });
});
