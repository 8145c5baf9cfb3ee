/**
 * The dish planner of the Cuisine à la Card bots: the best dish a seat can submit now from its hand and warming
 * plates (which cards, which food type each dual/wild card counts as, which judge). Exhaustive over the
 * multisets of available ingredients (a hand and plates hold at most a dozen), with a monotone meal-score bound
 * to skip hopeless subsets, and a small cache so that building a dish step by step costs one search. Each
 * heuristics object makes its own planner (`createDishPlanner`): the scratch arrays and the cache are its own.
 *
 * Scoring mirrors the game's rules (src/dish.ts of the game) on flat tables without allocation; every plan is
 * checked once with the game's own `scoreDish`/`verdict` before it is used, so a mismatch can never make a bot
 * start a dish it can't submit.
 */
import {
  type CCond,
  COST,
  type CTag,
  CUIS,
  type CuisineState,
  FCOST,
  FLAV,
  FOODMASK,
  FOODS_OF,
  hasTag,
  JUDGE_ABILITY,
  JUDGE_BONUSES,
  JUDGE_MEDALS,
  JUDGE_REQUIRES,
  JUDGE_TIER,
  KIND,
  KIND_INGREDIENT,
  MEAL,
  NUMBERS,
  scoreDish,
  TAG_FOOD,
  verdict,
} from '../index.ts';
import { DISH_FX, J_ABILITY_VALUE, PAIR_MEAL, STARTING, TR_BASE, TR_CUISINE, TR_SUBMIT } from './cards.ts';

export interface DishPlan {
  judge: number;
  cards: number[];
  /** 0 = from hand, 1 = from a warming plate. */
  from: number[];
  types: number[];
  medals: number;
  meal: number;
  /** Planner objective (medals plus the judge's ability, minus the worth of the cards eaten). */
  value: number;
}

function popcount(x: number): number {
  let n = 0;
  while (x) {
    n += x & 1;
    x >>>= 1;
  }
  return n;
}

/** Meal score the seat's active judges add to its dishes. */
export function judgeMeal(s: CuisineState, p: number): number {
  const seat = s.seats[p];
  let n = 0;
  for (let i = 0; i < seat.judges.length; i++) {
    if (seat.judgeRounds[i] >= s.round) continue;
    const a = JUDGE_ABILITY[seat.judges[i]];
    if (a.kind === 'dishMeal') n += a.n;
  }
  return n;
}

/** What eating card c costs the seat's future (a small tie-break between dishes of equal medals). */
function keepCost(c: number): number {
  return STARTING[c] ? -0.1 : 0.04 * (COST[c] + FCOST[c]);
}

interface Cand {
  c: number;
  hand: number;
  plate: number;
}

function keyOf(s: CuisineState, p: number, jm: number, abilityW: number): string {
  const seat = s.seats[p];
  const h = seat.hand.filter((c) => KIND[c] === KIND_INGREDIENT).sort((a, b) => a - b);
  const pl = seat.plates.filter((c) => KIND[c] === KIND_INGREDIENT).sort((a, b) => a - b);
  return `${h.join(',')}|${pl.join(',')}|${s.open.join(',')}|${jm}|${s.options.moreMedals ? 1 : 0}|${abilityW.toFixed(1)}`;
}

function engineAccepts(s: CuisineState, p: number, plan: DishPlan): boolean {
  const dish = { cards: plan.cards, from: plan.from, types: plan.types };
  return verdict(s, dish, scoreDish(s, p, dish), plan.judge).ok;
}

/** The planner's entry points (see `createDishPlanner`). */
export interface DishPlanner {
  /**
   * The best dish seat p can submit now, or null. `abilityW` weighs the judges' abilities (in medals): high early,
   * zero at the end of the game.
   */
  planDish(s: CuisineState, p: number, abilityW: number): DishPlan | null;
  /** Cheap test: can hand and plates together possibly reach the lowest open judge's meal score? */
  dishInReach(s: CuisineState, p: number): boolean;
  /** Upper-bound meal score of a set of cards (every pairing, every type choice): for evaluation. */
  mealBound(cards: readonly number[]): number;
}

