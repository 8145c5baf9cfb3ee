/**
 * Pending choices: trash the weakest starting card (only when the deck can spare it), gain / look for the best
 * card, use every draw, decline swaps and trashes that don't help, discard the least useful card.
 */
import {
  CARD_INDEX,
  type CuisineAction,
  type CuisineState,
  FCOST,
  KIND,
  KIND_INGREDIENT,
  KIND_SPOON,
} from '../index.ts';
import { MONEY, STARTING } from './cards.ts';
import { abilityWeight, find, fridgePrice, marketPrice } from './helpers.ts';
import type { Cx } from './params.ts';
import { cardValue, dishWorth, type Profile, profileOf } from './profile.ts';

type Act = CuisineAction;

/** Worth of keeping a hand card through to next turn (for discards forced by an opponent). */
function keepWorth(pr: Profile, c: number): number {
  if (KIND[c] !== KIND_INGREDIENT) return pr.moneyW + 0.2;
  return 0.3 * dishWorth(pr, c) + MONEY[c] * pr.moneyW - (STARTING[c] ? 0.3 : 0);
}

/** Worth of putting hand card c on a warming plate now. */
export function pendingStep(cx: Cx, s: CuisineState, p: number, legal: readonly Act[]): Act {
  const pend = s.pending!;
  const decline = find(legal, (a) => a.type === 'decline');
  const pr = profileOf(cx, s, p);
  switch (pend.kind) {
    case 'choice':
      return chooseFork(cx, s, p, pr, legal);
    case 'draw':
      // More cards in hand is nearly always worth it (declining is for players who want the deck as it is).
      return find(legal, (a) => a.type === 'use') ?? legal[0];
    case 'trashHand':
    case 'trashDiscard':
      return trashStarting(cx, pr, legal) ?? decline ?? legal[0];
    case 'gain':
    case 'look': {
      let best: Act | undefined;
      let bestV = -1e9;
      for (const a of legal) {
        let c = -1;
        if (a.type === 'pickSlot') c = s.market[a.slot];
        else if (a.type === 'pick') c = CARD_INDEX[a.card];
        if (c < 0) continue;
        const v = cardValue(cx, s, pr, c, false);
        if (v > bestV) {
          bestV = v;
          best = a;
        }
      }
      return best ?? decline ?? legal[0];
    }
    case 'swap': {
      // Put the best market card on top of the fridge, then buy it there for the fridge price.
      if (s.buys <= 0 || s.dishDone || s.fridge.length === 0) return decline ?? legal[0];
      const top = cardValue(cx, s, pr, s.fridge[s.fridge.length - 1], false);
      let best: Act | undefined;
      let bestV = top + 0.5;
      for (const a of legal) {
        if (a.type !== 'pickSlot') continue;
        const v = cardValue(cx, s, pr, s.market[a.slot], false);
        if (v > bestV) {
          bestV = v;
          best = a;
        }
      }
      return best ?? decline ?? legal[0];
    }
    case 'takeBack': {
      // Only a card stuck on a plate (a spoon or fork can never leave in a dish) is worth taking back.
      for (const a of legal) if (a.type === 'pick' && KIND[CARD_INDEX[a.card]] !== KIND_INGREDIENT) return a;
      return decline ?? legal[0];
    }
    case 'discard': {
      let best: Act = legal[0];
      let bestV = 1e9;
      const plan = cx.planner.planDish(s, p, abilityWeight(s));
      for (const a of legal) {
        if (a.type !== 'pick') continue;
        const c = CARD_INDEX[a.card];
        let v = keepWorth(pr, c);
        if (plan?.cards.includes(c)) v += 3;
        if (v < bestV) {
          bestV = v;
          best = a;
        }
      }
      return best;
    }
    case 'vote':
      return find(legal, (a) => a.type === 'vote' && a.approve) ?? legal[0];
    default:
      // trashMarket, trashFridge: they help no one in particular; decline.
      return decline ?? legal[0];
  }
}

/** Trash the weakest starting card when the deck can spare it. */
function trashStarting(cx: Cx, pr: Profile, legal: readonly Act[]): Act | undefined {
  let best: Act | undefined;
  let bestV = 0.8;
  for (const a of legal) {
    if (a.type !== 'pick') continue;
    const c = CARD_INDEX[a.card];
    if (!STARTING[c]) continue;
    const v = KIND[c] === KIND_SPOON ? (pr.money <= cx.W.keepMoney ? 9 : pr.moneyW) : 0.5 * dishWorth(pr, c);
    if (v < bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** The Fork: +1 buy when a second purchase is worth more than the extra currency, else +1 fork. */
function chooseFork(cx: Cx, s: CuisineState, p: number, pr: Profile, legal: readonly Act[]): Act {
  const fork = legal[0];
  const buy = legal.length > 1 && legal[1].type === 'choose' ? legal[1] : fork;
  if (s.buys >= 2 || s.dishDone) return fork;
  const seat = s.seats[p];
  let budget = s.spoons + s.forks;
  for (const c of seat.hand) budget += MONEY[c];
  const items: { value: number; price: number }[] = [];
  for (let i = 0; i < s.market.length; i++) {
    const c = s.market[i];
    if (c >= 0 && FCOST[c] === 0)
      items.push({ value: cardValue(cx, s, pr, c, true), price: marketPrice(s, p, c) });
  }
  if (s.fridge.length > 0)
    items.push({
      value: cardValue(cx, s, pr, s.fridge[s.fridge.length - 1], false),
      price: fridgePrice(s, p),
    });
  let one = 0;
  for (const it of items) if (it.price <= budget + 1 && it.value > one) one = it.value;
  let two = 0;
  for (let i = 0; i < items.length; i++) {
    const a = items[i];
    if (a.price > budget || a.value < cx.W.buyThreshold) continue;
    for (let j = i + 1; j < items.length; j++) {
      const b = items[j];
      if (b.value < cx.W.buyThreshold || a.price + b.price > budget) continue;
      two = Math.max(two, a.value + b.value);
    }
  }
  return two > one + 0.3 ? buy : fork;
}
