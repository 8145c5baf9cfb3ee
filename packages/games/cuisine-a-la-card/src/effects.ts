/**
 * THE resolver of the effect language: every ability of every card and judge runs through here. Effects
 * wait in `state.queue` (global effect ids); an effect that needs a choice becomes `state.pending` and the
 * queue waits until the choice is made (use / pick / pickSlot / choose / decline actions).
 */

import { REVEALED } from '@potluck/engine';
import { NUMBERS } from './data/cardset.ts';
import { DISH_ONLY } from './data/effects.ts';
import { condHolds } from './dish.ts';
import type { CuisineEvent } from './events.ts';
import type { CuisineState, Pending, PendingKind } from './state.ts';
import { ABILITIES, CARD_IDS, COST, CUIS, EFFECTS, FCOST } from './table.ts';

const IS_DISH_ONLY = EFFECTS.map((e) => DISH_ONLY.has(e.kind));

export function newPending(kind: PendingKind, player: number, effect: number, left: number): Pending {
  return { kind, player, effect, left, cards: [], rest: [], yes: 0, no: 0 };
}

/** Queues the resolvable effects of card c's `trigger` abilities whose condition holds on (cards, types). */
export function queueTrigger(
  s: CuisineState,
  c: number,
  trigger: string,
  cards: readonly number[],
  types: readonly number[] | null,
): void {
  for (const a of ABILITIES[c]) {
    if (a.trigger !== trigger) continue;
    if (a.cond !== null && !condHolds(a.cond, cards, types)) continue;
    for (const e of a.effects) if (!IS_DISH_ONLY[e]) s.queue.push(e);
  }
}

/**
 * Card c was just played (it is the last card in play): queue its base abilities, then its cuisine ability
 * and those of the cards in play it pairs with (each cuisine ability fires at most once a turn).
 */
export function queuePlayed(s: CuisineState): void {
  const seat = s.seats[s.cur];
  const play = seat.play;
  const k = play.length - 1;
  const c = play[k];
  queueTrigger(s, c, 'base', play, null);
  const m = CUIS[c];
  if (m === 0) return;
  let partner = false;
  for (let j = 0; j < k; j++) if ((CUIS[play[j]] & m) !== 0) partner = true;
  if (!partner) return;
  seat.paired[k] = 1;
  queueTrigger(s, c, 'cuisine', play, null);
  for (let j = 0; j < k; j++) {
    if (seat.paired[j] === 0 && (CUIS[play[j]] & m) !== 0) {
      seat.paired[j] = 1;
      queueTrigger(s, play[j], 'cuisine', play, null);
    }
  }
}

/** Resolves queued effects until the queue is empty or a choice is pending. Returns step flags. */
export function runQueue(s: CuisineState, events: CuisineEvent[] | null): number {
  let flags = 0;
  while (s.pending === null && s.queue.length > 0) {
    const e = s.queue.shift()!;
    flags |= applyEffect(s, e, events);
  }
  return flags;
}

function marketHas(s: CuisineState, max: number): boolean {
  for (const c of s.market) if (c >= 0 && COST[c] + FCOST[c] <= max) return true;
  return false;
}

function applyEffect(s: CuisineState, id: number, events: CuisineEvent[] | null): number {
  const e = EFFECTS[id];
  const p = s.cur;
  const seat = s.seats[p];
  switch (e.kind) {
    case 'spoons':
      s.spoons += e.n;
      return 0;
    case 'forks':
      s.forks += e.n;
      return 0;
    case 'buys':
      s.buys += e.n;
      return 0;
    case 'draw':
      // A draw changes the deck, so it waits for `use` or `decline`; with nothing to draw there is no choice.
      if (seat.deck.length + seat.discard.length > 0) s.pending = newPending('draw', p, id, e.n);
      return 0;
    case 'plate':
      if (seat.plateCap < NUMBERS.maxPlates) seat.plateCap++;
      events?.push({ type: 'plate', player: p, plates: seat.plateCap });
      return 0;
    case 'trash': {
      const zone =
        e.from === 'hand'
          ? seat.hand.length
          : e.from === 'discard'
            ? seat.discard.length
            : e.from === 'fridge'
              ? s.fridge.length
              : s.market.some((c) => c >= 0)
                ? 1
                : 0;
      if (zone > 0) {
        const kind: PendingKind =
          e.from === 'hand'
            ? 'trashHand'
            : e.from === 'discard'
              ? 'trashDiscard'
              : e.from === 'fridge'
                ? 'trashFridge'
                : 'trashMarket';
        s.pending = newPending(kind, p, id, e.n);
      }
      return 0;
    }
    case 'gain':
      if (!s.dishDone && marketHas(s, e.max)) s.pending = newPending('gain', p, id, 1);
      return 0;
    case 'takeBack':
      if (seat.plates.length > 0) s.pending = newPending('takeBack', p, id, e.n);
      return 0;
    case 'look': {
      const n = Math.min(e.n, s.pantry.length);
      if (n === 0) return 0;
      const pend = newPending('look', p, id, 1);
      for (let i = 0; i < n; i++) pend.cards.push(s.pantry.pop()!);
      s.pending = pend;
      events?.push({ type: 'reveal', player: p, cards: pend.cards.map((c) => CARD_IDS[c]) });
      return REVEALED;
    }
    case 'swap':
      if (s.fridge.length > 0 && s.market.some((c) => c >= 0)) s.pending = newPending('swap', p, id, 1);
      return 0;
    case 'oppDiscard': {
      const who: number[] = [];
      for (let i = 1; i < s.players; i++) {
        const q = (p + i) % s.players;
        if (s.seats[q].hand.length > 0) who.push(q);
      }
      if (who.length > 0) {
        const pend = newPending('discard', who[0], id, 1);
        pend.rest = who.slice(1);
        s.pending = pend;
      }
      return 0;
    }
    case 'choice':
      s.pending = newPending('choice', p, id, 1);
      return 0;
    default:
      return 0; // dish-only effects mean nothing outside a dish
  }
}
