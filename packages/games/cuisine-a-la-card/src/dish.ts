/**
 * Counting cards by tag, conditions, and scoring a dish: meal score (with a per-card breakdown), judge
 * requirements, and medals (judge medals, judge bonuses and penalties, card medal bonuses, More Medals).
 */
import { NUMBERS } from './data/cardset.ts';
import type { CuisineState, Dish } from './state.ts';
import {
  ABILITIES,
  type CCond,
  type CTag,
  CUIS,
  compileTag,
  EFFECTS,
  FLAV,
  FOOD_COUNT,
  FOODMASK,
  FOODS_OF,
  JUDGE_ABILITY,
  JUDGE_BONUSES,
  JUDGE_MEDALS,
  JUDGE_REQUIRES,
  JUDGE_TIER,
  KIND,
  KIND_INGREDIENT,
  MEAL,
  SEAS,
  TAG_ANY,
  TAG_CUISINE,
  TAG_FLAVOR,
  TAG_FOOD,
  TAG_SEASONING,
} from './table.ts';

/** Whether card `c` (counted as food type `type`, or by its printed types when type is -2) has `tag`. */
export function hasTag(tag: CTag, c: number, type: number): boolean {
  switch (tag.cat) {
    case TAG_FLAVOR:
      return (FLAV[c] & tag.v) !== 0;
    case TAG_FOOD:
      return type === -2 ? (FOODMASK[c] & (1 << tag.v)) !== 0 : type === tag.v;
    case TAG_CUISINE:
      return (CUIS[c] & tag.v) !== 0;
    case TAG_SEASONING:
      return SEAS[c];
    case TAG_ANY:
      return KIND[c] === KIND_INGREDIENT;
  }
  return false;
}

/**
 * How many of `cards` have `tag`, skipping index `skip`. `types` gives each card's chosen food type (a
 * dish); null means cards count by their printed food types (cards in play).
 */
export function countTag(
  tag: CTag,
  cards: readonly number[],
  types: readonly number[] | null,
  skip: number,
): number {
  let n = 0;
  for (let k = 0; k < cards.length; k++) {
    if (k !== skip && hasTag(tag, cards[k], types === null ? -2 : types[k])) n++;
  }
  return n;
}

function popcount(x: number): number {
  let n = 0;
  while (x) {
    n += x & 1;
    x >>>= 1;
  }
  return n;
}

export function condHolds(c: CCond, cards: readonly number[], types: readonly number[] | null): boolean {
  if (c.kind === 0) {
    const n = countTag(c.tag, cards, types, -1);
    return n >= c.min && n <= c.max;
  }
  let mask = 0;
  for (let k = 0; k < cards.length; k++) {
    const x = cards[k];
    if (KIND[x] !== KIND_INGREDIENT) continue;
    if (c.of === 0) mask |= CUIS[x];
    else if (c.of === 2) mask |= FLAV[x];
    else if (types === null) mask |= FOODMASK[x];
    else if (types[k] >= 0) mask |= 1 << types[k];
  }
  return popcount(mask) >= c.min;
}

/** Per dish card: does it share a cuisine with another dish card (its cuisine ability fires)? */
export function pairedInDish(cards: readonly number[]): boolean[] {
  const out: boolean[] = [];
  for (let k = 0; k < cards.length; k++) {
    let p = false;
    const m = CUIS[cards[k]];
    if (m !== 0)
      for (let j = 0; j < cards.length && !p; j++) if (j !== k && (CUIS[cards[j]] & m) !== 0) p = true;
    out.push(p);
  }
  return out;
}

/** Whether the ability fires for a dish card (purchase never; cuisine only when paired). */
function firesInDish(trigger: string, paired: boolean): boolean {
  return trigger === 'base' || trigger === 'submit' || (trigger === 'cuisine' && paired);
}

/** The food types dish card k may count as: its printed ones, or all four when a wild ability fires. */
export function typeOptions(cards: readonly number[], k: number, paired: readonly boolean[]): number[] {
  const c = cards[k];
  for (const a of ABILITIES[c]) {
    if (!firesInDish(a.trigger, paired[k])) continue;
    for (const e of a.effects) {
      if (EFFECTS[e].kind === 'wild') {
        const out = [...FOODS_OF[c]];
        for (let f = 0; f < FOOD_COUNT; f++) if (!out.includes(f)) out.push(f);
        return out;
      }
    }
  }
  return FOODS_OF[c];
}

/** After the dish changed: every chosen type must still be allowed (else the card's first option). */
export function normalizeTypes(dish: Dish): void {
  const paired = pairedInDish(dish.cards);
  for (let k = 0; k < dish.cards.length; k++) {
    const opts = typeOptions(dish.cards, k, paired);
    if (!opts.includes(dish.types[k])) dish.types[k] = opts.length > 0 ? opts[0] : -1;
  }
}

