import {
  type GameScreenProps,
  HandDock,
  InScoresDrawer,
  ScoreSheet,
  SeatStatus,
  SecretChoice,
  useTexts,
} from '@potluck/web-kit';
import { DISHES } from '../data/dishes.ts';
import type { ExampleBids } from '../index.ts';
import { BIDS_TEXTS } from './texts.ts';
import './bids.css';

/**
 * The example game's table, built from the web kit's widgets: the dish up for auction, each seat (its badges from
 * the kit, its score), the secret bid (`SecretChoice`: pick a bid card, confirm; the others show only whether they
 * have bid, never what) and the rounds so far (`ScoreSheet`). It renders the server's frame; a card is lit exactly
 * when the frame lists it as legal.
 */
export function BidsScreen({
  frame,
  you,
  names,
  pending,
  onMove,
  onRefused,
  hinted,
}: GameScreenProps<ExampleBids>) {
  const { tx, lang } = useTexts(BIDS_TEXTS);
  const v = frame.view;
  const legal = new Set((frame.legal ?? []).map((a) => a.card));
  const hint = new Set((hinted ?? []).map((a) => a.card));
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const dish = v.dish > 0 ? DISHES[v.dish - 1] : null;
  const seats = v.scores.map((_, seat) => seat);
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
          {seats.map((seat) => (
            <li key={seat} data-testid={`bids-seat-${seat}`} data-chosen={v.chosen[seat]}>
              <strong>
                {name(seat)}
                {seat === you ? ' ★' : ''}
              </strong>{' '}
              <SeatStatus seat={seat} /> <span>{tx('score', { count: v.scores[seat] })}</span> ·{' '}
              <span>{tx('cards', { count: v.hands[seat].length })}</span>{' '}
              {/* a spectator has no secret choice below: the statuses are here */}
              {you < 0 && (
                <span className="muted">
                  {v.chosen[seat] ? tx('chosen') : frame.active.includes(seat) ? tx('choosing') : ''}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      {you >= 0 && v.hands[you] && dish && (
        // pinned at the bottom of a phone's screen (issue 16 item 1)
        <HandDock>
          <SecretChoice
            testId="bids-choice"
            title={v.myBid > 0 ? tx('yourHand') : tx('chooseBid')}
            options={v.hands[you]}
            keyOf={(card) => card}
            isLegal={(card) => legal.has(card)}
            renderOption={(card) => <span className="bid-face">{card}</span>}
            optionLabel={(card) => tx('bidCard', { card })}
            optionClass={() => 'bid-card'}
            optionTestId={(card) => `bid-${card}`}
            hinted={(card) => hint.has(card)}
            mine={v.myBid > 0 ? v.myBid : null}
            active={frame.active.includes(you)}
            busy={pending}
            onConfirm={(card) => onMove({ type: 'bid', card })}
            onRefused={onRefused && ((card) => onRefused({ type: 'bid', card }))}
            seats={seats.map((seat) => ({ seat, name: name(seat), chosen: v.chosen[seat] }))}
            texts={{
              confirm: tx('confirmBid'),
              chosen: tx('chosen'),
              waiting: tx('choosing'),
              yourChoice: (card) => tx('yourBid', { card }),
            }}
          />
        </HandDock>
      )}
      {v.history.length > 0 && (
        // on a phone, in the table's Scores drawer (issue 16 item 1)
        <InScoresDrawer>
          <section className="bids-history" aria-labelledby="bids-rounds">
            <h2 id="bids-rounds">{tx('rounds')}</h2>
            <ScoreSheet
              testId="bids-history"
              corner={tx('dishCol')}
              seats={seats.map(name)}
              you={you}
              rows={v.history.map((r) => ({
                key: r.dish,
                head: `${DISHES[r.dish - 1].names[lang]} (${r.dish})`,
                // each seat's revealed bid; the one that took the dish gets its points
                cells: r.bids.map((b, seat) =>
                  seat === r.winner ? (
                    <strong key="won">{tx('wonCell', { bid: b, points: r.dish })}</strong>
                  ) : (
                    b
                  ),
                ),
              }))}
              totals={v.scores}
              totalLabel={tx('total')}
            />
          </section>
        </InScoresDrawer>
      )}
    </div>
  );
}
