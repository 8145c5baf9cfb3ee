import type { Localized } from '@potluck/engine';
import { INGREDIENT_INDEX } from './ingredients.ts';

/**
 * DESIGNED DATA (the published recipe strips are not public; shared/facts/wasabi.md gives this catalogue,
 * keeping the four known names). 52 recipes of 2–5 different ingredients, in printed order (which is the
 * order that earns the "with style" bonus, read in either direction). The catalogue is public: every
 * player's screen lists it.
 */

export interface Recipe {
  /** Stable slug, used in actions and events. */
  readonly key: string;
  readonly names: Localized;
  /** Ingredient keys in printed order. */
  readonly ingredients: readonly string[];
}

const r = (key: string, en: string, hans: string, hant: string, ingredients: string): Recipe => ({
  key,
  names: { 'zh-Hans': hans, 'zh-Hant': hant, en },
  ingredients: ingredients.split(' '),
});

export const RECIPES: readonly Recipe[] = [
  // Length 2 (13)
  r('salmon-nigiri', 'Salmon Nigiri', '三文鱼握寿司', '鮭魚握壽司', 'rice salmon'),
  r('tuna-nigiri', 'Tuna Nigiri', '金枪鱼握寿司', '鮪魚握壽司', 'rice tuna'),
  r('ebi-nigiri', 'Ebi Nigiri', '鲜虾握寿司', '鮮蝦握壽司', 'rice shrimp'),
  r('unagi-nigiri', 'Unagi Nigiri', '鳗鱼握寿司', '鰻魚握壽司', 'rice eel'),
  r('tamago-nigiri', 'Tamago Nigiri', '玉子握寿司', '玉子握壽司', 'rice egg'),
  r('ika-nigiri', 'Ika Nigiri', '鱿鱼握寿司', '魷魚握壽司', 'rice squid'),
  r('tai-nigiri', 'Tai Nigiri', '鲷鱼握寿司', '鯛魚握壽司', 'rice snapper'),
  r('crispy-rice', 'Crispy Rice', '香脆饭团', '香脆飯糰', 'rice tempura'),
  r('kappa-maki', 'Kappa Maki', '黄瓜卷', '小黃瓜捲', 'maki cucumber'),
  r('tekka-maki', 'Tekka Maki', '铁火卷', '鐵火捲', 'maki tuna'),
  r('avocado-maki', 'Avocado Maki', '牛油果卷', '酪梨捲', 'maki avocado'),
  r('kani-maki', 'Kani Maki', '蟹肉卷', '蟹肉捲', 'maki crab'),
  r('roe-gunkan', 'Roe Gunkan', '鱼籽军舰', '魚卵軍艦', 'maki roe'),
  // Length 3 (13)
  r('crunchy-tuna', 'Crunchy Tuna', '香脆金枪鱼', '酥脆鮪魚', 'rice tuna tempura'),
  r('snapper-crunch', 'Snapper Crunch', '香脆鲷鱼', '酥脆鯛魚', 'rice snapper tempura'),
  r('california-roll', 'California Roll', '加州卷', '加州捲', 'maki crab avocado'),
  r('salmon-avocado-roll', 'Salmon Avocado Roll', '三文鱼牛油果卷', '鮭魚酪梨捲', 'maki salmon avocado'),
  r('spider-bite', 'Spider Bite', '蜘蛛小卷', '蜘蛛小捲', 'maki crab tempura'),
  r('unagi-kyu', 'Unagi Kyu', '鳗鱼黄瓜卷', '鰻魚小黃瓜捲', 'maki eel cucumber'),
  r('shrimp-tempura-roll', 'Shrimp Tempura Roll', '炸虾卷', '炸蝦捲', 'maki shrimp tempura'),
  r('tamago-roe', 'Tamago Roe', '玉子鱼籽', '玉子魚卵', 'rice egg roe'),
  r('salmon-roe-gunkan', 'Salmon Roe Gunkan', '三文鱼籽军舰', '鮭魚卵軍艦', 'maki salmon roe'),
  r('eel-avocado', 'Eel Avocado', '鳗鱼牛油果', '鰻魚酪梨', 'rice eel avocado'),
  r('ebi-tamago', 'Ebi Tamago', '鲜虾玉子', '鮮蝦玉子', 'rice shrimp egg'),
  r('tuna-cucumber-roll', 'Tuna Cucumber Roll', '金枪鱼黄瓜卷', '鮪魚小黃瓜捲', 'maki tuna cucumber'),
  r('squid-roll', 'Squid Roll', '鱿鱼卷', '魷魚捲', 'maki squid avocado'),
  // Length 4 (13)
  r(
    'squid-salad-sandwich',
    'Squid Salad Sandwich',
    '鱿鱼沙拉三明治',
    '魷魚沙拉三明治',
    'maki squid cucumber rice',
  ),
  r('dragon-roll', 'Dragon Roll', '青龙卷', '青龍捲', 'maki eel avocado cucumber'),
  r('dynamite-roll', 'Dynamite Roll', '炸弹卷', '炸彈捲', 'maki shrimp tempura roe'),
  r('sunset-roll', 'Sunset Roll', '夕阳卷', '夕陽捲', 'maki salmon tuna roe'),
  r('crab-crunch', 'Crab Crunch', '香脆蟹肉', '酥脆蟹肉', 'rice crab tempura cucumber'),
  r('golden-egg', 'Golden Egg', '黄金蛋', '黃金蛋', 'rice egg roe tempura'),
  r('red-snapper-roll', 'Red Snapper Roll', '红鲷卷', '紅鯛捲', 'maki snapper avocado cucumber'),
  r('ocean-trio', 'Ocean Trio', '海洋三重奏', '海洋三重奏', 'rice squid shrimp crab'),
  r('toro-tower', 'Toro Tower', '鱼腩塔', '鮪魚肚塔', 'rice toro avocado maki'),
  r('uni-boat', 'Uni Boat', '海胆船', '海膽船', 'maki uni roe rice'),
  r('spicy-salmon', 'Spicy Salmon', '香辣三文鱼', '香辣鮭魚', 'rice salmon tempura cucumber'),
  r('eel-egg-roll', 'Eel & Egg Roll', '鳗鱼玉子卷', '鰻魚玉子捲', 'maki eel egg avocado'),
  r('tuna-tataki', 'Tuna Tataki', '炙烧金枪鱼', '炙燒鮪魚', 'rice tuna cucumber roe'),
  // Length 5 (13)
  r('poison-pill', 'Poison Pill', '毒药丸', '毒藥丸', 'rice fugu roe cucumber maki'),
  r('rainbow-roll', 'Rainbow Roll', '彩虹卷', '彩虹捲', 'maki tuna salmon snapper avocado'),
  r('caterpillar-roll', 'Caterpillar Roll', '毛毛虫卷', '毛毛蟲捲', 'maki eel cucumber avocado egg'),
  r('spider-roll', 'Spider Roll', '蜘蛛卷', '蜘蛛捲', 'maki crab tempura avocado roe'),
  r('seafood-platter', 'Seafood Platter', '海鲜拼盘', '海鮮拼盤', 'rice shrimp squid crab snapper'),
  r('samurai-special', 'Samurai Special', '武士特选', '武士特選', 'rice toro tuna salmon roe'),
  r('uni-deluxe', 'Uni Deluxe', '豪华海胆', '豪華海膽', 'maki uni egg roe rice'),
  r('abalone-delight', 'Abalone Delight', '鲍鱼珍馐', '鮑魚珍饈', 'rice abalone cucumber avocado maki'),
  r('tempura-tower', 'Tempura Tower', '天妇罗塔', '天婦羅塔', 'rice tempura shrimp egg cucumber'),
  r('dragon-king', 'Dragon King', '龙王卷', '龍王捲', 'maki eel shrimp tempura avocado'),
  r('sea-garden', 'Sea Garden', '海洋花园', '海洋花園', 'maki cucumber avocado crab salmon'),
  r('chefs-omakase', "Chef's Omakase", '主厨精选', '主廚精選', 'rice snapper squid egg tuna'),
  r('fire-roll', 'Fire Roll', '火焰卷', '火焰捲', 'rice salmon tempura roe maki'),
];

