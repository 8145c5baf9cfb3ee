import type { TmcAction } from '../types.ts';

/** Where a move is on the 料理厨王 table (the guided game outlines it): the recipe button or the hand card. */
export function locate(a: TmcAction): string[] {
  if (a.type === 'choose') return [`[data-testid="recipe-${a.recipe}"]`];
  return [`.hand-card[data-card="${a.card}"]`];
}
