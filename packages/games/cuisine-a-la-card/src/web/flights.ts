/**
 * What travels on the 卡片厨房 table after a move (issue 16 item 2), as plain data read from the game's events: a
 * bought or gained card from the market (or the fridge, or the fork pile) to its buyer's discard pile, a played
 * card from the hand to the play area, a served dish to its judge and the judge on to the cook's seat. Places are
 * CSS selectors of the screen's test ids, first match wins; `Flights.tsx` measures them and moves a picture.
 */
import type { CuisineEvent } from '../index.ts';

/** How long a flight takes at the normal pace (the speed setting scales it). */
export const FLIGHT_SECONDS = 0.45;

export type FlightKind = 'buy' | 'play' | 'dish' | 'judge';

export interface FlightPlan {
  kind: FlightKind;
  /** The cards that travel (a dish's several), or the judge. */
  cards: string[];
  judge?: string;
  /** Where it starts, measured before the move changes the table. */
  from: string[];
  /** Where it lands, measured after (or before, with `landsBefore`: a judge's seat that the move empties). */
  to: string[];
  landsBefore?: boolean;
  /** It starts when the flight before it has landed (the judge leaves once the dish has reached it). */
  follows?: boolean;
  /** The landing place is a pile or a badge, not a card: the picture shrinks into it. */
  intoPile?: boolean;
}

const id = (testid: string) => `[data-testid="${testid}"]`;
const seat = (p: number) => id(`cui-seat-${p}`);

/** A seat's discard pile: mine beside my hand, another's on its badge. */
function discardOf(p: number, you: number): string[] {
  const theirs = [id(`cui-seat-${p}-discard`), seat(p)];
  return p === you ? [id('cui-my-discard'), ...theirs] : theirs;
}

/** The flights of these events (in order), seen from seat `you` (-1: a spectator). */
export function flightsOf(events: readonly CuisineEvent[], you: number): FlightPlan[] {
  const out: FlightPlan[] = [];
  for (const ev of events) {
    switch (ev.type) {
      case 'acquire': {
        const from =
          ev.from === 'market'
            ? id(`cui-market-slot-${ev.slot}`)
            : ev.from === 'fridge'
              ? id('cui-market-fridge')
              : id('cui-market-forks');
        out.push({
          kind: 'buy',
          cards: [ev.card],
          from: [from],
          to: discardOf(ev.player, you),
          intoPile: true,
        });
        break;
      }
      case 'play':
        out.push({
          kind: 'play',
          cards: [ev.card],
          from:
            ev.player === you
              ? [`${id('cui-hand-cards')} [data-card="${ev.card}"]`, id('cui-hand')]
              : [seat(ev.player)],
          to: [`${id('cui-play')} [data-card="${ev.card}"]`, id('cui-play')],
        });
        break;
      case 'dish': {
        const judge = `${id('cui-judges')} [data-judge="${ev.judge}"]`;
        out.push({
          kind: 'dish',
          cards: ev.cards.map((c) => c.card),
          from: ev.player === you ? [id('cui-dish'), id('cui-hand')] : [seat(ev.player)],
          to: [judge],
          landsBefore: true,
        });
        out.push({
          kind: 'judge',
          cards: [],
          judge: ev.judge,
          from: [judge],
          to: [id(`cui-seat-${ev.player}-judges`), seat(ev.player)],
          follows: true,
          intoPile: true,
        });
        break;
      }
      default:
        break;
    }
  }
  return out;
}
