import type { Localized } from '@potluck/engine';
import type { Dict } from '@potluck/web-kit';

const t = (en: string, hans: string, hant: string): Localized => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

/** Texts of the replay's Analysis tab (issue 17 item 2). */
export const ANALYSIS_TEXTS: Dict = {
  tabLog: t('Moves', '棋步', '棋步'),
  tabAnalysis: t('Analysis', '分析', '分析'),
  intro: t(
    'The analysis judges every decision from what that seat knew at that moment (never the hidden cards), with the same search the bots use.',
    '分析从每个座位当时所知的信息（从不看隐藏的牌）评判每一个决定，用的是机器人的同一种搜索。',
    '分析從每個座位當時所知的資訊（從不看隱藏的牌）評判每一個決定，用的是機器人的同一種搜尋。',
  ),
  request: t('Analyse this match', '分析这局', '分析這局'),
  queued: t(
    'Waiting in line: position {position}.',
    '排队中：第 {position} 位。',
    '排隊中：第 {position} 位。',
  ),
  running: t(
    'Analysing: {done} of {total} decisions.',
    '正在分析：{done} / {total} 个决定。',
    '正在分析：{done} / {total} 個決定。',
  ),
  failed: t('The analysis failed.', '分析失败。', '分析失敗。'),
  retry: t('Try again', '重试', '重試'),
  graphTitle: t('Winning chance per seat', '各座位的胜率', '各座位的勝率'),
  graphDesc: t(
    'Estimated winning chance of each seat after each of its decisions, from 0% to 100%, over the match.',
    '整局中每个座位在各个决定之后的估计胜率（0% 到 100%）。',
    '整局中每個座位在各個決定之後的估計勝率（0% 到 100%）。',
  ),
  seatLine: t(
    '{name}: accuracy {accuracy}, winning chance {first} → {last}; inaccuracies: {inaccuracy}, mistakes: {mistake}, blunders: {blunder}.',
    '{name}：准确度 {accuracy}，胜率 {first} → {last}；{inaccuracy} 次失准、{mistake} 次错误、{blunder} 次大错。',
    '{name}：準確度 {accuracy}，勝率 {first} → {last}；{inaccuracy} 次失準、{mistake} 次錯誤、{blunder} 次大錯。',
  ),
  noAccuracy: t('—', '—', '—'),
  thresholds: t(
    'A decision that loses at least {inaccuracy} points of winning chance against the best is an inaccuracy, {mistake} a mistake, {blunder} a blunder.',
    '比最佳选择少 {inaccuracy} 个百分点以上胜率的决定算失准，{mistake} 以上算错误，{blunder} 以上算大错。',
    '比最佳選擇少 {inaccuracy} 個百分點以上勝率的決定算失準，{mistake} 以上算錯誤，{blunder} 以上算大錯。',
  ),
  marked: t('Marked decisions', '标出的决定', '標出的決定'),
  noneMarked: t('No inaccuracy, mistake or blunder.', '没有失准、错误或大错。', '沒有失準、錯誤或大錯。'),
  decisionItem: t(
    'Move {i}, {name}: {verdict} (−{loss} points)',
    '第 {i} 步，{name}：{verdict}（−{loss} 个百分点）',
    '第 {i} 步，{name}：{verdict}（−{loss} 個百分點）',
  ),
  atStep: t('This move ({name})', '这一步（{name}）', '這一步（{name}）'),
  noDecision: t(
    'Choose a move (the slider or the list) to see how it was judged.',
    '选择一步（滑杆或列表）查看它的评判。',
    '選擇一步（滑桿或列表）查看它的評判。',
  ),
  chances: t(
    'Winning chance after it: {played}; after the best move: {best}.',
    '走这一步后的胜率：{played}；走最佳一步：{best}。',
    '走這一步後的勝率：{played}；走最佳一步：{best}。',
  ),
  betterWas: t(
    'Better was (as {name} would have seen it):',
    '更好的是（{name} 会看到的）：',
    '更好的是（{name} 會看到的）：',
  ),
  noText: t('(a move the log does not show)', '（记录中不显示的一步）', '（紀錄中不顯示的一步）'),
  verdict_forced: t('forced', '被迫', '被迫'),
  verdict_only: t('only move', '唯一选择', '唯一選擇'),
  verdict_best: t('best', '最佳', '最佳'),
  verdict_good: t('good', '好', '好'),
  verdict_inaccuracy: t('inaccuracy', '失准', '失準'),
  verdict_mistake: t('mistake', '错误', '錯誤'),
  verdict_blunder: t('blunder', '大错', '大錯'),
};
