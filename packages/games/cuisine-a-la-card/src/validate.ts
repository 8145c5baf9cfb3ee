/**
 * validate: agrees exactly with legalActions by construction (an action is legal iff its key is among the
 * legal actions' keys; a dish name is the one free field and is checked by the schema's length limit).
 * When it is not legal, `diagnose` names the rule that forbids it.
 */
import { type RuleViolation, violation } from '@potluck/engine';
import { actionKey, type CuisineAction } from './actions.ts';
import { FOODS } from './data/vocab.ts';
import { fridgePrice, pairedInDish, scoreDish, typeOptions, verdict } from './dish.ts';
import { canPay, count, hasIngredient, inDish, legalActions } from './legal.ts';
import { RULES, type RuleId } from './messages.ts';
import type { CuisineState } from './state.ts';
import { marketPrice } from './step.ts';
import { CARD_INDEX, COST, FCOST, FORK_CARD, JUDGE_INDEX, KIND, KIND_INGREDIENT } from './table.ts';
import { plateCapacity } from './turn.ts';

const v = (rule: RuleId): RuleViolation => violation(rule, RULES[rule]);

const PENDING_TYPES = new Set(['use', 'choose', 'pick', 'pickSlot', 'decline', 'vote']);
const DISH_TYPES = new Set(['addToDish', 'removeFromDish', 'chooseType', 'submitDish', 'cancelDish']);

export function validate(s: CuisineState, p: number, a: CuisineAction): RuleViolation | null {
  const key = actionKey(a);
  for (const x of legalActions(s, p)) if (actionKey(x) === key) return null;
  return diagnose(s, p, a);
}

/** The rule an illegal action breaks (best effort; always some rule). */
function diagnose(s: CuisineState, p: number, a: CuisineAction): RuleViolation {
  if (s.over) return v('game-over');
  const pend = s.pending;
  if (pend !== null) {
    if (pend.player !== p) return v('not-your-turn');
    if (!PENDING_TYPES.has(a.type)) return v('finish-choice');
    if (a.type === 'decline') return v(pend.kind === 'discard' ? 'must-discard' : 'not-allowed-now');
    if (a.type === 'choose') return v('bad-option');
    if (a.type === 'pick') return v('bad-pick');
    if (a.type === 'pickSlot') return v('bad-slot');
    return v('not-allowed-now');
  }
  if (p !== s.cur) return v('not-your-turn');
  if (PENDING_TYPES.has(a.type)) return v('no-choice');
  const seat = s.seats[p];
  const d = s.dish;
  if (d !== null && !DISH_TYPES.has(a.type)) return v('dish-in-progress');
  if (d === null && DISH_TYPES.has(a.type)) return v('no-dish');
  switch (a.type) {
    case 'warm':
      if (s.acted) return v('warm-before-play');
      if (s.warmed) return v('one-warm-per-turn');
      if (seat.plates.length >= plateCapacity(s, p)) return v('plates-full');
      return v('not-in-hand');
    case 'play':
      return v('not-in-hand');
    case 'buy':
    case 'buyFridge':
    case 'buyFork': {
      if (s.dishDone) return v('no-buy-after-dish');
      if (s.buys <= 0) return v('no-buys');
      if (a.type === 'buy') {
        const c = s.market[a.slot];
        if (c < 0) return v('empty-slot');
        if (!canPay(s, marketPrice(s, p, c), FCOST[c])) return v('cannot-afford');
      } else if (a.type === 'buyFridge') {
        if (s.fridge.length === 0) return v('fridge-empty');
        if (!canPay(s, fridgePrice(s, p), 0)) return v('cannot-afford');
      } else {
        if (s.forkPile <= 0) return v('forks-empty');
        if (!canPay(s, COST[FORK_CARD], 0)) return v('cannot-afford');
      }
      return v('not-allowed-now');
    }
    case 'startDish':
      if (s.dishDone) return v('one-dish-per-turn');
      if (s.acquired) return v('no-dish-after-buy');
      if (s.open.length === 0) return v('no-judges');
      if (!hasIngredient(seat.hand) && !hasIngredient(seat.plates)) return v('no-ingredients');
      return v('not-allowed-now');
    case 'addToDish': {
      const c = CARD_INDEX[a.card];
      if (KIND[c] !== KIND_INGREDIENT) return v('not-an-ingredient');
      const from = a.from === 'hand' ? 0 : 1;
      const have = count(from === 0 ? seat.hand : seat.plates, c);
      if (have === 0) return v(from === 0 ? 'not-in-hand' : 'not-available');
      if (have <= inDish(s, c, from)) return v('not-available');
      return v('not-allowed-now');
    }
    case 'removeFromDish':
      return v('bad-index');
    case 'chooseType': {
      if (a.index >= d!.cards.length) return v('bad-index');
      const opts = typeOptions(d!.cards, a.index, pairedInDish(d!.cards));
      if (!opts.includes(FOODS.indexOf(a.food))) return v('type-not-allowed');
      return v('not-allowed-now');
    }
    case 'submitDish': {
      const j = JUDGE_INDEX[a.judge];
      if (!s.open.includes(j)) return v('judge-not-open');
      if (d!.cards.length === 0) return v('empty-dish');
      const r = verdict(s, d!, scoreDish(s, p, d!), j);
      if (!r.enough) return v('meal-too-low');
      if (r.unmet.length > 0) return v('requirement-unmet');
      if (r.medals < 1) return v('too-few-medals');
      return v('not-allowed-now');
    }
    default:
      return v('not-allowed-now');
  }
}
