/**
 * Pure helpers turning a Wasabi! view and the frame's legal actions into what the screen shows. They never decide
 * legality: every clickable thing comes from the server's `legal` list, indexed here by what it targets.
 */
import type { Locale } from '@potluck/engine';
import {
  COLUMNS,
  INGREDIENT_INDEX,
  INGREDIENTS,
  RECIPE_INDEX,
  RECIPE_LENGTH,
  RECIPE_TILES,
  RECIPES,
  ROWS,
  UTENSIL_NAMES,
  UTENSILS,
  type UtensilKey,
  type WasabiAction,
  type WasabiView,
} from '../index.ts';

export const rowOf = (sq: number) => Math.floor(sq / COLUMNS);
export const colOf = (sq: number) => sq % COLUMNS;
/** A square's name as players say it: column letter + row number, e.g. "B3". */
export const squareName = (sq: number) => `${String.fromCharCode(65 + colOf(sq))}${rowOf(sq) + 1}`;

/** Active squares of the view's board, row by row. */
export function activeSquares(cols: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < ROWS; r++) for (let c = 0; c < cols; c++) out.push(r * COLUMNS + c);
  return out;
}

export const ingredientName = (i: number, lang: Locale) => INGREDIENTS[i]?.names[lang] ?? '?';
export const ingredientByKey = (key: string) => INGREDIENT_INDEX[key];
export const recipeName = (id: number, lang: Locale) => RECIPES[id]?.names[lang] ?? '?';
export const utensilName = (k: number | UtensilKey, lang: Locale) =>
  UTENSIL_NAMES[typeof k === 'number' ? UTENSILS[k] : k][lang];

/** The tiles of a square, bottom first (the last is the visible top); [] if empty. */
export function stackAt(view: WasabiView, sq: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < view.under.length; i += 2) if (view.under[i] === sq) out.push(view.under[i + 1]);
  if (view.top[sq] >= 0) out.push(view.top[sq]);
  return out;
}

/** The Wasabi! card covering a square: its top-left square, or −1. */
export function coverAnchor(view: WasabiView, sq: number): number {
  for (const a of view.wasabiCards)
    if (sq === a || sq === a + 1 || sq === a + COLUMNS || sq === a + COLUMNS + 1) return a;
  return -1;
}

/** The frame's legal actions, indexed by what they target. `raw` maps a key to the server's own action object. */
export interface WasabiLegal {
  give: Set<string>;
  draw: Set<number>;
  /** ingredient key → squares */
  place: Map<string, Set<number>>;
  stack: Map<string, Set<number>>;
  spicy: boolean;
  /** "a-b" (a < b) → the switch action */
  switch: Map<string, WasabiAction>;
  chop: Set<number>;
  chopTo: Set<number>;
  chopToPantry: boolean;
  wasabi: Set<number>;
  discard: Set<string>;
  confirmDiscard: boolean;
  end: boolean;
  take: Set<string>;
  takeWasabi: Set<number>;
  decline: boolean;
  return: Set<string>;
  refill: Set<string>;
  count: number;
}

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

export { pairKey };

export function indexLegal(legal: readonly unknown[] | null): WasabiLegal {
  const L: WasabiLegal = {
    give: new Set(),
    draw: new Set(),
    place: new Map(),
    stack: new Map(),
    spicy: false,
    switch: new Map(),
    chop: new Set(),
    chopTo: new Set(),
    chopToPantry: false,
    wasabi: new Set(),
    discard: new Set(),
    confirmDiscard: false,
    end: false,
    take: new Set(),
    takeWasabi: new Set(),
    decline: false,
    return: new Set(),
    refill: new Set(),
    count: legal?.length ?? 0,
  };
  const add = (m: Map<string, Set<number>>, k: string, sq: number) => {
    let s = m.get(k);
    if (!s) {
      s = new Set();
      m.set(k, s);
    }
    s.add(sq);
  };
  for (const x of legal ?? []) {
    const a = x as WasabiAction;
    switch (a.type) {
      case 'give':
        L.give.add(a.ingredient);
        break;
      case 'draw':
        L.draw.add(a.length);
        break;
      case 'place':
        add(L.place, a.ingredient, a.square);
        break;
      case 'stack':
        add(L.stack, a.ingredient, a.square);
        break;
      case 'spicy':
        L.spicy = true;
        break;
      case 'switch': {
        const other = a.direction === 'right' ? a.square + 1 : a.square + COLUMNS;
        L.switch.set(pairKey(a.square, other), a);
        break;
      }
      case 'chop':
        L.chop.add(a.square);
        break;
      case 'chopTo':
        L.chopTo.add(a.square);
        break;
      case 'chopToPantry':
        L.chopToPantry = true;
        break;
      case 'wasabi':
        L.wasabi.add(a.square);
        break;
      case 'discard':
        L.discard.add(a.recipe);
        break;
      case 'confirmDiscard':
        L.confirmDiscard = true;
        break;
      case 'end':
        L.end = true;
        break;
      case 'take':
        L.take.add(a.utensil);
        break;
      case 'takeWasabi':
        L.takeWasabi.add(a.square);
        break;
      case 'decline':
        L.decline = true;
        break;
      case 'return':
        L.return.add(a.utensil);
        break;
      case 'refill':
        L.refill.add(a.ingredient);
        break;
    }
  }
  return L;
}

