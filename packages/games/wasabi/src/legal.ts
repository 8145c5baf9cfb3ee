import { type RuleViolation, type Seat, violation } from '@potluck/engine';
import {
  A_CHOP,
  A_CHOP_TO,
  A_CHOP_TO_PANTRY,
  A_CONFIRM_DISCARD,
  A_DECLINE,
  A_DISCARD,
  A_DRAW,
  A_END,
  A_GIVE,
  A_PLACE,
  A_REFILL,
  A_RETURN,
  A_SPICY,
  A_STACK,
  A_SWITCH,
  A_TAKE,
  A_TAKE_WASABI,
  A_WASABI,
  DIRECTION_INDEX,
  UTENSIL_INDEX,
} from './actions.ts';
import { blockOf, GEOMETRY, isActive, neighbour } from './board.ts';
import { INGREDIENT_CATEGORY, INGREDIENT_INDEX, STARTABLE } from './data/ingredients.ts';
import { RECIPE_INDEX } from './data/recipes.ts';
import { CHOP, SPICY, STACK, SWITCH, WASABI } from './data/table.ts';
import { MSG, PHASE_TEXT, type RuleId } from './messages.ts';
import type { Phase, WasabiAction, WasabiState } from './types.ts';

/** A rule violation; `{what}` is the phase, in the message's own language. */
const no = (rule: RuleId, params?: { what: Phase }): RuleViolation =>
  violation(rule, MSG[rule], params && { what: PHASE_TEXT[params.what] });

const notNow = (s: WasabiState) => no('not-now', { what: s.phase });

export function activePlayers(s: WasabiState): readonly Seat[] {
  return s.phase === 'over' ? [] : [s.current];
}

// ---- Board predicates -------------------------------------------------------------------------------

/** An active square not covered by a Wasabi! card. */
const open = (s: WasabiState, sq: number) => isActive(sq, s.cols) && s.cover[sq] === 0;

export function countEmpty(s: WasabiState): number {
  let n = 0;
  for (const sq of GEOMETRY[s.cols].squares) if (s.top[sq] < 0 && s.cover[sq] === 0) n++;
  return n;
}

function anyOccupied(s: WasabiState): boolean {
  for (const sq of GEOMETRY[s.cols].squares) if (s.top[sq] >= 0 && s.cover[sq] === 0) return true;
  return false;
}

const switchable = (s: WasabiState, a: number, b: number) =>
  s.cover[a] === 0 && s.cover[b] === 0 && (s.top[a] >= 0 || s.top[b] >= 0);

function anySwitch(s: WasabiState): boolean {
  for (const [a, b] of GEOMETRY[s.cols].edges) if (switchable(s, a, b)) return true;
  return false;
}

const blockFree = (s: WasabiState, anchor: number) => {
  const [a, b, c, d] = blockOf(anchor);
  return s.cover[a] === 0 && s.cover[b] === 0 && s.cover[c] === 0 && s.cover[d] === 0;
};

function anyWasabiBlock(s: WasabiState): boolean {
  for (const a of GEOMETRY[s.cols].anchors) if (blockFree(s, a)) return true;
  return false;
}

// ---- Turn predicates --------------------------------------------------------------------------------

/** Whether a normal placement is possible now (allowance left, a tile in hand, an empty square). */
export function canPlace(s: WasabiState): boolean {
  return s.placed < s.allowance && s.hands[s.current].length > 0 && countEmpty(s) > 0;
}

/** The turn's placement obligation is met (or cannot be met), so the player may end the action phase. */
export function canEnd(s: WasabiState): boolean {
  return s.discardMask === 0 && (s.placed > 0 || s.hands[s.current].length === 0 || countEmpty(s) === 0);
}

/** Whether the player may use a utensil of kind k now (before the per-kind effect is chosen). */
function utensilWhy(s: WasabiState, p: number, k: number): RuleId | null {
  if (s.discardMask !== 0) return 'discarding';
  if (!s.utensils[p].includes(k)) return 'utensil-not-held';
  if (s.used >= 0) return 'one-utensil';
  return null;
}