/** Whether seat p's scored judge i works now (from the round after it was scored). */
export function judgeActive(s: CuisineState, p: number, i: number): boolean {
  return s.seats[p].judgeRounds[i] < s.round;
}

/** Sum of a numeric judge ability of seat p's active judges (handSize, plates, dishMeal, discount). */
export function judgeBonus(
  s: CuisineState,
  p: number,
  kind: 'handSize' | 'plates' | 'dishMeal' | 'discount',
): number {
  const seat = s.seats[p];
  let n = 0;
  for (let i = 0; i < seat.judges.length; i++) {
    if (!judgeActive(s, p, i)) continue;
    const a = JUDGE_ABILITY[seat.judges[i]];
    if (a.kind === kind) n += a.n;
  }
  return n;
}

/** The fridge price for seat p (the lowest fridgeCost of its active judges, else the table's). */
export function fridgePrice(s: CuisineState, p: number): number {
  const seat = s.seats[p];
  let cost: number = NUMBERS.fridgeCost;
  for (let i = 0; i < seat.judges.length; i++) {
    if (!judgeActive(s, p, i)) continue;
    const a = JUDGE_ABILITY[seat.judges[i]];
    if (a.kind === 'fridgeCost' && a.cost < cost) cost = a.cost;
  }
  return cost;
}

/** Compiled tags of mealPer effects, by effect id. */
const TAGS = EFFECTS.map((e) => (e.kind === 'mealPer' ? compileTag(e.tag) : { cat: TAG_ANY, v: 0 }));

export interface DishScore {
  /** Total meal score. */
  meal: number;
  /** Meal score of each dish card (base + its abilities). */
  cardMeal: number[];
  paired: boolean[];
  /** Meal score from the player's judges (dishMeal). */
  judgeMeal: number;
  /** Medal bonuses from the cards' abilities, per card. */
  cardMedals: number[];
  /** The dish shows all four cuisines. */
  allCuisines: boolean;
}

export function scoreDish(s: CuisineState, p: number, dish: Dish): DishScore {
  const { cards, types } = dish;
  const paired = pairedInDish(cards);
  const cardMeal: number[] = [];
  const cardMedals: number[] = [];
  let meal = 0;
  let cuis = 0;
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k];
    cuis |= CUIS[c];
    let m = MEAL[c];
    let medals = 0;
    for (const a of ABILITIES[c]) {
      if (!firesInDish(a.trigger, paired[k])) continue;
      if (a.cond !== null && !condHolds(a.cond, cards, types)) continue;
      for (const id of a.effects) {
        const e = EFFECTS[id];
        if (e.kind === 'meal') m += e.n;
        else if (e.kind === 'mealPer') m += e.n * countTag(TAGS[id], cards, types, k);
        else if (e.kind === 'medal') medals += e.n;
      }
    }
    cardMeal.push(m);
    cardMedals.push(medals);
    meal += m;
  }
  const judgeMeal = judgeBonus(s, p, 'dishMeal');
  return { meal: meal + judgeMeal, cardMeal, paired, judgeMeal, cardMedals, allCuisines: cuis === 15 };
}

export interface MedalPart {
  source: 'judge' | 'bonus' | 'card' | 'allCuisines';
  medals: number;
  /** bonus: index of the judge's medal rule; card: the card. */
  ref: number;
}
export interface Verdict {
  /** Meal score reaches the judge's requirement. */
  enough: boolean;
  /** Indices of the judge's unmet requirements. */
  unmet: number[];
  medals: number;
  parts: MedalPart[];
  /** The judge accepts the dish: enough, nothing unmet, at least 1 medal. */
  ok: boolean;
}

export function verdict(s: CuisineState, dish: Dish, score: DishScore, j: number): Verdict {
  const { cards, types } = dish;
  const unmet: number[] = [];
  JUDGE_REQUIRES[j].forEach((c, i) => {
    if (!condHolds(c, cards, types)) unmet.push(i);
  });
  const parts: MedalPart[] = [{ source: 'judge', medals: JUDGE_MEDALS[j], ref: j }];
  JUDGE_BONUSES[j].forEach((b, i) => {
    let m = 0;
    if (b.per !== null) m = b.medals * countTag(b.per, cards, types, -1);
    else if (b.cond === null || condHolds(b.cond, cards, types)) m = b.medals;
    if (m !== 0) parts.push({ source: 'bonus', medals: m, ref: i });
  });
  score.cardMedals.forEach((m, k) => {
    if (m !== 0) parts.push({ source: 'card', medals: m, ref: cards[k] });
  });
  if (s.options.moreMedals && score.allCuisines) {
    parts.push({ source: 'allCuisines', medals: NUMBERS.allCuisinesBonus, ref: -1 });
  }
  let medals = 0;
  for (const x of parts) medals += x.medals;
  const enough = score.meal >= JUDGE_TIER[j];
  return { enough, unmet, medals, parts, ok: enough && unmet.length === 0 && medals >= 1 };
}
