/**
 * The games' schemas in the web build (src/app/zod-deferred.ts, aliased for `zod` by build-config.mjs): built
 * without the library while a game's module is evaluated, they become real zod schemas once a page provides it
 * (the tutorial), and say clearly what is wrong when used on a page that did not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z as real } from 'zod/v4';
import { SCHEMA_FUNCTIONS } from '../src/app/zod-deferred.ts';

type Deferred = typeof import('../src/app/zod-deferred.ts');
let deferred: Deferred;

beforeEach(async () => {
  vi.resetModules();
  deferred = await import('../src/app/zod-deferred.ts');
});

describe('zod in the web build', () => {
  it('a schema made before the library is provided parses once it is, as the real one would', () => {
    const { z, provideZod } = deferred;
    const options = z.lazy(() => real.strictObject({ rounds: real.number().int().default(3) }));
    provideZod(real);
    expect(options.safeParse({})).toEqual({ success: true, data: { rounds: 3 } });
    expect(options.safeParse({ rounds: 'x' }).success).toBe(false);
    expect(options.safeParse({ rounds: 2, extra: 1 }).success).toBe(false);
  });

  it('stand-ins inside other schemas (a game schema built from another) work as schemas', () => {
    const { z, provideZod } = deferred;
    const card = z.lazy(() => real.enum(['eel', 'tuna']));
    const action = z.lazy(() => real.strictObject({ type: real.literal('play'), card }));
    provideZod(real);
    expect(action.safeParse({ type: 'play', card: 'eel' }).success).toBe(true);
    expect(action.safeParse({ type: 'play', card: 'crab' }).success).toBe(false);
  });

  it('after the library is provided, z is the real one', () => {
    const { z, provideZod } = deferred;
    provideZod(real);
    expect(z.string().safeParse('a').success).toBe(true);
    expect((z.lazy(() => real.string()) as unknown as { def: { type: string } }).def.type).toBe('lazy');
  });

  it('a function the tutorial does not hand over says which list to extend', () => {
    const { z, provideZod } = deferred;
    provideZod(real);
    expect(() => (z as unknown as { coerce: unknown }).coerce).not.toThrow(); // the whole library was given here
    const given = Object.fromEntries(SCHEMA_FUNCTIONS.map((k) => [k, real[k]]));
    provideZod(given as never);
    expect(() => (z as unknown as { coerce: unknown }).coerce).toThrow(/SCHEMA_FUNCTIONS/);
  });

  it('the list covers every zod function the games’ sources call', () => {
    const games = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'games');
    const used = new Set<string>();
    for (const game of readdirSync(games)) {
      const src = join(games, game, 'src');
      for (const f of readdirSync(src, { recursive: true }) as string[]) {
        if (!/\.tsx?$/.test(f) || /\.test\./.test(f)) continue;
        for (const m of readFileSync(join(src, f), 'utf8').matchAll(/\bz\.([a-z][A-Za-z]*)\(/g))
          used.add(m[1]);
      }
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((f) => !(SCHEMA_FUNCTIONS as readonly string[]).includes(f))).toEqual([]);
  });

  it('used on a page that did not provide it, says so instead of failing somewhere inside', () => {
    const { z } = deferred;
    const schema = z.lazy(() => real.string()); // building the stand-in is fine (a game's module does it)
    expect(() => schema.safeParse('a')).toThrow(/zod is not loaded on this page/);
    expect(() => z.string()).toThrow(/provideZod/);
  });
});