/** Usable-utensil check for the kind as a whole (some target exists). */
export function utensilUsable(s: WasabiState, p: number, k: number): boolean {
  if (utensilWhy(s, p, k) !== null) return false;
  switch (k) {
    case STACK:
      return s.placed === 0 && s.hands[p].length > 0 && anyOccupied(s);
    case SPICY:
      return spicyOk(s, p);
    case SWITCH:
      return anySwitch(s);
    case CHOP:
      return anyOccupied(s);
    default:
      return anyWasabiBlock(s);
  }
}

function spicyOk(s: WasabiState, p: number): boolean {
  const need = 2 - s.placed;
  return s.allowance === 1 && s.placed <= 1 && s.hands[p].length >= need && countEmpty(s) >= need;
}

/** Whether a discard selection may start or continue. */
const discardOpen = (s: WasabiState) => s.placed === 0 && s.used < 0;

/** Whether the player has any optional action left besides ending (used to end the action phase). */
export function hasMoreToDo(s: WasabiState): boolean {
  const p = s.current;
  if (canPlace(s)) return true;
  if (s.used < 0) for (let k = 0; k < 5; k++) if (utensilUsable(s, p, k)) return true;
  return false;
}

// ---- Rewards ----------------------------------------------------------------------------------------

/** Kitchen cards of kind k the player may take without the "not the one you used" exception. */
const kitchenOthers = (s: WasabiState, k: number) => s.kitchen[k] - (s.usedInKitchen && s.used === k ? 1 : 0);

/** Cards other than the one used this turn that could be taken as a reward. */
function othersAvailable(s: WasabiState): number {
  let n = 0;
  for (let k = 0; k < 5; k++) n += kitchenOthers(s, k);
  for (const a of s.wasabiCards) if (a !== s.usedWasabi) n++;
  return n;
}

export function rewardExists(s: WasabiState): boolean {
  if (s.wasabiCards.length > 0) return true;
  for (let k = 0; k < 5; k++) if (s.kitchen[k] > 0) return true;
  return false;
}

function takeWhy(s: WasabiState, k: number): RuleId | null {
  if (s.kitchen[k] === 0) return 'kitchen-empty';
  if (kitchenOthers(s, k) > 0 || othersAvailable(s) === 0) return null;
  return 'used-this-turn';
}

function takeWasabiWhy(s: WasabiState, sq: number): RuleId | null {
  if (!s.wasabiCards.includes(sq)) return 'no-wasabi-card';
  if (sq !== s.usedWasabi || othersAvailable(s) === 0) return null;
  return 'used-this-turn';
}

// ---- legalActions -----------------------------------------------------------------------------------

export function legalActions(s: WasabiState, p: Seat): readonly WasabiAction[] {
  if (s.phase === 'over' || p !== s.current) return [];
  const out: WasabiAction[] = [];
  switch (s.phase) {
    case 'give': {
      const recv = s.hands[(p + 1) % s.players];
      const same = s.given === 2 && INGREDIENT_CATEGORY[recv[0]] === INGREDIENT_CATEGORY[recv[1]];
      for (let i = 0; i < A_GIVE.length; i++) {
        if (!STARTABLE[i] || s.pantry[i] === 0) continue;
        if (same && INGREDIENT_CATEGORY[i] === INGREDIENT_CATEGORY[recv[0]]) continue;
        out.push(A_GIVE[i]);
      }
      return out;
    }
    case 'draw':
      for (let l = 0; l < 4; l++) if (s.piles[l].length > 0) out.push(A_DRAW[l]);
      return out;
    case 'refill':
      for (let i = 0; i < A_REFILL.length; i++) if (s.pantry[i] > 0) out.push(A_REFILL[i]);
      return out;
    case 'chop': {
      out.push(A_CHOP_TO_PANTRY);
      for (const sq of GEOMETRY[s.cols].squares)
        if (s.top[sq] < 0 && s.cover[sq] === 0) out.push(A_CHOP_TO[sq]);
      return out;
    }
    case 'reward': {
      if (s.mustReturn) {
        const held = s.utensils[p];
        for (let k = 0; k < 5; k++) if (held.includes(k)) out.push(A_RETURN[k]);
        return out;
      }
      for (let k = 0; k < 5; k++) if (takeWhy(s, k) === null) out.push(A_TAKE[k]);
      for (const a of s.wasabiCards) if (takeWasabiWhy(s, a) === null) out.push(A_TAKE_WASABI[a]);
      out.push(A_DECLINE);
      return out;
    }
    default:
      return turnActions(s, p, out);
  }
}

