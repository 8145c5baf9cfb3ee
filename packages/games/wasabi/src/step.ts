import { REVEALED, type Seat, type StepFlags } from '@potluck/engine';
import { DIRECTION_INDEX, UTENSIL_INDEX } from './actions.ts';
import { blockOf, neighbour } from './board.ts';
import { checkCompletions } from './complete.ts';
import { INGREDIENT_INDEX, INGREDIENT_KEYS } from './data/ingredients.ts';
import { RECIPE_INDEX, RECIPE_KEYS, RECIPE_LENGTH } from './data/recipes.ts';
import {
  HAND_RECIPES,
  HAND_TILES,
  MAX_UTENSILS,
  STARTING_TILES,
  WASABI,
  WASABI_CARD_CUBES,
} from './data/table.ts';
import { canEnd, countEmpty, hasMoreToDo, rewardExists } from './legal.ts';
import type { WasabiAction, WasabiEvent, WasabiState } from './types.ts';

/** Applies a legal action in place (see legal.ts for what is legal). */
export function step(s: WasabiState, p: Seat, a: WasabiAction, events: WasabiEvent[] | null): StepFlags {
  switch (a.type) {
    case 'give': {
      const i = INGREDIENT_INDEX[a.ingredient];
      const to = (p + 1) % s.players;
      s.pantry[i]--;
      s.hands[to].push(i);
      s.known[to].push(i);
      if (events) events.push({ type: 'give', player: p, to, ingredient: a.ingredient });
      if (++s.given === STARTING_TILES) {
        s.given = 0;
        s.current = to;
        if (to === s.startPlayer) s.phase = 'draw';
      }
      return REVEALED;
    }
    case 'draw': {
      const id = s.piles[a.length - 2].pop()!;
      s.recipes[p].push(id);
      if (events) events.push({ type: 'draw', player: p, length: a.length, recipe: RECIPE_KEYS[id] });
      if (s.recipes[p].length >= HAND_RECIPES || !anyPile(s)) {
        if (!s.setup) endTurn(s, events);
        else if ((p + 1) % s.players !== s.startPlayer) s.current = (p + 1) % s.players;
        else {
          s.setup = false;
          beginTurn(s, s.startPlayer);
        }
      }
      return REVEALED;
    }
    case 'refill': {
      const i = INGREDIENT_INDEX[a.ingredient];
      s.pantry[i]--;
      s.hands[p].push(i);
      if (events) events.push({ type: 'refill', player: p, ingredient: a.ingredient });
      if (s.hands[p].length >= HAND_TILES || pantryEmpty(s)) afterRefill(s, events);
      return 0;
    }
    case 'place': {
      const i = INGREDIENT_INDEX[a.ingredient];
      takeFromHand(s, p, i);
      s.top[a.square] = i;
      s.placed++;
      if (events) events.push({ type: 'place', player: p, ingredient: a.ingredient, square: a.square });
      return boardChanged(s, a.square, events);
    }
    case 'stack': {
      const i = INGREDIENT_INDEX[a.ingredient];
      const below = s.top[a.square];
      useUtensil(s, p, 0);
      takeFromHand(s, p, i);
      s.under.push(a.square, below);
      s.top[a.square] = i;
      s.placed++;
      if (events) events.push({ type: 'stack', player: p, ingredient: a.ingredient, square: a.square });
      // A tile on an identical one changes no visible tile (facts 5): it completes nothing.
      if (below === i) {
        afterAction(s, events);
        return 0;
      }
      return boardChanged(s, a.square, events);
    }
    case 'spicy': {
      useUtensil(s, p, 1);
      s.allowance = 2;
      if (events) events.push({ type: 'spicy', player: p });
      afterAction(s, events);
      return 0;
    }
    case 'switch': {
      useUtensil(s, p, 2);
      const x = a.square;
      const y = neighbour(x, DIRECTION_INDEX[a.direction], s.cols);
      const t = s.top[x];
      s.top[x] = s.top[y];
      s.top[y] = t;
      const u = s.under;
      for (let j = 0; j < u.length; j += 2) {
        if (u[j] === x) u[j] = y;
        else if (u[j] === y) u[j] = x;
      }
      if (events) events.push({ type: 'switch', player: p, square: x, other: y });
      // Two identical top tiles: no visible tile changed, so no run may complete from it (facts 5).
      if (t === s.top[x]) {
        afterAction(s, events);
        return 0;
      }
      markChanged(s, x);
      return boardChanged(s, y, events);
    }
    case 'chop': {
      useUtensil(s, p, 3);
      const sq = a.square;
      const t = s.top[sq];
      let next = -1;
      const u = s.under;
      for (let j = u.length - 2; j >= 0; j -= 2) {
        if (u[j] === sq) {
          next = u[j + 1];
          u.splice(j, 2);
          break;
        }
      }
      s.top[sq] = next;
      s.chopped = t;
      s.chopFrom = sq;
      s.phase = 'chop';
      if (events) events.push({ type: 'chop', player: p, square: sq, ingredient: INGREDIENT_KEYS[t] });
      // Removing a stack's top tile reveals the one below, which can complete a recipe, unless it is
      // identical to the chopped one (no visible change, facts 5).
      if (next === t) return 0;
      markChanged(s, sq);
      const done = checkCompletions(s, events);
      return done ? REVEALED : 0;
    }
    case 'chopTo': {
      const t = s.chopped;
      s.top[a.square] = t;
      // Re-placing before placing is this turn's placement; afterwards it is a move.
      if (s.placed === 0) s.placed = s.allowance;
      s.chopped = -1;
      s.chopFrom = -1;
      s.phase = 'turn';
      if (events)
        events.push({ type: 'chopTo', player: p, square: a.square, ingredient: INGREDIENT_KEYS[t] });
      return boardChanged(s, a.square, events);
    }
    case 'chopToPantry': {
      const t = s.chopped;
      s.pantry[t]++;
      s.chopped = -1;
      s.chopFrom = -1;
      s.phase = 'turn';
      if (events) events.push({ type: 'chopTo', player: p, square: null, ingredient: INGREDIENT_KEYS[t] });
      afterAction(s, events);
      return 0;
    }
    case 'wasabi': {
      useUtensil(s, p, WASABI);
      for (const sq of blockOf(a.square)) s.cover[sq] = 1;
      s.wasabiCards.push(a.square);
      s.usedWasabi = a.square;
      s.cubes[p] += WASABI_CARD_CUBES;
      if (events) events.push({ type: 'wasabi', player: p, square: a.square });
      afterAction(s, events);
      return 0;
    }
    case 'discard': {
      s.discardMask |= 1 << s.recipes[p].indexOf(RECIPE_INDEX[a.recipe]);
      return 0;
    }
    case 'confirmDiscard': {
      const rec = s.recipes[p];
      const ids: number[] = [];
      const kept: number[] = [];
      for (let i = 0; i < rec.length; i++) ((s.discardMask >> i) & 1 ? ids : kept).push(rec[i]);
      s.recipes[p] = kept;
      s.discardMask = 0;
      for (const id of ids) {
        s.piles[RECIPE_LENGTH[id] - 2].unshift(id);
        s.recipeKnow[id] = 1 << p;
      }
      if (events) {
        events.push({
          type: 'discard',
          player: p,
          recipes: ids.map((id) => RECIPE_KEYS[id]),
          lengths: ids.map((id) => RECIPE_LENGTH[id]),
        });
      }
      endActions(s, events);
      return 0;
    }
    case 'end':
      endActions(s, events);
      return 0;
    case 'take': {
      const k = UTENSIL_INDEX[a.utensil];
      if (k === s.used && s.usedInKitchen && s.kitchen[k] === 1) s.usedInKitchen = false;
      s.kitchen[k]--;
      if (events) events.push({ type: 'take', player: p, utensil: a.utensil, square: null });
      gainUtensil(s, p, k, events);
      return 0;
    }
    case 'takeWasabi': {
      const sq = a.square;
      s.wasabiCards.splice(s.wasabiCards.indexOf(sq), 1);
      for (const q of blockOf(sq)) s.cover[q] = 0;
      if (sq === s.usedWasabi) s.usedWasabi = -1;
      if (events) events.push({ type: 'take', player: p, utensil: 'wasabi', square: sq });
      gainUtensil(s, p, WASABI, events);
      return 0;
    }
    case 'decline':
      s.rewardsDue--;
      if (events) events.push({ type: 'decline', player: p });
      afterReward(s, events);
      return 0;
    case 'return': {
      const k = UTENSIL_INDEX[a.utensil];
      const held = s.utensils[p];
      held.splice(held.indexOf(k), 1);
      s.kitchen[k]++;
      s.mustReturn = false;
      if (events) events.push({ type: 'return', player: p, utensil: a.utensil });
      afterReward(s, events);
      return 0;
    }
  }
}

