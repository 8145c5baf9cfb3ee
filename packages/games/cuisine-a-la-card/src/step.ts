/** Applies a (trusted, legal) action in place. */
import { REVEALED } from '@potluck/engine';
import type { CuisineAction } from './actions.ts';
import { NUMBERS } from './data/cardset.ts';
import { FOODS } from './data/vocab.ts';
import { fridgePrice, judgeBonus, normalizeTypes, scoreDish, verdict } from './dish.ts';
import { newPending, queuePlayed, queueTrigger, runQueue } from './effects.ts';
import type { CuisineEvent } from './events.ts';
import type { CuisineState } from './state.ts';
import {
  CARD_IDS,
  CARD_INDEX,
  CHOICE_OPTIONS,
  COST,
  FCOST,
  FORK_CARD,
  JUDGE_IDS,
  JUDGE_INDEX,
} from './table.ts';
import { drawCards, endTurn, replaceJudge } from './turn.ts';

function removeOne(arr: number[], c: number): void {
  const i = arr.lastIndexOf(c);
  if (i >= 0) arr.splice(i, 1);
}

/** Pays `cost` (spoons or forks) plus `forkCost` (forks only): forks-only part first, then spoons first. */
function pay(s: CuisineState, cost: number, forkCost: number): void {
  s.forks -= forkCost;
  const sp = Math.min(s.spoons, cost);
  s.spoons -= sp;
  s.forks -= cost - sp;
}

/** Market price of card c for seat p (discount judges lower the spoon part, never below 0). */
export function marketPrice(s: CuisineState, p: number, c: number): number {
  return Math.max(0, COST[c] - judgeBonus(s, p, 'discount'));
}

/** A market card was bought or gained: count it for the More Medals sweep bonus. */
function tookFromMarket(s: CuisineState, events: CuisineEvent[] | null): void {
  s.marketTaken++;
  if (s.options.moreMedals && !s.swept && s.marketTaken >= NUMBERS.marketSweepCards) {
    s.swept = true;
    s.seats[s.cur].medals += NUMBERS.marketSweepBonus;
    events?.push({ type: 'bonus', player: s.cur, reason: 'sweep', medals: NUMBERS.marketSweepBonus });
  }
}

