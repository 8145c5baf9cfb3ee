import { z } from 'zod';
import { DISH_COUNT } from './data/dishes.ts';
import type { BidsAction, BidsFixed, BidsOptions } from './types.ts';

// Each schema is built on its first use (z.lazy), as in the other games.
export const optionsSchema: z.ZodType<BidsOptions> = z.lazy(() =>
  z.strictObject({
    rounds: z.number().int().min(3).max(DISH_COUNT).default(5),
  }),
);

export const actionSchema: z.ZodType<BidsAction> = z.lazy(() =>
  z.strictObject({
    type: z.literal('bid'),
    card: z.number().int().min(1).max(DISH_COUNT),
  }),
);

export const fixedSchema: z.ZodType<BidsFixed> = z.lazy(() =>
  z.strictObject({
    dishes: z
      .array(z.number().int().min(1).max(DISH_COUNT))
      .max(DISH_COUNT)
      .optional()
      .describe(
        'The top of the dish deck by value, top first (the first is round 1’s dish); the rest is shuffled.',
      ),
  }),
);
