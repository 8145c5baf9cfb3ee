import { type Dict, l10n as t } from './texts.ts';

/** The labels every end breakdown shares (issue 16 item 6); each game keeps its own column names and notes. */
export const END_TEXTS: Dict = {
  howTitle: t('How the scores were made', '得分明细', '得分明細'),
  player: t('Player', '玩家', '玩家'),
  total: t('Total', '总分', '總分'),
};
