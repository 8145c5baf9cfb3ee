import { type Dict, type EndBreakdownProps, EndNote, EndTable, l10n as t, useTexts } from '@potluck/web-kit';
import type { game } from '../index.ts';
import { recipeName } from './display.ts';
import { type TmcEndRow, tmcEnd } from './end.ts';

const TEXTS: Dict = {
  round: t('R{n}', '{n}轮', '{n}輪'),
  roundLong: t('Round {n}', '第 {n} 轮', '第 {n} 輪'),
  note: t(
    'Points per round; the totals decide, tied totals share the win.',
    '每轮得分；总分高者胜，总分相同则共享胜利。',
    '每輪得分；總分高者勝，總分相同則共享勝利。',
  ),
};

/** 料理厨王's end breakdown: a row per seat, its points in each round (recipe on hover) and its total. */
export function TmcEnd({ view, names, you }: EndBreakdownProps<typeof game>) {
  const { tx, lang } = useTexts(TEXTS);
  const rows = tmcEnd(view);
  return (
    <EndTable<TmcEndRow>
      game="too-many-cooks"
      rows={rows}
      columns={view.history.map((_, r) => ({
        key: `r${r}`,
        num: true,
        head: tx('round', { n: r + 1 }),
        title: tx('roundLong', { n: r + 1 }),
        cell: (row) => row.rounds[r].points,
        cellTitle: (row) => {
          const recipe = row.rounds[r].recipe;
          return recipe ? recipeName(recipe, lang) : undefined;
        },
      }))}
      total={(row) => row.total}
      names={names}
      you={you}
    >
      <EndNote muted>{tx('note')}</EndNote>
    </EndTable>
  );
}
