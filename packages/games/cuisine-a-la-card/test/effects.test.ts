/** Every effect kind of the effect language, pinned through a card of the set that uses it. */
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';
import { dish, filler, go, ids, illegal, isLegal, make, run, spoons } from './helpers.ts';

const pantry = filler(20);

describe('effects', () => {
  it('trash from hand (Prosciutto paired): up to 1, removed from the game; declinable', () => {
    const s = make(2, { decks: [['prosciutto', 'tomatoes', 'salt', 'spoon', 'spoon'], spoons(5)], pantry });
    let t = go(s, 0, { type: 'play', card: 'prosciutto' }, { type: 'play', card: 'tomatoes' });
    expect(t.pending?.kind).toBe('trashHand');
    expect(game.legalActions(t, 0)).toEqual([
      { type: 'pick', card: 'salt' },
      { type: 'pick', card: 'spoon' },
      { type: 'decline' },
    ]);
    illegal(t, 0, { type: 'pick', card: 'eggs' }, 'bad-pick');
    const d = go(t, 0, { type: 'decline' });
    expect(d.pending).toBeNull();
    expect(d.seats[0].hand.length).toBe(3);
    t = go(t, 0, { type: 'pick', card: 'salt' });
    expect(t.pending).toBeNull();
    expect(ids(t.removed)).toEqual(['salt']);
    expect(ids(t.seats[0].hand)).toEqual(['spoon', 'spoon']);
  });

  it('trash from the discard pile (Ginger paired)', () => {
    const s = make(2, {
      decks: [['ginger', 'eggs', 'spoon', 'spoon', 'spoon'], spoons(5)],
      discards: [['salt', 'spoon'], []],
      pantry,
    });
    const t = go(
      s,
      0,
      { type: 'play', card: 'ginger' },
      { type: 'play', card: 'eggs' },
      { type: 'pick', card: 'salt' },
    );
    expect(ids(t.seats[0].discard)).toEqual(['spoon']);
    expect(ids(t.removed)).toEqual(['salt']);
  });

  it('trash from the market (Sugar On Purchase) and from the fridge top (Flour On Purchase)', () => {
    const s = make(2, {
      decks: [spoons(5), spoons(5)],
      market: ['sugar', 'flour', 'eggs', 'tofu'],
      fridge: ['brie', 'duck'],
      pantry,
    });
    let t = go(s, 0, { type: 'play', card: 'spoon' }, { type: 'buy', slot: 0 });
    expect(t.pending?.kind).toBe('trashMarket');
    t = go(t, 0, { type: 'pickSlot', slot: 3 });
    expect(game.view(t, 0).market).toEqual([null, 'flour', 'eggs', null]);
    expect(ids(t.removed)).toEqual(['tofu']);
    // a second buy for the Flour
    const u = go(s, 1 - 1, { type: 'play', card: 'spoon' }, { type: 'buy', slot: 1 });
    expect(game.legalActions(u, 0)).toEqual([{ type: 'pick', card: 'duck' }, { type: 'decline' }]);
    const v = go(u, 0, { type: 'pick', card: 'duck' });
    expect(ids(v.fridge)).toEqual(['brie']);
    expect(ids(v.removed)).toEqual(['duck']);
  });

  it('gain a market card costing up to N (Olive Oil paired: up to 2); not a purchase, no dish after', () => {
    const s = make(2, {
      decks: [['oliveoil', 'pasta', 'eggs', 'spoon', 'spoon'], spoons(5)],
      market: ['apple', 'steak', 'lemon', 'tomatoes'],
      pantry,
    });
    const t = go(s, 0, { type: 'play', card: 'oliveoil' }, { type: 'play', card: 'pasta' });
    expect(t.spoons).toBe(2);
    expect(game.legalActions(t, 0)).toEqual([
      { type: 'pickSlot', slot: 0 },
      { type: 'pickSlot', slot: 2 },
      { type: 'pickSlot', slot: 3 },
      { type: 'decline' },
    ]);
    illegal(t, 0, { type: 'pickSlot', slot: 1 }, 'bad-slot');
    const u = go(t, 0, { type: 'pickSlot', slot: 0 });
    expect(ids(u.seats[0].discard)).toEqual(['apple']);
    expect(u.seats[0].hand.length).toBe(3); // Apple's On Purchase did not fire
    expect(u.buys).toBe(1);
    illegal(u, 0, { type: 'startDish' }, 'no-dish-after-buy');
  });

  it('take a card back from a warming plate (Arborio paired)', () => {
    const s = make(2, {
      decks: [['arborio', 'tomatoes', 'spoon', 'spoon', 'spoon'], spoons(5)],
      plates: [['duck', 'spoon'], []],
      pantry,
    });
    const t = go(s, 0, { type: 'play', card: 'arborio' }, { type: 'play', card: 'tomatoes' });
    expect(game.legalActions(t, 0)).toEqual([
      { type: 'pick', card: 'duck' },
      { type: 'pick', card: 'spoon' },
      { type: 'decline' },
    ]);
    const { state: u, events } = run(t, [[0, { type: 'pick', card: 'spoon' }]]);
    expect(ids(u.seats[0].plates)).toEqual(['duck']);
    expect(ids(u.seats[0].hand)).toEqual(['spoon', 'spoon', 'spoon', 'spoon']);
    const tb = events.find((e) => e.type === 'takeBack')!;
    expect(game.viewEvent(tb as never, 1)).toEqual({ type: 'takeBack', player: 0 });
  });

  it('+1 warming plate for the rest of the game (Lentils On Purchase), up to 5', () => {
    const s = make(2, {
      decks: [spoons(5), spoons(5)],
      market: ['lentils', 'lentils', 'tofu', 'eggs'],
      pantry,
    });
    const t = go(
      s,
      0,
      { type: 'play', card: 'spoon' },
      { type: 'play', card: 'spoon' },
      { type: 'play', card: 'spoon' },
      { type: 'buy', slot: 0 },
    );
    expect(t.seats[0].plateCap).toBe(4);
    expect(game.view(t, 1).seats[0].platesUsable).toBe(4);
  });

  it('look at the top pantry cards: one into the hand, the others on top of the fridge (Mushrooms paired)', () => {
    const s = make(2, {
      decks: [['mushrooms', 'brie', 'spoon', 'spoon', 'spoon'], spoons(5)],
      market: ['eggs', 'eggs', 'eggs', 'eggs'],
      pantry: ['duck', 'truffle', 'salt', 'rice'],
    });
    const t = go(s, 0, { type: 'play', card: 'brie' }, { type: 'play', card: 'mushrooms' });
    expect(t.pending?.kind).toBe('look');
    expect(game.view(t, 1).pending!.cards).toEqual(['duck', 'truffle', 'salt']);
    const u = go(t, 0, { type: 'pick', card: 'truffle' });
    expect(ids(u.seats[0].hand)).toContain('truffle');
    expect(ids(u.fridge)).toEqual(['duck', 'salt']);
    expect(ids(u.pantry)).toEqual(['rice']);
    const d = go(t, 0, { type: 'decline' });
    expect(ids(d.fridge)).toEqual(['duck', 'truffle', 'salt']);
  });

  it('swap a market card with the fridge top (Yogurt paired)', () => {
    const s = make(2, {
      decks: [['yogurt', 'bacon', 'spoon', 'spoon', 'spoon'], spoons(5)],
      market: ['eggs', 'tofu', 'rice', 'brie'],
      fridge: ['steak'],
      pantry,
    });
    const t = go(
      s,
      0,
      { type: 'play', card: 'yogurt' },
      { type: 'play', card: 'bacon' },
      { type: 'pickSlot', slot: 1 },
    );
    expect(game.view(t, 0).market).toEqual(['eggs', 'steak', 'rice', 'brie']);
    expect(ids(t.fridge)).toEqual(['tofu']);
  });

  it('meal +N per other dish ingredient with a flavor (Finishing Salt: Savory)', () => {
    const s = make(2, { decks: [['salt', 'eggs', 'tofu', 'apple', 'spoon'], spoons(5)], pantry });
    const t = dish(s, 0, ['salt', 'eggs', 'tofu', 'apple']);
    expect(game.view(t, 0).dish!.cards.map((c) => c.meal)).toEqual([2, 3, 2, 2]); // Salt: Eggs + Tofu are Savory; Eggs +1 paired with Tofu
  });

  it('meal +N per food type uses the chosen type of a dual card (Black Pepper: Protein)', () => {
    const s = make(2, { decks: [['pepper', 'tofu', 'beans', 'spoon', 'spoon'], spoons(5)], pantry });
    let t = dish(s, 0, ['pepper', 'tofu', 'beans']);
    expect(game.view(t, 0).dish!.cards[0].meal).toBe(2);
    t = go(t, 0, { type: 'chooseType', index: 1, food: 'produce' });
    expect(game.view(t, 0).dish!.cards[0].meal).toBe(1);
  });

  it('counts as any food type (Coconut, only with a cuisine partner)', () => {
    const s = make(2, { decks: [['coconut', 'eggs', 'spoon', 'spoon', 'spoon'], spoons(5)], pantry });
    let t = dish(s, 0, ['coconut']);
    illegal(t, 0, { type: 'chooseType', index: 0, food: 'grain' }, 'type-not-allowed');
    t = go(
      t,
      0,
      { type: 'addToDish', card: 'eggs', from: 'hand' },
      { type: 'chooseType', index: 0, food: 'grain' },
    );
    expect(game.view(t, 0).dish!.cards[0].food).toBe('grain');
    // removing the partner resets the type to the printed one
    t = go(t, 0, { type: 'removeFromDish', index: 1 });
    expect(game.view(t, 0).dish!.cards[0].food).toBe('produce');
  });

  it('medal bonus (Crème Fraîche On Submit with 2+ Dairy) shows in the verdict', () => {
    const s = make(2, { decks: [['cremefraiche', 'brie', 'spoon', 'spoon', 'spoon'], spoons(5)], pantry });
    const t = dish(s, 0, ['cremefraiche', 'brie']);
    const v = game.view(t, 0).dish!.verdicts.find((x) => x.judge === 'caveman')!;
    expect(v.medals).toBe(4); // Caveman 3 + Crème Fraîche 1
  });

  it("a submitted card's other abilities resolve after scoring (Noodles: +1 spoon, paired: draw 1)", () => {
    const s = make(2, {
      decks: [['noodles', 'eggs', 'bokchoy', 'bokchoy', 'bokchoy', 'spoon'], spoons(5)],
      plates: [['shrimp', 'shrimp', 'eggs'], []],
      pantry,
      judges: [['caveman'], ['hawker'], ['royal']],
    });
    let t = dish(s, 0, ['noodles', 'eggs', 'bokchoy', 'bokchoy', 'bokchoy'], ['shrimp', 'shrimp', 'eggs']);
    expect(isLegal(t, 0, { type: 'submitDish', judge: 'hawker' })).toBe(true);
    t = go(t, 0, { type: 'submitDish', judge: 'hawker' }, { type: 'use' });
    expect(t.spoons).toBe(1);
    expect(ids(t.seats[0].hand)).toEqual(['spoon']);
  });

  it('+buys (Lemon On Purchase) allows a second purchase', () => {
    const s = make(2, { decks: [spoons(5), spoons(5)], market: ['lemon', 'eggs', 'tofu', 'rice'], pantry });
    const t = go(
      s,
      0,
      { type: 'play', card: 'spoon' },
      { type: 'play', card: 'spoon' },
      { type: 'play', card: 'spoon' },
      { type: 'buy', slot: 0 },
    );
    expect(t.buys).toBe(1);
    const u = go(t, 0, { type: 'buy', slot: 1 });
    expect(ids(u.seats[0].discard)).toEqual(['lemon', 'eggs']);
  });
});
