/**
 * Views. Public: market, fridge, discard piles, cards in play, scored judges, eaten/trashed cards, counts.
 * Private: your hand, your plates, your dish in progress. Every seat's `unseen` cards (hand + deck + plates
 * for others, your deck for yourself) are shown as a sorted multiset: every card enters and leaves a
 * player's hidden cards face up (bought, gained, played, discarded, trashed, eaten), so this multiset is
 * public knowledge; only which of them is where, and every pile's order, stay hidden.
 */
import { SPECTATOR } from '@potluck/engine';
import { FOODS, type Food } from './data/vocab.ts';
import { fridgePrice, judgeActive, scoreDish, verdict } from './dish.ts';
import type { CuisineOptions, CuisineState, Pending, PendingKind } from './state.ts';
import { CARD_IDS, JUDGE_IDS } from './table.ts';
import { plateCapacity } from './turn.ts';

export interface SeatView {
  /** Your hand (null for other seats). */
  hand: string[] | null;
  handCount: number;
  deckCount: number;
  /** This seat's cards you cannot see, as a sorted multiset (see above). */
  unseen: string[];
  discard: string[];
  play: string[];
  /** Per card in play: whether its cuisine ability has fired. */
  paired: boolean[];
  /** Your plates (null for other seats: face down). */
  plates: string[] | null;
  plateCount: number;
  /** Plates from the table and plate effects; `platesUsable` adds active judges (capped). */
  plateCap: number;
  platesUsable: number;
  medals: number;
  eaten: number;
  judges: { judge: string; round: number; active: boolean }[];
}

export interface DishView {
  cards: { card: string; from: 'hand' | 'plate'; food: Food | null; meal: number }[];
  meal: number;
  judgeMeal: number;
  /** Each open judge's verdict on the dish as it stands. */
  verdicts: { judge: string; ok: boolean; enough: boolean; unmet: number[]; medals: number }[];
}

export interface PendingView {
  kind: PendingKind;
  player: number;
  effect: number;
  left: number;
  cards: string[];
  rest: number[];
  yes: number;
  no: number;
}

export interface CuisineView {
  players: number;
  viewer: number;
  options: CuisineOptions;
  target: number;
  round: number;
  first: number;
  cur: number;
  over: boolean;
  market: (string | null)[];
  /** Bottom first; the last is the top (buyable). */
  fridge: string[];
  fridgePrice: number;
  pantryCount: number;
  /** The pantry's cards as a sorted multiset (public knowledge; the order is hidden). */
  pantry: string[];
  forkPile: number;
  /** Eaten and trashed cards, in order. */
  removed: string[];
  open: string[];
  /** Each judge stack's judges as a sorted multiset (order hidden). */
  stacks: string[][];
  spoons: number;
  forks: number;
  buys: number;
  warmed: boolean;
  acted: boolean;
  dishDone: boolean;
  acquired: boolean;
  marketTaken: number;
  swept: boolean;
  /** The current player is building a dish (its contents are theirs only until submitted). */
  building: boolean;
  dish: DishView | null;
  /** Effects waiting to resolve (global effect ids: see the effect table). */
  queue: number[];
  pending: PendingView | null;
  seats: SeatView[];
}

const ids = (cards: readonly number[]) => cards.map((c) => CARD_IDS[c]);
const sortedIds = (cards: readonly number[]) => ids([...cards].sort((a, b) => a - b));

function pendingView(p: Pending): PendingView {
  return {
    kind: p.kind,
    player: p.player,
    effect: p.effect,
    left: p.left,
    cards: ids(p.cards),
    rest: [...p.rest],
    yes: p.yes,
    no: p.no,
  };
}

export function view(s: CuisineState, viewer: number): CuisineView {
  const seats: SeatView[] = s.seats.map((seat, p) => {
    const mine = p === viewer && viewer !== SPECTATOR;
    return {
      hand: mine ? ids(seat.hand) : null,
      handCount: seat.hand.length,
      deckCount: seat.deck.length,
      unseen: mine ? sortedIds(seat.deck) : sortedIds([...seat.hand, ...seat.deck, ...seat.plates]),
      discard: ids(seat.discard),
      play: ids(seat.play),
      paired: seat.paired.map((x) => x === 1),
      plates: mine ? ids(seat.plates) : null,
      plateCount: seat.plates.length,
      plateCap: seat.plateCap,
      platesUsable: plateCapacity(s, p),
      medals: seat.medals,
      eaten: seat.eaten,
      judges: seat.judges.map((j, i) => ({
        judge: JUDGE_IDS[j],
        round: seat.judgeRounds[i],
        active: judgeActive(s, p, i),
      })),
    };
  });
  let dish: DishView | null = null;
  if (s.dish !== null && viewer === s.cur) {
    const d = s.dish;
    const score = scoreDish(s, s.cur, d);
    dish = {
      cards: d.cards.map((c, k) => ({
        card: CARD_IDS[c],
        from: d.from[k] === 0 ? 'hand' : 'plate',
        food: d.types[k] >= 0 ? FOODS[d.types[k]] : null,
        meal: score.cardMeal[k],
      })),
      meal: score.meal,
      judgeMeal: score.judgeMeal,
      verdicts: s.open.map((j) => {
        const r = verdict(s, d, score, j);
        return {
          judge: JUDGE_IDS[j],
          ok: r.ok && d.cards.length > 0,
          enough: r.enough,
          unmet: r.unmet,
          medals: r.medals,
        };
      }),
    };
  }
  return {
    players: s.players,
    viewer,
    options: { ...s.options },
    target: s.target,
    round: s.round,
    first: s.first,
    cur: s.cur,
    over: s.over,
    market: s.market.map((c) => (c >= 0 ? CARD_IDS[c] : null)),
    fridge: ids(s.fridge),
    fridgePrice: fridgePrice(s, s.cur),
    pantryCount: s.pantry.length,
    pantry: sortedIds(s.pantry),
    forkPile: s.forkPile,
    removed: ids(s.removed),
    open: s.open.map((j) => JUDGE_IDS[j]),
    stacks: s.stacks.map((st) => [...st].sort((a, b) => a - b).map((j) => JUDGE_IDS[j])),
    spoons: s.spoons,
    forks: s.forks,
    buys: s.buys,
    warmed: s.warmed,
    acted: s.acted,
    dishDone: s.dishDone,
    acquired: s.acquired,
    marketTaken: s.marketTaken,
    swept: s.swept,
    building: s.dish !== null,
    dish,
    queue: [...s.queue],
    pending: s.pending === null ? null : pendingView(s.pending),
    seats,
  };
}
