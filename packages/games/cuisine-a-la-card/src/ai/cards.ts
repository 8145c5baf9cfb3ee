/**
 * What the Cuisine à la Card bots derive from the game's compiled card set (its table: cards are ints, their index
 * in CARDS; judges their index in JUDGES; conditions and tags in the game's compiled forms): dish-scoring effects
 * per card, what playing a card gives, and rough worths. Nothing here knows a card by name: every number comes
 * from the effect language, so retuning the card set needs no change here.
 */
import {
  ABILITIES,
  CARDS,
  type CCond,
  type CTag,
  compileTag,
  EFFECTS,
  type Effect,
  JUDGE_ABILITY,
  TAG_ANY,
} from '../index.ts';

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

/** Whether the card is a starting card (keyword "Starting Hand"). */
export const STARTING = CARDS.map((c) => c.starting);

export const DISH_FX: DishFx[][] = ABILITIES.map((abilities) => {
  const out: DishFx[] = [];
  for (const a of abilities) {
    const trigger = TRIGGER[a.trigger];
    if (trigger === TR_PURCHASE) continue;
    const cond = a.cond;
    for (const id of a.effects) {
      const e = EFFECTS[id];
      if (e.kind === 'meal') out.push({ trigger, cond, kind: 0, n: e.n, tag: { cat: TAG_ANY, v: 0 } });
      else if (e.kind === 'mealPer') out.push({ trigger, cond, kind: 1, n: e.n, tag: compileTag(e.tag) });
      else if (e.kind === 'medal') out.push({ trigger, cond, kind: 2, n: e.n, tag: { cat: TAG_ANY, v: 0 } });
      else if (e.kind === 'wild') out.push({ trigger, cond, kind: 3, n: 0, tag: { cat: TAG_ANY, v: 0 } });
    }
  }
  return out;
});
/** Whether the card can count as any food type in a dish (a `wild` effect). */
export const HAS_WILD = DISH_FX.map((fx) => fx.some((f) => f.kind === 3));

function fxOf(trigger: string): PlayFx[] {
  return ABILITIES.map((abilities) => {
    const fx = noFx();
    for (const a of abilities) if (a.trigger === trigger) for (const id of a.effects) addFx(fx, EFFECTS[id]);
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

/** Rough worth of a judge's ability to its scorer over the rest of a game, in medals. */
export const J_ABILITY_VALUE = JUDGE_ABILITY.map((a): number => {
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
