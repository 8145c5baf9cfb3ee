/**
 * 卡片厨房 Cuisine à la Card heuristics.
 *
 * A turn, as a careful player plays it: warm the best ingredient the dish will want (never a currency card);
 * if the hand and plates make a dish a judge accepts, build the best one (most medals, then the judge's
 * ability, then the cheapest cards to lose) and submit it; otherwise play draw cards first (a dish may appear),
 * then every card that gives something, and buy the card that adds most to the deck being built (meal score
 * with its cuisine partners, flavor/food synergies, the open judges' tastes, currency while money is short) —
 * or nothing, rather than junk. Pending choices: trash the weakest starting card (only when the deck can spare
 * it), gain / look for the best card, use every draw, decline swaps and trashes that don't help, discard the least
 * useful card.
 *
 * The evaluation for cut-off rollouts is a softmax over projected medals: medals now plus what the warming
 * plates and the deck promise.
 */

import {
  CARD_IDS,
  CARD_INDEX,
  COST,
  type CTag,
  CUIS,
  type CuisineAction,
  type CuisineState,
  FCOST,
  FLAV,
  FOODMASK,
  FOODS,
  FORK_CARD,
  hasTag,
  JUDGE_ABILITY,
  JUDGE_BONUSES,
  JUDGE_IDS,
  JUDGE_INDEX,
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
} from '@potluck/cuisine-a-la-card';
import type { AnyGame, RngState, Seat } from '@potluck/engine';
import type { GameHeuristics } from '../heuristics.ts';
import {
  BASE_FX,
  BUY_FX,
  CUIS_FX,
  HAS_BASE_FX,
  HAS_CUIS_FX,
  J_ABILITY_VALUE,
  MONEY,
  PAIR_MEAL,
  PER_FX,
  STARTING,
  TR_BASE,
} from './cuisine-cards.ts';
import { type DishPlan, dishInReach, mealBound, planDish } from './cuisine-dish.ts';

type Act = CuisineAction;

/** The tunable weights of the heuristics (defaults measured by simulation, see the balance doc). */
export interface CuisineParams {
  /** Weight of a card's expected dish meal score in its buy value. */
  dishW: number;
  judgeFitW: number;
  drawW: number;
  /** Scales the worth of currency. */
  moneyScale: number;
  /** A Fork's value beyond its currency. */
  forkBias: number;
  /** A Fork's worth per premium card (fork-only cost) on the market, shared among the Forks already owned. */
  premiumW: number;
  /** Buy nothing worth less than this. */
  buyThreshold: number;
  /** Warm nothing worth less than this. */
  warmThreshold: number;
  /** Never trash a spoon while the deck's currency is at most this. */
  keepMoney: number;
  /** Submit only dishes of at least this many medals while the game is young (1 = any dish). */
  minMedals: number;
  plateEval: number;
  deckEval: number;
  abilityEval: number;
  moneyEval: number;
  tempBase: number;
  tempPerMedal: number;
  /** Evaluation plays the current turn to its end first. */
  finishTurn: boolean;
}

export const DEFAULT_PARAMS: CuisineParams = {
  dishW: 0.8,
  judgeFitW: 0.7,
  drawW: 0.8,
  moneyScale: 1,
  forkBias: -0.35,
  premiumW: 2,
  buyThreshold: 0.9,
  warmThreshold: 1.8,
  keepMoney: 6,
  minMedals: 3,
  plateEval: 0.2,
  deckEval: 0.05,
  abilityEval: 0.3,
  moneyEval: 0.15,
  tempBase: 1,
  tempPerMedal: 0.25,
  finishTurn: true,
};

/** The weights in use by the running call (set by each heuristics object before it works). */
let W: CuisineParams = DEFAULT_PARAMS;

/* ------------------------------------------------------------------ the deck a seat is building */

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

