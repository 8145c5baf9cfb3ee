import { type Dict, l10n } from '@potluck/web-kit';

/** The words of the table's drawers on a phone (TableDrawer.tsx). */
export const DRAWER_TEXTS = {
  log: l10n('Game log', '对局记录', '對局紀錄'),
  /** Its button's visible label in the phone's one-row bar (the name is `log`, which contains it). */
  logShort: l10n('Log', '记录', '紀錄'),
  scores: l10n('Scores', '得分', '得分'),
  close: l10n('Close', '关闭', '關閉'),
} satisfies Dict;
