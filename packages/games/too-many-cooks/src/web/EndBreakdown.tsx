import type { TmcView } from '@potluck/too-many-cooks';
import type { EndBreakdownProps } from '../../match/end.ts';
import { END_TEXTS } from '../../match/end-texts.ts';
import '../../match/end.css';
import { useTexts } from '../../rules/texts.ts';
import { recipeName } from './display.ts';
import { tmcEnd } from './end.ts';

/** 料理厨王's end breakdown: a row per seat, its points in each round (recipe on hover) and its total. */
export function TmcEnd({ view, names, you }: EndBreakdownProps) {
  const { tx, lang } = useTexts(END_TEXTS);
  const v = view as TmcView;
  const rows = tmcEnd(v);
  return (
    <section className="end-how" data-testid="end-breakdown" data-game="too-many-cooks">
      <h3>{tx('howTitle')}</h3>
      <div className="end-scroll">
        <table className="scores-table">
          <thead>
            <tr>
              <th scope="col">{tx('player')}</th>
              {v.history.map((_, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rounds are fixed positions
                <th key={r} scope="col" className="num" title={tx('tmcRoundLong', { n: r + 1 })}>
                  {tx('tmcRound', { n: r + 1 })}
                </th>
              ))}
              <th scope="col" className="num">
                {tx('total')}
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
                {row.rounds.map((c, r) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: rounds are fixed positions
                    key={r}
                    className="num"
                    title={c.recipe ? recipeName(c.recipe, lang) : undefined}
                  >
                    {c.points}
                  </td>
                ))}
                <td className="num" data-testid={`end-total-${row.seat}`}>
                  <strong>{row.total}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted end-note">{tx('tmcNote')}</p>
    </section>
  );
}
