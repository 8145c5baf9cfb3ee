/**
 * The words of Cuisine à la Card: cuisines, food types, flavor profiles and the names of the game's things,
 * in every language. No numbers live here (they are in cardset.ts).
 */
import type { Localized } from '@potluck/engine';

const t = (en: string, hans: string, hant: string): Localized => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

export const CUISINES = ['western', 'italian', 'french', 'panasian'] as const;
export type Cuisine = (typeof CUISINES)[number];
export const FOODS = ['protein', 'produce', 'grain', 'dairy'] as const;
export type Food = (typeof FOODS)[number];
export const FLAVORS = ['sweet', 'savory', 'spicy', 'tangy', 'aromatic'] as const;
export type Flavor = (typeof FLAVORS)[number];

export const CUISINE_NAMES: Record<Cuisine, Localized> = {
  western: t('Western', '西式', '西式'),
  italian: t('Italian', '意式', '義式'),
  french: t('French', '法式', '法式'),
  panasian: t('Pan-Asian', '泛亚', '泛亞'),
};
/** A colour per cuisine, for the UI. */
export const CUISINE_COLOURS: Record<Cuisine, string> = {
  western: '#b5651d',
  italian: '#2e8b57',
  french: '#3b5bdb',
  panasian: '#c92a2a',
};
export const FOOD_NAMES: Record<Food, Localized> = {
  protein: t('Protein', '蛋白质', '蛋白質'),
  produce: t('Produce', '蔬果', '蔬果'),
  grain: t('Grain', '谷物', '穀物'),
  dairy: t('Dairy', '乳制品', '乳製品'),
};
export const FLAVOR_NAMES: Record<Flavor, Localized> = {
  sweet: t('Sweet', '甜', '甜'),
  savory: t('Savory', '咸鲜', '鹹鮮'),
  spicy: t('Spicy', '辣', '辣'),
  tangy: t('Tangy', '酸', '酸'),
  aromatic: t('Aromatic', '香', '香'),
};

/** Names of the game's things, used by the renderer and the messages. */
export const TERMS = {
  spoon: t('spoon', '汤匙', '湯匙'),
  fork: t('fork', '叉子', '叉子'),
  buy: t('buy', '购买', '購買'),
  medal: t('medal', '奖牌', '獎牌'),
  meal: t('meal score', '餐点分数', '餐點分數'),
  seasoning: t('Seasoning', '调味料', '調味料'),
  ingredient: t('Ingredient', '材料', '材料'),
  utensil: t('Utensil', '工具', '工具'),
  startingHand: t('Starting Hand', '起始手牌', '起始手牌'),
  classic: t('Classic Kitchens', '经典厨房', '經典廚房'),
} as const;
