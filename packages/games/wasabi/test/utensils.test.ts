import { describe, expect, it } from 'vitest';
import { giveUtensil, ing, poke, rec, sq, Table } from './helpers.ts';

const PILE2 = ['salmon-nigiri', 'tuna-nigiri', 'tamago-nigiri', 'kappa-maki', 'tekka-maki', 'avocado-maki'];

/** 2 players, seat 0 first: seat 0 holds salmon, tuna, egg and Salmon / Tuna / Tamago Nigiri. */
const nigiri = () =>
  Table.start(2, {
    gives: [
      ['shrimp', 'avocado', 'egg'],
      ['salmon', 'tuna', 'egg'],
    ],
    piles: { '2': PILE2 },
  });

describe('Stack!', () => {
  it('stacks on a stack, only the top tile counts; Chop! of the top reveals the tile below', () => {
    const t = nigiri();
    t.place(0, 'egg', sq(2, 2), 'tuna');
    t.place(1, 'shrimp', sq(5, 0), 'rice');
    giveUtensil(t, 0, 'stack');
    expect(t.illegal(0, { type: 'stack', ingredient: 'tuna', square: sq(3, 3) })).toBe('square-empty');
    t.act(0, { type: 'stack', ingredient: 'tuna', square: sq(2, 2) });
    // Stack! is the placement: the turn moves on by itself.
    expect(t.s.phase).toBe('refill');
    expect(t.s.top[sq(2, 2)]).toBe(ing('tuna'));
    expect(t.s.under).toEqual([sq(2, 2), ing('egg')]);
    t.finish(0, { refill: ['salmon'] });
    // Seat 1 puts rice beside the stack: rice + tuna (top) — seat 1 holds no such recipe.
    t.place(1, 'rice', sq(2, 1), 'avocado');
    expect(t.s.completed[1]).toHaveLength(0);
    giveUtensil(t, 0, 'stack');
    t.act(0, { type: 'stack', ingredient: 'salmon', square: sq(2, 2) });
    expect(t.s.under).toEqual([sq(2, 2), ing('egg'), sq(2, 2), ing('tuna')]);
    // Rice + salmon (top): Salmon Nigiri; the tuna and egg below do not count.
    expect(t.completedKeys(0)).toEqual(['salmon-nigiri']);
    // The reward may not be the Stack! just used while other utensils are in the kitchen.
    expect(t.illegal(0, { type: 'take', utensil: 'stack' })).toBe('used-this-turn');
    t.finish(0, { draw: [3] });
    t.place(1, 'avocado', sq(5, 1), 'egg');
    giveUtensil(t, 0, 'chop');
    t.act(0, { type: 'chop', square: sq(2, 2) });
    // The chopped salmon is in the air; the tuna below shows and completes Tuna Nigiri at once.
    expect(t.s.phase).toBe('chop');
    expect(t.s.top[sq(2, 2)]).toBe(ing('tuna'));
    expect(t.completedKeys(0)).toEqual(['salmon-nigiri', 'tuna-nigiri']);
    t.act(0, { type: 'chopToPantry' });
    expect(t.s.pantry[ing('salmon')]).toBe(4 - 2 + 1);
    expect(t.s.under).toEqual([sq(2, 2), ing('egg')]);
    // Chop! to the pantry is not a placement: the player still has to place.
    expect(t.s.phase).toBe('turn');
    expect(t.illegal(0, { type: 'end' })).toBe('must-place');
  });

  it('is used only before placing, and is the placement', () => {
    const t = nigiri();
    t.place(0, 'egg', sq(2, 2), 'rice');
    t.place(1, 'shrimp', sq(5, 0));
    giveUtensil(t, 0, 'stack');
    giveUtensil(t, 0, 'switch');
    t.act(0, { type: 'place', ingredient: 'salmon', square: sq(0, 0) });
    expect(t.s.phase).toBe('turn'); // Switch! could still be used
    expect(t.illegal(0, { type: 'stack', ingredient: 'tuna', square: sq(2, 2) })).toBe(
      'stack-before-placing',
    );
    expect(t.illegal(0, { type: 'place', ingredient: 'tuna', square: sq(3, 3) })).toBe('placement-done');
    t.act(0, { type: 'end' });
    expect(t.s.phase).toBe('refill');
  });
});