export function step(
  s: CuisineState,
  player: number,
  a: CuisineAction,
  events: CuisineEvent[] | null,
): number {
  const seat = s.seats[s.cur];
  switch (a.type) {
    case 'warm': {
      const c = CARD_INDEX[a.card];
      removeOne(seat.hand, c);
      seat.plates.push(c);
      s.warmed = true;
      events?.push({ type: 'warm', player, card: a.card });
      return 0;
    }
    case 'play': {
      const c = CARD_INDEX[a.card];
      removeOne(seat.hand, c);
      seat.play.push(c);
      seat.paired.push(0);
      s.acted = true;
      events?.push({ type: 'play', player, card: a.card });
      queuePlayed(s);
      return runQueue(s, events);
    }
    case 'buy': {
      const c = s.market[a.slot];
      pay(s, marketPrice(s, player, c), FCOST[c]);
      s.buys--;
      s.market[a.slot] = -1;
      seat.discard.push(c);
      s.acted = true;
      s.acquired = true;
      events?.push({
        type: 'acquire',
        player,
        card: CARD_IDS[c],
        from: 'market',
        bought: true,
        slot: a.slot,
      });
      tookFromMarket(s, events);
      queueTrigger(s, c, 'purchase', seat.play, null);
      return runQueue(s, events);
    }
    case 'buyFridge': {
      const c = s.fridge.pop()!;
      pay(s, fridgePrice(s, player), 0);
      s.buys--;
      seat.discard.push(c);
      s.acted = true;
      s.acquired = true;
      events?.push({ type: 'acquire', player, card: CARD_IDS[c], from: 'fridge', bought: true, slot: -1 });
      return 0;
    }
    case 'buyFork': {
      pay(s, COST[FORK_CARD], 0);
      s.buys--;
      s.forkPile--;
      seat.discard.push(FORK_CARD);
      s.acted = true;
      s.acquired = true;
      events?.push({ type: 'acquire', player, card: 'fork', from: 'forks', bought: true, slot: -1 });
      return 0;
    }
    case 'startDish':
      s.dish = { cards: [], from: [], types: [] };
      s.acted = true;
      return 0;
    case 'addToDish': {
      const d = s.dish!;
      d.cards.push(CARD_INDEX[a.card]);
      d.from.push(a.from === 'hand' ? 0 : 1);
      d.types.push(-1);
      normalizeTypes(d);
      return 0;
    }
    case 'removeFromDish': {
      const d = s.dish!;
      d.cards.splice(a.index, 1);
      d.from.splice(a.index, 1);
      d.types.splice(a.index, 1);
      normalizeTypes(d);
      return 0;
    }
    case 'chooseType':
      s.dish!.types[a.index] = FOODS.indexOf(a.food);
      return 0;
    case 'cancelDish':
      s.dish = null;
      return 0;
    case 'submitDish':
      return submitDish(s, player, JUDGE_INDEX[a.judge], a.name, events);
    case 'endTurn':
      return endTurn(s, events);
    case 'choose': {
      const pend = s.pending!;
      s.pending = null;
      s.queue.unshift(...CHOICE_OPTIONS[pend.effect][a.option]);
      events?.push({ type: 'resolve', player, effect: pend.effect });
      return runQueue(s, events);
    }
    case 'use': {
      const pend = s.pending!;
      s.pending = null;
      return drawCards(s, player, pend.left, events) | runQueue(s, events);
    }
    case 'pick':
      pick(s, CARD_INDEX[a.card], events);
      return runQueue(s, events);
    case 'pickSlot':
      pickSlot(s, a.slot, events);
      return runQueue(s, events);
    case 'decline': {
      const pend = s.pending!;
      s.pending = null;
      if (pend.kind === 'look') toFridge(s, pend.cards, events);
      return runQueue(s, events);
    }
    case 'vote': {
      const pend = s.pending!;
      if (a.approve) pend.yes++;
      else pend.no++;
      events?.push({ type: 'vote', player, approve: a.approve });
      if (pend.rest.length > 0) {
        pend.player = pend.rest.shift()!;
        return 0;
      }
      s.pending = null;
      if (pend.yes > pend.no) {
        s.seats[s.cur].medals += NUMBERS.dishDescriptionBonus;
        events?.push({
          type: 'bonus',
          player: s.cur,
          reason: 'description',
          medals: NUMBERS.dishDescriptionBonus,
        });
      }
      return runQueue(s, events);
    }
  }
}

function toFridge(s: CuisineState, cards: number[], events: CuisineEvent[] | null): void {
  if (cards.length === 0) return;
  for (const c of cards) s.fridge.push(c);
  events?.push({ type: 'toFridge', cards: cards.map((c) => CARD_IDS[c]) });
}

/** Ends a multi-pick pending choice when its picks or its candidates run out. */
function afterPick(s: CuisineState, zoneLeft: number): void {
  const pend = s.pending!;
  pend.left--;
  if (pend.left <= 0 || zoneLeft === 0) s.pending = null;
}

function pick(s: CuisineState, c: number, events: CuisineEvent[] | null): void {
  const pend = s.pending!;
  const seat = s.seats[s.cur];
  const id = CARD_IDS[c];
  switch (pend.kind) {
    case 'trashHand':
      removeOne(seat.hand, c);
      s.removed.push(c);
      events?.push({ type: 'trash', player: s.cur, card: id, from: 'hand' });
      afterPick(s, seat.hand.length);
      return;
    case 'trashDiscard':
      removeOne(seat.discard, c);
      s.removed.push(c);
      events?.push({ type: 'trash', player: s.cur, card: id, from: 'discard' });
      afterPick(s, seat.discard.length);
      return;
    case 'trashFridge':
      s.fridge.pop();
      s.removed.push(c);
      events?.push({ type: 'trash', player: s.cur, card: id, from: 'fridge' });
      afterPick(s, s.fridge.length);
      return;
    case 'takeBack':
      removeOne(seat.plates, c);
      seat.hand.push(c);
      events?.push({ type: 'takeBack', player: s.cur, card: id });
      afterPick(s, seat.plates.length);
      return;
    case 'look': {
      s.pending = null;
      seat.hand.push(c);
      const rest = [...pend.cards];
      removeOne(rest, c);
      events?.push({ type: 'take', player: s.cur, card: id });
      toFridge(s, rest, events);
      return;
    }
    case 'discard': {
      const victim = s.seats[pend.player];
      removeOne(victim.hand, c);
      victim.discard.push(c);
      events?.push({ type: 'discard', player: pend.player, card: id });
      while (pend.rest.length > 0) {
        const q = pend.rest.shift()!;
        if (s.seats[q].hand.length > 0) {
          pend.player = q;
          return;
        }
      }
      s.pending = null;
      return;
    }
    default:
      return;
  }
}

