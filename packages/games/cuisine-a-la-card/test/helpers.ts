import { applyAction, type BaseEvent, createGame, GameError } from '@potluck/engine';
import { expect } from 'vitest';
import {
  type CuisineAction,
  type CuisineFixed,
  type CuisineOptions,
  type CuisineState,
  game,
} from '../src/index.ts';

export const spoons = (n: number): string[] => Array.from({ length: n }, () => 'spoon');

/**
 * A pantry of `n` (≤ 26) real copies of cards the tests never pin elsewhere: `fixed` may not pin more copies of a
 * card than the game has (BAD_FIXED), so fillers must be real cards too.
 */
export function filler(n: number): string[] {
  const kinds: [string, number][] = [
    ['sourdough', 3],
    ['bbq', 2],
    ['mozzarella', 2],
    ['herbes', 2],
    ['wine', 2],
    ['soy', 2],
    ['miso', 1],
    ['honey', 1],
    ['maple', 1],
    ['turkey', 1],
    ['parmesan', 2],
    ['cheddar', 2],
    ['curry', 2],
    ['butter', 3],
  ];
  const all = kinds.flatMap(([id, k]) => Array.from({ length: k }, () => id));
  if (n > all.length) throw new Error(`filler: at most ${all.length} cards`);
  return all.slice(0, n);
}

/** A game from a fixed setup (judge stacks pinned by default so tests never depend on the seed). */
export function make(
  players: number,
  fixed: CuisineFixed,
  options: Partial<CuisineOptions> = {},
): CuisineState {
  const judges = options.advancedJudges
    ? undefined
    : [
        ['caveman', 'homecook', 'blogger', 'sweettooth', 'vegetarian'],
        ['critic', 'nonna', 'bistro', 'hawker', 'pitmaster'],
        ['scientist', 'royal', 'spicemerchant', 'traveler', 'gourmand'],
      ];
  return createGame(game, {
    players,
    seed: 'test',
    options,
    fixed: { firstPlayer: 0, judges, ...fixed },
  });
}

/** Applies actions through the real boundary; returns the final state and all events. */
export function run(
  s: CuisineState,
  steps: [number, CuisineAction][],
): { state: CuisineState; events: BaseEvent[] } {
  const events: BaseEvent[] = [];
  for (const [p, a] of steps) {
    const r = applyAction(game, s, p, a);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export const go = (s: CuisineState, p: number, ...actions: CuisineAction[]) =>
  run(
    s,
    actions.map((a) => [p, a]),
  ).state;

/** Expects ILLEGAL_ACTION with `rule`. */
export function illegal(s: CuisineState, p: number, a: CuisineAction, rule: string): void {
  try {
    applyAction(game, s, p, a);
  } catch (e) {
    expect(e).toBeInstanceOf(GameError);
    const g = e as GameError;
    expect(g.code).toBe('ILLEGAL_ACTION');
    expect(g.rule).toBe(rule);
    return;
  }
  throw new Error(`expected ${JSON.stringify(a)} to be illegal (${rule})`);
}

export const legalKeys = (s: CuisineState, p: number) =>
  game.legalActions(s, p).map((a) => JSON.stringify(a));
export const isLegal = (s: CuisineState, p: number, a: CuisineAction) =>
  legalKeys(s, p).includes(JSON.stringify(a));

/** Card ids of a zone, sorted, for comparisons. */
import { CARDS } from '../src/index.ts';
export const ids = (cards: readonly number[]) => cards.map((c) => CARDS[c].id);
export const sorted = (xs: readonly string[]) => [...xs].sort();

/** Builds and submits a dish of hand cards (and plate cards), choosing types, to a judge. */
export function dish(s: CuisineState, p: number, hand: string[], plate: string[] = []): CuisineState {
  const acts: CuisineAction[] = [{ type: 'startDish' }];
  for (const c of hand) acts.push({ type: 'addToDish', card: c as never, from: 'hand' });
  for (const c of plate) acts.push({ type: 'addToDish', card: c as never, from: 'plate' });
  return go(s, p, ...acts);
}
