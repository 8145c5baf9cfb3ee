/**
 * Pure helpers for the 卡片厨房 screen: card and judge lookups, the legal actions indexed by key, the game's effect
 * table (to name what a pending choice is about) and the live dish score computed with the game's own scoring helpers.
 * Display only: the server stays the authority on what is legal and what a dish scores.
 */
import {
  actionKey,
  CARDS,
  type CardDef,
  type CuisineAction,
  type CuisineState,
  type CuisineView,
  FOODS,
  JUDGES,
  type JudgeDef,
  scoreDish,
  verdict,
} from '../index.ts';

const CARD_BY_ID = new Map(CARDS.map((c, i) => [c.id, { def: c, index: i }]));
const JUDGE_BY_ID = new Map(JUDGES.map((j, i) => [j.id, { def: j, index: i }]));

export function cardDef(id: string): CardDef {
  const c = CARD_BY_ID.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c.def;
}
export const cardIndex = (id: string): number => CARD_BY_ID.get(id)?.index ?? -1;
export function judgeDef(id: string): JudgeDef {
  const j = JUDGE_BY_ID.get(id);
  if (!j) throw new Error(`unknown judge ${id}`);
  return j.def;
}
export const judgeIndex = (id: string): number => JUDGE_BY_ID.get(id)?.index ?? -1;

/** The game's global effect table: a pending choice's effect id names its effect. */
export { EFFECTS } from '../index.ts';

/** The frame's legal actions by their canonical key (actionKey), plus lookups by kind. */
export class CuisineLegal {
  readonly byKey = new Map<string, CuisineAction>();
  constructor(legal: readonly CuisineAction[] | null) {
    for (const a of legal ?? []) this.byKey.set(actionKey(a), a);
  }
  get size(): number {
    return this.byKey.size;
  }
  has(key: string): boolean {
    return this.byKey.has(key);
  }
  get(key: string): CuisineAction | undefined {
    return this.byKey.get(key);
  }
  /** The legal actions of one type. */
  ofType<T extends CuisineAction['type']>(type: T): Extract<CuisineAction, { type: T }>[] {
    const out: Extract<CuisineAction, { type: T }>[] = [];
    for (const a of this.byKey.values())
      if (a.type === type) out.push(a as Extract<CuisineAction, { type: T }>);
    return out;
  }
}

/** A state with just what the scoring helpers read (options, round, each seat's judges), built from a view. */
export function scoringState(view: CuisineView): CuisineState {
  return {
    options: view.options,
    round: view.round,
    seats: view.seats.map((s) => ({
      judges: s.judges.map((j) => judgeIndex(j.judge)),
      judgeRounds: s.judges.map((j) => j.round),
    })),
  } as unknown as CuisineState;
}

export interface DishLine {
  card: string;
  from: 'hand' | 'plate';
  food: string | null;
  meal: number;
  paired: boolean;
}

export interface JudgeCheck {
  judge: string;
  ok: boolean;
  enough: boolean;
  unmet: number[];
  medals: number;
  parts: { source: 'judge' | 'bonus' | 'card' | 'allCuisines'; medals: number; ref: number }[];
}

export interface DishBreakdown {
  lines: DishLine[];
  meal: number;
  judgeMeal: number;
  judges: JudgeCheck[];
}

/** The live score of a dish (cards with their chosen food types) for seat p against the open judges. */
export function dishBreakdown(
  view: CuisineView,
  p: number,
  cards: { card: string; from: 'hand' | 'plate'; food: string | null }[],
): DishBreakdown {
  const s = scoringState(view);
  const dish = {
    cards: cards.map((c) => cardIndex(c.card)),
    from: cards.map((c) => (c.from === 'hand' ? 0 : 1)),
    types: cards.map((c) => (c.food === null ? -1 : FOODS.indexOf(c.food as never))),
  };
  const score = scoreDish(s, p, dish);
  return {
    lines: cards.map((c, k) => ({ ...c, meal: score.cardMeal[k], paired: score.paired[k] })),
    meal: score.meal,
    judgeMeal: score.judgeMeal,
    judges: view.open.map((j) => {
      const v = verdict(s, dish, score, judgeIndex(j));
      return {
        judge: j,
        ok: v.ok && cards.length > 0,
        enough: v.enough,
        unmet: v.unmet,
        medals: v.medals,
        parts: v.parts,
      };
    }),
  };
}

/** How much the dish's meal score would grow if `card` (from hand, by its default food type) were added. */
export function addPreview(
  view: CuisineView,
  p: number,
  card: string,
  from: 'hand' | 'plate',
): number | null {
  if (!view.dish) return null;
  const now = view.dish.cards.map((c) => ({ card: c.card, from: c.from, food: c.food }));
  const def = cardDef(card);
  const after = [...now, { card, from, food: def.foods[0] ?? null }];
  return dishBreakdown(view, p, after).meal - dishBreakdown(view, p, now).meal;
}

/** A market card's price for seat p: its spoon cost less p's active discount judges (never below 0). */
export function marketPrice(view: CuisineView, p: number, card: string): number {
  let discount = 0;
  for (const j of view.seats[p]?.judges ?? []) {
    const a = judgeDef(j.judge).ability;
    if (j.active && a.kind === 'discount') discount += a.n;
  }
  return Math.max(0, cardDef(card).cost - discount);
}

/** Counts of each card in a list, first appearance order. */
export function grouped(cards: readonly string[]): { card: string; n: number }[] {
  const out: { card: string; n: number }[] = [];
  for (const c of cards) {
    const g = out.find((x) => x.card === c);
    if (g) g.n++;
    else out.push({ card: c, n: 1 });
  }
  return out;
}