function pickSlot(s: CuisineState, slot: number, events: CuisineEvent[] | null): void {
  const pend = s.pending!;
  const c = s.market[slot];
  const id = CARD_IDS[c];
  switch (pend.kind) {
    case 'trashMarket':
      s.market[slot] = -1;
      s.removed.push(c);
      events?.push({ type: 'trash', player: s.cur, card: id, from: 'market' });
      afterPick(s, s.market.some((x) => x >= 0) ? 1 : 0);
      return;
    case 'gain':
      s.pending = null;
      s.market[slot] = -1;
      s.seats[s.cur].discard.push(c);
      s.acquired = true;
      events?.push({ type: 'acquire', player: s.cur, card: id, from: 'market', bought: false, slot });
      tookFromMarket(s, events);
      return;
    case 'swap': {
      s.pending = null;
      const f = s.fridge.pop()!;
      s.fridge.push(c);
      s.market[slot] = f;
      events?.push({ type: 'swap', player: s.cur, slot, card: id, fridgeCard: CARD_IDS[f] });
      return;
    }
    default:
      return;
  }
}

function submitDish(
  s: CuisineState,
  p: number,
  j: number,
  name: string | undefined,
  events: CuisineEvent[] | null,
): number {
  const dish = s.dish!;
  const seat = s.seats[p];
  const score = scoreDish(s, p, dish);
  const v = verdict(s, dish, score, j);
  for (let k = 0; k < dish.cards.length; k++)
    removeOne(dish.from[k] === 0 ? seat.hand : seat.plates, dish.cards[k]);
  for (const c of dish.cards) s.removed.push(c);
  seat.eaten += dish.cards.length;
  seat.medals += v.medals;
  seat.judges.push(j);
  seat.judgeRounds.push(s.round);
  const next = replaceJudge(s, s.open.indexOf(j), j);
  s.dish = null;
  s.dishDone = true;
  if (events) {
    const ev: CuisineEvent = {
      type: 'dish',
      player: p,
      judge: JUDGE_IDS[j],
      cards: dish.cards.map((c, k) => ({
        card: CARD_IDS[c],
        from: dish.from[k] === 0 ? 'hand' : 'plate',
        food: dish.types[k] >= 0 ? FOODS[dish.types[k]] : null,
        meal: score.cardMeal[k],
      })),
      meal: score.meal,
      judgeMeal: score.judgeMeal,
      medals: v.medals,
      parts: v.parts,
      next: next >= 0 ? JUDGE_IDS[next] : null,
    };
    if (name !== undefined && name !== '') ev.name = name;
    events.push(ev);
  }
  // Abilities of the eaten cards resolve now (their meal and medal parts are already scored).
  for (let k = 0; k < dish.cards.length; k++) {
    const c = dish.cards[k];
    queueTrigger(s, c, 'base', dish.cards, dish.types);
    if (score.paired[k]) queueTrigger(s, c, 'cuisine', dish.cards, dish.types);
    queueTrigger(s, c, 'submit', dish.cards, dish.types);
  }
  if (s.options.dishDescriptionBonus && name !== undefined && name.trim() !== '' && s.players > 1) {
    const voters: number[] = [];
    for (let i = 1; i < s.players; i++) voters.push((p + i) % s.players);
    const pend = newPending('vote', voters[0], -1, 1);
    pend.rest = voters.slice(1);
    s.pending = pend;
  }
  return (next >= 0 ? REVEALED : 0) | runQueue(s, events);
}
