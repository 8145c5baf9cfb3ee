import { type EndBreakdownProps, EndNote, EndTable, useTexts } from '@potluck/web-kit';
import { DISHES } from '../data/dishes.ts';
import type { ExampleBids } from '../index.ts';
import { BIDS_TEXTS } from './texts.ts';

interface Row {
  seat: number;
  dishes: number[];
  score: number;
}

/** The end dialog's breakdown: the dishes each seat took, and its total. */
export function BidsEnd({ view, names, you }: EndBreakdownProps<ExampleBids>) {
  const { tx, lang } = useTexts(BIDS_TEXTS);
  const rows: Row[] = view.scores.map((score, seat) => ({
    seat,
    score,
    dishes: view.history.filter((r) => r.winner === seat).map((r) => r.dish),
  }));
  return (
    <EndTable<Row>
      game="example-bids"
      rows={rows}
      names={names}
      you={you}
      total={(row) => row.score}
      columns={[
        {
          key: 'dishes',
          head: tx('dishes'),
          cell: (row) =>
            row.dishes.length === 0
              ? tx('none')
              : row.dishes.map((d) => `${DISHES[d - 1].names[lang]} (${d})`).join(', '),
        },
      ]}
    >
      <EndNote muted>{tx('note')}</EndNote>
    </EndTable>
  );
}
