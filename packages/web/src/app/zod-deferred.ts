/**
 * What `zod` is in the web build (build-config.mjs aliases the bare specifier here): the games' schemas, without
 * the library (issue 16 item 9). A table or a replay loads a game's rules but never parses with its schemas, and
 * zod was 89 KB of every table page's scripts (25 KB compressed: on Lighthouse's simulated slow 4G ~0.15 s before
 * the table's first paint). The one page that parses, the tutorial (it plays moves with the engine's checks),
 * hands the real library over with `provideZod` (tutorial/zod.ts), and each schema is built with it on first use.
 *
 * Every game builds its schemas with `z.lazy` (test/lazy-schemas.test.ts), so `lazy` is the only function called
 * while a game's module is evaluated; any other use before the library is provided throws a clear error.
 */
import type { z as Z } from 'zod/v4';

/**
 * The library's functions the games' schemas call (packages/games/<id>/src). Only these are handed over, so the
 * tutorial's script keeps what they need and not the whole library (its every locale included, 380 KB); the
 * test zod-deferred.test.ts fails when a game calls one not listed.
 */
export const SCHEMA_FUNCTIONS = [
  'array',
  'boolean',
  'discriminatedUnion',
  'enum',
  'lazy',
  'literal',
  'number',
  'object',
  'strictObject',
  'string',
  'templateLiteral',
  'union',
] as const;

type Zod = typeof Z;
export type SchemaFunctions = Pick<Zod, (typeof SCHEMA_FUNCTIONS)[number]>;

let real: SchemaFunctions | null = null;

/** Gives the games' schemas the library (idempotent). */
export function provideZod(z: SchemaFunctions): void {
  real = z;
}

function library(): SchemaFunctions {
  if (!real)
    throw new Error(
      'zod is not loaded on this page: a page that parses with the games’ schemas calls provideZod',
    );
  return real;
}

/** `z.lazy`: with the library, the real one; before it, a stand-in that becomes the real schema on first use. */
function lazy(build: () => Z.ZodType): Z.ZodType {
  if (real) return real.lazy(build);
  let schema: Z.ZodType | null = null;
  const target = (): Z.ZodType => {
    schema ??= library().lazy(build);
    return schema;
  };
  return new Proxy({} as Z.ZodType, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), key);
      // the stand-in has none of these properties itself, so it may only report them as configurable
      return d && { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}

export const z = new Proxy({} as Zod, {
  get: (_, key) => {
    if (key === 'lazy') return lazy;
    const lib = library();
    if (!(key in lib))
      throw new Error(`zod.${String(key)} is not among SCHEMA_FUNCTIONS (src/app/zod-deferred.ts)`);
    return lib[key as keyof SchemaFunctions];
  },
});
