import type { Localized } from '@potluck/engine';
import type { Dict } from '../rules/texts.ts';

const t = (en: string, hans: string, hant: string): Localized => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

/** The labels of the end dialog's score breakdowns (issue 16 item 6), in three languages. */
export const END_TEXTS: Dict = {
  howTitle: t('How the scores were made', '得分明细', '得分明細'),
  player: t('Player', '玩家', '玩家'),
  total: t('Total', '总分', '總分'),
  // 料理厨王
  tmcRound: t('R{n}', '{n}轮', '{n}輪'),
  tmcRoundLong: t('Round {n}', '第 {n} 轮', '第 {n} 輪'),
  tmcNote: t(
    'Points per round; the totals decide, tied totals share the win.',
    '每轮得分；总分高者胜，总分相同则共享胜利。',
    '每輪得分；總分高者勝，總分相同則共享勝利。',
  ),
  // Wasabi!
  wsbRecipes: t('Recipes', '菜谱', '菜譜'),
  wsbPoints: t('Recipe points', '菜谱分', '菜譜分'),
  wsbCubes: t('Cubes', '方块', '方塊'),
  wsbCompleted_one: t('{count} recipe', '{count} 道菜谱', '{count} 道菜譜'),
  wsbCompleted_other: t('{count} recipes', '{count} 道菜谱', '{count} 道菜譜'),
  wsbNote: t(
    'Score = recipe points + wasabi cubes; tied scores are broken by cubes, then shared.',
    '得分 = 菜谱分 + 芥末方块；同分比较方块数，仍相同则共享名次。',
    '得分 = 菜譜分 + 芥末方塊；同分比較方塊數，仍相同則共享名次。',
  ),
  wsbTenth: t(
    '{name} completed a 10th challenge and wins outright.',
    '{name} 完成了第 10 个挑战，直接获胜。',
    '{name} 完成了第 10 個挑戰，直接獲勝。',
  ),
  wsbCubeTie: t(
    'Tie on {score} points broken by cubes: {list}.',
    '{score} 分同分，按方块数决胜：{list}。',
    '{score} 分同分，按方塊數決勝：{list}。',
  ),
  // 卡片厨房
  cuiMedals: t('Medals', '奖章', '獎章'),
  cuiDishes: t('Dishes', '菜品', '菜品'),
  cuiEaten: t('Eaten', '吃掉', '吃掉'),
  cuiEatenCards_one: t('{count} card eaten', '吃掉 {count} 张牌', '吃掉 {count} 張牌'),
  cuiEatenCards_other: t('{count} cards eaten', '吃掉 {count} 张牌', '吃掉 {count} 張牌'),
  cuiNoDish: t('no dish', '没有菜品', '沒有菜品'),
  cuiRound: t('round {n}', '第 {n} 轮', '第 {n} 輪'),
  cuiNote: t(
    'Most medals wins (dishes judged, plus bonuses); ties go to the most cards eaten, then shared.',
    '奖章最多者胜（评审给的菜品奖章及加成）；同分比较吃掉的牌数，仍相同则共享胜利。',
    '獎章最多者勝（評審給的菜品獎章及加成）；同分比較吃掉的牌數，仍相同則共享勝利。',
  ),
  cuiEatenTie: t(
    'Tie on {score} medals broken by cards eaten: {list}.',
    '{score} 枚奖章同分，按吃掉的牌数决胜：{list}。',
    '{score} 枚獎章同分，按吃掉的牌數決勝：{list}。',
  ),
};
