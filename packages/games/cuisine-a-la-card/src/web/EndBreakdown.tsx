import type { CuisineView } from '@potluck/cuisine-a-la-card';
import { type EndBreakdownProps, tiedGroups } from '../../match/end.ts';
import { END_TEXTS } from '../../match/end-texts.ts';
import '../../match/end.css';
import { useTexts } from '../../rules/texts.ts';
import { judgeDef } from './display.ts';
import { cuisineEnd } from './end.ts';

/** 卡片厨房's end breakdown: each seat's dishes (the judges they won), medals and cards eaten (the tie-break). */
export function CuisineEnd({ view, names, you }: EndBreakdownProps) {
  const { tx, lang } = useTexts(END_TEXTS);
  const rows = cuisineEnd(view as CuisineView);
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const ties = tiedGroups(rows.map((r) => r.medals)).filter(
    (g) => new Set(g.seats.map((s) => rows[s].eaten)).size > 1,
  );
  return (
    <section className="end-how" data-testid="end-breakdown" data-game="cuisine-a-la-card">
      <h3>{tx('howTitle')}</h3>
      <div className="end-scroll">
        <table className="scores-table">
          <thead>
            <tr>
              <th scope="col">{tx('player')}</th>
              <th scope="col">{tx('cuiDishes')}</th>
              <th scope="col" className="num">
                {tx('cuiEaten')}
              </th>
              <th scope="col" className="num">
                {tx('cuiMedals')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.seat} data-seat={row.seat}>
                <th scope="row">
                  {name(row.seat)}
                  {row.seat === you ? ' ★' : ''}
                </th>
                <td>
                  {row.dishes.length === 0 ? (
                    <span className="muted">{tx('cuiNoDish')}</span>
                  ) : (
                    <ul className="end-list">
                      {row.dishes.map((d, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a judge is won once; the index keeps order
                        <li key={i}>
                          {judgeDef(d.judge).name[lang]}{' '}
                          <span className="muted">({tx('cuiRound', { n: d.round })})</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="num" title={tx('cuiEatenCards', { count: row.eaten })}>
                  {row.eaten}
                </td>
                <td className="num" data-testid={`end-total-${row.seat}`}>
                  <strong>{row.medals}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted end-note">{tx('cuiNote')}</p>
      {ties.map((g) => (
        <p key={g.score} className="end-note" data-testid="end-tiebreak">
          {tx('cuiEatenTie', {
            score: g.score,
            list: g.seats.map((s) => `${name(s)} ${rows[s].eaten}`).join(', '),
          })}
        </p>
      ))}
    </section>
  );
}