describe('Switch!', () => {
  it('swaps a tile with an empty neighbour and can complete a recipe', () => {
    const t = nigiri();
    t.place(0, 'salmon', sq(1, 1), 'tuna');
    t.place(1, 'shrimp', sq(5, 0), 'rice');
    t.place(0, 'egg', sq(4, 4), 'egg');
    t.place(1, 'rice', sq(0, 0));
    giveUtensil(t, 0, 'switch');
    expect(t.illegal(0, { type: 'switch', square: sq(3, 3), direction: 'right' })).toBe('switch-empty');
    expect(t.illegal(0, { type: 'switch', square: sq(0, 4), direction: 'right' })).toBe('switch-off-board');
    expect(t.illegal(0, { type: 'switch', square: sq(5, 1), direction: 'down' })).toBe('switch-off-board');
    t.act(0, { type: 'switch', square: sq(0, 1), direction: 'down' });
    expect(t.s.top[sq(0, 1)]).toBe(ing('salmon'));
    expect(t.s.top[sq(1, 1)]).toBe(-1);
    expect(t.completedKeys(0)).toEqual(['salmon-nigiri']);
    // Switch! used before placing: the placement is still due, and no second utensil.
    expect(t.s.phase).toBe('turn');
    expect(t.illegal(0, { type: 'end' })).toBe('must-place');
  });

  it('moves whole stacks, and refuses covered squares', () => {
    const t = nigiri();
    t.place(0, 'egg', sq(2, 2), 'rice');
    t.place(1, 'shrimp', sq(2, 3));
    giveUtensil(t, 0, 'stack');
    t.act(0, { type: 'stack', ingredient: 'tuna', square: sq(2, 2) }).finish(0, { refill: ['rice'] });
    t.place(1, 'avocado', sq(5, 4));
    giveUtensil(t, 0, 'switch');
    giveUtensil(t, 0, 'chop');
    t.act(0, { type: 'switch', square: sq(2, 2), direction: 'right' });
    expect(t.s.top[sq(2, 3)]).toBe(ing('tuna'));
    expect(t.s.top[sq(2, 2)]).toBe(ing('shrimp'));
    expect(t.s.under).toEqual([sq(2, 3), ing('egg')]);
    expect(t.illegal(0, { type: 'chop', square: sq(2, 3) })).toBe('one-utensil');
    t.act(0, { type: 'place', ingredient: 'salmon', square: sq(0, 0) });
    expect(t.s.phase).toBe('refill');
  });
});

describe('Chop!', () => {
  it('re-placed on another square is the placement', () => {
    const t = nigiri();
    t.place(0, 'salmon', sq(3, 3), 'rice');
    t.place(1, 'shrimp', sq(5, 0));
    giveUtensil(t, 0, 'chop');
    t.act(0, { type: 'chop', square: sq(3, 3) });
    expect(t.legal(0)).toContainEqual({ type: 'chopTo', square: sq(3, 3) });
    expect(t.legal(0)).not.toContainEqual({ type: 'chopTo', square: sq(5, 0) });
    expect(t.illegal(0, { type: 'chopTo', square: sq(5, 0) })).toBe('square-occupied');
    t.act(0, { type: 'chopTo', square: sq(4, 4) });
    expect(t.s.top[sq(4, 4)]).toBe(ing('salmon'));
    expect(t.s.top[sq(3, 3)]).toBe(-1);
    // Nothing else to place: the hand is untouched and the turn passes.
    expect(t.s.hands[0]).toHaveLength(3);
    expect(t.s.current).toBe(1);
  });

  it('re-placed on its own square makes the run this turn, so a recipe on it can be claimed', () => {
    const t = Table.start(2, {
      gives: [
        ['salmon', 'avocado', 'egg'],
        ['shrimp', 'tuna', 'egg'],
      ],
      piles: { '2': [...PILE2.slice(1), 'ebi-nigiri', 'salmon-nigiri'] },
    });
    t.place(0, 'shrimp', sq(5, 0));
    t.place(1, 'salmon', sq(2, 2), 'rice');
    t.place(0, 'shrimp', sq(5, 1));
    t.place(1, 'rice', sq(2, 1));
    t.act(0, { type: 'discard', recipe: 'tuna-nigiri' }).act(0, { type: 'discard', recipe: 'tamago-nigiri' });
    t.act(0, { type: 'confirmDiscard' }).finish(0, { draw: [2, 2] });
    expect(t.s.recipes[0]).toContain(rec('salmon-nigiri'));
    t.place(1, 'avocado', sq(5, 4));
    giveUtensil(t, 0, 'chop');
    t.act(0, { type: 'chop', square: sq(2, 2) });
    expect(t.s.completed[0]).toHaveLength(0);
    t.act(0, { type: 'chopTo', square: sq(2, 2) });
    expect(t.completedKeys(0)).toEqual(['salmon-nigiri']);
    expect(t.s.phase).toBe('reward');
  });
});

