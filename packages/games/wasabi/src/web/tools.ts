/** What the Wasabi! table's parts share: the tool in hand, what a square tap does, tile names. */
import type { Locale } from '@potluck/engine';
import { INGREDIENTS } from '../index.ts';
import { ingredientName } from './display.ts';

export type Tool = null | 'stack' | 'switch' | 'chop' | 'wasabi' | 'discard';

/** What clicking a square does now, if anything. */
export interface SquareAct {
  label: string;
  run: () => void;
}

/** An ingredient's name by its key, in the chosen language. */
export const tileName = (key: string, lang: Locale) =>
  ingredientName(
    INGREDIENTS.findIndex((i) => i.key === key),
    lang,
  );