// ---- Helpers ----------------------------------------------------------------------------------------

function anyPile(s: WasabiState): boolean {
  return s.piles[0].length + s.piles[1].length + s.piles[2].length + s.piles[3].length > 0;
}

function pantryEmpty(s: WasabiState): boolean {
  for (let i = 0; i < s.pantry.length; i++) if (s.pantry[i] > 0) return false;
  return true;
}

/** Removes one tile of type i from the hand; the giver forgets one known tile of that type first. */
function takeFromHand(s: WasabiState, p: number, i: number): void {
  const hand = s.hands[p];
  hand.splice(hand.indexOf(i), 1);
  const known = s.known[p];
  const k = known.indexOf(i);
  if (k >= 0) known.splice(k, 1);
}

function useUtensil(s: WasabiState, p: number, k: number): void {
  const held = s.utensils[p];
  held.splice(held.indexOf(k), 1);
  s.used = k;
  if (k !== WASABI) {
    s.kitchen[k]++;
    s.usedInKitchen = true;
  }
}

function markChanged(s: WasabiState, sq: number): void {
  if (!s.changed.includes(sq)) s.changed.push(sq);
}

/** After a board change: record the square, claim completed recipes, maybe end the action phase. */
function boardChanged(s: WasabiState, sq: number, events: WasabiEvent[] | null): StepFlags {
  markChanged(s, sq);
  const done = checkCompletions(s, events);
  afterAction(s, events);
  return done ? REVEALED : 0;
}