describe('Spicy!', () => {
  it('allows a second placement; two placements complete two recipes, two rewards', () => {
    const t = nigiri();
    t.place(0, 'salmon', sq(0, 0), 'rice');
    t.place(1, 'shrimp', sq(5, 0));
    t.place(0, 'tuna', sq(3, 0), 'rice');
    t.place(1, 'shrimp', sq(5, 1));
    giveUtensil(t, 0, 'spicy');
    t.act(0, { type: 'place', ingredient: 'rice', square: sq(0, 1) });
    expect(t.completedKeys(0)).toEqual(['salmon-nigiri']);
    expect(t.s.phase).toBe('turn');
    t.act(0, { type: 'spicy' });
    t.act(0, { type: 'place', ingredient: 'rice', square: sq(3, 1) });
    expect(t.completedKeys(0)).toEqual(['salmon-nigiri', 'tuna-nigiri']);
    expect(t.s.phase).toBe('reward');
    expect(t.s.rewardsDue).toBe(2);
  });

  it('needs the tiles and the squares for the extra placement; the second placement is optional', () => {
    const t = nigiri();
    giveUtensil(t, 0, 'spicy');
    poke(t, (s) => {
      s.pantry[ing('tuna')]++;
      s.pantry[ing('egg')]++;
      s.hands[0] = [ing('salmon')];
    });
    expect(t.illegal(0, { type: 'spicy' })).toBe('spicy-no-room');
    const u = nigiri();
    giveUtensil(u, 0, 'spicy');
    u.act(0, { type: 'spicy' });
    u.act(0, { type: 'place', ingredient: 'salmon', square: sq(0, 0) });
    expect(u.legal(0)).toContainEqual({ type: 'end' });
    u.act(0, { type: 'end' });
    expect(u.s.phase).toBe('refill');
  });
});

describe('Wasabi!', () => {
  it('covers a 2×2 block inside the area, gives a cube, and may not overlap another', () => {
    const t = Table.start(3);
    giveUtensil(t, 0, 'wasabi');
    expect(t.illegal(0, { type: 'wasabi', square: sq(0, 5) })).toBe('wasabi-off-board');
    expect(t.illegal(0, { type: 'wasabi', square: sq(5, 0) })).toBe('wasabi-off-board');
    t.act(0, { type: 'wasabi', square: sq(0, 0) });
    expect(t.s.cubes[0]).toBe(1);
    expect(t.s.wasabiCards).toEqual([sq(0, 0)]);
    expect(t.illegal(0, { type: 'place', ingredient: 'salmon', square: sq(1, 1) })).toBe('square-covered');
    t.place(0, 'salmon', sq(3, 3));
    giveUtensil(t, 1, 'wasabi');
    expect(t.illegal(1, { type: 'wasabi', square: sq(1, 1) })).toBe('wasabi-overlap');
    expect(t.legal(1).filter((a) => a.type === 'wasabi')).toHaveLength(5 * 5 - 4);
    t.act(1, { type: 'wasabi', square: sq(0, 2) });
    expect(t.s.wasabiCards).toEqual([sq(0, 0), sq(0, 2)]);
  });

  it('covers placed tiles, which break runs; taking the card as a reward frees its squares', () => {
    const t = nigiri();
    t.place(0, 'salmon', sq(1, 1), 'rice');
    giveUtensil(t, 1, 'wasabi');
    t.act(1, { type: 'wasabi', square: sq(0, 0) });
    t.place(1, 'shrimp', sq(5, 0));
    // Covered squares cannot be chopped, switched, stacked or placed on.
    giveUtensil(t, 0, 'chop');
    expect(t.illegal(0, { type: 'chop', square: sq(1, 1) })).toBe('square-covered');
    expect(t.illegal(0, { type: 'place', ingredient: 'rice', square: sq(0, 1) })).toBe('square-covered');
    // Rice beside the covered salmon: no Salmon Nigiri.
    t.place(0, 'rice', sq(1, 2), 'egg');
    expect(t.s.completed[0]).toHaveLength(0);
    t.place(1, 'shrimp', sq(5, 1));
    // Tuna under the rice: Tuna Nigiri; the reward is the Wasabi! card on the board.
    t.act(0, { type: 'place', ingredient: 'tuna', square: sq(2, 2) });
    expect(t.completedKeys(0)).toEqual(['tuna-nigiri']);
    t.act(0, { type: 'end' });
    expect(t.legal(0)).toContainEqual({ type: 'takeWasabi', square: sq(0, 0) });
    t.act(0, { type: 'takeWasabi', square: sq(0, 0) });
    expect(t.s.cover.every((c) => c === 0)).toBe(true);
    expect(t.s.wasabiCards).toEqual([]);
    expect(t.s.utensils[0]).toEqual([3, 4]);
    // The salmon shows again but nothing is claimed by the reward itself.
    expect(t.s.top[sq(1, 1)]).toBe(ing('salmon'));
    expect(t.s.completed[0]).toHaveLength(1);
    t.finish(0, { refill: ['rice'], draw: [3] });
    t.place(1, 'shrimp', sq(5, 2));
    t.act(0, { type: 'place', ingredient: 'rice', square: sq(0, 0) });
    expect(t.s.top[sq(0, 0)]).toBe(ing('rice'));
  });

  it('may not be taken back as the reward of the turn it was played, unless there is no other', () => {
    const t = nigiri();
    t.place(0, 'salmon', sq(0, 1), 'rice');
    t.place(1, 'shrimp', sq(5, 0));
    giveUtensil(t, 0, 'wasabi');
    t.act(0, { type: 'wasabi', square: sq(3, 3) });
    t.act(0, { type: 'place', ingredient: 'rice', square: sq(0, 0) });
    expect(t.s.phase).toBe('reward');
    expect(t.illegal(0, { type: 'takeWasabi', square: sq(3, 3) })).toBe('used-this-turn');
    expect(t.illegal(0, { type: 'take', utensil: 'wasabi' })).toBe('kitchen-empty');
    const u = nigiri();
    u.place(0, 'salmon', sq(0, 1), 'rice');
    u.place(1, 'shrimp', sq(5, 0));
    giveUtensil(u, 0, 'wasabi');
    // TEST-ONLY: the other four utensils are out of reach (as if held by others).
    poke(u, (s) => {
      s.kitchen = [0, 0, 0, 0, 0];
    });
    u.act(0, { type: 'wasabi', square: sq(3, 3) });
    u.act(0, { type: 'place', ingredient: 'rice', square: sq(0, 0) });
    expect(u.legal(0)).toEqual([{ type: 'takeWasabi', square: sq(3, 3) }, { type: 'decline' }]);
    u.act(0, { type: 'takeWasabi', square: sq(3, 3) });
    expect(u.s.usedWasabi).toBe(-1);
  });
});

