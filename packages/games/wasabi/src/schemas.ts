import { z } from 'zod';
import { INGREDIENT_KEYS } from './data/ingredients.ts';
import { RECIPE_KEYS } from './data/recipes.ts';
import { SQUARES, UTENSILS } from './data/table.ts';
import type { WasabiAction, WasabiFixed, WasabiOptions } from './types.ts';

// Each schema is built on its first use (z.lazy): a table page loads the rules without parsing anything, and
// building them all up front was main-thread time on every table's load (docs/benchmarks.md, 2026-12-05).
export const optionsSchema: z.ZodType<WasabiOptions> = z.lazy(() => z.strictObject({}));

export const actionSchema: z.ZodType<WasabiAction> = z.lazy(() => {
  const ingredient = z.enum(INGREDIENT_KEYS);
  const square = z
    .number()
    .int()
    .min(0)
    .max(SQUARES - 1);
  const utensil = z.enum(UTENSILS);
  return z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('give'), ingredient }),
    z.strictObject({ type: z.literal('draw'), length: z.number().int().min(2).max(5) }),
    z.strictObject({ type: z.literal('place'), ingredient, square }),
    z.strictObject({ type: z.literal('stack'), ingredient, square }),
    z.strictObject({ type: z.literal('spicy') }),
    z.strictObject({ type: z.literal('switch'), square, direction: z.enum(['right', 'down']) }),
    z.strictObject({ type: z.literal('chop'), square }),
    z.strictObject({ type: z.literal('chopTo'), square }),
    z.strictObject({ type: z.literal('chopToPantry') }),
    z.strictObject({ type: z.literal('wasabi'), square }),
    z.strictObject({ type: z.literal('discard'), recipe: z.enum(RECIPE_KEYS) }),
    z.strictObject({ type: z.literal('confirmDiscard') }),
    z.strictObject({ type: z.literal('end') }),
    z.strictObject({ type: z.literal('take'), utensil }),
    z.strictObject({ type: z.literal('takeWasabi'), square }),
    z.strictObject({ type: z.literal('decline') }),
    z.strictObject({ type: z.literal('return'), utensil }),
    z.strictObject({ type: z.literal('refill'), ingredient }),
  ]);
});

/**
 * The top of one recipe pile, top card first; setup checks (with messages in every language) that it holds
 * distinct recipes of that length.
 */
const pileTop = (length: number) =>
  z
    .array(z.enum(RECIPE_KEYS))
    .optional()
    .describe(`The top of the length-${length} recipe pile, top first: distinct length-${length} recipes.`);

// The descriptions go into `potluck games --json`; docs/games/wasabi.md lists the same fields.
export const fixedSchema: z.ZodType<WasabiFixed> = z.lazy(() =>
  z.strictObject({
    firstPlayer: z.number().int().min(0).max(3).optional().describe('The first player (seat, from 0).'),
    piles: z
      .strictObject({ '2': pileTop(2), '3': pileTop(3), '4': pileTop(4), '5': pileTop(5) })
      .optional()
      .describe('Pins the top of recipe piles by length; the rest of each pile is shuffled underneath.'),
  }),
);
