/**
 * determinize: a full state built only from a view. Hidden: every pile's order (decks, pantry, judge
 * stacks), and for other seats which of their unseen cards are in hand, on plates or in the deck. These are
 * sampled; everything else is copied from the view. Another player's dish in progress is unknown: it is
 * rebuilt empty (the view shows only that they are building).
 */
import { type RngState, rngFork, SPECTATOR, shuffle } from '@potluck/engine';
import { FOODS } from './data/vocab.ts';
import type { CuisineState, SeatState } from './state.ts';
import { CARD_INDEX, JUDGE_INDEX } from './table.ts';
import type { CuisineView } from './view.ts';

const ints = (xs: readonly string[]) => xs.map((id) => CARD_INDEX[id]);

export function determinize(v: CuisineView, viewer: number, rng: RngState): CuisineState {
  const r = rngFork(rng);
  const seats: SeatState[] = v.seats.map((sv, p) => {
    const mine = p === viewer && viewer !== SPECTATOR;
    const pool = shuffle(r, ints(sv.unseen));
    let hand: number[];
    let plates: number[];
    let deck: number[];
    if (mine) {
      hand = ints(sv.hand ?? []);
      plates = ints(sv.plates ?? []);
      deck = pool;
    } else {
      hand = pool.slice(0, sv.handCount);
      plates = pool.slice(sv.handCount, sv.handCount + sv.plateCount);
      deck = pool.slice(sv.handCount + sv.plateCount);
    }
    return {
      deck,
      hand,
      discard: ints(sv.discard),
      play: ints(sv.play),
      paired: sv.paired.map((x) => (x ? 1 : 0)),
      plates,
      plateCap: sv.plateCap,
      medals: sv.medals,
      eaten: sv.eaten,
      judges: sv.judges.map((j) => JUDGE_INDEX[j.judge]),
      judgeRounds: sv.judges.map((j) => j.round),
    };
  });
  let dish: CuisineState['dish'] = null;
  if (v.building) {
    dish = { cards: [], from: [], types: [] };
    if (v.dish !== null) {
      for (const x of v.dish.cards) {
        dish.cards.push(CARD_INDEX[x.card]);
        dish.from.push(x.from === 'hand' ? 0 : 1);
        dish.types.push(x.food === null ? -1 : FOODS.indexOf(x.food));
      }
    }
  }
  const p = v.pending;
  return {
    players: v.players,
    rng: r,
    options: { ...v.options },
    target: v.target,
    seats,
    market: v.market.map((id) => (id === null ? -1 : CARD_INDEX[id])),
    fridge: ints(v.fridge),
    pantry: shuffle(r, ints(v.pantry)),
    forkPile: v.forkPile,
    removed: ints(v.removed),
    stacks: v.stacks.map((st) =>
      shuffle(
        r,
        st.map((j) => JUDGE_INDEX[j]),
      ),
    ),
    open: v.open.map((j) => JUDGE_INDEX[j]),
    first: v.first,
    cur: v.cur,
    round: v.round,
    over: v.over,
    spoons: v.spoons,
    forks: v.forks,
    buys: v.buys,
    warmed: v.warmed,
    acted: v.acted,
    dishDone: v.dishDone,
    acquired: v.acquired,
    marketTaken: v.marketTaken,
    swept: v.swept,
    dish,
    queue: [...v.queue],
    pending:
      p === null
        ? null
        : {
            kind: p.kind,
            player: p.player,
            effect: p.effect,
            left: p.left,
            cards: ints(p.cards),
            rest: [...p.rest],
            yes: p.yes,
            no: p.no,
          },
  };
}
