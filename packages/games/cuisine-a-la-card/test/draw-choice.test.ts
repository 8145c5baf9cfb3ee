/**
 * Any ability may be declined (facts 9; the rules' Q&A: 即使你在该回合启动了它，你还是可以选择不要使用该能力).
 * A draw changes the deck, so a draw ability waits for `use` or `decline`, like every other ability.
 */
import { jsonEqual, rngFromSeed, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';
import { filler, go, ids, illegal, make, run, spoons } from './helpers.ts';

const pantry = filler(10);

/** Seat 0 plays Sweet Corn then Potatoes: they pair (Western), Potatoes' cuisine ability draws 1. */
function potatoes(deckAfterHand: string[], discard: string[] = []) {
  const s = make(2, {
    decks: [['corn', 'potatoes', 'spoon', 'spoon', 'salt', ...deckAfterHand], spoons(5)],
    discards: [discard, []],
    pantry,
  });
  return go(s, 0, { type: 'play', card: 'corn' }, { type: 'play', card: 'potatoes' });
}

describe('a draw ability is a choice', () => {
  it('waits for use or decline; the rest of the queue waits with it', () => {
    const t = potatoes(['eggs', 'rice']);
    expect(t.pending).toMatchObject({ kind: 'draw', player: 0, left: 1, cards: [] });
    expect(game.legalActions(t, 0)).toEqual([{ type: 'use' }, { type: 'decline' }]);
    expect(t.spoons).toBe(0); // Corn's +1 spoon is queued behind the draw
    illegal(t, 0, { type: 'endTurn' }, 'finish-choice');
    illegal(t, 0, { type: 'pick', card: 'eggs' }, 'bad-pick');
    const used = go(t, 0, { type: 'use' });
    expect(ids(used.seats[0].hand)).toEqual(['spoon', 'spoon', 'salt', 'eggs']);
    expect(used.spoons).toBe(1);
    expect(used.pending).toBeNull();
  });

  it('declined, it draws nothing and the deck stays as it was', () => {
    const t = potatoes(['eggs', 'rice']);
    const d = go(t, 0, { type: 'decline' });
    expect(ids(d.seats[0].hand)).toEqual(['spoon', 'spoon', 'salt']);
    expect(ids(d.seats[0].deck)).toEqual(['rice', 'eggs']); // top = last
    expect(d.spoons).toBe(1);
    expect(d.pending).toBeNull();
  });

  it('declined with an empty deck, the discard pile is not reshuffled', () => {
    const t = potatoes([], ['eggs', 'tofu', 'brie']);
    expect(t.pending?.kind).toBe('draw');
    const { state, events } = run(t, [[0, { type: 'decline' }]]);
    expect(ids(state.seats[0].discard)).toEqual(['eggs', 'tofu', 'brie']);
    expect(state.rng).toEqual(t.rng);
    expect(events.some((e) => e.type === 'shuffle')).toBe(false);
    const used = run(t, [[0, { type: 'use' }]]);
    expect(used.events.some((e) => e.type === 'shuffle')).toBe(true);
    expect(used.state.seats[0].hand.length).toBe(4);
  });

  it('with nothing to draw there is no choice', () => {
    const t = potatoes([]);
    expect(t.pending).toBeNull();
    expect(t.spoons).toBe(1);
  });

  it('`use` is refused when no draw is pending', () => {
    const s = make(2, { decks: [['corn', ...spoons(5)], spoons(5)], pantry });
    illegal(s, 0, { type: 'use' }, 'no-choice');
  });

  it('views show the pending draw to everyone without any card; determinize keeps the choice', () => {
    const t = potatoes(['eggs', 'rice']);
    const r = rngFromSeed('det');
    for (const v of [0, 1, SPECTATOR]) {
      const seen = game.view(t, v);
      expect(seen.pending).toMatchObject({ kind: 'draw', player: 0, left: 1, cards: [] });
      const world = game.determinize(seen, v, r);
      expect(jsonEqual(game.view(world, v), seen)).toBe(true);
      expect(game.legalActions(world, 0)).toEqual([{ type: 'use' }, { type: 'decline' }]);
    }
    // The drawn card is named only to its drawer.
    const { events } = run(t, [[0, { type: 'use' }]]);
    const draw = events.find((e) => e.type === 'draw')!;
    expect(game.viewEvent(draw as never, 1)).toEqual({ type: 'draw', player: 0, count: 1 });
    expect(game.viewEvent(draw as never, 0)).toMatchObject({ cards: ['eggs'] });
  });
});
