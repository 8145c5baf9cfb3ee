/** The deck a seat is building (a profile of counts) and what a card would be worth in it. */
import {
  type CTag,
  CUIS,
  type CuisineState,
  FCOST,
  FLAV,
  FOODMASK,
  hasTag,
  JUDGE_BONUSES,
  JUDGE_MEDALS,
  JUDGE_REQUIRES,
  KIND,
  KIND_FORK,
  KIND_INGREDIENT,
  KIND_SPOON,
  MEAL,
  SEAS,
  TAG_CUISINE,
  TAG_FLAVOR,
  TAG_FOOD,
  TAG_SEASONING,
} from '../index.ts';
import { BASE_FX, BUY_FX, CUIS_FX, MONEY, PAIR_MEAL, PER_FX, STARTING, TR_BASE } from './cards.ts';
import type { Cx } from './params.ts';

/** Counts over every card a seat owns (deck, hand, discard, in play, plates). */
export interface Profile {
  cards: number;
  money: number;
  ingredients: number;
  cuisine: number[];
  flavor: number[];
  food: number[];
  seasoning: number;
  /** Sum of PAIR_MEAL per cuisine (what a new partner of that cuisine unlocks). */
  pairMeal: number[];
  starting: number;
  /** Fork cards owned (the only cards that pay fork-only costs). */
  forkCards: number;
  /** Currency weight: high while the deck's hands are short of spoons. */
  moneyW: number;
}

function newProfile(): Profile {
  return {
    cards: 0,
    money: 0,
    ingredients: 0,
    cuisine: [0, 0, 0, 0],
    flavor: [0, 0, 0, 0, 0],
    food: [0, 0, 0, 0],
    seasoning: 0,
    pairMeal: [0, 0, 0, 0],
    starting: 0,
    forkCards: 0,
    moneyW: 1,
  };
}

function addCard(pr: Profile, c: number): void {
  pr.cards++;
  pr.money += MONEY[c];
  if (STARTING[c]) pr.starting++;
  if (KIND[c] === KIND_FORK) pr.forkCards++;
  if (KIND[c] !== KIND_INGREDIENT) return;
  pr.ingredients++;
  if (SEAS[c]) pr.seasoning++;
  for (let i = 0; i < 4; i++) {
    if (CUIS[c] & (1 << i)) {
      pr.cuisine[i]++;
      pr.pairMeal[i] += PAIR_MEAL[c];
    }
    if (FOODMASK[c] & (1 << i)) pr.food[i]++;
  }
  for (let i = 0; i < 5; i++) if (FLAV[c] & (1 << i)) pr.flavor[i]++;
}

export function profileOf(cx: Cx, s: CuisineState, p: number): Profile {
  const pr = newProfile();
  const seat = s.seats[p];
  for (const zone of [seat.deck, seat.hand, seat.discard, seat.play, seat.plates])
    for (const c of zone) addCard(pr, c);
  const perHand = (5 * pr.money) / Math.max(1, pr.cards);
  pr.moneyW = cx.W.moneyScale * (perHand < 2.5 ? 1.4 : perHand < 3.2 ? 1.0 : perHand < 4 ? 0.65 : 0.35);
  return pr;
}

/** Chance that a card with `k` owned partners of its cuisine finds one in a dish. */
const pairChance = (k: number) => 1 - 0.55 ** k;

function partners(pr: Profile, c: number): number {
  let k = 0;
  for (let i = 0; i < 4; i++) if (CUIS[c] & (1 << i)) k = Math.max(k, pr.cuisine[i]);
  return k;
}

/** Expected number of other dish cards with `tag` in a dish from this deck. */
function expectedTag(pr: Profile, tag: CTag): number {
  const ing = pr.ingredients + 2;
  let n: number;
  if (tag.cat === TAG_FLAVOR) n = pr.flavor[31 - Math.clz32(tag.v)];
  else if (tag.cat === TAG_FOOD) n = pr.food[tag.v];
  else if (tag.cat === TAG_CUISINE) n = pr.cuisine[31 - Math.clz32(tag.v)];
  else if (tag.cat === TAG_SEASONING) n = pr.seasoning;
  else n = pr.ingredients;
  return Math.min(5, 5.5 * ((n + 0.5) / ing));
}

