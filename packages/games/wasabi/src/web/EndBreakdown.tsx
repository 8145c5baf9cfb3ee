import type { WasabiView } from '@potluck/wasabi';
import { type EndBreakdownProps, tiedGroups } from '../../match/end.ts';
import { END_TEXTS } from '../../match/end-texts.ts';
import '../../match/end.css';
import { useTexts } from '../../rules/texts.ts';
import { recipeName } from './display.ts';
import { wasabiEnd } from './end.ts';

/** Wasabi!'s end breakdown: recipe points + cubes per seat, the recipes completed, and how ties were broken. */
export function WasabiEnd({ view, names, you }: EndBreakdownProps) {
  const { tx, lang } = useTexts(END_TEXTS);
  const { rows, tenth } = wasabiEnd(view as WasabiView);
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const ties = tiedGroups(rows.map((r) => r.score)).filter(
    (g) => new Set(g.seats.map((s) => rows[s].cubes)).size > 1,
  );
  return (
    <section className="end-how" data-testid="end-breakdown" data-game="wasabi">
      <h3>{tx('howTitle')}</h3>
      <div className="end-scroll">
        <table className="scores-table">
          <thead>
            <tr>
              <th scope="col">{tx('player')}</th>
              <th scope="col">{tx('wsbRecipes')}</th>
              <th scope="col" className="num">
                {tx('wsbPoints')}
              </th>
              <th scope="col" className="num">
                {tx('wsbCubes')}
              </th>
              <th scope="col" className="num">
                {tx('total')}
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
                  {row.recipes.length === 0 ? (
                    <span className="muted">{tx('wsbCompleted', { count: 0 })}</span>
                  ) : (
                    <details>
                      <summary>{tx('wsbCompleted', { count: row.recipes.length })}</summary>
                      <ul className="end-list">
                        {row.recipes.map((r) => (
                          <li key={r.id}>
                            {recipeName(r.id, lang)} {r.styled ? '★' : ''} +{r.points}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </td>
                <td className="num">{row.recipePoints}</td>
                <td className="num">{row.cubes}</td>
                <td className="num" data-testid={`end-total-${row.seat}`}>
                  <strong>{row.score}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted end-note">{tx('wsbNote')}</p>
      {tenth >= 0 && (
        <p className="end-note" data-testid="end-tiebreak">
          {tx('wsbTenth', { name: name(tenth) })}
        </p>
      )}
      {ties.map((g) => (
        <p key={g.score} className="end-note" data-testid="end-tiebreak">
          {tx('wsbCubeTie', {
            score: g.score,
            list: g.seats.map((s) => `${name(s)} ${rows[s].cubes}`).join(', '),
          })}
        </p>
      ))}
    </section>
  );
}
