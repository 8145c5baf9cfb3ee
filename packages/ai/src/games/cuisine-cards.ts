/**
 * Cuisine à la Card card and judge data compiled for the bots: flat per-card tables (cards are ints, their index
 * in CARDS; judges their index in JUDGES), read from the game's public data once at load. Nothing here knows a
 * card by name: every number comes from the effect language, so retuning the card set needs no change here.
 */
import {
  type Ability,
  CARDS,
  type Cond,
  CUISINES,
  type Effect,
  FLAVORS,
  FOODS,
  JUDGES,
  type JudgeAbility,
  type Tag,
} from '@potluck/cuisine-a-la-card';

export const K_SPOON = 0;
export const K_FORK = 1;
export const K_ING = 2;

/** A compiled tag: category and value (flavor/cuisine bit, food index). */
export const T_FLAVOR = 0;
export const T_FOOD = 1;
export const T_CUISINE = 2;
export const T_SEASONING = 3;
export const T_ANY = 4;
export interface CTag {
  cat: number;
  v: number;
}
/** A compiled condition: count of a tag in [min, max], or distinct cuisines (0) / foods (1) / flavors (2) ≥ min. */
export interface CCond {
  distinct: boolean;
  tag: CTag;
  min: number;
  max: number;
  of: number;
}

export function compileTag(tag: Tag): CTag {
  if (tag === 'seasoning') return { cat: T_SEASONING, v: 0 };
  if (tag === 'ingredient') return { cat: T_ANY, v: 0 };
  const [cat, v] = tag.split(':') as [string, string];
  if (cat === 'flavor') return { cat: T_FLAVOR, v: 1 << FLAVORS.indexOf(v as never) };
  if (cat === 'food') return { cat: T_FOOD, v: FOODS.indexOf(v as never) };
  return { cat: T_CUISINE, v: 1 << CUISINES.indexOf(v as never) };
}

export function compileCond(c: Cond): CCond {
  if (c.kind === 'count') {
    return { distinct: false, tag: compileTag(c.tag), min: c.min ?? 0, max: c.max ?? 1e9, of: 0 };
  }
  return {
    distinct: true,
    tag: { cat: T_ANY, v: 0 },
    min: c.min,
    max: 1e9,
    of: ['cuisine', 'food', 'flavor'].indexOf(c.of),
  };
}

/** Triggers as ints. */
export const TR_BASE = 0;
export const TR_CUISINE = 1;
export const TR_SUBMIT = 2;
export const TR_PURCHASE = 3;
const TRIGGER = { base: TR_BASE, cuisine: TR_CUISINE, submit: TR_SUBMIT, purchase: TR_PURCHASE } as const;

/** A dish-scoring effect of a card (meal, meal per tag, medal, wild). */
export interface DishFx {
  trigger: number;
  cond: CCond | null;
  /** 0 meal n, 1 meal n per other dish card with tag, 2 medal n, 3 wild. */
  kind: number;
  n: number;
  tag: CTag;
}

/** What playing a card (or pairing it) gives, summed: for play order and for card values. */
export interface PlayFx {
  spoons: number;
  forks: number;
  buys: number;
  draw: number;
  trash: number;
  gain: number;
  takeBack: number;
  plate: number;
  look: number;
  swap: number;
  oppDiscard: number;
  choice: number;
}
const noFx = (): PlayFx => ({
  spoons: 0,
  forks: 0,
  buys: 0,
  draw: 0,
  trash: 0,
  gain: 0,
  takeBack: 0,
  plate: 0,
  look: 0,
  swap: 0,
  oppDiscard: 0,
  choice: 0,
});

function addFx(fx: PlayFx, e: Effect): void {
  switch (e.kind) {
    case 'spoons':
      fx.spoons += e.n;
      break;
    case 'forks':
      fx.forks += e.n;
      break;
    case 'buys':
      fx.buys += e.n;
      break;
    case 'draw':
      fx.draw += e.n;
      break;
    case 'trash':
      fx.trash += e.n;
      break;
    case 'gain':
      fx.gain = Math.max(fx.gain, e.max);
      break;
    case 'takeBack':
      fx.takeBack += e.n;
      break;
    case 'plate':
      fx.plate += 1;
      break;
    case 'look':
      fx.look += e.n;
      break;
    case 'swap':
      fx.swap += 1;
      break;
    case 'oppDiscard':
      fx.oppDiscard += 1;
      break;
    case 'choice':
      fx.choice += 1;
      break;
    default:
      break;
  }
}

export const NC = CARDS.length;
export const KIND = CARDS.map((c) => (c.kind === 'spoon' ? K_SPOON : c.kind === 'fork' ? K_FORK : K_ING));
export const STARTING = CARDS.map((c) => c.starting);
export const COST = CARDS.map((c) => c.cost);
export const FCOST = CARDS.map((c) => c.forkCost);
export const MEAL = CARDS.map((c) => c.meal);
export const CUIS = CARDS.map((c) => c.cuisines.reduce((m, x) => m | (1 << CUISINES.indexOf(x)), 0));
export const FLAV = CARDS.map((c) => c.flavors.reduce((m, x) => m | (1 << FLAVORS.indexOf(x)), 0));
export const FOODS_OF = CARDS.map((c) => c.foods.map((f) => FOODS.indexOf(f)));
export const FOODMASK = FOODS_OF.map((fs) => fs.reduce((m, f) => m | (1 << f), 0));
export const SEAS = CARDS.map((c) => c.seasoning);
export const CARD_ID = CARDS.map((c) => c.id);
export const CARD_OF: Record<string, number> = Object.fromEntries(CARDS.map((c, i) => [c.id, i]));
export const SPOON = CARDS.findIndex((c) => c.kind === 'spoon');
export const FORK = CARDS.findIndex((c) => c.kind === 'fork');