/** A dish planner with its own scratch arrays (the dish being scored) and its own cache of plans. */
export function createDishPlanner(): DishPlanner {
  const MAXN = 24;
  const dc = new Int32Array(MAXN);
  const df = new Int32Array(MAXN);
  const dt = new Int32Array(MAXN);
  const paired = new Uint8Array(MAXN);
  let dn = 0;

  /** Food-type matching: t >= 0 the chosen type, -1 none, -2 any printed type, -3 any type (bound). */
  function tagAt(tag: CTag, k: number): boolean {
    const t = dt[k];
    if (t === -3 && tag.cat === TAG_FOOD) return true;
    return hasTag(tag, dc[k], t === -3 ? -2 : t);
  }

  function countTag(tag: CTag, skip: number): number {
    let n = 0;
    for (let k = 0; k < dn; k++) if (k !== skip && tagAt(tag, k)) n++;
    return n;
  }

  function holds(c: CCond): boolean {
    if (c.kind === 0) {
      const n = countTag(c.tag, -1);
      return n >= c.min && n <= c.max;
    }
    let mask = 0;
    for (let k = 0; k < dn; k++) {
      const x = dc[k];
      if (KIND[x] !== KIND_INGREDIENT) continue;
      if (c.of === 0) mask |= CUIS[x];
      else if (c.of === 2) mask |= FLAV[x];
      else if (dt[k] >= 0) mask |= 1 << dt[k];
      else if (dt[k] <= -2) mask |= dt[k] === -3 ? 15 : FOODMASK[x];
    }
    return popcount(mask) >= c.min;
  }

  function computePaired(): void {
    for (let k = 0; k < dn; k++) {
      const m = CUIS[dc[k]];
      let p = 0;
      if (m !== 0) for (let j = 0; j < dn && !p; j++) if (j !== k && (CUIS[dc[j]] & m) !== 0) p = 1;
      paired[k] = p;
    }
  }

  const fires = (trigger: number, k: number) =>
    trigger === TR_BASE || trigger === TR_SUBMIT || (trigger === TR_CUISINE && paired[k] === 1);

  let cardMedals = 0;
  /** Meal score of the dish in the scratch arrays (paired must be current); sets cardMedals. */
  function mealScore(): number {
    let meal = 0;
    cardMedals = 0;
    for (let k = 0; k < dn; k++) {
      const c = dc[k];
      meal += MEAL[c];
      for (const f of DISH_FX[c]) {
        if (f.kind === 3 || !fires(f.trigger, k)) continue;
        if (f.cond !== null && !holds(f.cond)) continue;
        if (f.kind === 0) meal += f.n;
        else if (f.kind === 1) meal += f.n * countTag(f.tag, k);
        else cardMedals += f.n;
      }
    }
    return meal;
  }

  function wildFires(k: number): boolean {
    for (const f of DISH_FX[dc[k]]) if (f.kind === 3 && fires(f.trigger, k)) return true;
    return false;
  }

  /** Medals judge j gives the scratch dish (meal already known), or -99 when it does not accept it. */
  function judgeMedals(j: number, meal: number, moreMedals: boolean): number {
    if (meal < JUDGE_TIER[j]) return -99;
    for (const r of JUDGE_REQUIRES[j]) if (!holds(r)) return -99;
    let m = JUDGE_MEDALS[j] + cardMedals;
    for (const b of JUDGE_BONUSES[j]) {
      if (b.per !== null) m += b.medals * countTag(b.per, -1);
      else if (b.cond === null || holds(b.cond)) m += b.medals;
    }
    if (moreMedals) {
      let cu = 0;
      for (let k = 0; k < dn; k++) cu |= CUIS[dc[k]];
      if (cu === 15) m += NUMBERS.allCuisinesBonus;
    }
    return m >= 1 ? m : -99;
  }

  const cache = new Map<string, DishPlan | null>();

  /**
   * The best dish seat p can submit now, or null. `abilityW` weighs the judges' abilities (in medals): high early,
   * zero at the end of the game.
   */
  function planDish(s: CuisineState, p: number, abilityW: number): DishPlan | null {
    if (s.open.length === 0) return null;
    const jm = judgeMeal(s, p);
    const key = keyOf(s, p, jm, abilityW);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    let plan = search(s, p, jm, abilityW);
    if (plan !== null && !engineAccepts(s, p, plan)) plan = null;
    if (cache.size > 20000) cache.clear();
    cache.set(key, plan);
    return plan;
  }

  function search(s: CuisineState, p: number, jm: number, abilityW: number): DishPlan | null {
    const seat = s.seats[p];
    const cands: Cand[] = [];
    const add = (c: number, src: number) => {
      if (KIND[c] !== KIND_INGREDIENT) return;
      let e = cands.find((x) => x.c === c);
      if (!e) {
        e = { c, hand: 0, plate: 0 };
        cands.push(e);
      }
      if (src === 0) e.hand++;
      else e.plate++;
    };
    // In card order, not hand order: the plan must be a function of the cache key (the sorted hand), or a cached
    // plan would depend on the order of the hand it was first planned for (and a bot on the process's history).
    for (const c of [...seat.hand].sort((x, y) => x - y)) add(c, 0);
    for (const c of [...seat.plates].sort((x, y) => x - y)) add(c, 1);
    if (cands.length === 0) return null;
    let minTier = 1e9;
    for (const j of s.open) minTier = Math.min(minTier, JUDGE_TIER[j]);
    const need = minTier - jm;

    // Bound: everything together (meal only grows with cards; -3 lets a card count as any food type).
    dn = 0;
    for (const e of cands) {
      for (let i = 0; i < e.hand + e.plate && dn < MAXN; i++) {
        dc[dn] = e.c;
        dt[dn] = -3;
        dn++;
      }
    }
    computePaired();
    if (mealScore() < need) return null;

    // Too many combinations: keep the strongest cards.
    cands.sort((a, b) => MEAL[b.c] + PAIR_MEAL[b.c] - (MEAL[a.c] + PAIR_MEAL[a.c]));
    let combos = 1;
    let m = 0;
    for (; m < cands.length; m++) {
      const next = combos * (cands[m].hand + cands[m].plate + 1);
      if (next > 3000) break;
      combos = next;
    }
    const list = cands.slice(0, m);
    const take = new Int32Array(list.length);

    let best: DishPlan | null = null;
    const opts: number[][] = [];
    const multi: number[] = [];
    const choice = new Int32Array(MAXN);

    const evalCombo = () => {
      dn = 0;
      let eatCost = 0;
      for (let i = 0; i < list.length; i++) {
        const e = list[i];
        for (let t = 0; t < take[i]; t++) {
          dc[dn] = e.c;
          df[dn] = t < e.hand ? 0 : 1;
          dt[dn] = -3;
          eatCost += keepCost(e.c);
          dn++;
        }
      }
      if (dn === 0) return;
      computePaired();
      if (mealScore() + jm < minTier) return;
      // Food type options per card.
      opts.length = 0;
      multi.length = 0;
      let product = 1;
      for (let k = 0; k < dn; k++) {
        const printed = FOODS_OF[dc[k]];
        let o: number[] = printed;
        if (wildFires(k)) {
          o = [...printed];
          for (let f = 0; f < 4; f++) if (!o.includes(f)) o.push(f);
        }
        opts.push(o);
        if (o.length > 1 && product * o.length <= 64) {
          multi.push(k);
          product *= o.length;
        }
      }
      for (let k = 0; k < dn; k++) dt[k] = opts[k].length > 0 ? opts[k][0] : -1;
      for (let i = 0; i < multi.length; i++) choice[i] = 0;
      for (let it = 0; it < product; it++) {
        for (let i = 0; i < multi.length; i++) dt[multi[i]] = opts[multi[i]][choice[i]];
        const meal = mealScore() + jm;
        if (meal >= minTier) {
          for (const j of s.open) {
            const medals = judgeMedals(j, meal, s.options.moreMedals);
            if (medals < 1) continue;
            const value = medals + abilityW * J_ABILITY_VALUE[j] - eatCost + 0.001 * dn;
            if (best === null || value > best.value) {
              best = {
                judge: j,
                cards: Array.from(dc.subarray(0, dn)),
                from: Array.from(df.subarray(0, dn)),
                types: Array.from(dt.subarray(0, dn)),
                medals,
                meal,
                value,
              };
            }
          }
        }
        for (let i = 0; i < multi.length; i++) {
          choice[i]++;
          if (choice[i] < opts[multi[i]].length) break;
          choice[i] = 0;
        }
      }
    };

    const rec = (i: number) => {
      if (i === list.length) {
        evalCombo();
        return;
      }
      const e = list[i];
      for (let t = 0; t <= e.hand + e.plate; t++) {
        take[i] = t;
        rec(i + 1);
      }
      take[i] = 0;
    };
    rec(0);
    return best;
  }

  /** Cheap test: can hand and plates together possibly reach the lowest open judge's meal score? */
  function dishInReach(s: CuisineState, p: number): boolean {
    if (s.open.length === 0) return false;
    const seat = s.seats[p];
    dn = 0;
    for (const c of seat.hand) {
      if (KIND[c] !== KIND_INGREDIENT || dn >= MAXN) continue;
      dc[dn] = c;
      dt[dn] = -3;
      dn++;
    }
    for (const c of seat.plates) {
      if (KIND[c] !== KIND_INGREDIENT || dn >= MAXN) continue;
      dc[dn] = c;
      dt[dn] = -3;
      dn++;
    }
    if (dn === 0) return false;
    let minTier = 1e9;
    for (const j of s.open) minTier = Math.min(minTier, JUDGE_TIER[j]);
    computePaired();
    return mealScore() + judgeMeal(s, p) >= minTier;
  }

  /** Upper-bound meal score of a set of cards (every pairing, every type choice): for evaluation. */
  function mealBound(cards: readonly number[]): number {
    dn = 0;
    for (const c of cards) {
      if (KIND[c] !== KIND_INGREDIENT || dn >= MAXN) continue;
      dc[dn] = c;
      dt[dn] = -3;
      dn++;
    }
    if (dn === 0) return 0;
    computePaired();
    return mealScore();
  }

  return { planDish, dishInReach, mealBound };
}
