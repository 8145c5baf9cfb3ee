import type { Locale } from '@potluck/engine';
import { botLevelLabel, type GameScreenProps, SeatStatus, type Tx } from '@potluck/web-kit';
import type { CuisineView, game } from '../index.ts';
import { MiniCard } from './Card.tsx';
import { grouped, judgeDef } from './display.ts';

/** Every seat: name, badges, hand and deck sizes, medals, dishes won. */
export function Seats(props: {
  view: CuisineView;
  frame: GameScreenProps<typeof game>['frame'];
  you: number;
  names: string[];
  match: GameScreenProps['match'];
  tx: Tx;
  lang: Locale;
  onZoom: (c: string) => void;
}) {
  const { view, frame, you, names, match, tx, lang, onZoom } = props;
  return (
    <section className="panel" aria-labelledby="cui-seats-title">
      <h2 id="cui-seats-title">{tx('players')}</h2>
      <ul className="cui-seats">
        {view.seats.map((s, p) => {
          const active = frame.active.includes(p);
          const bot = botLevelLabel(match, p, lang);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
              key={p}
              className={`cui-seat${active ? ' active' : ''}${p === you ? ' me' : ''}`}
              aria-current={active ? 'true' : undefined}
              data-testid={`cui-seat-${p}`}
            >
              <div className="cui-row-between">
                <strong>
                  {names[p]}
                  {p === view.first && <span className="cui-chip">{tx('firstPlayer')}</span>}
                  {bot && <span className="badge bot">{bot}</span>}
                </strong>
                <span className="cui-medals" title={tx('medals')}>
                  <span className="cui-medal" aria-hidden="true" />
                  <span className="visually-hidden">{tx('medals')}: </span>
                  {s.medals}
                </span>
              </div>
              <SeatStatus seat={p} />
              <div className="cui-seat-line">
                <span>{tx('eaten', { n: s.eaten })}</span>
                <span>{tx('handN', { n: s.handCount })}</span>
                <span>{tx('deckN', { n: s.deckCount })}</span>
                <span>{tx('discardN', { n: s.discard.length })}</span>
                <span>{tx('platesN', { n: s.plateCount, cap: s.platesUsable })}</span>
              </div>
              {s.judges.length > 0 && (
                <div className="cui-seat-line">
                  <span className="muted">{tx('scoredJudges')}:</span>
                  {s.judges.map((j, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional
                    <span key={i} className={`cui-chip${j.active ? ' green' : ''}`}>
                      {judgeDef(j.judge).name[lang]} · {j.active ? tx('active') : tx('fromNextRound')}
                    </span>
                  ))}
                </div>
              )}
              {s.discard.length > 0 && (
                <details>
                  <summary>
                    {tx('discardPile')} ({s.discard.length})
                  </summary>
                  <div className="cui-cards small">
                    {grouped(s.discard).map(({ card, n }) => (
                      <MiniCard key={card} card={card} lang={lang} tx={tx} onZoom={onZoom} count={n} />
                    ))}
                  </div>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
