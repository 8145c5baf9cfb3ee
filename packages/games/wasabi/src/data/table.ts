import type { Localized } from '@potluck/engine';

/**
 * DESIGNED DATA (shared/facts/wasabi.md, decisions 1, 4 and 8): the board geometry per player count,
 * the challenge tokens and the utensil supply.
 *
 * The printed board is 6 rows × 7 columns. Squares are numbered row by row on the whole printed board:
 * square = row × 7 + column (rows and columns from 0). Only the first ACTIVE_COLUMNS[players] columns are
 * in play; the other squares do not exist in that game.
 */
export const ROWS = 6;
export const COLUMNS = 7;
export const SQUARES = ROWS * COLUMNS;

/** Active columns per player count (2 → 5, 3 → 6, 4 → all 7). */
export const ACTIVE_COLUMNS: Readonly<Record<number, number>> = { 2: 5, 3: 6, 4: 7 };

/** Recipe lengths, and challenge tokens per player of each length (index = length − 2). */
export const LENGTHS = [2, 3, 4, 5] as const;
export const TOKENS_PER_LENGTH: readonly number[] = [4, 3, 2, 1];
/** Completed challenges that win at once. */
export const CHALLENGES_TO_WIN = 10;
/** Points of a completed recipe of length L: L. Cubes for completing it with style: L − 2. */
export const pointsFor = (length: number) => length;
export const styleCubesFor = (length: number) => length - 2;
/** Cubes a player takes for playing a Wasabi! card. */
export const WASABI_CARD_CUBES = 1;
/** The most utensil cards a player may hold. */
export const MAX_UTENSILS = 2;
/** Hand sizes refilled at the end of a turn. */
export const HAND_TILES = 3;
export const HAND_RECIPES = 3;
export const STARTING_TILES = 3;

/** Utensil kinds; a utensil is referred to by its index here in states and views, by its key in actions. */
export const UTENSILS = ['stack', 'spicy', 'switch', 'chop', 'wasabi'] as const;
export type UtensilKey = (typeof UTENSILS)[number];
export const STACK = 0;
export const SPICY = 1;
export const SWITCH = 2;
export const CHOP = 3;
export const WASABI = 4;

export const UTENSIL_NAMES: Readonly<Record<UtensilKey, Localized>> = {
  stack: { 'zh-Hans': '饭匙 Stack!', 'zh-Hant': '飯匙 Stack!', en: 'Stack!' },
  spicy: { 'zh-Hans': '辣椒 Spicy!', 'zh-Hant': '辣椒 Spicy!', en: 'Spicy!' },
  switch: { 'zh-Hans': '筷子 Switch!', 'zh-Hant': '筷子 Switch!', en: 'Switch!' },
  chop: { 'zh-Hans': '菜刀 Chop!', 'zh-Hant': '菜刀 Chop!', en: 'Chop!' },
  wasabi: { 'zh-Hans': '芥末 Wasabi!', 'zh-Hant': '芥末 Wasabi!', en: 'Wasabi!' },
};

/** Utensil cards in the kitchen at the start, per kind (index into UTENSILS), by player count. */
export const UTENSIL_SUPPLY: Readonly<Record<number, readonly number[]>> = {
  2: [1, 1, 1, 1, 1],
  3: [1, 2, 1, 1, 2],
  4: [2, 2, 2, 2, 2],
};
