import type { Localized } from '@potluck/engine';
import type { Dict } from '@potluck/web-kit';

const t = (en: string, hans: string, hant: string): Localized => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

/** Texts of the rules and replay pages. */
export const RULES_TEXTS: Dict = {
  back: t('Back', '返回', '返回'),
  rules: t('Rules', '规则', '規則'),
  play: t('Start a match', '开始一局', '開始一局'),
  noRules: t('No rules page for this game yet.', '这个游戏还没有规则页面。', '這個遊戲還沒有規則頁面。'),
  replayTitle: t('Replay: {game}', '回放：{game}', '回放：{game}'),
  viewAs: t('Seen by', '视角', '視角'),
  publicView: t('Public view (spectator)', '公开视角（观众）', '公開視角（觀眾）'),
  seatView: t('{name} (your seat)', '{name}（你的座位）', '{name}（你的座位）'),
  otherSeatView: t('{name}’s hand', '{name}的视角', '{name}的視角'),
  allSeatsOpen: t(
    'The match is over, so every seat’s hand can be shown.',
    '对局已经结束，每个座位的手牌都可以查看。',
    '對局已經結束，每個座位的手牌都可以查看。',
  ),
  step: t('Move {i} of {n}', '第 {i} / {n} 步', '第 {i} / {n} 步'),
  start: t('Start', '开头', '開頭'),
  prev: t('Previous move', '上一步', '上一步'),
  next: t('Next move', '下一步', '下一步'),
  end: t('End', '结尾', '結尾'),
  slider: t('Move in the replay', '回放进度', '回放進度'),
  keys: t(
    'Keys: ← → step, Home / End jump.',
    '按键：← → 单步，Home / End 跳到开头 / 结尾。',
    '按鍵：← → 單步，Home / End 跳到開頭 / 結尾。',
  ),
  byWho: t('{name} moved', '{name}行动', '{name}行動'),
  hiddenMove: t(
    'Nothing of this move is visible from this view.',
    '从这个视角看不到这一步的内容。',
    '從這個視角看不到這一步的內容。',
  ),
  thisStep: t('This move', '这一步', '這一步'),
  setupStep: t('Before the first move', '第一步之前', '第一步之前'),
  notFinished: t(
    'The replay is available once the match is finished.',
    '对局结束后才能观看回放。',
    '對局結束後才能觀看回放。',
  ),
  toMatch: t('Back to the match', '返回对局', '返回對局'),
  loading: t('Loading the replay…', '正在载入回放…', '正在載入回放…'),
  playReplay: t('Play', '播放', '播放'),
  pauseReplay: t('Pause', '暂停', '暫停'),
  speed: t('Speed', '速度', '速度'),
  speedN: t('{x}× ({s} s a move)', '{x}×（每步 {s} 秒）', '{x}×（每步 {s} 秒）'),
};
