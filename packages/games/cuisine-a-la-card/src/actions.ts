/**
 * Actions: their zod schema, and interned action objects so legalActions allocates nothing per action.
 * Cards are named by card id (copies of a card are interchangeable), market cards by slot (0–3, slot 3 next
 * to the fridge), dish cards by their index in the dish.
 */
import { z } from 'zod';
import { NUMBERS } from './data/cardset.ts';
import { FOODS, type Food } from './data/vocab.ts';
import { CARD_IDS, JUDGE_IDS, MAX_DISH, NCARDS, NJUDGES } from './table.ts';

// Built on its first use (z.lazy): a table page loads the rules without parsing anything, and building the
// game's schemas up front was main-thread time on every table's load (docs/benchmarks.md, 2026-12-05).
export const actionSchema = z.lazy(() => {
  const card = z.enum(CARD_IDS);
  const slot = z
    .number()
    .int()
    .min(0)
    .max(NUMBERS.marketSize - 1);
  const index = z
    .number()
    .int()
    .min(0)
    .max(MAX_DISH - 1);
  return z.discriminatedUnion('type', [
    /** Warming phase: put a hand card face down on a warming plate (before anything else this turn). */
    z.object({ type: z.literal('warm'), card }),
    /** Play a card from hand (its base ability, and its cuisine ability with a same-cuisine partner). */
    z.object({ type: z.literal('play'), card }),
    /** Buy the market card in `slot` (its On Purchase ability fires). */
    z.object({ type: z.literal('buy'), slot }),
    /** Buy the fridge's top card (1 spoon; no On Purchase). */
    z.object({ type: z.literal('buyFridge') }),
    /** Buy a Fork from the Fork pile. */
    z.object({ type: z.literal('buyFork') }),
    /** Start building a dish. */
    z.object({ type: z.literal('startDish') }),
    z.object({ type: z.literal('addToDish'), card, from: z.enum(['hand', 'plate']) }),
    z.object({ type: z.literal('removeFromDish'), index }),
    /** Choose the food type a dual ("X or Y") or wild dish card counts as. */
    z.object({ type: z.literal('chooseType'), index, food: z.enum(FOODS) }),
    /** Submit the dish to an open judge; `name` is optional free text shown to everyone. */
    z.object({
      type: z.literal('submitDish'),
      judge: z.enum(JUDGE_IDS),
      name: z.string().max(NUMBERS.dishNameMax).optional(),
    }),
    z.object({ type: z.literal('cancelDish') }),
    z.object({ type: z.literal('endTurn') }),
    /** Pending choice: one option of a "choose one" ability (the Fork: 0 = +1 fork, 1 = +1 buy). */
    z.object({ type: z.literal('choose'), option: z.number().int().min(0).max(7) }),
    /** Pending choice: a card (from the hand, discard pile, plates, fridge top or revealed cards). */
    z.object({ type: z.literal('pick'), card }),
    /** Pending choice: a market slot. */
    z.object({ type: z.literal('pickSlot'), slot }),
    /** Pending choice: use the ability being resolved (a draw). */
    z.object({ type: z.literal('use') }),
    /** Decline (the rest of) the ability being resolved. */
    z.object({ type: z.literal('decline') }),
    /** Dish-description vote (option dishDescriptionBonus). */
    z.object({ type: z.literal('vote'), approve: z.boolean() }),
  ]);
});
export type CuisineAction = z.infer<typeof actionSchema>;
export type CardId = (typeof CARD_IDS)[number];

const ids = CARD_IDS as readonly string[];
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
export const A = {
  warm: range(NCARDS).map((i): CuisineAction => ({ type: 'warm', card: ids[i] as CardId })),
  play: range(NCARDS).map((i): CuisineAction => ({ type: 'play', card: ids[i] as CardId })),
  addHand: range(NCARDS).map(
    (i): CuisineAction => ({ type: 'addToDish', card: ids[i] as CardId, from: 'hand' }),
  ),
  addPlate: range(NCARDS).map(
    (i): CuisineAction => ({ type: 'addToDish', card: ids[i] as CardId, from: 'plate' }),
  ),
  pick: range(NCARDS).map((i): CuisineAction => ({ type: 'pick', card: ids[i] as CardId })),
  buy: range(NUMBERS.marketSize).map((slot): CuisineAction => ({ type: 'buy', slot })),
  pickSlot: range(NUMBERS.marketSize).map((slot): CuisineAction => ({ type: 'pickSlot', slot })),
  remove: range(MAX_DISH).map((index): CuisineAction => ({ type: 'removeFromDish', index })),
  chooseType: range(MAX_DISH).map((index) =>
    FOODS.map((food: Food): CuisineAction => ({ type: 'chooseType', index, food })),
  ),
  submit: range(NJUDGES).map((j): CuisineAction => ({ type: 'submitDish', judge: JUDGE_IDS[j] })),
  choose: range(8).map((option): CuisineAction => ({ type: 'choose', option })),
  buyFridge: { type: 'buyFridge' } as CuisineAction,
  buyFork: { type: 'buyFork' } as CuisineAction,
  startDish: { type: 'startDish' } as CuisineAction,
  cancelDish: { type: 'cancelDish' } as CuisineAction,
  endTurn: { type: 'endTurn' } as CuisineAction,
  use: { type: 'use' } as CuisineAction,
  decline: { type: 'decline' } as CuisineAction,
  voteYes: { type: 'vote', approve: true } as CuisineAction,
  voteNo: { type: 'vote', approve: false } as CuisineAction,
};

/** A canonical key of an action, ignoring a dish name (legalActions offers the unnamed form). */
export function actionKey(a: CuisineAction): string {
  switch (a.type) {
    case 'warm':
    case 'play':
    case 'pick':
      return `${a.type}:${a.card}`;
    case 'addToDish':
      return `add:${a.card}:${a.from}`;
    case 'buy':
    case 'pickSlot':
      return `${a.type}:${a.slot}`;
    case 'removeFromDish':
      return `remove:${a.index}`;
    case 'chooseType':
      return `type:${a.index}:${a.food}`;
    case 'submitDish':
      return `submit:${a.judge}`;
    case 'choose':
      return `choose:${a.option}`;
    case 'vote':
      return `vote:${a.approve}`;
    default:
      return a.type;
  }
}