/** Scratch lists of empty and occupied uncovered squares, reused across calls (no allocation). */
const EMPTY: number[] = [];
const FULL: number[] = [];
const TYPES: number[] = [];

function turnActions(s: WasabiState, p: number, out: WasabiAction[]): WasabiAction[] {
  const rec = s.recipes[p];
  if (s.discardMask !== 0) {
    for (let i = 0; i < rec.length; i++) if ((s.discardMask & (1 << i)) === 0) out.push(A_DISCARD[rec[i]]);
    out.push(A_CONFIRM_DISCARD);
    return out;
  }
  const geo = GEOMETRY[s.cols];
  const top = s.top;
  const cover = s.cover;
  let ne = 0;
  let nf = 0;
  for (const sq of geo.squares) {
    if (cover[sq] !== 0) continue;
    if (top[sq] < 0) EMPTY[ne++] = sq;
    else FULL[nf++] = sq;
  }
  // Distinct ingredient types in hand, in hand order.
  const hand = s.hands[p];
  let nt = 0;
  for (let i = 0; i < hand.length; i++) {
    const t = hand[i];
    let seen = false;
    for (let j = 0; j < nt; j++) if (TYPES[j] === t) seen = true;
    if (!seen) TYPES[nt++] = t;
  }
  if (s.placed < s.allowance) {
    for (let j = 0; j < nt; j++) {
      const row = A_PLACE[TYPES[j]];
      for (let k = 0; k < ne; k++) out.push(row[EMPTY[k]]);
    }
  }
  if (s.used < 0) {
    const held = s.utensils[p];
    if (held.includes(STACK) && s.placed === 0) {
      for (let j = 0; j < nt; j++) {
        const row = A_STACK[TYPES[j]];
        for (let k = 0; k < nf; k++) out.push(row[FULL[k]]);
      }
    }
    if (held.includes(SPICY) && spicyOk(s, p)) out.push(A_SPICY);
    if (held.includes(SWITCH)) {
      for (const [a, b, d] of geo.edges) if (switchable(s, a, b)) out.push(A_SWITCH[a][d]);
    }
    if (held.includes(CHOP)) for (let k = 0; k < nf; k++) out.push(A_CHOP[FULL[k]]);
    if (held.includes(WASABI)) {
      for (const a of geo.anchors) if (blockFree(s, a)) out.push(A_WASABI[a]);
    }
  }
  if (s.placed === 0 && s.used < 0) for (const id of rec) out.push(A_DISCARD[id]);
  if (s.placed > 0 || hand.length === 0 || ne === 0) out.push(A_END);
  return out;
}

// ---- validate ---------------------------------------------------------------------------------------

const TURN_TYPES = new Set([
  'place',
  'stack',
  'spicy',
  'switch',
  'chop',
  'wasabi',
  'discard',
  'confirmDiscard',
  'end',
]);
const PHASE_OF: Readonly<Record<string, string>> = {
  give: 'give',
  draw: 'draw',
  refill: 'refill',
  chopTo: 'chop',
  chopToPantry: 'chop',
  take: 'reward',
  takeWasabi: 'reward',
  decline: 'reward',
  return: 'reward',
};