/** Squares a Switch! can start from (each square of a legal pair). */
export function switchSquares(L: WasabiLegal): Set<number> {
  const out = new Set<number>();
  for (const k of L.switch.keys()) {
    const [a, b] = k.split('-').map(Number);
    out.add(a);
    out.add(b);
  }
  return out;
}

/** Squares a Switch! from `from` can go to. */
export function switchPartners(L: WasabiLegal, from: number): Set<number> {
  const out = new Set<number>();
  for (const k of L.switch.keys()) {
    const [a, b] = k.split('-').map(Number);
    if (a === from) out.add(b);
    if (b === from) out.add(a);
  }
  return out;
}

/** Utensil kinds (keys) the player can use now, by the legal actions. */
export function usableUtensils(L: WasabiLegal): Set<UtensilKey> {
  const out = new Set<UtensilKey>();
  if (L.stack.size > 0) out.add('stack');
  if (L.spicy) out.add('spicy');
  if (L.switch.size > 0) out.add('switch');
  if (L.chop.size > 0) out.add('chop');
  if (L.wasabi.size > 0) out.add('wasabi');
  return out;
}

/** One place where a recipe could be completed: a straight run of squares and what it still needs. */
export interface RecipeHint {
  squares: number[];
  /** Ingredient indices still missing (those not on the run yet). */
  missing: number[];
  /** Empty squares of the run (where the missing tiles would go). */
  empty: number[];
}

/**
 * Where a recipe could still be completed: every horizontal or vertical run of its length inside the area, not
 * crossing a Wasabi! card, whose visible tiles are all different ingredients of the recipe. Sorted by how many
 * tiles are missing (fewest first), then board order; runs already complete come first but need a change to
 * count (a changed square), which the hint says.
 */
export function recipeHints(view: WasabiView, recipe: number, limit = 3): RecipeHint[] {
  const tiles = RECIPE_TILES[recipe];
  const len = tiles.length;
  const out: RecipeHint[] = [];
  const runs: number[][] = [];
  for (let r = 0; r < ROWS; r++)
    for (let c = 0; c + len <= view.cols; c++)
      runs.push(Array.from({ length: len }, (_, i) => r * COLUMNS + c + i));
  for (let c = 0; c < view.cols; c++)
    for (let r = 0; r + len <= ROWS; r++)
      runs.push(Array.from({ length: len }, (_, i) => (r + i) * COLUMNS + c));
  for (const run of runs) {
    if (run.some((sq) => view.cover[sq] !== 0)) continue;
    const present = new Set<number>();
    let ok = true;
    const empty: number[] = [];
    for (const sq of run) {
      const t = view.top[sq];
      if (t < 0) {
        empty.push(sq);
        continue;
      }
      if (!tiles.includes(t) || present.has(t)) {
        ok = false;
        break;
      }
      present.add(t);
    }
    if (!ok) continue;
    out.push({ squares: run, missing: tiles.filter((t) => !present.has(t)), empty });
  }
  out.sort((a, b) => a.missing.length - b.missing.length || a.squares[0] - b.squares[0]);
  // Prefer runs that need something (a complete run on the board can't just be claimed).
  const needing = out.filter((h) => h.missing.length > 0);
  return needing.slice(0, limit);
}

/** Tokens left for a recipe's length in a seat's view. */
export const tokensFor = (tokens: readonly number[], recipe: number) =>
  tokens[RECIPE_LENGTH[recipe] - 2] ?? 0;

export const recipeIdOf = (key: string) => RECIPE_INDEX[key];
