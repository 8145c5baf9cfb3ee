import type { Locale } from '@potluck/engine';
import { type Dict, l10n, type Tx, translator, useTexts } from './texts.ts';

/**
 * The kit's own words: seat names, bot levels, presence, clocks, the "you" badge. They live here, not in the
 * app's i18next texts, so a game screen built from the kit brings every word it shows (issue 20).
 */
export const KIT_TEXTS: Dict = {
  you: l10n('you', '你', '你'),
  players: l10n('Players', '玩家', '玩家'),
  seat: l10n('Seat {n}', '座位 {n}', '座位 {n}'),
  deletedPlayer: l10n('deleted player', '已删除的玩家', '已刪除的玩家'),
  botLevel: l10n('Bot ({level})', '机器人（{level}）', '機器人（{level}）'),
  'level.easy': l10n('Easy', '简单', '簡單'),
  'level.medium': l10n('Medium', '中等', '中等'),
  'level.hard': l10n('Hard', '困难', '困難'),
  'level.heuristic': l10n('Heuristic', '启发式', '啟發式'),
  'level.random': l10n('Random', '随机', '隨機'),
  bot0: l10n('Chef Basil', '罗勒大厨', '羅勒大廚'),
  bot1: l10n('Chef Ginger', '生姜大厨', '生薑大廚'),
  bot2: l10n('Chef Saffron', '藏红花大厨', '番紅花大廚'),
  bot3: l10n('Chef Pepper', '胡椒大厨', '胡椒大廚'),
  bot4: l10n('Chef Mint', '薄荷大厨', '薄荷大廚'),
  bot5: l10n('Chef Sage', '鼠尾草大厨', '鼠尾草大廚'),
  botOther: l10n('Bot {n}', '机器人 {n}', '機器人 {n}'),
  online: l10n('Online', '在线', '在線'),
  reconnecting: l10n('Reconnecting…', '重新连接中…', '重新連線中…'),
  offline: l10n('Offline', '离线', '離線'),
  offlineSince: l10n('Offline · left {when}', '离线 · {when}离开', '離線 · {when}離開'),
  offlineAt: l10n('Offline since {time}', '自 {time} 起离线', '自 {time} 起離線'),
  resigned: l10n('Resigned', '已认输', '已認輸'),
  forfeited: l10n('Forfeited', '超时判负', '超時判負'),
  botForTimeout: l10n(
    'Bot plays for {name} (time ran out)',
    '机器人代 {name} 出牌（超时）',
    '機器人代 {name} 出牌（超時）',
  ),
  botForVote: l10n(
    'Bot plays for {name} (by vote)',
    '机器人代 {name} 出牌（投票）',
    '機器人代 {name} 出牌（投票）',
  ),
  clockOf: l10n('Time left for {name}: {time}', '{name} 剩余时间：{time}', '{name} 剩餘時間：{time}'),
  clockDays: l10n('{d}d {h}h', '{d}天{h}小时', '{d}天{h}小時'),
  // how long ago (formatAgo), worded as Intl.RelativeTimeFormat's `numeric: 'auto'` does
  agoNow: l10n('now', '现在', '現在'),
  agoSeconds_one: l10n('{n} second ago', '{n}秒钟前', '{n} 秒前'),
  agoSeconds_other: l10n('{n} seconds ago', '{n}秒钟前', '{n} 秒前'),
  agoMinutes_one: l10n('{n} minute ago', '{n}分钟前', '{n} 分鐘前'),
  agoMinutes_other: l10n('{n} minutes ago', '{n}分钟前', '{n} 分鐘前'),
  agoHours_one: l10n('{n} hour ago', '{n}小时前', '{n} 小時前'),
  agoHours_other: l10n('{n} hours ago', '{n}小时前', '{n} 小時前'),
  agoDays_one: l10n('{n} day ago', '{n}天前', '{n} 天前'),
  agoDays_other: l10n('{n} days ago', '{n}天前', '{n} 天前'),
};

/** The kit's translator in one language (outside React: names in lists, log describers). */
export function kitTx(lang: Locale): Tx {
  return translator(KIT_TEXTS, lang);
}

/** Hook: the kit's translator in the chosen language. */
export function useKitTexts(): { tx: Tx; lang: Locale } {
  return useTexts(KIT_TEXTS);
}

/** A bot level's name ("Hard"); levels the kit does not know show as they are. */
export function levelName(level: string, lang: Locale): string {
  const key = `level.${level}`;
  return KIT_TEXTS[key] ? kitTx(lang)(key) : level;
}

/** "Bot (Hard)". */
export function botLevelText(level: string, lang: Locale): string {
  return kitTx(lang)('botLevel', { level: levelName(level, lang) });
}