/** Why `a` is illegal for `p` now, or null. Agrees exactly with legalActions. */
export function validate(s: WasabiState, p: Seat, a: WasabiAction): RuleViolation | null {
  if (s.phase === 'over') return no('game-over');
  if (p !== s.current) return no('not-your-turn');
  const phase = TURN_TYPES.has(a.type) ? 'turn' : PHASE_OF[a.type];
  if (phase !== s.phase) return notNow(s);
  switch (a.type) {
    case 'give': {
      const i = INGREDIENT_INDEX[a.ingredient];
      if (!STARTABLE[i]) return no('starting-kind');
      if (s.pantry[i] === 0) return no('pantry-empty');
      const recv = s.hands[(p + 1) % s.players];
      const c = INGREDIENT_CATEGORY[i];
      if (s.given === 2 && INGREDIENT_CATEGORY[recv[0]] === c && INGREDIENT_CATEGORY[recv[1]] === c)
        return no('starting-category');
      return null;
    }
    case 'draw':
      return s.piles[a.length - 2].length > 0 ? null : no('pile-empty');
    case 'refill':
      return s.pantry[INGREDIENT_INDEX[a.ingredient]] > 0 ? null : no('pantry-empty');
    case 'chopTo':
      if (!isActive(a.square, s.cols)) return no('no-such-square');
      if (s.cover[a.square] !== 0) return no('square-covered');
      return s.top[a.square] < 0 ? null : no('square-occupied');
    case 'chopToPantry':
      return null;
    case 'take':
      if (s.mustReturn) return no('must-return');
      return whyOrNull(takeWhy(s, UTENSIL_INDEX[a.utensil]));
    case 'takeWasabi':
      if (s.mustReturn) return no('must-return');
      return whyOrNull(takeWasabiWhy(s, a.square));
    case 'decline':
      return s.mustReturn ? no('must-return') : null;
    case 'return':
      if (!s.mustReturn) return notNow(s);
      return s.utensils[p].includes(UTENSIL_INDEX[a.utensil]) ? null : no('utensil-not-held');
    default:
      return validateTurn(s, p, a);
  }
}

const whyOrNull = (r: RuleId | null) => (r === null ? null : no(r));

function validateTurn(s: WasabiState, p: number, a: WasabiAction): RuleViolation | null {
  switch (a.type) {
    case 'place': {
      if (s.discardMask !== 0) return no('discarding');
      if (s.placed >= s.allowance) return no('placement-done');
      if (!s.hands[p].includes(INGREDIENT_INDEX[a.ingredient])) return no('not-in-hand');
      return squareWhy(s, a.square, false);
    }
    case 'stack': {
      const why = utensilWhy(s, p, STACK);
      if (why) return no(why);
      if (s.placed > 0) return no('stack-before-placing');
      if (!s.hands[p].includes(INGREDIENT_INDEX[a.ingredient])) return no('not-in-hand');
      return squareWhy(s, a.square, true);
    }
    case 'spicy': {
      const why = utensilWhy(s, p, SPICY);
      if (why) return no(why);
      return spicyOk(s, p) ? null : no('spicy-no-room');
    }
    case 'switch': {
      const why = utensilWhy(s, p, SWITCH);
      if (why) return no(why);
      const b = neighbour(a.square, DIRECTION_INDEX[a.direction], s.cols);
      if (b < 0) return no('switch-off-board');
      if (s.cover[a.square] !== 0 || s.cover[b] !== 0) return no('square-covered');
      return s.top[a.square] >= 0 || s.top[b] >= 0 ? null : no('switch-empty');
    }
    case 'chop': {
      const why = utensilWhy(s, p, CHOP);
      if (why) return no(why);
      return squareWhy(s, a.square, true);
    }
    case 'wasabi': {
      const why = utensilWhy(s, p, WASABI);
      if (why) return no(why);
      if (!GEOMETRY[s.cols].isAnchor[a.square]) return no('wasabi-off-board');
      return blockFree(s, a.square) ? null : no('wasabi-overlap');
    }
    case 'discard': {
      if (!discardOpen(s)) return no('discard-after-acting');
      const slot = s.recipes[p].indexOf(RECIPE_INDEX[a.recipe]);
      if (slot < 0) return no('recipe-not-held');
      return (s.discardMask & (1 << slot)) === 0 ? null : no('recipe-selected');
    }
    case 'confirmDiscard':
      return s.discardMask !== 0 ? null : no('nothing-selected');
    case 'end':
      if (s.discardMask !== 0) return no('discarding');
      return canEnd(s) ? null : no('must-place');
    default:
      return notNow(s);
  }
}

/** A target square: active, uncovered, and empty (`occupied` false) or holding a tile (`occupied` true). */
function squareWhy(s: WasabiState, sq: number, occupied: boolean): RuleViolation | null {
  if (!open(s, sq)) return isActive(sq, s.cols) ? no('square-covered') : no('no-such-square');
  if (occupied) return s.top[sq] >= 0 ? null : no('square-empty');
  return s.top[sq] < 0 ? null : no('square-occupied');
}
