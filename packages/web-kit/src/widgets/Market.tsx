/**
 * A market (issue 16 item 1, issue 20 item 1): cards on offer in rows of slots, each with its price, the ones the
 * player may take now lit, the others still focusable so a tap can say why not (`onRefused`), stacks with how many
 * are left, and arrow keys that move between offers. The game draws the card faces (`renderCard`) and gives every
 * text in the player's language; the market holds no game's names or words.
 *
 * Test ids: the market is `testId`, a row `<testId>-row-<row id>`, an offer `<testId>-<offer id>`, a stack's count
 * `<testId>-<offer id>-left`. An offer's button carries its `action` as `data-action` when lit, `data-refused`
 * when not, so tests and guided games find the move by its key.
 */
import { type CSSProperties, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './Market.css';

export interface MarketOffer<C> {
  /** Unique among the market's offers (its test id and `data-offer`). */
  id: string;
  /** The card on offer (the top of a stack); null for an empty slot. */
  card: C | null;
  /** The player may take it now: its button is lit and calls `onBuy`. */
  buyable: boolean;
  /** The move's key: `data-action` on the lit button, `data-refused` on a refused one. */
  action?: string;
  /** Lit without being buyable (a pending choice may pick it). */
  target?: boolean;
  /** Its price tag, in the player's language ("costs you 3"); absent, the card face says it. */
  price?: ReactNode;
  /** A stack: how many cards are left, and that count as a text ("12 left"). */
  left?: { n: number; text: string };
  /** A heading over the slot (a stack's name). */
  title?: ReactNode;
  /** The button's accessible name ("Buy Eggs"); it must contain the visible `buyLabel`. */
  buyName?: string;
  /** The move is part of the hint shown now. */
  hinted?: boolean;
  /** More controls under the card (a pending choice's pick). */
  extra?: ReactNode;
  /** What an empty slot (or an empty stack) shows. */
  empty?: ReactNode;
}

export interface MarketRow<C> {
  id: string;
  offers: MarketOffer<C>[];
  /** Slots side by side (default: as many as fit). */
  columns?: number;
  /** A line under the row. */
  note?: ReactNode;
}

export interface MarketProps<C> {
  title: ReactNode;
  rows: MarketRow<C>[];
  /** A card's face; `offer` says whether it is lit. */
  renderCard: (card: C, offer: MarketOffer<C>) => ReactNode;
  /** The visible text of every offer's button ("Buy"). */
  buyLabel: string;
  onBuy: (offer: MarketOffer<C>) => void;
  /** A tap on an offer that is not buyable now; absent, those offers have no button (not our turn, a replay). */
  onRefused?: (offer: MarketOffer<C>) => void;
  /** A move is on its way: the buttons wait. */
  busy?: boolean;
  testId?: string;
  className?: string;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Where an arrow key goes from (row, index) in rows of `lengths`: null at an edge. */
export function marketStep(
  lengths: readonly number[],
  row: number,
  index: number,
  key: string,
): { row: number; index: number } | null {
  const last = (r: number) => lengths[r] - 1;
  switch (key) {
    case 'ArrowRight':
      if (index < last(row)) return { row, index: index + 1 };
      return row + 1 < lengths.length ? { row: row + 1, index: 0 } : null;
    case 'ArrowLeft':
      if (index > 0) return { row, index: index - 1 };
      return row > 0 ? { row: row - 1, index: last(row - 1) } : null;
    case 'ArrowDown':
      return row + 1 < lengths.length ? { row: row + 1, index: Math.min(index, last(row + 1)) } : null;
    case 'ArrowUp':
      return row > 0 ? { row: row - 1, index: Math.min(index, last(row - 1)) } : null;
    case 'Home':
      return { row, index: 0 };
    case 'End':
      return { row, index: last(row) };
    default:
      return null;
  }
}

export function Market<C>({
  title,
  rows,
  renderCard,
  buyLabel,
  onBuy,
  onRefused,
  busy = false,
  testId = 'market',
  className = '',
}: MarketProps<C>) {
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);

  // Arrow keys move to the neighbouring offer's control of the same kind (its face, its button…), skipping
  // slots with nothing to focus; Home and End go to the row's first and last offer.
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const from = e.target as HTMLElement;
    const cell = from.closest<HTMLElement>('[data-offer]');
    const root = ref.current;
    if (!root || !cell || e.altKey || e.ctrlKey || e.metaKey || from.matches('input, textarea, select'))
      return;
    const grid = [...root.querySelectorAll<HTMLElement>('[data-market-row]')]
      .map((r) => [...r.querySelectorAll<HTMLElement>('[data-offer]')])
      .filter((r) => r.length > 0);
    const row = grid.findIndex((r) => r.includes(cell));
    if (row < 0) return;
    const controls = (c: HTMLElement) => [...c.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const part = Math.max(0, controls(cell).indexOf(from));
    let to: HTMLElement | undefined;
    if (e.key === 'Home' || e.key === 'End') {
      const live = grid[row].filter((c) => controls(c).length > 0);
      to = e.key === 'Home' ? live[0] : live.at(-1);
    } else {
      const lengths = grid.map((r) => r.length);
      const vertical = e.key === 'ArrowUp' || e.key === 'ArrowDown';
      let at = marketStep(lengths, row, grid[row].indexOf(cell), e.key);
      while (at && !to) {
        const here = at;
        // up or down: the offer of that row nearest the column that has a control; sideways: the next one
        to = grid[here.row]
          .map((c, i) => ({ c, d: Math.abs(i - here.index) }))
          .filter(({ c, d }) => (vertical || d === 0) && controls(c).length > 0)
          .sort((a, b) => a.d - b.d)[0]?.c;
        at = marketStep(lengths, here.row, here.index, e.key);
      }
    }
    if (!to || to === cell) return;
    const items = controls(to);
    e.preventDefault();
    items[Math.min(part, items.length - 1)].focus();
  };

  const button = (offer: MarketOffer<C>) => {
    if (offer.card === null) return null;
    if (offer.buyable)
      return (
        <button
          type="button"
          className={`btn small primary kit-market-buy${offer.hinted ? ' hinted' : ''}`}
          disabled={busy}
          onClick={() => onBuy(offer)}
          aria-label={offer.buyName}
          data-action={offer.action}
        >
          {buyLabel}
        </button>
      );
    if (!onRefused) return null;
    // not buyable now, yet a tap says why (nothing is sent): aria-disabled keeps it focusable and tappable
    return (
      <button
        type="button"
        className="btn small refused kit-market-buy"
        aria-disabled="true"
        onClick={() => onRefused(offer)}
        aria-label={offer.buyName}
        data-refused={offer.action}
      >
        {buyLabel}
      </button>
    );
  };

  return (
    <section
      ref={ref}
      className={`kit-market ${className}`.trim()}
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId}>{title}</h2>
      {rows.map((row) => (
        <div
          key={row.id}
          className="kit-market-row"
          data-market-row={row.id}
          data-testid={`${testId}-row-${row.id}`}
        >
          <div
            className="kit-market-slots"
            style={row.columns ? ({ '--kit-market-cols': row.columns } as CSSProperties) : undefined}
          >
            {row.offers.map((offer) => {
              const lit = offer.card !== null && (offer.buyable || offer.target === true);
              return (
                <div
                  key={offer.id}
                  className={`kit-market-offer${lit ? ' lit' : ''}${offer.card === null ? ' empty' : ''}`}
                  data-offer={offer.id}
                  data-lit={lit ? 'true' : 'false'}
                  data-testid={`${testId}-${offer.id}`}
                >
                  {(offer.title || offer.left) && (
                    <h3 className="kit-market-offer-title">
                      {offer.title}
                      {offer.left && (
                        <span
                          className="kit-market-left"
                          data-left={offer.left.n}
                          data-testid={`${testId}-${offer.id}-left`}
                        >
                          {offer.left.text}
                        </span>
                      )}
                    </h3>
                  )}
                  {offer.card === null ? (
                    <div className="kit-market-empty">{offer.empty}</div>
                  ) : (
                    renderCard(offer.card, offer)
                  )}
                  {offer.price && offer.card !== null && (
                    <span className="kit-market-price">{offer.price}</span>
                  )}
                  <div className="kit-market-actions">
                    {button(offer)}
                    {offer.extra}
                  </div>
                </div>
              );
            })}
          </div>
          {row.note && <p className="kit-market-note">{row.note}</p>}
        </div>
      ))}
    </section>
  );
}