/** Meal score a card is expected to bring to a dish of this deck (with what it unlocks in its partners). */
export function dishWorth(pr: Profile, c: number): number {
  if (KIND[c] !== KIND_INGREDIENT) return 0;
  const k = partners(pr, c);
  const pp = pairChance(k);
  let v = MEAL[c] + PAIR_MEAL[c] * pp;
  for (const f of PER_FX[c]) v += f.n * expectedTag(pr, f.tag) * (f.trigger === TR_BASE ? 1 : pp);
  // A new partner makes the deck's cuisine abilities of that cuisine fire more often.
  let syn = 0;
  for (let i = 0; i < 4; i++) {
    if (CUIS[c] & (1 << i) && pr.cuisine[i] > 0) {
      syn = Math.max(syn, pr.pairMeal[i] * 0.45 * 0.55 ** (pr.cuisine[i] - 1));
    }
  }
  return v + Math.min(3, syn);
}

/** How well a card suits the open judges' tastes (requirements, bonuses, penalties). */
export function judgeFit(cx: Cx, s: CuisineState, pr: Profile, c: number): number {
  if (KIND[c] !== KIND_INGREDIENT) return 0;
  let fit = 0;
  for (const j of s.open) {
    const w = JUDGE_MEDALS[j] / 3;
    for (const r of JUDGE_REQUIRES[j]) {
      if (r.kind === 1) {
        const counts = r.of === 0 ? pr.cuisine : r.of === 1 ? pr.food : pr.flavor;
        const mask = r.of === 0 ? CUIS[c] : r.of === 1 ? FOODMASK[c] : FLAV[c];
        for (let i = 0; i < counts.length; i++) if (mask & (1 << i) && counts[i] === 0) fit += 0.3 * w;
      } else if (r.max < 1e8) {
        // "none of": cards that can only be counted as the tag hurt, others help a little.
        if (r.tag.cat === TAG_FOOD) {
          if (FOODMASK[c] === 1 << r.tag.v) fit -= 0.5 * w;
          else if (FOODMASK[c] !== 0) fit += 0.15 * w;
        } else if (hasTag(r.tag, c, -2)) fit -= 0.5 * w;
      } else if (hasTag(r.tag, c, -2)) fit += 0.4 * w;
    }
    for (const b of JUDGE_BONUSES[j]) {
      if (b.per !== null) {
        if (hasTag(b.per, c, -2)) fit += 0.4 * b.medals * w;
      } else if (b.cond !== null && b.cond.kind === 0 && hasTag(b.cond.tag, c, -2)) fit += 0.15 * w;
    }
  }
  return cx.W.judgeFitW * fit;
}

function fxWorth(cx: Cx, pr: Profile, fx: (typeof BASE_FX)[number], chance: number): number {
  let v = 0;
  v += (fx.spoons + fx.forks + fx.choice) * pr.moneyW;
  v += fx.buys * 0.2;
  v += fx.draw * cx.W.drawW;
  v += fx.trash * (pr.starting > 6 ? 0.5 : 0.2);
  v += fx.gain * 0.25;
  v += fx.look * 0.2;
  v += fx.oppDiscard * 0.4;
  v += fx.plate * 0.8;
  v += fx.takeBack * 0.1;
  v += fx.swap * 0.2;
  return v * chance;
}

/** Worth of adding card c to seat's deck (market: with its On Purchase ability). */
export function cardValue(cx: Cx, s: CuisineState, pr: Profile, c: number, market: boolean): number {
  if (KIND[c] === KIND_FORK) {
    let premium = 0;
    for (const m of s.market) if (m >= 0 && FCOST[m] > 0) premium++;
    return pr.moneyW * 1.0 + cx.W.forkBias + (cx.W.premiumW * premium) / (1 + pr.forkCards);
  }
  if (KIND[c] === KIND_SPOON) return pr.moneyW - 0.3;
  const pp = pairChance(partners(pr, c));
  let v = cx.W.dishW * dishWorth(pr, c);
  v += fxWorth(cx, pr, BASE_FX[c], 1) + fxWorth(cx, pr, CUIS_FX[c], pp);
  if (market) {
    const b = BUY_FX[c];
    v += b.draw * 0.4 + b.buys * 0.5 + b.plate * 0.9;
  }
  v += judgeFit(cx, s, pr, c);
  return v;
}
