import { INGREDIENT_KEYS } from './data/ingredients.ts';
import { RECIPE_KEYS } from './data/recipes.ts';
import { SQUARES, UTENSILS } from './data/table.ts';
import type { Direction, WasabiAction } from './types.ts';

/**
 * Interned action objects: legalActions returns these shared, frozen objects instead of allocating.
 * Index by ingredient / square / recipe / utensil index.
 */

const ING = INGREDIENT_KEYS.length;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const freeze = <T extends WasabiAction>(a: T): T => Object.freeze(a);
const DIRS: readonly Direction[] = ['right', 'down'];

export const A_GIVE = range(ING).map((i) => freeze({ type: 'give', ingredient: INGREDIENT_KEYS[i] }));
/** Index = length − 2. */
export const A_DRAW = [2, 3, 4, 5].map((length) => freeze({ type: 'draw', length }));
/** [ingredient][square]. */
export const A_PLACE = range(ING).map((i) =>
  range(SQUARES).map((square) => freeze({ type: 'place', ingredient: INGREDIENT_KEYS[i], square })),
);
export const A_STACK = range(ING).map((i) =>
  range(SQUARES).map((square) => freeze({ type: 'stack', ingredient: INGREDIENT_KEYS[i], square })),
);
export const A_SPICY = freeze({ type: 'spicy' });
/** [square][direction 0 right / 1 down]. */
export const A_SWITCH = range(SQUARES).map((square) =>
  DIRS.map((direction) => freeze({ type: 'switch', square, direction })),
);
export const A_CHOP = range(SQUARES).map((square) => freeze({ type: 'chop', square }));
export const A_CHOP_TO = range(SQUARES).map((square) => freeze({ type: 'chopTo', square }));
export const A_CHOP_TO_PANTRY = freeze({ type: 'chopToPantry' });
export const A_WASABI = range(SQUARES).map((square) => freeze({ type: 'wasabi', square }));
export const A_DISCARD = RECIPE_KEYS.map((recipe) => freeze({ type: 'discard', recipe }));
export const A_CONFIRM_DISCARD = freeze({ type: 'confirmDiscard' });
export const A_END = freeze({ type: 'end' });
export const A_TAKE = UTENSILS.map((utensil) => freeze({ type: 'take', utensil }));
export const A_TAKE_WASABI = range(SQUARES).map((square) => freeze({ type: 'takeWasabi', square }));
export const A_DECLINE = freeze({ type: 'decline' });
export const A_RETURN = UTENSILS.map((utensil) => freeze({ type: 'return', utensil }));
export const A_REFILL = range(ING).map((i) => freeze({ type: 'refill', ingredient: INGREDIENT_KEYS[i] }));

export const DIRECTION_INDEX: Readonly<Record<string, number>> = { right: 0, down: 1 };
export const UTENSIL_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  UTENSILS.map((u, i) => [u, i]),
);