describe('utensil rewards', () => {
  it('refuses the kitchen copy of the utensil used this turn unless there is no other', () => {
    const t = nigiri();
    t.place(0, 'salmon', sq(0, 1), 'rice');
    t.place(1, 'shrimp', sq(5, 0));
    giveUtensil(t, 0, 'chop');
    t.act(0, { type: 'chop', square: sq(5, 0) }).act(0, { type: 'chopToPantry' });
    t.act(0, { type: 'place', ingredient: 'rice', square: sq(0, 0) });
    expect(t.illegal(0, { type: 'take', utensil: 'chop' })).toBe('used-this-turn');
    expect(t.legal(0).filter((a) => a.type === 'take')).toHaveLength(4);

    const u = nigiri();
    u.place(0, 'salmon', sq(0, 1), 'rice');
    u.place(1, 'shrimp', sq(5, 0));
    giveUtensil(u, 0, 'chop');
    poke(u, (s) => {
      s.kitchen = [0, 0, 0, 0, 0];
    });
    u.act(0, { type: 'chop', square: sq(5, 0) }).act(0, { type: 'chopToPantry' });
    u.act(0, { type: 'place', ingredient: 'rice', square: sq(0, 0) });
    expect(u.legal(0)).toEqual([{ type: 'take', utensil: 'chop' }, { type: 'decline' }]);
    u.act(0, { type: 'take', utensil: 'chop' });
    expect(u.s.utensils[0]).toEqual([3]);
  });

  it('holds at most two: a third is taken only by returning one to the kitchen', () => {
    const t = nigiri();
    t.place(0, 'salmon', sq(0, 1), 'rice');
    t.place(1, 'shrimp', sq(5, 0));
    giveUtensil(t, 0, 'stack');
    giveUtensil(t, 0, 'spicy');
    t.act(0, { type: 'place', ingredient: 'rice', square: sq(0, 0) }).act(0, { type: 'end' });
    expect(t.s.phase).toBe('reward');
    t.act(0, { type: 'take', utensil: 'switch' });
    expect(t.s.mustReturn).toBe(true);
    expect(t.illegal(0, { type: 'decline' })).toBe('must-return');
    expect(t.illegal(0, { type: 'return', utensil: 'chop' })).toBe('utensil-not-held');
    expect(t.legal(0)).toEqual([
      { type: 'return', utensil: 'stack' },
      { type: 'return', utensil: 'spicy' },
      { type: 'return', utensil: 'switch' },
    ]);
    t.act(0, { type: 'return', utensil: 'spicy' });
    expect(t.s.utensils[0]).toEqual([0, 2]);
    expect(t.s.kitchen).toEqual([0, 1, 0, 1, 1]);
    expect(t.s.phase).toBe('refill');
  });
});
