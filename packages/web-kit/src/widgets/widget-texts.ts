import { type Dict, l10n } from '../texts.ts';

/**
 * The words the kit's widgets show when the game gives none (a game passes its own through the props): in three
 * languages, so a screen built from the widgets brings every word it shows.
 */
export const WIDGET_TEXTS: Dict = {
  total: l10n('Total', '总分', '總分'),
  scoreSheet: l10n('Score sheet', '计分表', '計分表'),
  chosen: l10n('chosen', '已选好', '已選好'),
  waiting: l10n('choosing…', '考虑中…', '考慮中…'),
  confirm: l10n('Confirm', '确认', '確認'),
  yourChoice: l10n('Your secret choice: {value}', '你的秘密选择：{value}', '你的秘密選擇：{value}'),
  picked: l10n('Picked: {value}', '已选：{value}', '已選：{value}'),
  pickFirst: l10n('Pick one first', '请先选一个', '請先選一個'),
  others: l10n('The others', '其他玩家', '其他玩家'),
};
