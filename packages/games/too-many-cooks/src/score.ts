import { type DeckTable, KIND_CREAM } from './data/cards.ts';
import { RECIPE_NONE } from './data/recipes.ts';
import { CHILI } from './data/suits.ts';

/** The "no soup" recipe's score before one point comes off per card taken. */
export const NO_SOUP_BASE = 5;

/**
 * A seat's score for one round from its recipe (index) and the cards it took:
 * - mushroom / pea / onion: +1 per card of that colour (its 10s, creams and resets included), −1 per chili;
 * - chili: +1 per chili, −1 per cream card (resets are not cream);
 * - none: 5 − cards taken (no floor).
 */
export function scoreRound(table: DeckTable, recipe: number, taken: readonly number[]): number {
  if (recipe === RECIPE_NONE) return NO_SOUP_BASE - taken.length;
  let score = 0;
  for (let i = 0; i < taken.length; i++) {
    const c = taken[i];
    const suit = table.suit[c];
    if (recipe === CHILI) {
      if (suit === CHILI) score++;
      else if (table.kind[c] === KIND_CREAM) score--;
    } else if (suit === recipe) score++;
    else if (suit === CHILI) score--;
  }
  return score;
}
