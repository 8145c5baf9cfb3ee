/**
 * The card set compiled into flat int tables for the hot paths: a card is an int (its index in CARDS), and
 * every effect of every ability gets a global effect id (EFFECTS), so queues and pending choices in the
 * state are small int arrays. Built once at module load, never mutated.
 */

import { CARDS, type CardDef, JUDGES, type JudgeDef, NUMBERS } from './data/cardset.ts';
import type { Ability, Cond, Effect, JudgeAbility, MedalRule, Tag, Trigger } from './data/effects.ts';
import { CUISINES, FLAVORS, FOODS } from './data/vocab.ts';

/** Card kinds (KIND[c]). */
export const KIND_SPOON = 0;
export const KIND_FORK = 1;
export const KIND_INGREDIENT = 2;

/** Tag categories of a compiled tag. */
export const TAG_FLAVOR = 0;
export const TAG_FOOD = 1;
export const TAG_CUISINE = 2;
export const TAG_SEASONING = 3;
export const TAG_ANY = 4;
/** A compiled tag: a category (TAG_*) and a value. */
export interface CTag {
  cat: number;
  /** bit for flavor/cuisine masks, food index for food */
  v: number;
}
/** A compiled condition: a count of `tag` in [min, max], or at least `min` distinct cuisines/foods/flavors. */
export interface CCond {
  /** 0 count, 1 distinct */
  kind: number;
  tag: CTag;
  min: number;
  max: number;
  /** distinct: 0 cuisine, 1 food, 2 flavor */
  of: number;
}
/** A compiled card ability: when it fires, its condition, its effects. */
export interface CAbility {
  trigger: Trigger;
  cond: CCond | null;
  /** global effect ids */
  effects: number[];
}
/** A compiled judge bonus or penalty: medals, if a condition holds or per dish card with a tag. */
export interface CMedalRule {
  medals: number;
  cond: CCond | null;
  per: CTag | null;
}

/** Compiles a tag of the effect language (as a `mealPer` effect's tag). */
export function compileTag(tag: Tag): CTag {
  if (tag === 'seasoning') return { cat: TAG_SEASONING, v: 0 };
  if (tag === 'ingredient') return { cat: TAG_ANY, v: 0 };
  const [cat, v] = tag.split(':') as [string, string];
  if (cat === 'flavor') return { cat: TAG_FLAVOR, v: 1 << FLAVORS.indexOf(v as never) };
  if (cat === 'food') return { cat: TAG_FOOD, v: FOODS.indexOf(v as never) };
  return { cat: TAG_CUISINE, v: 1 << CUISINES.indexOf(v as never) };
}
export function compileCond(c: Cond): CCond {
  if (c.kind === 'count') {
    return { kind: 0, tag: compileTag(c.tag), min: c.min ?? 0, max: c.max ?? 1e9, of: 0 };
  }
  return {
    kind: 1,
    tag: { cat: TAG_ANY, v: 0 },
    min: c.min,
    max: 1e9,
    of: ['cuisine', 'food', 'flavor'].indexOf(c.of),
  };
}

/* ---- the global effect table */
export const EFFECTS: Effect[] = [];
/** For `choice` effects: the effect ids of each option. */
export const CHOICE_OPTIONS: number[][][] = [];
function addEffect(e: Effect): number {
  const id = EFFECTS.length;
  EFFECTS.push(e);
  CHOICE_OPTIONS.push([]);
  if (e.kind === 'choice') CHOICE_OPTIONS[id] = e.options.map((opt) => opt.map(addEffect));
  return id;
}
function compileAbility(a: Ability): CAbility {
  return { trigger: a.trigger, cond: a.if ? compileCond(a.if) : null, effects: a.effects.map(addEffect) };
}

/* ---- per-card tables */
export const NCARDS = CARDS.length;
export const CARD_IDS = CARDS.map((c) => c.id) as [string, ...string[]];
export const CARD_INDEX: Record<string, number> = Object.fromEntries(CARDS.map((c, i) => [c.id, i]));
/** Per card (index in CARDS): kind (KIND_*), spoon and fork cost, meal score, cuisine and flavor bitmasks. */
export const KIND = CARDS.map((c) =>
  c.kind === 'spoon' ? KIND_SPOON : c.kind === 'fork' ? KIND_FORK : KIND_INGREDIENT,
);
export const COST = CARDS.map((c) => c.cost);
export const FCOST = CARDS.map((c) => c.forkCost);
export const MEAL = CARDS.map((c) => c.meal);
export const CUIS = CARDS.map((c) => c.cuisines.reduce((m, x) => m | (1 << CUISINES.indexOf(x)), 0));
export const FLAV = CARDS.map((c) => c.flavors.reduce((m, x) => m | (1 << FLAVORS.indexOf(x)), 0));
/** Per card: its printed food types (indices in FOODS). */
export const FOODS_OF = CARDS.map((c) => c.foods.map((f) => FOODS.indexOf(f)));
/** Bitmask of the card's printed food types. */
export const FOODMASK = FOODS_OF.map((fs) => fs.reduce((m, f) => m | (1 << f), 0));
/** Per card: is it a seasoning. */
export const SEAS = CARDS.map((c) => c.seasoning);
export const CLASSIC = CARDS.map((c) => c.classic);
/** Per card: its abilities, in data order. */
export const ABILITIES: CAbility[][] = CARDS.map((c: CardDef) => c.abilities.map(compileAbility));
export const SPOON_CARD = CARD_INDEX.spoon;
export const SALT_CARD = CARD_INDEX.salt;
export const FORK_CARD = CARD_INDEX.fork;
/** Ingredient card indices (pantry cards), in data order. */
export const INGREDIENT_CARDS = CARDS.map((_, i) => i).filter(
  (i) => KIND[i] === KIND_INGREDIENT && !CARDS[i].starting,
);

/* ---- judges */
export const NJUDGES = JUDGES.length;
export const JUDGE_IDS = JUDGES.map((j) => j.id) as [string, ...string[]];
export const JUDGE_INDEX: Record<string, number> = Object.fromEntries(JUDGES.map((j, i) => [j.id, i]));
/** Per judge (index in JUDGES): meal tier, medals, requirements, bonuses/penalties, ability. */
export const JUDGE_TIER = JUDGES.map((j) => j.tier);
export const JUDGE_MEDALS = JUDGES.map((j) => j.medals);
export const JUDGE_REQUIRES: CCond[][] = JUDGES.map((j: JudgeDef) => j.requires.map(compileCond));
export const JUDGE_BONUSES: CMedalRule[][] = JUDGES.map((j) =>
  j.bonuses.map((b: MedalRule) => ({
    medals: b.medals,
    cond: b.if ? compileCond(b.if) : null,
    per: b.per ? compileTag(b.per) : null,
  })),
);
export const JUDGE_ABILITY: JudgeAbility[] = JUDGES.map((j) => j.ability);
/** eachTurn judge abilities compiled to effect ids (empty for other kinds). */
export const JUDGE_TURN_EFFECTS: number[][] = JUDGES.map((j) =>
  j.ability.kind === 'eachTurn' ? j.ability.effects.map(addEffect) : [],
);
/** Stack index (0, 1, 2) of each judge's tier. */
export const JUDGE_STACK = JUDGES.map((j) => NUMBERS.judgeTiers.indexOf(j.tier));

export const FOOD_COUNT = FOODS.length;
export const MAX_DISH = 64;
