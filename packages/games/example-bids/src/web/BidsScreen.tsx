import { type GameScreenProps, HandDock, SeatStatus, useTexts } from '@potluck/web-kit';
import { DISHES } from '../data/dishes.ts';
import type { ExampleBids } from '../index.ts';
import { BIDS_TEXTS } from './texts.ts';
import './bids.css';

/**
 * The example game's table, built from the web kit: the dish up for auction, each seat (its badges from the kit,
 * its score, whether it has bid — never what), your bid cards as buttons, and the rounds so far. It renders the
 * server's frame; a card is enabled exactly when the frame lists it as legal.
 */
export function BidsScreen({ frame, you, names, pending, onMove, hinted }: GameScreenProps<ExampleBids>) {
  const { tx, lang } = useTexts(BIDS_TEXTS);
  const v = frame.view;
  const legal = new Set((frame.legal ?? []).map((a) => a.card));
  const hint = new Set((hinted ?? []).map((a) => a.card));
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const dish = v.dish > 0 ? DISHES[v.dish - 1] : null;
  return (
    <div className="bids-table" data-testid="bids-table">
      <section className="bids-dish" data-testid="bids-dish" data-dish={v.dish} aria-live="polite">
        {dish ? (
          <>
            <h2>{tx('dishUp')}</h2>
            <p className="bids-dish-card">
              <span>{dish.names[lang]}</span> <strong>{tx('points', { count: dish.value })}</strong>
            </p>
            <p className="muted">{tx('deck', { count: v.deckSize })}</p>
          </>
        ) : (
          <h2>{tx('over')}</h2>
        )}
      </section>
      <section aria-label={tx('seats')}>
        <ul className="bids-seats">
          {v.scores.map((score, seat) => (
            <li
              key={name(seat) + String(seat)}
              data-testid={`bids-seat-${seat}`}
              data-chosen={v.chosen[seat]}
            >
              <strong>
                {name(seat)}
                {seat === you ? ' ★' : ''}
              </strong>{' '}
              <SeatStatus seat={seat} /> <span>{tx('score', { count: score })}</span> ·{' '}
              <span>{tx('cards', { count: v.hands[seat].length })}</span>{' '}
              <span className="muted">
                {v.chosen[seat] ? tx('chosen') : frame.active.includes(seat) ? tx('choosing') : ''}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {you >= 0 && v.hands[you] && (
        // pinned at the bottom of a phone's screen (issue 16 item 1)
        <HandDock>
          <section className="bids-hand" aria-label={tx('yourHand')}>
            <h2>{v.myBid > 0 ? tx('yourBid', { card: v.myBid }) : tx('chooseBid')}</h2>
            <div className="bids-cards">
              {v.hands[you].map((card) => (
                <button
                  key={card}
                  type="button"
                  className={hint.has(card) ? 'bid-card hinted' : 'bid-card'}
                  data-testid={`bid-${card}`}
                  aria-label={tx('bidCard', { card })}
                  aria-pressed={v.myBid === card}
                  disabled={pending || !legal.has(card)}
                  onClick={() => onMove({ type: 'bid', card })}
                >
                  {card}
                </button>
              ))}
            </div>
          </section>
        </HandDock>
      )}
      {v.history.length > 0 && (
        <section className="bids-history">
          <h2>{tx('rounds')}</h2>
          <ol>
            {v.history.map((r) => (
              <li key={r.dish}>
                {DISHES[r.dish - 1].names[lang]} ({r.dish}):{' '}
                {r.bids.map((b, seat) => `${name(seat)} ${b}`).join(', ')} →{' '}
                {r.winner >= 0 ? tx('took', { name: name(r.winner) }) : tx('nobody')}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
