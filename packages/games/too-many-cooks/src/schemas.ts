import { z } from 'zod';
import { DECK_IDS, MAX_DECK_SIZE } from './data/cards.ts';
import { RECIPES } from './data/recipes.ts';
import type { TmcAction, TmcFixed, TmcOptions } from './types.ts';

// Each schema is built on its first use (z.lazy): a table page loads the rules without parsing anything, and
// building them all up front was main-thread time on every table's load (docs/benchmarks.md, 2026-12-05).
export const optionsSchema: z.ZodType<TmcOptions> = z.lazy(() =>
  z.strictObject({
    deck: z.enum(DECK_IDS).default('standard96'),
  }),
);

export const actionSchema: z.ZodType<TmcAction> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('choose'), recipe: z.enum(RECIPES) }),
    z.strictObject({
      type: z.literal('play'),
      card: z
        .number()
        .int()
        .min(0)
        .max(MAX_DECK_SIZE - 1),
    }),
  ]),
);

const cardId = () =>
  z
    .number()
    .int()
    .min(0)
    .max(MAX_DECK_SIZE - 1);

// The descriptions go into `potluck games --json`; docs/games/too-many-cooks.md lists the same fields.
export const fixedSchema: z.ZodType<TmcFixed> = z.lazy(() =>
  z.strictObject({
    leader: z
      .number()
      .int()
      .min(0)
      .max(4)
      .optional()
      .describe("The first round's starting player (seat, from 0)."),
    rounds: z
      .array(z.array(z.array(cardId()).max(13).nullable()).min(2).max(5).nullable())
      .max(5)
      .optional()
      .describe(
        "rounds[r] pins round r's deal (r from 0): one hand per seat, in seat order, as card ids (any order: hands are sorted); null or a short hand is completed at random.",
      ),
  }),
);
