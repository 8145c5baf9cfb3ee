import { type Dict, l10n as t } from '@potluck/web-kit';

/** Every word of the example game's screen, in three languages (a game's web slice brings its own texts). */
export const BIDS_TEXTS: Dict = {
  dishUp: t('Dish up for auction', '正在竞拍的菜', '正在競拍的菜'),
  points_one: t('{count} point', '{count} 分', '{count} 分'),
  points_other: t('{count} points', '{count} 分', '{count} 分'),
  deck_one: t('{count} dish face down', '还有 {count} 道菜未翻开', '還有 {count} 道菜未翻開'),
  deck_other: t('{count} dishes face down', '还有 {count} 道菜未翻开', '還有 {count} 道菜未翻開'),
  over: t('All dishes are decided', '所有菜都已拍定', '所有菜都已拍定'),
  seats: t('Players', '玩家', '玩家'),
  score: t('{count} pts', '{count} 分', '{count} 分'),
  cards_one: t('{count} card', '{count} 张牌', '{count} 張牌'),
  cards_other: t('{count} cards', '{count} 张牌', '{count} 張牌'),
  chosen: t('has bid', '已出价', '已出價'),
  choosing: t('choosing…', '考虑中…', '考慮中…'),
  yourHand: t('Your bid cards', '你的出价牌', '你的出價牌'),
  chooseBid: t('Choose your secret bid', '选择你的秘密出价', '選擇你的秘密出價'),
  yourBid: t('Your secret bid: {card}', '你的秘密出价：{card}', '你的秘密出價：{card}'),
  bidCard: t('Bid {card}', '出价 {card}', '出價 {card}'),
  rounds: t('Rounds', '各轮', '各輪'),
  took: t('{name} takes it', '{name} 拍得', '{name} 拍得'),
  nobody: t('nobody (every bid matched)', '无人拍得（出价都有相同）', '無人拍得（出價都有相同）'),
  logBid: t('{name} has chosen a bid.', '{name} 已选好出价。', '{name} 已選好出價。'),
  logMyBid: t('You bid {card}.', '你出价 {card}。', '你出價 {card}。'),
  logReveal: t('Bids for {dish}: {bids}.', '{dish} 的出价：{bids}。', '{dish} 的出價：{bids}。'),
  logDish: t(
    'Next dish: {dish} ({value}).',
    '下一道菜：{dish}（{value} 分）。',
    '下一道菜：{dish}（{value} 分）。',
  ),
  dishes: t('Dishes taken', '拍得的菜', '拍得的菜'),
  none: t('none', '无', '無'),
  note: t(
    'Score = the points of the dishes taken; equal scores share the place.',
    '得分 = 拍得菜肴的分值之和；同分者共享名次。',
    '得分 = 拍得菜餚的分值之和；同分者共享名次。',
  ),
};
