import type { ReactNode } from 'react';
import { useTexts } from '../texts.ts';
import { WIDGET_TEXTS } from './widget-texts.ts';
import './ScoreSheet.css';

/** One row of a score sheet: a round (or a dish, a hand…) and each seat's cell, in seat order. */
export interface ScoreSheetRow {
  key: string | number;
  /** The row's head (its round number, its name). */
  head: ReactNode;
  cells: readonly ReactNode[];
  /** The round being played now (highlighted). */
  current?: boolean;
}

export interface ScoreSheetProps {
  /** The column heads, one per seat (their names). */
  seats: readonly ReactNode[];
  rows: readonly ScoreSheetRow[];
  /** Each seat's total (the foot row); absent, no foot. */
  totals?: readonly ReactNode[];
  /** The head of the row heads' column ("#" unless given) and of the foot row ("Total" unless given). */
  corner?: ReactNode;
  totalLabel?: ReactNode;
  /** Our seat: its column is marked. */
  you?: number;
  /** The table's accessible name (e.g. the heading's text); the section around it usually has a heading. */
  caption?: string;
  className?: string;
  testId?: string;
}

/**
 * A score sheet (issue 20 item 1): rows are rounds, columns are seats, with totals. It scrolls sideways inside its
 * own box, so a 5-player sheet never widens a phone's page (issue 16 item 1).
 *
 * Class contract: `.score-sheet` (the scroll box) holding `table.scores-table` (`data-testid` as given), rows
 * `tr.current` for the round being played, number cells `.num`, our column `.you`.
 */
export function ScoreSheet({
  seats,
  rows,
  totals,
  corner = '#',
  totalLabel,
  you,
  caption,
  className,
  testId,
}: ScoreSheetProps) {
  const { tx } = useTexts(WIDGET_TEXTS);
  const mine = (seat: number) => (seat === you ? 'num you' : 'num');
  return (
    // the box scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too (axe:
    // scrollable-region-focusable)
    <section
      className={`score-sheet${className ? ` ${className}` : ''}`}
      aria-label={caption ?? tx('scoreSheet')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box a keyboard must be able to scroll
      tabIndex={0}
    >
      <table className="scores-table" data-testid={testId}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{corner}</th>
            {seats.map((name, seat) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are seats, fixed for the match
              <th key={seat} scope="col" className={mine(seat)}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.current ? 'current' : undefined}>
              <th scope="row">{r.head}</th>
              {r.cells.map((c, seat) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are seats
                <td key={seat} className={mine(seat)}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              <th scope="row">{totalLabel ?? tx('total')}</th>
              {totals.map((t, seat) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are seats
                <td key={seat} className={mine(seat)}>
                  <strong>{t}</strong>
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </section>
  );
}
