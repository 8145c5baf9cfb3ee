/**
 * The effect language of Cuisine à la Card: a small, typed, serialisable vocabulary in which every card
 * ability and every judge is written. One resolver (src/effects.ts) runs it, one renderer per language
 * (src/render.ts) turns it into card text, and bots and the UI can read it as data.
 */
import { z } from 'zod';
import { CUISINES, FLAVORS, FOODS } from './vocab.ts';

/**
 * What a dish ingredient (or a card in play) can be counted by:
 * `flavor:<f>`, `food:<t>` (the food type it counts as), `cuisine:<c>`, `seasoning`, or `ingredient` (any).
 */
// Each schema is built on its first use (z.lazy): the game's data is typed by them and checked by a test, and
// building them at load was main-thread time on every table's load (docs/benchmarks.md, 2026-12-05).
export const tagSchema = z.lazy(() =>
  z.union([
    z.templateLiteral(['flavor:', z.enum(FLAVORS)]),
    z.templateLiteral(['food:', z.enum(FOODS)]),
    z.templateLiteral(['cuisine:', z.enum(CUISINES)]),
    z.literal('seasoning'),
    z.literal('ingredient'),
  ]),
);
export type Tag = z.infer<typeof tagSchema>;

/**
 * A condition on the cards it looks at (the dish for dish abilities and judges, the cards in play for
 * abilities fired by playing). `count`: how many of them have `tag`, within [min, max]; `distinct`: how many
 * different cuisines / food types / flavors they show, at least `min`.
 */
export const condSchema = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('count'),
      tag: tagSchema,
      min: z.number().int().min(0).optional(),
      max: z.number().int().min(0).optional(),
    }),
    z.object({
      kind: z.literal('distinct'),
      of: z.enum(['cuisine', 'food', 'flavor']),
      min: z.number().int().min(1),
    }),
  ]),
);
export type Cond = z.infer<typeof condSchema>;

/** Where a trash effect takes its card from. */
export const TRASH_ZONES = ['hand', 'discard', 'market', 'fridge'] as const;
export type TrashZone = (typeof TRASH_ZONES)[number];

export type Effect =
  | { kind: 'spoons'; n: number }
  | { kind: 'forks'; n: number }
  | { kind: 'buys'; n: number }
  | { kind: 'draw'; n: number }
  /** Trash up to n cards from a zone (one `pick` each; `decline` stops). */
  | { kind: 'trash'; from: TrashZone; n: number }
  /** Gain a market card whose total cost is at most `max` (to your discard pile; not a purchase). */
  | { kind: 'gain'; max: number }
  /** Take up to n cards back from your warming plates into your hand. */
  | { kind: 'takeBack'; n: number }
  /** +1 warming plate for the rest of the game (up to the table's maximum). */
  | { kind: 'plate' }
  /** Reveal the top n pantry cards, put one into your hand, the others go on top of the fridge. */
  | { kind: 'look'; n: number }
  /** Swap a market card with the top card of the fridge. */
  | { kind: 'swap' }
  /** Each opponent discards a card from hand (their choice). */
  | { kind: 'oppDiscard' }
  /** Choose one of the option lists (the Fork: +1 fork or +1 buy). */
  | { kind: 'choice'; options: Effect[][] }
  /** Dish only: meal score +n. */
  | { kind: 'meal'; n: number }
  /** Dish only: meal score +n for each dish ingredient with `tag` (this card excluded). */
  | { kind: 'mealPer'; n: number; tag: Tag }
  /** Dish only: this card counts as any food type (chosen at submission). */
  | { kind: 'wild' }
  /** Dish only: +n medals (a medal bonus). */
  | { kind: 'medal'; n: number };

export const effectSchema: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('spoons'), n: z.number().int().min(1) }),
    z.object({ kind: z.literal('forks'), n: z.number().int().min(1) }),
    z.object({ kind: z.literal('buys'), n: z.number().int().min(1) }),
    z.object({ kind: z.literal('draw'), n: z.number().int().min(1) }),
    z.object({ kind: z.literal('trash'), from: z.enum(TRASH_ZONES), n: z.number().int().min(1) }),
    z.object({ kind: z.literal('gain'), max: z.number().int().min(0) }),
    z.object({ kind: z.literal('takeBack'), n: z.number().int().min(1) }),
    z.object({ kind: z.literal('plate') }),
    z.object({ kind: z.literal('look'), n: z.number().int().min(1) }),
    z.object({ kind: z.literal('swap') }),
    z.object({ kind: z.literal('oppDiscard') }),
    z.object({ kind: z.literal('choice'), options: z.array(z.array(effectSchema)).min(2) }),
    z.object({ kind: z.literal('meal'), n: z.number().int() }),
    z.object({ kind: z.literal('mealPer'), n: z.number().int(), tag: tagSchema }),
    z.object({ kind: z.literal('wild') }),
    z.object({ kind: z.literal('medal'), n: z.number().int() }),
  ]),
);

/** Effects that only mean something inside a dish (scored, never resolved as actions). */
export const DISH_ONLY = new Set<Effect['kind']>(['meal', 'mealPer', 'wild', 'medal']);

/**
 * When an ability fires:
 * - `base`: when the card is played, or submitted in a dish (the rules' base ability / On Play);
 * - `cuisine`: like base, but only with a partner of the same cuisine (in play together, or in the same dish);
 * - `submit`: when the card is in a submitted dish (On Submit);
 * - `purchase`: when the card is bought from the market (On Purchase; not from the fridge, not when gained).
 */
export const TRIGGERS = ['base', 'cuisine', 'submit', 'purchase'] as const;
export type Trigger = (typeof TRIGGERS)[number];

export const abilitySchema = z.lazy(() =>
  z.object({
    trigger: z.enum(TRIGGERS),
    /** Fires only if this holds (in the dish, or among the cards in play). */
    if: condSchema.optional(),
    effects: z.array(effectSchema).min(1),
  }),
);
export type Ability = z.infer<typeof abilitySchema>;

/** A judge's ability, kept by the player who scores it, working from the end of that round on. */
export const judgeAbilitySchema = z.lazy(() =>
  z.discriminatedUnion('kind', [
    /** At the start of each of your turns: these effects (spoons, forks, buys). */
    z.object({ kind: z.literal('eachTurn'), effects: z.array(effectSchema).min(1) }),
    /** Draw this many more cards at the end of each turn. */
    z.object({ kind: z.literal('handSize'), n: z.number().int().min(1) }),
    /** This many more warming plates. */
    z.object({ kind: z.literal('plates'), n: z.number().int().min(1) }),
    /** Buying the fridge's top card costs this much. */
    z.object({ kind: z.literal('fridgeCost'), cost: z.number().int().min(0) }),
    /** Your dishes score this much more meal score. */
    z.object({ kind: z.literal('dishMeal'), n: z.number().int().min(1) }),
    /** Market cards cost you this much less (never below 0; fork costs are not reduced). */
    z.object({ kind: z.literal('discount'), n: z.number().int().min(1) }),
  ]),
);
export type JudgeAbility = z.infer<typeof judgeAbilitySchema>;

/** A judge's medal bonus or penalty: `medals` once if `if` holds, or `medals` per dish ingredient with `per`. */
export const medalRuleSchema = z.lazy(() =>
  z.object({
    medals: z.number().int(),
    if: condSchema.optional(),
    per: tagSchema.optional(),
  }),
);
export type MedalRule = z.infer<typeof medalRuleSchema>;
