/** What each viewer sees, redacted events, and determinization from a view. */
import { jsonEqual, rngFromSeed, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';
import { dish, go, make, run, sorted, spoons } from './helpers.ts';

const pantry = ['duck', 'eggs', 'tofu', 'rice', 'brie', 'pasta'];

describe('views', () => {
  const s = make(2, {
    decks: [
      ['eggs', 'tofu', 'spoon', 'spoon', 'salt', 'rice', 'spoon'],
      ['brie', ...spoons(6)],
    ],
    plates: [['bokchoy'], ['duck']],
    pantry,
  });

  it('own hand, plates and deck contents (not order); others only counts and their unseen multiset', () => {
    const v0 = game.view(s, 0);
    expect(v0.seats[0].hand).toEqual(['eggs', 'tofu', 'spoon', 'spoon', 'salt']);
    expect(v0.seats[0].plates).toEqual(['bokchoy']);
    expect(v0.seats[0].unseen).toEqual(['spoon', 'rice']); // sorted by card index, not deck order
    expect(v0.seats[1].hand).toBeNull();
    expect(v0.seats[1].plates).toBeNull();
    expect(v0.seats[1].handCount).toBe(5);
    expect(v0.seats[1].plateCount).toBe(1);
    expect(sorted(v0.seats[1].unseen)).toEqual(sorted(['brie', 'duck', ...spoons(6)]));
    const sp = game.view(s, SPECTATOR);
    expect(sp.seats.every((x) => x.hand === null && x.plates === null)).toBe(true);
    expect(JSON.stringify(sp)).not.toContain('"rng"');
  });

  it('the pantry order is hidden (only its multiset); market and fridge are public', () => {
    const v = game.view(s, 1);
    expect(v.pantryCount).toBe(2);
    expect(v.market).toEqual(['duck', 'eggs', 'tofu', 'rice']);
    expect(sorted(v.pantry)).toEqual(['brie', 'pasta']);
  });

  it('draw, warm and take-back events hide the card from everyone else', () => {
    const { events } = run(s, [
      [0, { type: 'warm', card: 'eggs' }],
      [0, { type: 'endTurn' }],
    ]);
    const warm = events.find((e) => e.type === 'warm')!;
    expect(game.viewEvent(warm as never, 0)).toEqual({ type: 'warm', player: 0, card: 'eggs' });
    expect(game.viewEvent(warm as never, 1)).toEqual({ type: 'warm', player: 0 });
    const draw = events.find((e) => e.type === 'draw')!;
    expect(game.viewEvent(draw as never, 1)).toEqual({ type: 'draw', player: 0, count: 5 });
    expect(game.viewEvent(draw as never, SPECTATOR)).toEqual({ type: 'draw', player: 0, count: 5 });
    expect((game.viewEvent(draw as never, 0) as { cards: string[] }).cards.length).toBe(5);
  });

  it('determinize keeps what the viewer sees, with a dish in progress and a pending choice', () => {
    const building = dish(s, 0, ['eggs'], ['bokchoy']);
    const pendingState = go(
      make(2, {
        decks: [
          ['escargots', ...spoons(6)],
          ['brie', ...spoons(6)],
        ],
        plates: [[], ['duck']],
        pantry,
      }),
      0,
      { type: 'play', card: 'escargots' },
    );
    const r = rngFromSeed('det');
    for (const st of [s, building, pendingState]) {
      for (const v of [0, 1, SPECTATOR]) {
        const seen = game.view(st, v);
        const world = game.determinize(seen, v, r);
        expect(jsonEqual(game.view(world, v), seen)).toBe(true);
        if (v >= 0 && game.activePlayers(st).includes(v)) {
          expect(game.legalActions(world, v)).toEqual(game.legalActions(st, v));
        }
      }
    }
    // another seat's dish is rebuilt empty, its cards stay hidden in hand/plates
    const w = game.determinize(game.view(building, 1), 1, r);
    expect(w.dish).toEqual({ cards: [], from: [], types: [] });
    expect(w.seats[0].hand.length).toBe(5);
  });
});
