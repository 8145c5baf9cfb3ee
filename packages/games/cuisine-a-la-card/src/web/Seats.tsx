import type { Locale } from '@potluck/engine';
import { botLevelLabel, type GameScreenProps, SeatStatus, type Tx } from '@potluck/web-kit';
import { useState } from 'react';
import type { CuisineView, game } from '../index.ts';
import { JudgePortrait, MiniCard } from './Card.tsx';
import { grouped, judgeDef } from './display.ts';
import { usePhoneLayout } from './phone.ts';

/**
 * Every seat as a compact badge (a row of them above the table on a desktop, so all seats stay in view): name,
 * first player, bot level, medals, presence and clock, eaten / hand / deck / discard / plates counts, the judges
 * won (portraits named in text). A seat's discard pile opens over the table; bought cards fly to it
 * (`cui-seat-<p>-discard`), judges to `cui-seat-<p>-judges`.
 *
 * On a phone (cuisine.css) each seat is three short lines, two seats a row: the name (an ellipsis, the full name
 * and bot level in its title) and medals; cards in hand and plates; then, smaller, the discard pile, the judges
 * won, the presence and a button that opens the rest in place (eaten, deck, bot level, first player). Closed, the
 * rest is still read out (visually hidden, not removed).
 */
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
  // the seats whose details are open on a phone (wider, they are always shown and there is no button)
  const phone = usePhoneLayout();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (p: number) =>
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(p)) next.add(p);
      return next;
    });
  return (
    <section className="panel cui-seats-panel" aria-labelledby="cui-seats-title" data-testid="cui-seats">
      <h2 id="cui-seats-title" className="visually-hidden">
        {tx('players')}
      </h2>
      <ul className="cui-seats">
        {view.seats.map((s, p) => {
          const active = frame.active.includes(p);
          const bot = botLevelLabel(match, p, lang);
          const name = names[p] ?? `#${p + 1}`;
          const isOpen = open.has(p);
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positional
              key={p}
              className={`cui-seat${active ? ' active' : ''}${p === you ? ' me' : ''}${isOpen ? ' open' : ''}`}
              aria-current={active ? 'true' : undefined}
              data-testid={`cui-seat-${p}`}
            >
              <div className="cui-seat-head">
                <strong className="cui-seat-name" title={bot ? `${name} · ${bot}` : name}>
                  {names[p]}
                </strong>
                <span className="cui-medals" title={tx('medals')}>
                  <span className="cui-medal" aria-hidden="true" />
                  <span className="visually-hidden">{tx('medals')}: </span>
                  {s.medals}
                </span>
              </div>
              <div className="cui-seat-line">
                {bot && <span className="badge bot cui-seat-extra">{bot}</span>}
                {p === view.first && <span className="cui-chip cui-seat-extra">{tx('firstPlayer')}</span>}
                <SeatStatus seat={p} />
              </div>
              <div className="cui-seat-line">
                <span className="cui-seat-extra">{tx('eaten', { n: s.eaten })}</span>
                <span className="cui-seat-key">{tx('handN', { n: s.handCount })}</span>
                <span className="cui-seat-extra">{tx('deckN', { n: s.deckCount })}</span>
                <SeatDiscard seat={p} discard={s.discard} tx={tx} lang={lang} onZoom={onZoom} />
                <span className="cui-seat-key">
                  {tx('platesN', { n: s.plateCount, cap: s.platesUsable })}
                </span>
              </div>
              <div className="cui-seat-judges" data-testid={`cui-seat-${p}-judges`}>
                {s.judges.length > 0 && <span className="visually-hidden">{tx('scoredJudges')}: </span>}
                {s.judges.map((j, i) => {
                  const label = `${judgeDef(j.judge).name[lang]} · ${j.active ? tx('active') : tx('fromNextRound')}`;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: positional
                    <span key={i} className={`cui-seat-judge${j.active ? ' active' : ''}`} title={label}>
                      <JudgePortrait judge={j.judge} size={24} />
                      <span className="visually-hidden">{label}</span>
                    </span>
                  );
                })}
              </div>
              {/* on a phone only: opens the rest of the seat in place; and the breaks between its lines */}
              {phone && (
                <button
                  type="button"
                  className="cui-seat-toggle"
                  aria-expanded={isOpen}
                  aria-label={tx('seatMore', { name })}
                  title={tx('seatMore', { name })}
                  onClick={() => toggle(p)}
                />
              )}
              <span className="cui-seat-br one" aria-hidden="true" />
              <span className="cui-seat-br two" aria-hidden="true" />
              <span className="cui-seat-br three" aria-hidden="true" />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A seat's discard pile: its count, which opens the pile over the table. The cards are drawn only while it is
 * open (closed, they would be hidden buttons first in the table's order).
 */
function SeatDiscard(props: {
  seat: number;
  discard: readonly string[];
  tx: Tx;
  lang: Locale;
  onZoom: (c: string) => void;
}) {
  const { seat, discard, tx, lang, onZoom } = props;
  const [open, setOpen] = useState(false);
  if (discard.length === 0)
    return (
      <span className="cui-seat-discard" data-testid={`cui-seat-${seat}-discard`}>
        {tx('discardN', { n: 0 })}
      </span>
    );
  return (
    <details className="cui-seat-discard" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary data-testid={`cui-seat-${seat}-discard`}>{tx('discardN', { n: discard.length })}</summary>
      {open && (
        <div className="cui-cards small">
          {grouped(discard).map(({ card, n }) => (
            <MiniCard key={card} card={card} lang={lang} tx={tx} onZoom={onZoom} count={n} />
          ))}
        </div>
      )}
    </details>
  );
}