export function profileOf(s: CuisineState, p: number): Profile {
  const pr = newProfile();
  const seat = s.seats[p];
  for (const zone of [seat.deck, seat.hand, seat.discard, seat.play, seat.plates])
    for (const c of zone) addCard(pr, c);
  const perHand = (5 * pr.money) / Math.max(1, pr.cards);
  pr.moneyW = W.moneyScale * (perHand < 2.5 ? 1.4 : perHand < 3.2 ? 1.0 : perHand < 4 ? 0.65 : 0.35);
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
function judgeFit(s: CuisineState, pr: Profile, c: number): number {
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
  return W.judgeFitW * fit;
}

function fxWorth(pr: Profile, fx: (typeof BASE_FX)[number], chance: number): number {
  let v = 0;
  v += (fx.spoons + fx.forks + fx.choice) * pr.moneyW;
  v += fx.buys * 0.2;
  v += fx.draw * W.drawW;
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
export function cardValue(s: CuisineState, pr: Profile, c: number, market: boolean): number {
  if (KIND[c] === KIND_FORK) {
    let premium = 0;
    for (const m of s.market) if (m >= 0 && FCOST[m] > 0) premium++;
    return pr.moneyW * 1.0 + W.forkBias + (W.premiumW * premium) / (1 + pr.forkCards);
  }
  if (KIND[c] === KIND_SPOON) return pr.moneyW - 0.3;
  const pp = pairChance(partners(pr, c));
  let v = W.dishW * dishWorth(pr, c);
  v += fxWorth(pr, BASE_FX[c], 1) + fxWorth(pr, CUIS_FX[c], pp);
  if (market) {
    const b = BUY_FX[c];
    v += b.draw * 0.4 + b.buys * 0.5 + b.plate * 0.9;
  }
  v += judgeFit(s, pr, c);
  return v;
}

/* ------------------------------------------------------------------ helpers over legal actions */

function lateGame(s: CuisineState): boolean {
  for (const seat of s.seats) if (seat.medals >= s.target * 0.6) return true;
  return false;
}

function abilityWeight(s: CuisineState): number {
  let top = 0;
  for (const seat of s.seats) top = Math.max(top, seat.medals);
  const left = (s.target - top) / s.target;
  return left <= 0 ? 0 : Math.round(Math.min(1, left) * 10) / 10;
}

function marketPrice(s: CuisineState, p: number, c: number): number {
  let disc = 0;
  const seat = s.seats[p];
  for (let i = 0; i < seat.judges.length; i++) {
    if (seat.judgeRounds[i] >= s.round) continue;
    const a = JUDGE_ABILITY[seat.judges[i]];
    if (a.kind === 'discount') disc += a.n;
  }
  return Math.max(0, COST[c] - disc);
}

function fridgePrice(s: CuisineState, p: number): number {
  let cost = 1;
  const seat = s.seats[p];
  for (let i = 0; i < seat.judges.length; i++) {
    if (seat.judgeRounds[i] >= s.round) continue;
    const a = JUDGE_ABILITY[seat.judges[i]];
    if (a.kind === 'fridgeCost' && a.cost < cost) cost = a.cost;
  }
  return cost;
}

/** The dish action that moves the dish in progress toward the plan (or submits it). */
function dishStep(s: CuisineState, legal: readonly Act[], plan: DishPlan | null): Act {
  const cancel = legal.find((a) => a.type === 'cancelDish')!;
  const d = s.dish!;
  if (plan === null) return anySubmit(legal) ?? cancel;
  // Match dish cards to plan cards (same card and source), in order.
  const used = new Uint8Array(plan.cards.length);
  const match = new Int32Array(d.cards.length).fill(-1);
  for (let k = 0; k < d.cards.length; k++) {
    for (let i = 0; i < plan.cards.length; i++) {
      if (!used[i] && plan.cards[i] === d.cards[k] && plan.from[i] === d.from[k]) {
        used[i] = 1;
        match[k] = i;
        break;
      }
    }
    if (match[k] < 0) return find(legal, (a) => a.type === 'removeFromDish' && a.index === k) ?? cancel;
  }
  for (let i = 0; i < plan.cards.length; i++) {
    if (used[i]) continue;
    const id = CARD_IDS[plan.cards[i]];
    const from = plan.from[i] === 0 ? 'hand' : 'plate';
    const a = find(legal, (x) => x.type === 'addToDish' && x.card === id && x.from === from);
    if (a) return a;
    return cancel;
  }
  for (let k = 0; k < d.cards.length; k++) {
    const want = plan.types[match[k]];
    if (want >= 0 && d.types[k] !== want) {
      const a = find(legal, (x) => x.type === 'chooseType' && x.index === k && x.food === FOODS[want]);
      if (a) return a;
    }
  }
  const jid = JUDGE_IDS[plan.judge];
  return find(legal, (a) => a.type === 'submitDish' && a.judge === jid) ?? anySubmit(legal) ?? cancel;
}

function anySubmit(legal: readonly Act[]): Act | undefined {
  let best: Act | undefined;
  let bestM = -1;
  for (const a of legal) {
    if (a.type !== 'submitDish') continue;
    const m = JUDGE_MEDALS[JUDGE_INDEX[a.judge]];
    if (m > bestM) {
      bestM = m;
      best = a;
    }
  }
  return best;
}

function find(legal: readonly Act[], f: (a: Act) => boolean): Act | undefined {
  for (const a of legal) if (f(a)) return a;
  return undefined;
}

/* ------------------------------------------------------------------ the main phase */

/** Worth of keeping a hand card through to next turn (for discards forced by an opponent). */
function keepWorth(pr: Profile, c: number): number {
  if (KIND[c] !== KIND_INGREDIENT) return pr.moneyW + 0.2;
  return 0.3 * dishWorth(pr, c) + MONEY[c] * pr.moneyW - (STARTING[c] ? 0.3 : 0);
}

/** Worth of putting hand card c on a warming plate now. */
function warmWorth(s: CuisineState, p: number, pr: Profile, c: number): number {
  if (KIND[c] !== KIND_INGREDIENT) return -1;
  const seat = s.seats[p];
  let bonus = 0;
  for (const x of seat.plates) if (CUIS[x] & CUIS[c]) bonus = Math.max(bonus, PAIR_MEAL[c] + PAIR_MEAL[x]);
  return dishWorth(pr, c) + 0.5 * bonus + judgeFit(s, pr, c) - MONEY[c] * pr.moneyW;
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

interface BuyItem {
  act: Act;
  value: number;
  price: number;
}

function buyItems(s: CuisineState, p: number, pr: Profile, legal: readonly Act[]): BuyItem[] {
  const out: BuyItem[] = [];
  for (const a of legal) {
    if (a.type === 'buy') {
      const c = s.market[a.slot];
      out.push({ act: a, value: cardValue(s, pr, c, true), price: marketPrice(s, p, c) + FCOST[c] });
    } else if (a.type === 'buyFridge') {
      const c = s.fridge[s.fridge.length - 1];
      out.push({ act: a, value: cardValue(s, pr, c, false) + 0.05, price: fridgePrice(s, p) });
    } else if (a.type === 'buyFork') {
      out.push({ act: a, value: cardValue(s, pr, FORK_CARD, false), price: COST[FORK_CARD] });
    }
  }
  return out;
}

function mainStep(s: CuisineState, p: number, legal: readonly Act[]): Act {
  const seat = s.seats[p];
  const last = legal[legal.length - 1];
  const endTurn = last.type === 'endTurn' ? last : find(legal, (a) => a.type === 'endTurn')!;
  const canDish = find(legal, (a) => a.type === 'startDish');
  const plan = canDish && dishInReach(s, p) ? planDish(s, p, abilityWeight(s)) : null;

  // Warming comes first (it is only legal before anything else); never a card the dish will eat.
  if (!s.acted && !s.warmed && legal[0].type === 'warm') {
    const pr = profileOf(s, p);
    let best: Act | undefined;
    let bestV = W.warmThreshold;
    for (const a of legal) {
      if (a.type !== 'warm') continue;
      const c = CARD_INDEX[a.card];
      if (plan !== null && inPlanHand(plan, c, seat.hand)) continue;
      const v = warmWorth(s, p, pr, c);
      if (v > bestV) {
        bestV = v;
        best = a;
      }
    }
    if (best) return best;
  }
  if (plan !== null && canDish && (plan.medals >= W.minMedals || lateGame(s))) return canDish;
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
    const pr = profileOf(s, p);
    let best: BuyItem | undefined;
    for (const it of buyItems(s, p, pr, legal)) if (!best || it.value > best.value) best = it;
    if (best && best.value >= W.buyThreshold) return best.act;
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

/* ------------------------------------------------------------------ pending choices */

function pendingStep(s: CuisineState, p: number, legal: readonly Act[]): Act {
  const pend = s.pending!;
  const decline = find(legal, (a) => a.type === 'decline');
  const pr = profileOf(s, p);
  switch (pend.kind) {
    case 'choice':
      return chooseFork(s, p, pr, legal);
    case 'draw':
      // More cards in hand is nearly always worth it (declining is for players who want the deck as it is).
      return find(legal, (a) => a.type === 'use') ?? legal[0];
    case 'trashHand':
    case 'trashDiscard':
      return trashStarting(pr, legal) ?? decline ?? legal[0];
    case 'gain':
    case 'look': {
      let best: Act | undefined;
      let bestV = -1e9;
      for (const a of legal) {
        let c = -1;
        if (a.type === 'pickSlot') c = s.market[a.slot];
        else if (a.type === 'pick') c = CARD_INDEX[a.card];
        if (c < 0) continue;
        const v = cardValue(s, pr, c, false);
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
      const top = cardValue(s, pr, s.fridge[s.fridge.length - 1], false);
      let best: Act | undefined;
      let bestV = top + 0.5;
      for (const a of legal) {
        if (a.type !== 'pickSlot') continue;
        const v = cardValue(s, pr, s.market[a.slot], false);
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
      const plan = planDish(s, p, abilityWeight(s));
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
function trashStarting(pr: Profile, legal: readonly Act[]): Act | undefined {
  let best: Act | undefined;
  let bestV = 0.8;
  for (const a of legal) {
    if (a.type !== 'pick') continue;
    const c = CARD_INDEX[a.card];
    if (!STARTING[c]) continue;
    const v = KIND[c] === KIND_SPOON ? (pr.money <= W.keepMoney ? 9 : pr.moneyW) : 0.5 * dishWorth(pr, c);
    if (v < bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** The Fork: +1 buy when a second purchase is worth more than the extra currency, else +1 fork. */
function chooseFork(s: CuisineState, p: number, pr: Profile, legal: readonly Act[]): Act {
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
      items.push({ value: cardValue(s, pr, c, true), price: marketPrice(s, p, c) });
  }
  if (s.fridge.length > 0)
    items.push({ value: cardValue(s, pr, s.fridge[s.fridge.length - 1], false), price: fridgePrice(s, p) });
  let one = 0;
  for (const it of items) if (it.price <= budget + 1 && it.value > one) one = it.value;
  let two = 0;
  for (let i = 0; i < items.length; i++) {
    const a = items[i];
    if (a.price > budget || a.value < W.buyThreshold) continue;
    for (let j = i + 1; j < items.length; j++) {
      const b = items[j];
      if (b.value < W.buyThreshold || a.price + b.price > budget) continue;
      two = Math.max(two, a.value + b.value);
    }
  }
  return two > one + 0.3 ? buy : fork;
}

/* ------------------------------------------------------------------ policy and evaluation */

function policy(
  _game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly unknown[],
  _rng: RngState,
): unknown {
  const s = state as CuisineState;
  const acts = legal as readonly Act[];
  if (acts.length === 1) return acts[0];
  if (s.pending !== null) return pendingStep(s, seat, acts);
  if (s.dish !== null) return dishStep(s, acts, planDish(s, seat, abilityWeight(s)));
  return mainStep(s, seat, acts);
}

/** Projected medals per seat: medals now, plus what the plates and the deck promise. */
export function projectedMedals(s: CuisineState): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.players; p++) {
    const seat = s.seats[p];
    let deckMeal = 0;
    let money = 0;
    for (const zone of ZONES) {
      for (const c of seat[zone]) {
        deckMeal += MEAL[c] + 0.6 * PAIR_MEAL[c];
        money += MONEY[c];
      }
    }
    const plates = mealBound(seat.plates);
    let abilities = 0;
    for (const j of seat.judges) abilities += J_ABILITY_VALUE[j];
    // A dish of ~15-18 meal earns ~3 medals: plates are a head start on the next one, the deck the engine.
    out.push(
      seat.medals +
        W.plateEval * Math.min(plates, 21) +
        W.deckEval * deckMeal +
        W.abilityEval * abilities +
        W.moneyEval * money,
    );
  }
  return out;
}
const ZONES = ['deck', 'hand', 'discard', 'play'] as const;

/**
 * The moves worth searching (the search's `candidates`), best first: the policy's move plus
 * the real alternatives at the decisions that matter — which card to warm (or none), whether to cook the planned
 * dish, which card to buy (or nothing), pending choices with a real alternative. Card play order, dish building
 * steps and cancelling are left to the policy (they only shuffle equivalent states and let a search loop forever).
 */
export function searchMoves(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  legal: readonly unknown[],
  rng: RngState,
): unknown[] {
  const s = state as CuisineState;
  const acts = legal as readonly Act[];
  const mine = policy(game, state, seat, legal, rng) as Act;
  if (acts.length <= 1 || s.dish !== null) return [mine];
  const out: Act[] = [mine];
  const push = (a: Act | undefined) => {
    if (a !== undefined && !out.includes(a)) out.push(a);
  };
  if (s.pending !== null) {
    const pr = profileOf(s, seat);
    switch (s.pending.kind) {
      case 'choice':
        for (const a of acts) push(a);
        break;
      case 'gain':
      case 'look':
        for (const a of topBy(acts, (a) => pickValue(s, pr, a), 3)) push(a);
        break;
      case 'trashHand':
      case 'trashDiscard':
      case 'swap':
        push(find(acts, (a) => a.type === 'decline'));
        break;
      default:
        break;
    }
    return out;
  }
  // Main phase.
  const pr = profileOf(s, seat);
  for (const a of topBy(
    acts,
    (a) => (a.type === 'warm' ? warmWorth(s, seat, pr, CARD_INDEX[a.card]) : -1e9),
    2,
  )) {
    if (a.type === 'warm') push(a);
  }
  if (mine.type === 'warm') {
    // Not warming: what the policy would do without the warm options.
    push(
      mainStep(
        s,
        seat,
        acts.filter((a) => a.type !== 'warm'),
      ),
    );
  }
  const dish = find(acts, (a) => a.type === 'startDish');
  if (dish && dishInReach(s, seat) && planDish(s, seat, abilityWeight(s)) !== null) {
    push(dish);
    if (mine.type === 'startDish')
      push(
        mainStep(
          s,
          seat,
          acts.filter((a) => a.type !== 'startDish'),
        ),
      );
  }
  if (mine.type !== 'play' && mine.type !== 'warm' && s.buys > 0) {
    const items = buyItems(s, seat, pr, acts).sort((a, b) => b.value - a.value);
    for (let i = 0; i < items.length && i < 3; i++) push(items[i].act);
    push(find(acts, (a) => a.type === 'endTurn'));
  }
  return out;
}

function pickValue(s: CuisineState, pr: Profile, a: Act): number {
  if (a.type === 'pickSlot') return cardValue(s, pr, s.market[a.slot], false);
  if (a.type === 'pick') return cardValue(s, pr, CARD_INDEX[a.card], false);
  return -1e9;
}

function topBy(acts: readonly Act[], f: (a: Act) => number, k: number): Act[] {
  return acts
    .map((a) => ({ a, v: f(a) }))
    .filter((x) => x.v > -1e9)
    .sort((x, y) => y.v - x.v)
    .slice(0, k)
    .map((x) => x.a);
}

/**
 * Win estimates for a state cut off in the middle of things: the current turn is first played to its end by the
 * policy (on a copy), so that a dish being built, a purchase about to be made or a pending choice counts.
 */
function evaluate(game: AnyGame, state: unknown): number[] {
  let s = state as CuisineState;
  if (!s.over && W.finishTurn) {
    s = game.clone(s) as CuisineState;
    const cur = s.cur;
    const rng = s.rng;
    for (let n = 0; n < 40 && !s.over && s.cur === cur; n++) {
      const active = game.activePlayers(s);
      if (active.length === 0) break;
      const p = active[0];
      const legal = game.legalActions(s, p) as readonly Act[];
      game.step(s, p, policy(game, s, p, legal, rng), null);
    }
  }
  const proj = projectedMedals(s);
  let top = 0;
  for (const seat of s.seats) top = Math.max(top, seat.medals);
  const left = Math.max(0, s.target - top);
  const temperature = W.tempBase + W.tempPerMedal * left;
  const best = Math.max(...proj);
  const w = proj.map((x) => Math.exp((x - best) / temperature));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

/** Heuristics with some weights changed (for tuning by simulation). */
export function makeCuisineHeuristics(
  overrides: Partial<CuisineParams> = {},
  rolloutDepth = 80,
): GameHeuristics {
  const params: CuisineParams = { ...DEFAULT_PARAMS, ...overrides };
  return {
    policy(game, state, seat, legal, rng) {
      W = params;
      return policy(game, state, seat, legal, rng);
    },
    evaluate(game, state) {
      W = params;
      return evaluate(game, state);
    },
    candidates(game, state, seat, legal, rng) {
      W = params;
      return searchMoves(game, state, seat, legal, rng);
    },
    rolloutDepth,
  };
}

export const cuisineHeuristics: GameHeuristics = makeCuisineHeuristics();