export const DISH_FX: DishFx[][] = CARDS.map((c) => {
  const out: DishFx[] = [];
  for (const a of c.abilities as readonly Ability[]) {
    const trigger = TRIGGER[a.trigger];
    if (trigger === TR_PURCHASE) continue;
    const cond = a.if ? compileCond(a.if) : null;
    for (const e of a.effects) {
      if (e.kind === 'meal') out.push({ trigger, cond, kind: 0, n: e.n, tag: { cat: T_ANY, v: 0 } });
      else if (e.kind === 'mealPer') out.push({ trigger, cond, kind: 1, n: e.n, tag: compileTag(e.tag) });
      else if (e.kind === 'medal') out.push({ trigger, cond, kind: 2, n: e.n, tag: { cat: T_ANY, v: 0 } });
      else if (e.kind === 'wild') out.push({ trigger, cond, kind: 3, n: 0, tag: { cat: T_ANY, v: 0 } });
    }
  }
  return out;
});
/** Whether the card can count as any food type in a dish (a `wild` effect). */
export const HAS_WILD = DISH_FX.map((fx) => fx.some((f) => f.kind === 3));

function fxOf(trigger: string): PlayFx[] {
  return CARDS.map((c) => {
    const fx = noFx();
    for (const a of c.abilities as readonly Ability[])
      if (a.trigger === trigger) for (const e of a.effects) addFx(fx, e);
    return fx;
  });
}
/** Resolvable effects when played (base), when paired (cuisine), when bought from the market (purchase). */
export const BASE_FX = fxOf('base');
export const CUIS_FX = fxOf('cuisine');
export const BUY_FX = fxOf('purchase');
const resolvable = (fx: PlayFx) =>
  fx.spoons +
    fx.forks +
    fx.buys +
    fx.draw +
    fx.trash +
    fx.gain +
    fx.takeBack +
    fx.plate +
    fx.look +
    fx.swap +
    fx.oppDiscard +
    fx.choice >
  0;
export const HAS_BASE_FX = BASE_FX.map(resolvable);
export const HAS_CUIS_FX = CUIS_FX.map(resolvable);
/** Meal score the card's paired (cuisine) ability adds on its own (unconditional `meal` effects). */
export const PAIR_MEAL = DISH_FX.map((fx) =>
  fx.reduce((n, f) => n + (f.trigger === TR_CUISINE && f.kind === 0 && f.cond === null ? f.n : 0), 0),
);
/** Meal score per matching dish card (mealPer effects), by trigger (base or cuisine). */
export const PER_FX = DISH_FX.map((fx) => fx.filter((f) => f.kind === 1));
/** Currency the card gives when played alone (spoons + forks + the Fork's choice). */
export const MONEY = CARDS.map((_, c) => BASE_FX[c].spoons + BASE_FX[c].forks + BASE_FX[c].choice);

/* ---- judges */
export const NJ = JUDGES.length;
export const J_TIER = JUDGES.map((j) => j.tier);
export const J_MEDALS = JUDGES.map((j) => j.medals);
export const J_REQ: CCond[][] = JUDGES.map((j) => j.requires.map(compileCond));
export interface CBonus {
  medals: number;
  cond: CCond | null;
  per: CTag | null;
}
export const J_BONUS: CBonus[][] = JUDGES.map((j) =>
  j.bonuses.map((b) => ({
    medals: b.medals,
    cond: b.if ? compileCond(b.if) : null,
    per: b.per ? compileTag(b.per) : null,
  })),
);
export const J_ABILITY: JudgeAbility[] = JUDGES.map((j) => j.ability);
export const J_ID = JUDGES.map((j) => j.id);
export const J_OF: Record<string, number> = Object.fromEntries(JUDGES.map((j, i) => [j.id, i]));

/** Rough worth of a judge's ability to its scorer over the rest of a game, in medals. */
export const J_ABILITY_VALUE = J_ABILITY.map((a): number => {
  switch (a.kind) {
    case 'handSize':
      return 1.0 * a.n;
    case 'eachTurn': {
      let v = 0;
      for (const e of a.effects) {
        if (e.kind === 'spoons' || e.kind === 'forks') v += 0.6 * e.n;
        else if (e.kind === 'buys') v += 0.4 * e.n;
        else if (e.kind === 'draw') v += 0.8 * e.n;
      }
      return v;
    }
    case 'plates':
      return 0.4 * a.n;
    case 'fridgeCost':
      return 0.3;
    case 'dishMeal':
      return 0.35 * a.n;
    case 'discount':
      return 0.5 * a.n;
  }
  return 0;
});

/** Whether card c (counted as food type t; -2 = any printed type) has the tag. */
export function hasTag(tag: CTag, c: number, t: number): boolean {
  switch (tag.cat) {
    case T_FLAVOR:
      return (FLAV[c] & tag.v) !== 0;
    case T_FOOD:
      return t === -2 ? (FOODMASK[c] & (1 << tag.v)) !== 0 : t === tag.v;
    case T_CUISINE:
      return (CUIS[c] & tag.v) !== 0;
    case T_SEASONING:
      return SEAS[c];
    case T_ANY:
      return KIND[c] === K_ING;
  }
  return false;
}
