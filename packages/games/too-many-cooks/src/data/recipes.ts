import type { Localized } from '@potluck/engine';

/**
 * The five recipe goals every player uses once each over the five rounds. Index order matters:
 * recipes 0–3 are the suits with the same index (see suits.ts); 4 is "take no cards".
 */
export const RECIPES = ['mushroom', 'pea', 'onion', 'chili', 'none'] as const;
export type Recipe = (typeof RECIPES)[number];

export const RECIPE_NONE = 4;
/** All five recipes as a bit mask. */
export const ALL_RECIPES_MASK = 0b11111;

export interface RecipeInfo {
  readonly id: Recipe;
  readonly name: Localized;
  /** How the recipe scores, in one line. */
  readonly scoring: Localized;
}

export const RECIPE_INFO: readonly RecipeInfo[] = [
  {
    id: 'mushroom',
    name: { 'zh-Hans': '蘑菇汤', 'zh-Hant': '蘑菇湯', en: 'Mushroom soup' },
    scoring: {
      'zh-Hans': '每张蘑菇牌 +1，每张辣椒牌 −1',
      'zh-Hant': '每張蘑菇牌 +1，每張辣椒牌 −1',
      en: '+1 per mushroom card, −1 per chili',
    },
  },
  {
    id: 'pea',
    name: { 'zh-Hans': '豌豆汤', 'zh-Hant': '豌豆湯', en: 'Pea soup' },
    scoring: {
      'zh-Hans': '每张豌豆汤牌 +1，每张辣椒牌 −1',
      'zh-Hant': '每張豌豆湯牌 +1，每張辣椒牌 −1',
      en: '+1 per pea card, −1 per chili',
    },
  },
  {
    id: 'onion',
    name: { 'zh-Hans': '洋葱汤', 'zh-Hant': '洋蔥湯', en: 'Onion soup' },
    scoring: {
      'zh-Hans': '每张洋葱牌 +1，每张辣椒牌 −1',
      'zh-Hant': '每張洋蔥牌 +1，每張辣椒牌 −1',
      en: '+1 per onion card, −1 per chili',
    },
  },
  {
    id: 'chili',
    name: { 'zh-Hans': '辣椒汤', 'zh-Hant': '辣椒湯', en: 'Chili soup' },
    scoring: {
      'zh-Hans': '每张辣椒牌 +1，每张奶油牌（小0）−1',
      'zh-Hant': '每張辣椒牌 +1，每張奶油牌（小0）−1',
      en: '+1 per chili, −1 per cream card (small 0)',
    },
  },
  {
    id: 'none',
    name: { 'zh-Hans': '今天不喝汤', 'zh-Hant': '今天不喝湯', en: 'No soup today' },
    scoring: {
      'zh-Hans': '5 分，每收取 1 张牌 −1（可为负）',
      'zh-Hant': '5 分，每收取 1 張牌 −1（可為負）',
      en: '5 points, −1 per card taken (may go negative)',
    },
  },
];
