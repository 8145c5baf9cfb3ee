import type { Locale } from '@potluck/engine';
import { l10n as t, translator } from '@potluck/web-kit';
import { INGREDIENT_INDEX, RECIPE_INDEX, type WasabiAction } from '../index.ts';
import { ingredientName, recipeName, squareName, utensilName } from './display.ts';

/** A hint's move as advice to the seat about to make it (the log says what was done; this, what to do). */
const ADVICE = {
  give: t('Pick {tile} as a starting ingredient', '选择{tile}作为起始食材', '選擇{tile}作為起始食材'),
  draw: t('Draw a length-{n} recipe', '抽一张长度 {n} 的食谱', '抽一張長度 {n} 的食譜'),
  place: t('Place {tile} on {sq}', '把{tile}放到 {sq}', '把{tile}放到 {sq}'),
  stack: t('Stack {tile} on {sq} (Stack!)', '用 Stack! 把{tile}叠到 {sq}', '用 Stack! 把{tile}疊到 {sq}'),
  spicy: t(
    'Use Spicy! (two placements this turn)',
    '使用 Spicy!（本回合放两个食材）',
    '使用 Spicy!（本回合放兩個食材）',
  ),
  switchRight: t(
    'Swap {sq} with the square to its right (Switch!)',
    '用 Switch! 交换 {sq} 和它右边的格子',
    '用 Switch! 交換 {sq} 和它右邊的格子',
  ),
  switchDown: t(
    'Swap {sq} with the square below it (Switch!)',
    '用 Switch! 交换 {sq} 和它下面的格子',
    '用 Switch! 交換 {sq} 和它下面的格子',
  ),
  chop: t('Chop the tile off {sq} (Chop!)', '用 Chop! 拿起 {sq} 的食材', '用 Chop! 拿起 {sq} 的食材'),
  chopTo: t('Put the chopped tile on {sq}', '把拿起的食材放到 {sq}', '把拿起的食材放到 {sq}'),
  chopToPantry: t(
    'Put the chopped tile back in the pantry',
    '把拿起的食材放回准备区',
    '把拿起的食材放回準備區',
  ),
  wasabi: t('Cover {sq} with the Wasabi! card', '用 Wasabi! 卡盖住 {sq}', '用 Wasabi! 卡蓋住 {sq}'),
  discard: t('Choose {recipe} to discard', '选择弃掉{recipe}', '選擇棄掉{recipe}'),
  confirmDiscard: t('Discard the chosen recipes', '弃掉选中的食谱', '棄掉選中的食譜'),
  end: t('End your turn', '结束回合', '結束回合'),
  take: t('Take {u}', '拿 {u}', '拿 {u}'),
  takeWasabi: t('Take the Wasabi! card from {sq}', '拿走 {sq} 的 Wasabi! 卡', '拿走 {sq} 的 Wasabi! 卡'),
  decline: t('Take no utensil', '不拿厨具', '不拿廚具'),
  return: t('Return {u}', '还回 {u}', '還回 {u}'),
  refill: t('Take {tile} from the pantry', '从准备区拿{tile}', '從準備區拿{tile}'),
};

/** Wasabi!'s moves as advice ("Place Rice on B3", "Draw a length-3 recipe") in the chosen language. */
export function adviseWasabi(a: WasabiAction, lang: Locale): string {
  const tx = translator(ADVICE, lang);
  const tile = (key: string) => ingredientName(INGREDIENT_INDEX[key], lang);
  switch (a.type) {
    case 'give':
    case 'refill':
      return tx(a.type, { tile: tile(a.ingredient) });
    case 'draw':
      return tx('draw', { n: a.length });
    case 'place':
    case 'stack':
      return tx(a.type, { tile: tile(a.ingredient), sq: squareName(a.square) });
    case 'switch':
      return tx(a.direction === 'right' ? 'switchRight' : 'switchDown', { sq: squareName(a.square) });
    case 'chop':
    case 'chopTo':
    case 'wasabi':
    case 'takeWasabi':
      return tx(a.type, { sq: squareName(a.square) });
    case 'discard':
      return tx('discard', { recipe: recipeName(RECIPE_INDEX[a.recipe], lang) });
    case 'take':
    case 'return':
      return tx(a.type, { u: utensilName(a.utensil, lang) });
    default:
      return tx(a.type);
  }
}
