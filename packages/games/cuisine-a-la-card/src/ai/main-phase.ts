/**
 * The main phase: warm the best ingredient the dish will want, cook the planned dish, play draw cards first and then
 * everything that gives something, buy the card that adds most to the deck (or nothing, rather than junk).
 */
import {
  CARD_INDEX,
  COST,
  CUIS,
  type CuisineAction,
  type CuisineState,
  FCOST,
  FORK_CARD,
  KIND,
  KIND_FORK,
  KIND_INGREDIENT,
  KIND_SPOON,
} from '../index.ts';
import { BASE_FX, CUIS_FX, HAS_BASE_FX, HAS_CUIS_FX, MONEY, PAIR_MEAL } from './cards.ts';
import type { DishPlan } from './dish-planner.ts';
import { abilityWeight, find, fridgePrice, lateGame, marketPrice } from './helpers.ts';
import type { Cx } from './params.ts';
import { cardValue, dishWorth, judgeFit, type Profile, profileOf } from './profile.ts';

type Act = CuisineAction;

export function warmWorth(cx: Cx, s: CuisineState, p: number, pr: Profile, c: number): number {
  if (KIND[c] !== KIND_INGREDIENT) return -1;
  const seat = s.seats[p];
  let bonus = 0;
  for (const x of seat.plates) if (CUIS[x] & CUIS[c]) bonus = Math.max(bonus, PAIR_MEAL[c] + PAIR_MEAL[x]);
  return dishWorth(pr, c) + 0.5 * bonus + judgeFit(cx, s, pr, c) - MONEY[c] * pr.moneyW;
}

/** Priority of playing hand card c now (higher first; <= 0: don't bother). */
function playPriority(s: CuisineState, p: number, c: number): number {
  const base = BASE_FX[c];
  const seat = s.seats[p];
  let partner = false;
  if (CUIS[c] !== 0) {
    for (const x of seat.play) if (KIND[x] === KIND_INGREDIENT && CUIS[x] & CUIS[c]) partner = true;
    let same = 0;
    for (const x of seat.hand) if (KIND[x] === KIND_INGREDIENT && CUIS[x] & CUIS[c]) same++;
    if (same > 1) partner = true;
  }
  const cu = CUIS_FX[c];
  if (base.draw > 0 || (partner && cu.draw > 0)) return 10;
  if (base.look > 0 || (partner && cu.look > 0)) return 9;
  if (base.trash > 0 || (partner && cu.trash > 0)) return 8;
  if (KIND[c] === KIND_SPOON) return 5;
  if (KIND[c] === KIND_FORK) return 2;
  if (HAS_BASE_FX[c]) return 6;
  if (HAS_CUIS_FX[c] && partner) return 6;
  if (HAS_CUIS_FX[c]) return 4;
  // A plain ingredient: worth playing only as a partner for an unpaired cuisine ability in play or in hand.
  if (CUIS[c] !== 0) {
    for (let k = 0; k < seat.play.length; k++) {
      const x = seat.play[k];
      if (seat.paired[k] === 0 && HAS_CUIS_FX[x] && CUIS[x] & CUIS[c]) return 3;
    }
  }
  return 0;
}

export interface BuyItem {
  act: Act;
  value: number;
  price: number;
}

export function buyItems(cx: Cx, s: CuisineState, p: number, pr: Profile, legal: readonly Act[]): BuyItem[] {
  const out: BuyItem[] = [];
  for (const a of legal) {
    if (a.type === 'buy') {
      const c = s.market[a.slot];
      out.push({ act: a, value: cardValue(cx, s, pr, c, true), price: marketPrice(s, p, c) + FCOST[c] });
    } else if (a.type === 'buyFridge') {
      const c = s.fridge[s.fridge.length - 1];
      out.push({ act: a, value: cardValue(cx, s, pr, c, false) + 0.05, price: fridgePrice(s, p) });
    } else if (a.type === 'buyFork') {
      out.push({ act: a, value: cardValue(cx, s, pr, FORK_CARD, false), price: COST[FORK_CARD] });
    }
  }
  return out;
}

export function mainStep(cx: Cx, s: CuisineState, p: number, legal: readonly Act[]): Act {
  const seat = s.seats[p];
  const last = legal[legal.length - 1];
  const endTurn = last.type === 'endTurn' ? last : find(legal, (a) => a.type === 'endTurn')!;
  const canDish = find(legal, (a) => a.type === 'startDish');
  const plan = canDish && cx.planner.dishInReach(s, p) ? cx.planner.planDish(s, p, abilityWeight(s)) : null;

  // Warming comes first (it is only legal before anything else); never a card the dish will eat.
  if (!s.acted && !s.warmed && legal[0].type === 'warm') {
    const pr = profileOf(cx, s, p);
    let best: Act | undefined;
    let bestV = cx.W.warmThreshold;
    for (const a of legal) {
      if (a.type !== 'warm') continue;
      const c = CARD_INDEX[a.card];
      if (plan !== null && inPlanHand(plan, c, seat.hand)) continue;
      const v = warmWorth(cx, s, p, pr, c);
      if (v > bestV) {
        bestV = v;
        best = a;
      }
    }
    if (best) return best;
  }
  if (plan !== null && canDish && (plan.medals >= cx.W.minMedals || lateGame(s))) return canDish;
  if (s.dishDone) {
    // After a dish nothing can be bought: only trashing and drawing still help a little.
    for (const a of legal) if (a.type === 'play' && BASE_FX[CARD_INDEX[a.card]].trash > 0) return a;
    return endTurn;
  }

  // Play: draw cards first, then everything that gives something.
  let bestPlay: Act | undefined;
  let bestPri = 0;
  for (const a of legal) {
    if (a.type !== 'play') continue;
    const pri = playPriority(s, p, CARD_INDEX[a.card]);
    if (pri > bestPri) {
      bestPri = pri;
      bestPlay = a;
    }
  }
  if (bestPlay) return bestPlay;

  // Buy the best thing worth having.
  if (s.buys > 0) {
    const pr = profileOf(cx, s, p);
    let best: BuyItem | undefined;
    for (const it of buyItems(cx, s, p, pr, legal)) if (!best || it.value > best.value) best = it;
    if (best && best.value >= cx.W.buyThreshold) return best.act;
  }
  return endTurn;
}

/** Whether the plan eats a hand copy of c that warming c would move (all hand copies are planned). */
function inPlanHand(plan: DishPlan, c: number, hand: readonly number[]): boolean {
  let planned = 0;
  for (let i = 0; i < plan.cards.length; i++) if (plan.cards[i] === c && plan.from[i] === 0) planned++;
  if (planned === 0) return false;
  let inHand = 0;
  for (const x of hand) if (x === c) inHand++;
  return planned >= inHand;
}
