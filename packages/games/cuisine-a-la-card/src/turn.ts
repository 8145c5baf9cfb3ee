/** The turn's frame: drawing with reshuffles, the start and end of a turn, market cleanup, the end of the game. */
import { RANDOMNESS, REVEALED, rankByScores, shuffle } from '@potluck/engine';
import { NUMBERS } from './data/cardset.ts';
import { judgeActive, judgeBonus } from './dish.ts';
import { runQueue } from './effects.ts';
import type { CuisineEvent } from './events.ts';
import type { CuisineState } from './state.ts';
import { CARD_IDS, JUDGE_STACK, JUDGE_TURN_EFFECTS } from './table.ts';

/** Seat p draws n cards, shuffling its discard pile into a new deck when the deck runs out. */
export function drawCards(s: CuisineState, p: number, n: number, events: CuisineEvent[] | null): number {
  const seat = s.seats[p];
  let flags = 0;
  const drawn: string[] | null = events === null ? null : [];
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (seat.deck.length === 0) {
      if (seat.discard.length === 0) break;
      seat.deck = seat.discard;
      seat.discard = [];
      shuffle(s.rng, seat.deck);
      flags |= RANDOMNESS;
      events?.push({ type: 'shuffle', player: p });
    }
    const c = seat.deck.pop()!;
    seat.hand.push(c);
    drawn?.push(CARD_IDS[c]);
    count++;
  }
  if (count > 0) {
    flags |= REVEALED;
    if (drawn !== null) events!.push({ type: 'draw', player: p, count, cards: drawn });
  }
  return flags;
}

/** Warming plates seat p may use now (its own plus active judges', at most the table maximum). */
export function plateCapacity(s: CuisineState, p: number): number {
  return Math.min(NUMBERS.maxPlates, s.seats[p].plateCap + judgeBonus(s, p, 'plates'));
}

/** Starts the current player's turn: fresh spoons/forks/buys, then their active judges' eachTurn abilities. */
export function startTurn(s: CuisineState, events: CuisineEvent[] | null): number {
  s.spoons = 0;
  s.forks = 0;
  s.buys = 1;
  s.warmed = false;
  s.acted = false;
  s.dishDone = false;
  s.acquired = false;
  s.marketTaken = 0;
  s.swept = false;
  s.dish = null;
  s.queue = [];
  s.pending = null;
  events?.push({ type: 'turn', player: s.cur, round: s.round });
  const seat = s.seats[s.cur];
  for (let i = 0; i < seat.judges.length; i++) {
    if (judgeActive(s, s.cur, i)) for (const e of JUDGE_TURN_EFFECTS[seat.judges[i]]) s.queue.push(e);
  }
  return runQueue(s, events);
}

/** Refills empty market slots from the pantry, lowest slot first. */
function refillMarket(s: CuisineState): number {
  let flags = 0;
  for (let i = 0; i < s.market.length; i++) {
    if (s.market[i] < 0 && s.pantry.length > 0) {
      s.market[i] = s.pantry.pop()!;
      flags |= REVEALED;
    }
  }
  return flags;
}

/** Cleanup: market slot 3 goes on top of the fridge, the rest slide toward the fridge, then refill. */
function cleanup(s: CuisineState, events: CuisineEvent[] | null): number {
  const m = s.market;
  const size = m.length;
  const last = m[size - 1];
  if (last >= 0) s.fridge.push(last);
  m[size - 1] = -1;
  const rest: number[] = [];
  for (let i = 0; i < size; i++) if (m[i] >= 0) rest.push(m[i]);
  for (let i = 0; i < size; i++) m[i] = -1;
  for (let i = 0; i < rest.length; i++) m[size - rest.length + i] = rest[i];
  const flags = refillMarket(s);
  events?.push({
    type: 'cleanup',
    toFridge: last >= 0 ? CARD_IDS[last] : null,
    market: m.map((c) => (c >= 0 ? CARD_IDS[c] : null)),
  });
  return flags;
}

/** Whether the game ends when the current round ends. */
function roundEndsGame(s: CuisineState): boolean {
  if (s.round >= NUMBERS.maxRounds || s.open.length === 0) return true;
  for (const seat of s.seats) if (seat.medals >= s.target) return true;
  return false;
}

export function finalResult(s: CuisineState) {
  return rankByScores(
    s.seats.map((x) => x.medals),
    s.seats.map((x) => x.eaten),
  );
}

/** Discard phase, cleanup phase, then the next player's turn (or the end of the game). */
export function endTurn(s: CuisineState, events: CuisineEvent[] | null): number {
  const p = s.cur;
  const seat = s.seats[p];
  for (const c of seat.hand) seat.discard.push(c);
  for (const c of seat.play) seat.discard.push(c);
  seat.hand = [];
  seat.play = [];
  seat.paired = [];
  let flags = drawCards(s, p, NUMBERS.handSize + judgeBonus(s, p, 'handSize'), events);
  flags |= cleanup(s, events);
  const next = (p + 1) % s.players;
  if (next === s.first) {
    if (roundEndsGame(s)) {
      s.over = true;
      s.dish = null;
      s.queue = [];
      s.pending = null;
      events?.push({ type: 'end', result: finalResult(s) });
      return flags;
    }
    s.round++;
  }
  s.cur = next;
  return flags | startTurn(s, events);
}

/** Replaces the scored judge at open position i: same stack, else the next stack up, then down. */
export function replaceJudge(s: CuisineState, i: number, scored: number): number {
  const order: number[] = [];
  if (s.stacks.length === 1) order.push(0);
  else {
    const home = JUDGE_STACK[scored];
    for (let k = home; k < s.stacks.length; k++) order.push(k);
    for (let k = home - 1; k >= 0; k--) order.push(k);
  }
  for (const k of order) {
    if (s.stacks[k].length > 0) {
      s.open[i] = s.stacks[k].pop()!;
      return s.open[i];
    }
  }
  s.open.splice(i, 1);
  return -1;
}
