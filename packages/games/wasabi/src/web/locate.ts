import type { WasabiAction } from '../types.ts';

const id = (s: string) => `[data-testid="${s}"]`;
/** A tile or utensil already chosen is not lit again (a second tap would put it back). */
const pick = (s: string) => `${id(s)}:not([aria-pressed="true"])`;
const square = (sq: number) => `.wsb-board [data-square="${sq}"]`;

/**
 * Where a move is on the Wasabi! table, in the order a person taps (the guided game outlines them): a placement
 * is the tile in the hand, then its square. Moves the guided games do not teach are not located.
 */
export function locate(a: WasabiAction): string[] {
  switch (a.type) {
    case 'give':
      return [id(`wsb-give-${a.ingredient}`)];
    case 'refill':
      return [id(`wsb-refill-${a.ingredient}`)];
    case 'draw':
      return [id(`wsb-draw-${a.length}`)];
    case 'take':
      return [id(`wsb-take-${a.utensil}`)];
    case 'place':
      return [pick(`wsb-hand-${a.ingredient}`), square(a.square)];
    case 'stack':
      return [pick('wsb-use-stack'), pick(`wsb-hand-${a.ingredient}`), square(a.square)];
    case 'wasabi':
    case 'chop':
      return [pick(`wsb-use-${a.type}`), square(a.square)];
    case 'end':
      return [id('wsb-end')];
    default:
      return [];
  }
}
