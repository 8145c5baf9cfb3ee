/**
 * The tutorial plays the learner's moves with the engine's checks (actions parsed by the game's schema), so it is
 * the one page that loads zod itself and hands the games' schemas the functions they call (app/zod-deferred.ts).
 * Named one by one, not looped over SCHEMA_FUNCTIONS: the bundler keeps only the functions named (a loop over
 * `z[k]` keeps the whole library, its locales included); the type SchemaFunctions makes tsc refuse a missing one.
 */
import { z } from 'zod/v4';
import { provideZod } from '../app/zod-deferred.ts';

provideZod({
  array: z.array,
  boolean: z.boolean,
  discriminatedUnion: z.discriminatedUnion,
  enum: z.enum,
  lazy: z.lazy,
  literal: z.literal,
  number: z.number,
  object: z.object,
  strictObject: z.strictObject,
  string: z.string,
  templateLiteral: z.templateLiteral,
  union: z.union,
});
