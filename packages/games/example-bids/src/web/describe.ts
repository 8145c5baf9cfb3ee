import type { Locale } from '@potluck/engine';
import { translator } from '@potluck/web-kit';
import { DISHES } from '../data/dishes.ts';
import type { BidsEvent } from '../types.ts';
import { BIDS_TEXTS } from './texts.ts';

/** One log event in words: a bid (its card only to the bidder, as the server sends it), a reveal, the next dish. */
export function describeBids(
  e: BidsEvent,
  lang: Locale,
  you: number,
  name: (seat: number) => string,
): string[] {
  const tx = translator(BIDS_TEXTS, lang);
  const dish = (d: number) => DISHES[d - 1]?.names[lang] ?? String(d);
  switch (e.type) {
    case 'bid':
      return [
        e.player === you && e.card
          ? tx('logMyBid', { card: e.card })
          : tx('logBid', { name: name(e.player) }),
      ];
    case 'reveal': {
      const bids = e.bids.map((b, seat) => `${name(seat)} ${b}`).join(', ');
      const who = e.winner >= 0 ? tx('took', { name: name(e.winner) }) : tx('nobody');
      return [`${tx('logReveal', { dish: dish(e.dish), bids })} ${who}`];
    }
    case 'dish':
      return [tx('logDish', { dish: dish(e.dish), value: e.dish })];
  }
}
