import { applyAction, createGame, GameError } from '@potluck/engine';
import { expect } from 'vitest';
import {
  game,
  INGREDIENT_INDEX,
  RECIPE_INDEX,
  type WasabiAction,
  type WasabiEvent,
  type WasabiFixed,
  type WasabiState,
} from '../src/index.ts';

/** Square number from (row, column), both from 0. */
export const sq = (row: number, col: number) => row * 7 + col;
export const ing = (key: string) => INGREDIENT_INDEX[key];
export const rec = (key: string) => RECIPE_INDEX[key];

export interface StartOptions {
  first?: number;
  piles?: WasabiFixed['piles'];
  /** Starting tiles each seat gives to the seat on its left (default salmon, avocado, egg). */
  gives?: string[][];
  /** Recipe lengths each seat draws at setup (default 2, 2, 2). */
  draws?: number[][];
  seed?: string;
}

/** A game driven through the real boundary (createGame / applyAction), with shortcuts for whole turns. */
export class Table {
  s: WasabiState;
  events: WasabiEvent[] = [];

  constructor(players: number, fixed: WasabiFixed, seed = 'test') {
    this.s = createGame(game, { players, seed, fixed });
  }

  /** A game set up through real give and draw actions. */
  static start(players: number, o: StartOptions = {}): Table {
    const t = new Table(players, { firstPlayer: o.first ?? 0, piles: o.piles }, o.seed);
    const first = t.s.startPlayer;
    for (let i = 0; i < players; i++) {
      const p = (first + i) % players;
      for (const k of o.gives?.[p] ?? ['salmon', 'avocado', 'egg']) t.act(p, { type: 'give', ingredient: k });
    }
    for (let i = 0; i < players; i++) {
      const p = (first + i) % players;
      for (const l of o.draws?.[p] ?? [2, 2, 2]) t.act(p, { type: 'draw', length: l });
    }
    expect(t.s.phase).toBe('turn');
    return t;
  }

  act(p: number, a: WasabiAction): this {
    const r = applyAction(game, this.s, p, a);
    this.s = r.state;
    this.events = r.events as WasabiEvent[];
    return this;
  }

  /** The rule id of the ILLEGAL_ACTION the action is refused with (fails if it is accepted). */
  illegal(p: number, a: unknown): string | undefined {
    try {
      applyAction(game, this.s, p, a);
    } catch (e) {
      expect(e).toBeInstanceOf(GameError);
      expect((e as GameError).code).toBe('ILLEGAL_ACTION');
      return (e as GameError).rule;
    }
    throw new Error(`accepted: ${JSON.stringify(a)}`);
  }

  legal(p: number): WasabiAction[] {
    return [...game.legalActions(this.s, p)];
  }

  /**
   * Finishes `p`'s turn: ends the action phase if still open, declines rewards (or takes `take` in order),
   * refills from `refill` (then the first type in the pantry), draws `draw` lengths (then the first pile).
   */
  finish(p: number, o: { refill?: string[]; draw?: number[]; take?: WasabiAction[] } = {}): this {
    const refill = [...(o.refill ?? [])];
    const draw = [...(o.draw ?? [])];
    const take = [...(o.take ?? [])];
    while (this.s.current === p && this.s.phase !== 'over') {
      const ph = this.s.phase;
      if (ph === 'turn') {
        if (!game.legalActions(this.s, p).some((a) => a.type === 'end')) break;
        this.act(p, { type: 'end' });
      } else if (ph === 'reward') this.act(p, take.shift() ?? { type: 'decline' });
      else if (ph === 'refill') {
        const k = refill.shift();
        this.act(p, k ? { type: 'refill', ingredient: k } : this.legal(p)[0]);
      } else if (ph === 'draw') {
        const l = draw.shift();
        this.act(p, l ? { type: 'draw', length: l } : this.legal(p)[0]);
      } else break;
    }
    return this;
  }

  /** Places one tile and finishes the turn, refilling with `refill` (default: the same ingredient). */
  place(p: number, ingredient: string, square: number, refill?: string): this {
    this.act(p, { type: 'place', ingredient, square });
    return this.finish(p, { refill: [refill ?? ingredient] });
  }

  /** Ingredient keys in a seat's hand, sorted. */
  hand(p: number): string[] {
    return this.s.hands[p].map((i) => Object.keys(INGREDIENT_INDEX)[i]).sort();
  }

  completedKeys(p: number): string[] {
    return this.s.completed[p].map((id) => Object.keys(RECIPE_INDEX)[id]);
  }
}

/**
 * TEST-ONLY: edits a state directly to build positions that would take many turns to reach by play (e.g.
 * nine challenges already completed). Only used where the position itself is not what the test checks.
 */
export function poke(t: Table, edit: (s: WasabiState) => void): void {
  const s = game.clone(t.s);
  edit(s);
  t.s = s;
}

/** TEST-ONLY: hands a utensil card from the kitchen to a seat, as if taken as an earlier reward. */
export function giveUtensil(
  t: Table,
  p: number,
  utensil: 'stack' | 'spicy' | 'switch' | 'chop' | 'wasabi',
): void {
  const k = ['stack', 'spicy', 'switch', 'chop', 'wasabi'].indexOf(utensil);
  poke(t, (s) => {
    if (s.kitchen[k] === 0) throw new Error(`no ${utensil} in the kitchen`);
    s.kitchen[k]--;
    s.utensils[p].push(k);
  });
}