export const RECIPE_KEYS = RECIPES.map((x) => x.key) as [string, ...string[]];
export const RECIPE_COUNT = RECIPES.length;
export const RECIPE_INDEX: Readonly<Record<string, number>> = Object.fromEntries(
  RECIPES.map((x, i) => [x.key, i]),
);
/** Length (2–5) per recipe id. */
export const RECIPE_LENGTH: readonly number[] = RECIPES.map((x) => x.ingredients.length);
/** Ingredient indices in printed order per recipe id. */
export const RECIPE_TILES: readonly (readonly number[])[] = RECIPES.map((x) =>
  x.ingredients.map((k) => {
    const i = INGREDIENT_INDEX[k];
    if (i === undefined) throw new Error(`recipe ${x.key}: unknown ingredient ${k}`);
    return i;
  }),
);
/** Bit set of the recipe's ingredients (bit i = ingredient i); recipes never repeat an ingredient. */
export const RECIPE_MASK: readonly number[] = RECIPE_TILES.map((t) => t.reduce((m, i) => m | (1 << i), 0));
/** Recipe ids per length, index = length − 2, in catalogue order. */
export const RECIPES_BY_LENGTH: readonly (readonly number[])[] = [2, 3, 4, 5].map((len) =>
  RECIPES.flatMap((x, i) => (x.ingredients.length === len ? [i] : [])),
);
