import type { ReactNode } from 'react';
import { END_TEXTS } from './end-texts.ts';
import { useTexts } from './texts.ts';
import './end.css';

/** One column of an end breakdown after the player's name. */
export interface EndColumn<R> {
  /** The column's heading. */
  head: ReactNode;
  key: string;
  /** Numbers are right-aligned. */
  num?: boolean;
  /** The heading's tooltip. */
  title?: string;
  cell: (row: R) => ReactNode;
  /** A cell's tooltip. */
  cellTitle?: (row: R) => string | undefined;
}

/**
 * The end dialog's "how the scores were made" (issue 16 item 6), the frame every game's breakdown fills: a row per
 * seat (its name, ★ for you), the game's columns, then the total in bold (`end-total-<seat>`), and the game's
 * notes below (how scores are made, how ties were broken). Scrolls inside itself on a narrow phone.
 */
export function EndTable<R extends { seat: number }>({
  game,
  rows,
  columns,
  total,
  totalHead,
  names,
  you,
  children,
}: {
  /** The game's id (`data-game`). */
  game: string;
  rows: readonly R[];
  columns: readonly EndColumn<R>[];
  total: (row: R) => ReactNode;
  /** The total column's heading (default: "Total"). */
  totalHead?: ReactNode;
  names: readonly string[];
  you: number;
  /** Notes under the table. */
  children?: ReactNode;
}) {
  const { tx } = useTexts(END_TEXTS);
  return (
    <section className="end-how" data-testid="end-breakdown" data-game={game}>
      <h3>{tx('howTitle')}</h3>
      <div className="end-scroll">
        <table className="scores-table">
          <thead>
            <tr>
              <th scope="col">{tx('player')}</th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.num ? 'num' : undefined} title={c.title}>
                  {c.head}
                </th>
              ))}
              <th scope="col" className="num">
                {totalHead ?? tx('total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.seat} data-seat={row.seat}>
                <th scope="row">
                  {names[row.seat] ?? `#${row.seat + 1}`}
                  {row.seat === you ? ' ★' : ''}
                </th>
                {columns.map((c) => (
                  <td key={c.key} className={c.num ? 'num' : undefined} title={c.cellTitle?.(row)}>
                    {c.cell(row)}
                  </td>
                ))}
                <td className="num" data-testid={`end-total-${row.seat}`}>
                  <strong>{total(row)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children}
    </section>
  );
}

/** A note under an end breakdown (`tiebreak`: it says how a tie was broken). */
export function EndNote({
  children,
  muted,
  tiebreak,
}: {
  children: ReactNode;
  muted?: boolean;
  tiebreak?: boolean;
}) {
  return (
    <p className={muted ? 'muted end-note' : 'end-note'} data-testid={tiebreak ? 'end-tiebreak' : undefined}>
      {children}
    </p>
  );
}
