import type { Localized } from '@potluck/engine';

/** One dish card: its value (also its id in states, views, actions' events and `fixed.dishes`) and its name. */
export interface Dish {
  readonly value: number;
  readonly key: string;
  readonly names: Localized;
}

const d = (value: number, key: string, en: string, hans: string, hant: string): Dish => ({
  value,
  key,
  names: { en, 'zh-Hans': hans, 'zh-Hant': hant },
});

/** The ten dish cards, worth 1 to 10 points; `DISHES[v - 1]` is the dish worth v. */
export const DISHES: readonly Dish[] = [
  d(1, 'rice', 'Steamed rice', '白米饭', '白米飯'),
  d(2, 'scallion-pancake', 'Scallion pancake', '葱油饼', '蔥油餅'),
  d(3, 'fried-rice', 'Egg fried rice', '蛋炒饭', '蛋炒飯'),
  d(4, 'hot-sour-soup', 'Hot and sour soup', '酸辣汤', '酸辣湯'),
  d(5, 'dumplings', 'Dumplings', '饺子', '餃子'),
  d(6, 'mapo-tofu', 'Mapo tofu', '麻婆豆腐', '麻婆豆腐'),
  d(7, 'kung-pao', 'Kung Pao chicken', '宫保鸡丁', '宮保雞丁'),
  d(8, 'sweet-sour-ribs', 'Sweet and sour ribs', '糖醋排骨', '糖醋排骨'),
  d(9, 'braised-pork', 'Red-braised pork belly', '红烧肉', '紅燒肉'),
  d(10, 'peking-duck', 'Peking duck', '北京烤鸭', '北京烤鴨'),
];

/** How many dish cards there are (so at most this many rounds). */
export const DISH_COUNT = DISHES.length;