/** Ends the action phase by itself once the player has acted and has nothing optional left. */
function afterAction(s: WasabiState, events: WasabiEvent[] | null): void {
  if (s.phase !== 'turn') return;
  if (canEnd(s) && !hasMoreToDo(s)) endActions(s, events);
}

/** The action phase is over: rewards, then ingredients, then recipes, then the next turn. */
function endActions(s: WasabiState, events: WasabiEvent[] | null): void {
  if (s.rewardsDue > 0 && rewardExists(s)) {
    s.phase = 'reward';
    return;
  }
  s.rewardsDue = 0;
  afterRewardsDone(s, events);
}

function gainUtensil(s: WasabiState, p: number, k: number, events: WasabiEvent[] | null): void {
  s.utensils[p].push(k);
  s.rewardsDue--;
  if (s.utensils[p].length > MAX_UTENSILS) {
    s.mustReturn = true;
    return;
  }
  afterReward(s, events);
}

function afterReward(s: WasabiState, events: WasabiEvent[] | null): void {
  if (s.rewardsDue > 0 && rewardExists(s)) return;
  s.rewardsDue = 0;
  afterRewardsDone(s, events);
}

function afterRewardsDone(s: WasabiState, events: WasabiEvent[] | null): void {
  const p = s.current;
  if (s.hands[p].length < HAND_TILES && !pantryEmpty(s)) {
    s.phase = 'refill';
    return;
  }
  afterRefill(s, events);
}

function afterRefill(s: WasabiState, events: WasabiEvent[] | null): void {
  const p = s.current;
  if (s.recipes[p].length < HAND_RECIPES && anyPile(s)) {
    s.phase = 'draw';
    return;
  }
  endTurn(s, events);
}

function endTurn(s: WasabiState, events: WasabiEvent[] | null): void {
  if (events) events.push({ type: 'endTurn', player: s.current });
  if (countEmpty(s) === 0) {
    s.phase = 'over';
    if (events) events.push({ type: 'gameOver', reason: 'board-full', winner: -1 });
    return;
  }
  beginTurn(s, (s.current + 1) % s.players);
}

function beginTurn(s: WasabiState, seat: number): void {
  s.current = seat;
  s.phase = 'turn';
  s.turn++;
  s.changed = [];
  s.placed = 0;
  s.allowance = 1;
  s.used = -1;
  s.usedInKitchen = false;
  s.usedWasabi = -1;
  s.chopped = -1;
  s.chopFrom = -1;
  s.discardMask = 0;
  s.rewardsDue = 0;
  s.mustReturn = false;
}
