import type { Localized } from '@potluck/engine';

/**
 * DESIGNED DATA (the published tile mix is not public; see shared/facts/wasabi.md, decision 2).
 * The 18 ingredient types, their categories and how many tiles of each are in the game (72 in all).
 * An ingredient is referred to by its index in INGREDIENTS inside states and views, by its key in actions
 * and events.
 */

export const CATEGORIES = ['base', 'fish', 'shellfish', 'vegetable', 'other', 'unique'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_NAMES: Readonly<Record<Category, Localized>> = {
  base: { 'zh-Hans': '基础', 'zh-Hant': '基礎', en: 'Base' },
  fish: { 'zh-Hans': '鱼类', 'zh-Hant': '魚類', en: 'Fish' },
  shellfish: { 'zh-Hans': '虾蟹鱼籽', 'zh-Hant': '蝦蟹魚卵', en: 'Shellfish & roe' },
  vegetable: { 'zh-Hans': '蔬果', 'zh-Hant': '蔬果', en: 'Vegetable' },
  other: { 'zh-Hans': '其他', 'zh-Hant': '其他', en: 'Other' },
  unique: { 'zh-Hans': '珍稀食材', 'zh-Hant': '珍稀食材', en: 'Unique' },
};

export interface Ingredient {
  readonly key: string;
  readonly category: Category;
  readonly count: number;
  readonly names: Localized;
}

export const INGREDIENTS: readonly Ingredient[] = [
  { key: 'rice', category: 'base', count: 10, names: { 'zh-Hans': '醋饭', 'zh-Hant': '醋飯', en: 'Rice' } },
  {
    key: 'maki',
    category: 'base',
    count: 10,
    names: { 'zh-Hans': '海苔卷', 'zh-Hant': '海苔捲', en: 'Maki' },
  },
  {
    key: 'salmon',
    category: 'fish',
    count: 4,
    names: { 'zh-Hans': '三文鱼', 'zh-Hant': '鮭魚', en: 'Salmon' },
  },
  { key: 'tuna', category: 'fish', count: 4, names: { 'zh-Hans': '金枪鱼', 'zh-Hant': '鮪魚', en: 'Tuna' } },
  {
    key: 'snapper',
    category: 'fish',
    count: 4,
    names: { 'zh-Hans': '鲷鱼', 'zh-Hant': '鯛魚', en: 'Snapper' },
  },
  { key: 'eel', category: 'fish', count: 4, names: { 'zh-Hans': '鳗鱼', 'zh-Hant': '鰻魚', en: 'Eel' } },
  { key: 'squid', category: 'fish', count: 4, names: { 'zh-Hans': '鱿鱼', 'zh-Hant': '魷魚', en: 'Squid' } },
  {
    key: 'shrimp',
    category: 'shellfish',
    count: 4,
    names: { 'zh-Hans': '鲜虾', 'zh-Hant': '鮮蝦', en: 'Shrimp' },
  },
  {
    key: 'crab',
    category: 'shellfish',
    count: 4,
    names: { 'zh-Hans': '蟹肉', 'zh-Hant': '蟹肉', en: 'Crab' },
  },
  { key: 'roe', category: 'shellfish', count: 4, names: { 'zh-Hans': '鱼籽', 'zh-Hant': '魚卵', en: 'Roe' } },
  {
    key: 'avocado',
    category: 'vegetable',
    count: 4,
    names: { 'zh-Hans': '牛油果', 'zh-Hant': '酪梨', en: 'Avocado' },
  },
  {
    key: 'cucumber',
    category: 'vegetable',
    count: 4,
    names: { 'zh-Hans': '黄瓜', 'zh-Hant': '小黃瓜', en: 'Cucumber' },
  },
  { key: 'egg', category: 'other', count: 4, names: { 'zh-Hans': '玉子烧', 'zh-Hant': '玉子燒', en: 'Egg' } },
  {
    key: 'tempura',
    category: 'other',
    count: 4,
    names: { 'zh-Hans': '天妇罗', 'zh-Hant': '天婦羅', en: 'Tempura' },
  },
  { key: 'fugu', category: 'unique', count: 1, names: { 'zh-Hans': '河豚', 'zh-Hant': '河豚', en: 'Fugu' } },
  { key: 'uni', category: 'unique', count: 1, names: { 'zh-Hans': '海胆', 'zh-Hant': '海膽', en: 'Uni' } },
  {
    key: 'toro',
    category: 'unique',
    count: 1,
    names: { 'zh-Hans': '金枪鱼腩', 'zh-Hant': '鮪魚肚', en: 'Toro' },
  },
  {
    key: 'abalone',
    category: 'unique',
    count: 1,
    names: { 'zh-Hans': '鲍鱼', 'zh-Hant': '鮑魚', en: 'Abalone' },
  },
];

export const INGREDIENT_KEYS = INGREDIENTS.map((i) => i.key) as [string, ...string[]];
export const INGREDIENT_COUNT = INGREDIENTS.length;
/** Index of each ingredient key. */
export const INGREDIENT_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  INGREDIENTS.map((i, n) => [i.key, n]),
);
/** Category index (into CATEGORIES) per ingredient index. */
export const INGREDIENT_CATEGORY: readonly number[] = INGREDIENTS.map((i) => CATEGORIES.indexOf(i.category));
/** Whether an ingredient may be given as a starting ingredient (not rice, maki or unique). */
export const STARTABLE: readonly boolean[] = INGREDIENTS.map(
  (i) => i.category !== 'base' && i.category !== 'unique',
);
export const TOTAL_TILES = INGREDIENTS.reduce((n, i) => n + i.count, 0);
