/** Legal actions: interned objects, distinct per card id, small and finite in every state. */
import { A, type CuisineAction } from './actions.ts';
import { fridgePrice, pairedInDish, scoreDish, typeOptions, verdict } from './dish.ts';
import type { CuisineState, Pending } from './state.ts';
import { marketPrice } from './step.ts';
import {
  CHOICE_OPTIONS,
  COST,
  EFFECTS,
  FCOST,
  FORK_CARD,
  KIND,
  KIND_INGREDIENT,
  MAX_DISH,
  NCARDS,
} from './table.ts';
import { plateCapacity } from './turn.ts';

/* Scratch marks for "distinct card" loops: stamp[c] === gen means seen. */
const stamp = new Int32Array(NCARDS);
let gen = 0;
function nextGen(): number {
  gen++;
  if (gen > 1e9) {
    stamp.fill(0);
    gen = 1;
  }
  return gen;
}

/** Pushes table[c] once for each distinct card c of `cards` that passes `ok`. */
function eachDistinct(
  out: CuisineAction[],
  cards: readonly number[],
  table: readonly CuisineAction[],
  ok: ((c: number) => boolean) | null,
): void {
  const g = nextGen();
  for (const c of cards) {
    if (stamp[c] === g) continue;
    stamp[c] = g;
    if (ok === null || ok(c)) out.push(table[c]);
  }
}

export function canPay(s: CuisineState, cost: number, forkCost: number): boolean {
  return s.forks >= forkCost && s.spoons + s.forks - forkCost >= cost;
}

export function hasIngredient(cards: readonly number[]): boolean {
  for (const c of cards) if (KIND[c] === KIND_INGREDIENT) return true;
  return false;
}

export function count(arr: readonly number[], c: number): number {
  let n = 0;
  for (const x of arr) if (x === c) n++;
  return n;
}

/** How many copies of c the dish already takes from source `from` (0 hand, 1 plates). */
export function inDish(s: CuisineState, c: number, from: number): number {
  const d = s.dish!;
  let n = 0;
  for (let k = 0; k < d.cards.length; k++) if (d.cards[k] === c && d.from[k] === from) n++;
  return n;
}

export function legalActions(s: CuisineState, p: number): CuisineAction[] {
  if (s.over) return [];
  const pend = s.pending;
  if (pend !== null) return pend.player === p ? pendingActions(s, pend) : [];
  if (p !== s.cur) return [];
  return s.dish !== null ? dishActions(s, p) : mainActions(s, p);
}

function mainActions(s: CuisineState, p: number): CuisineAction[] {
  const out: CuisineAction[] = [];
  const seat = s.seats[p];
  if (!s.acted && !s.warmed && seat.plates.length < plateCapacity(s, p))
    eachDistinct(out, seat.hand, A.warm, null);
  eachDistinct(out, seat.hand, A.play, null);
  if (!s.dishDone && s.buys > 0) {
    for (let i = 0; i < s.market.length; i++) {
      const c = s.market[i];
      if (c >= 0 && canPay(s, marketPrice(s, p, c), FCOST[c])) out.push(A.buy[i]);
    }
    if (s.fridge.length > 0 && canPay(s, fridgePrice(s, p), 0)) out.push(A.buyFridge);
    if (s.forkPile > 0 && canPay(s, COST[FORK_CARD], 0)) out.push(A.buyFork);
  }
  if (
    !s.dishDone &&
    !s.acquired &&
    s.open.length > 0 &&
    (hasIngredient(seat.hand) || hasIngredient(seat.plates))
  ) {
    out.push(A.startDish);
  }
  out.push(A.endTurn);
  return out;
}

function dishActions(s: CuisineState, p: number): CuisineAction[] {
  const out: CuisineAction[] = [];
  const seat = s.seats[p];
  const d = s.dish!;
  if (d.cards.length < MAX_DISH) {
    eachDistinct(
      out,
      seat.hand,
      A.addHand,
      (c) => KIND[c] === KIND_INGREDIENT && count(seat.hand, c) > inDish(s, c, 0),
    );
    eachDistinct(
      out,
      seat.plates,
      A.addPlate,
      (c) => KIND[c] === KIND_INGREDIENT && count(seat.plates, c) > inDish(s, c, 1),
    );
  }
  for (let k = 0; k < d.cards.length; k++) out.push(A.remove[k]);
  const paired = pairedInDish(d.cards);
  for (let k = 0; k < d.cards.length; k++) {
    const opts = typeOptions(d.cards, k, paired);
    if (opts.length > 1) for (const f of opts) if (f !== d.types[k]) out.push(A.chooseType[k][f]);
  }
  if (d.cards.length > 0) {
    const score = scoreDish(s, p, d);
    for (const j of s.open) if (verdict(s, d, score, j).ok) out.push(A.submit[j]);
  }
  out.push(A.cancelDish);
  return out;
}

/** Market slots holding a card (optionally with total printed cost at most max). */
function slots(s: CuisineState, out: CuisineAction[], max: number): void {
  for (let i = 0; i < s.market.length; i++) {
    const c = s.market[i];
    if (c >= 0 && COST[c] + FCOST[c] <= max) out.push(A.pickSlot[i]);
  }
}

function pendingActions(s: CuisineState, pend: Pending): CuisineAction[] {
  const out: CuisineAction[] = [];
  const seat = s.seats[pend.player];
  switch (pend.kind) {
    case 'draw':
      out.push(A.use);
      break;
    case 'choice': {
      const n = CHOICE_OPTIONS[pend.effect].length;
      for (let i = 0; i < n; i++) out.push(A.choose[i]);
      break;
    }
    case 'trashHand':
      eachDistinct(out, seat.hand, A.pick, null);
      break;
    case 'trashDiscard':
      eachDistinct(out, seat.discard, A.pick, null);
      break;
    case 'trashFridge':
      if (s.fridge.length > 0) out.push(A.pick[s.fridge[s.fridge.length - 1]]);
      break;
    case 'trashMarket':
    case 'swap':
      slots(s, out, 1e9);
      break;
    case 'gain': {
      const e = EFFECTS[pend.effect];
      slots(s, out, e.kind === 'gain' ? e.max : -1);
      break;
    }
    case 'takeBack':
      eachDistinct(out, seat.plates, A.pick, null);
      break;
    case 'look':
      eachDistinct(out, pend.cards, A.pick, null);
      break;
    case 'discard':
      eachDistinct(out, seat.hand, A.pick, null);
      return out; // an opponent's discard can't be declined
    case 'vote':
      out.push(A.voteYes, A.voteNo);
      return out;
  }
  out.push(A.decline);
  return out;
}
