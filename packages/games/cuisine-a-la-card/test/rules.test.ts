import { applyAction, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game, NUMBERS } from '../src/index.ts';
import { dish, filler, go, ids, illegal, isLegal, make, run, sorted, spoons } from './helpers.ts';

const fillerPantry = filler(20);

describe('setup', () => {
  it('deals 8 spoons + 2 salt per player, 5 in hand, a 4-card market, 18 forks, 3 judges at 2 players', () => {
    const s = game.setup(2, [1, 2, 3, 4], game.optionsSchema.parse({}), undefined);
    for (const seat of s.seats) {
      expect(seat.hand.length).toBe(5);
      expect(sorted(ids([...seat.hand, ...seat.deck]))).toEqual(sorted([...spoons(8), 'salt', 'salt']));
      expect(seat.plateCap).toBe(3);
    }
    expect(s.market.every((c) => c >= 0)).toBe(true);
    expect(s.pantry.length).toBe(118 - 4);
    expect(s.forkPile).toBe(18);
    expect(s.open.length).toBe(3);
    expect(s.stacks.map((st) => st.length)).toEqual([4, 4, 4]);
    expect(s.target).toBe(15);
  });

  it('opens one judge per stack, the extra ones from the 15 stack then the 18 stack', () => {
    const s2 = make(2, {});
    expect(game.view(s2, 0).open).toEqual(['caveman', 'critic', 'scientist']);
    const s3 = make(3, {});
    expect(game.view(s3, 0).open).toEqual(['caveman', 'critic', 'scientist', 'homecook']);
    expect(s3.target).toBe(10);
    const s4 = make(4, {});
    expect(game.view(s4, 0).open).toEqual(['caveman', 'critic', 'scientist', 'homecook', 'nonna']);
    expect(s4.target).toBe(10);
  });

  it('Classic Kitchens off leaves its 12 cards out of the pantry', () => {
    const s = game.setup(2, [1, 2, 3, 4], game.optionsSchema.parse({ classicKitchens: false }), undefined);
    const all = [...s.pantry, ...s.market];
    expect(all.length).toBe(118 - 12);
    expect(
      ids(all).some((id) =>
        ['saffron', 'curry', 'chorizo', 'coconut', 'salmon', 'yogurt', 'lentils'].includes(id),
      ),
    ).toBe(false);
  });

  it('advanced judges: one shuffled deck of 15, players + 1 open (at least 3)', () => {
    for (const [n, open] of [
      [2, 3],
      [3, 4],
      [4, 5],
    ]) {
      const s = game.setup(n, [5, 6, 7, 8], game.optionsSchema.parse({ advancedJudges: true }), undefined);
      expect(s.stacks.length).toBe(1);
      expect(s.open.length).toBe(open);
      expect(s.stacks[0].length + s.open.length).toBe(15);
    }
  });
});

describe('the named cards keep the rules text numbers', () => {
  it('Brie: base ability +1 spoon', () => {
    const s = make(2, { decks: [['brie', ...spoons(4)], spoons(5)], pantry: fillerPantry });
    const t = go(s, 0, { type: 'play', card: 'brie' });
    expect(t.spoons).toBe(1);
  });

  it('Eggs and Bok Choy score 2 each alone, 3 + 6 = 9 together', () => {
    const s = make(2, { decks: [['eggs', 'bokchoy', ...spoons(3)], spoons(5)], pantry: fillerPantry });
    const one = dish(s, 0, ['eggs']);
    expect(game.view(one, 0).dish!.meal).toBe(2);
    const other = dish(s, 0, ['bokchoy']);
    expect(game.view(other, 0).dish!.meal).toBe(2);
    const both = dish(s, 0, ['eggs', 'bokchoy']);
    const d = game.view(both, 0).dish!;
    expect(d.cards.map((c) => c.meal)).toEqual([3, 6]);
    expect(d.meal).toBe(9);
  });
});

describe('warming plates', () => {
  const base = () =>
    make(2, { decks: [['eggs', 'tofu', 'spoon', 'spoon', 'rice'], spoons(5)], pantry: fillerPantry });

  it('one card, face down, before anything is played', () => {
    let s = go(base(), 0, { type: 'warm', card: 'eggs' });
    expect(ids(s.seats[0].plates)).toEqual(['eggs']);
    illegal(s, 0, { type: 'warm', card: 'tofu' }, 'one-warm-per-turn');
    const other = game.view(s, 1).seats[0];
    expect(other.plates).toBeNull();
    expect(other.plateCount).toBe(1);
    expect(game.view(s, 0).seats[0].plates).toEqual(['eggs']);
    s = go(base(), 0, { type: 'play', card: 'spoon' });
    illegal(s, 0, { type: 'warm', card: 'eggs' }, 'warm-before-play');
  });

  it('at most 3 plates', () => {
    const s = make(2, {
      decks: [['eggs', 'tofu', 'spoon', 'spoon', 'rice'], spoons(5)],
      plates: [['rice', 'rice', 'bokchoy'], []],
      pantry: fillerPantry,
    });
    illegal(s, 0, { type: 'warm', card: 'eggs' }, 'plates-full');
  });

  it('utensils may be warmed but never go in a dish', () => {
    const s = go(base(), 0, { type: 'warm', card: 'spoon' }, { type: 'startDish' });
    illegal(s, 0, { type: 'addToDish', card: 'spoon', from: 'plate' }, 'not-an-ingredient');
    illegal(s, 0, { type: 'addToDish', card: 'spoon', from: 'hand' }, 'not-an-ingredient');
  });
});

describe('currency and buying', () => {
  it('a Fork gives +1 fork or +1 buy (a choice, declinable)', () => {
    const s = make(2, {
      decks: [['fork', 'fork', 'fork', 'spoon', 'spoon'], spoons(5)],
      pantry: fillerPantry,
    });
    let t = go(s, 0, { type: 'play', card: 'fork' });
    expect(t.pending?.kind).toBe('choice');
    illegal(t, 0, { type: 'play', card: 'spoon' }, 'finish-choice');
    t = go(
      t,
      0,
      { type: 'choose', option: 0 },
      { type: 'play', card: 'fork' },
      { type: 'choose', option: 1 },
    );
    expect([t.forks, t.buys]).toEqual([1, 2]);
    t = go(t, 0, { type: 'play', card: 'fork' }, { type: 'decline' });
    expect([t.forks, t.buys]).toEqual([1, 2]);
  });

  it('premium costs need forks; forks pay any cost; spoons are spent first', () => {
    const s = make(2, {
      decks: [
        ['spoon', 'spoon', 'spoon', 'spoon', 'spoon'],
        ['fork', ...spoons(4)],
      ],
      market: ['truffle', 'rice', 'rice', 'rice'],
      pantry: fillerPantry,
    });
    let t = go(s, 0, ...Array.from({ length: 5 }, () => ({ type: 'play' as const, card: 'spoon' as const })));
    illegal(t, 0, { type: 'buy', slot: 0 }, 'cannot-afford');
    t = go(t, 0, { type: 'buy', slot: 1 });
    expect(t.spoons).toBe(3);
    illegal(t, 0, { type: 'buy', slot: 2 }, 'no-buys');
    expect(ids(t.seats[0].discard)).toEqual(['rice']);
  });

  it('buying from the market fires On Purchase; from the fridge (1 spoon) it does not', () => {
    const s = make(2, {
      decks: [['spoon', 'spoon', 'spoon', 'rice', 'rice', 'eggs', 'eggs'], spoons(5)],
      market: ['apple', 'pasta', 'pasta', 'pasta'],
      fridge: ['apple'],
      pantry: fillerPantry,
    });
    let t = go(
      s,
      0,
      { type: 'play', card: 'spoon' },
      { type: 'play', card: 'spoon' },
      { type: 'buy', slot: 0 },
      { type: 'use' },
    );
    expect(t.seats[0].hand.length).toBe(4); // 5 - 2 played + 1 drawn by Apple's On Purchase
    t = go(s, 0, { type: 'play', card: 'spoon' }, { type: 'buyFridge' });
    expect(t.seats[0].hand.length).toBe(4); // no draw
    expect(ids(t.seats[0].discard)).toEqual(['apple']);
    expect(t.fridge.length).toBe(0);
  });

  it('Forks are bought from the pile for NUMBERS.forkCost (2)', () => {
    expect(NUMBERS.forkCost).toBe(2);
    const s = make(2, { decks: [spoons(5), spoons(5)], pantry: fillerPantry });
    let t = go(s, 0, { type: 'play', card: 'spoon' });
    illegal(t, 0, { type: 'buyFork' }, 'cannot-afford');
    t = go(t, 0, { type: 'play', card: 'spoon' }, { type: 'buyFork' });
    expect(t.forkPile).toBe(17);
    expect(ids(t.seats[0].discard)).toEqual(['fork']);
  });
});

describe('end of turn and cleanup', () => {
  it('discards hand and play, draws 5 with a reshuffle, moves slot 3 to the fridge and slides the market', () => {
    const s = make(2, {
      decks: [['spoon', 'spoon', 'spoon', 'salt', 'salt', 'spoon', 'spoon'], spoons(5)],
      market: ['eggs', 'tofu', 'rice', 'brie'],
      pantry: ['pasta', 'basil'],
    });
    const t = go(s, 0, { type: 'play', card: 'spoon' }, { type: 'endTurn' });
    expect(t.seats[0].hand.length).toBe(5);
    expect(t.seats[0].discard.length).toBe(0); // 2 drawn from the deck, then the 5 discarded reshuffled
    expect(t.seats[0].deck.length).toBe(2);
    expect(ids(t.fridge)).toEqual(['brie']);
    expect(game.view(t, 0).market).toEqual(['pasta', 'eggs', 'tofu', 'rice']);
    expect(t.cur).toBe(1);
  });

  it('an empty pantry leaves gaps', () => {
    const s = make(2, {
      decks: [spoons(8), spoons(8)],
      market: ['eggs', 'tofu', 'rice', 'brie'],
      pantry: [],
    });
    let t = go(s, 0, { type: 'endTurn' });
    t = go(t, 1, { type: 'endTurn' });
    expect(game.view(t, 0).market).toEqual([null, null, 'eggs', 'tofu']);
    expect(ids(t.fridge)).toEqual(['brie', 'rice']);
  });
});

describe('dishes', () => {
  const hand = ['eggs', 'bokchoy', 'tofu', 'spoon', 'spoon'];

  it('no dish after a purchase; no purchase after a dish; one dish a turn', () => {
    const s = make(2, {
      decks: [['spoon', 'spoon', 'eggs', 'eggs', 'eggs'], spoons(5)],
      pantry: fillerPantry,
    });
    const t = go(
      s,
      0,
      { type: 'play', card: 'spoon' },
      { type: 'play', card: 'spoon' },
      { type: 'buy', slot: 0 },
    );
    illegal(t, 0, { type: 'startDish' }, 'no-dish-after-buy');
    const u = make(2, {
      decks: [[...hand], spoons(5)],
      plates: [['bokchoy', 'bokchoy', 'shrimp'], []],
      pantry: fillerPantry,
      judges: [['caveman'], ['hawker'], ['royal']],
    });
    let v = dish(u, 0, ['eggs', 'bokchoy', 'tofu'], ['bokchoy', 'bokchoy', 'shrimp']);
    expect(isLegal(v, 0, { type: 'submitDish', judge: 'hawker' })).toBe(true);
    v = go(v, 0, { type: 'submitDish', judge: 'hawker' }, { type: 'play', card: 'spoon' });
    illegal(v, 0, { type: 'buy', slot: 0 }, 'no-buy-after-dish');
    illegal(v, 0, { type: 'startDish' }, 'one-dish-per-turn');
  });

  it('eaten ingredients leave the game and are counted; the judge goes to the scorer and is replaced', () => {
    const s = make(2, {
      decks: [[...hand], spoons(5)],
      plates: [['bokchoy', 'bokchoy', 'shrimp'], []],
      pantry: fillerPantry,
      judges: [['caveman'], ['hawker', 'nonna'], ['royal']],
    });
    const { state: t, events } = run(s, [
      [0, { type: 'startDish' }],
      ...['eggs', 'bokchoy', 'tofu'].map(
        (c) => [0, { type: 'addToDish', card: c, from: 'hand' }] as [number, never],
      ),
      ...['bokchoy', 'bokchoy', 'shrimp'].map(
        (c) => [0, { type: 'addToDish', card: c, from: 'plate' }] as [number, never],
      ),
      [0, { type: 'submitDish', judge: 'hawker', name: 'Night-market stir-fry' }],
    ]);
    // meal: eggs 3, bokchoy 6 ×3, tofu 2, shrimp 5 = 28
    const ev = events.find((e) => e.type === 'dish') as unknown as {
      meal: number;
      medals: number;
      name: string;
    };
    expect(ev.meal).toBe(28);
    expect(ev.name).toBe('Night-market stir-fry');
    expect(ev.medals).toBe(4); // hawker 4, no Spicy
    expect(t.seats[0].medals).toBe(4);
    expect(t.seats[0].eaten).toBe(6);
    expect(t.seats[0].plates.length).toBe(0);
    expect(ids(t.seats[0].hand)).toEqual(['spoon', 'spoon']);
    expect(t.removed.length).toBe(6);
    expect(game.view(t, 1).open).toEqual(['caveman', 'nonna', 'royal']);
    expect(game.view(t, 1).seats[0].judges).toEqual([{ judge: 'hawker', round: 1, active: false }]);
  });

  it('the replacement comes from the next stack up, then down, when the stack is empty', () => {
    const s = make(2, {
      decks: [['eggs', 'eggs', 'bokchoy', 'bokchoy', 'bokchoy'], spoons(5)],
      plates: [['tofu', 'tofu', 'tofu'], []],
      pantry: fillerPantry,
      judges: [['caveman'], ['hawker'], ['royal', 'gourmand']],
    });
    const t = go(dish(s, 0, ['eggs', 'eggs', 'bokchoy', 'bokchoy', 'bokchoy'], ['tofu', 'tofu', 'tofu']), 0, {
      type: 'submitDish',
      judge: 'caveman',
    });
    expect(game.view(t, 0).open).toEqual(['gourmand', 'hawker', 'royal']);
  });

  it('cuisine abilities pair only inside the dish; plate cards pair with dish cards', () => {
    const s = make(2, {
      decks: [['eggs', 'rice', 'spoon', 'spoon', 'spoon'], spoons(5)],
      plates: [['bokchoy'], []],
      pantry: fillerPantry,
    });
    // Rice played outside the dish does not pair with Eggs in the dish
    const t = dish(go(s, 0, { type: 'play', card: 'rice' }), 0, ['eggs']);
    expect(game.view(t, 0).dish!.meal).toBe(2);
    const u = dish(s, 0, ['eggs'], ['bokchoy']);
    expect(game.view(u, 0).dish!.meal).toBe(9);
  });

  it('cards in play pair with each other (both cuisine abilities fire, once)', () => {
    const s = make(2, {
      decks: [['corn', 'potatoes', 'corn', 'spoon', 'spoon', 'salt'], spoons(5)],
      pantry: fillerPantry,
    });
    let t = go(s, 0, { type: 'play', card: 'corn' });
    expect(t.spoons).toBe(0);
    t = go(t, 0, { type: 'play', card: 'potatoes' }, { type: 'use' }); // Corn +1 spoon, Potatoes draw 1
    expect(t.spoons).toBe(1);
    expect(t.seats[0].hand.length).toBe(4);
    t = go(t, 0, { type: 'play', card: 'corn' }); // second Corn pairs: +1 spoon; the first does not fire again
    expect(t.spoons).toBe(2);
  });

  it('dual food types are chosen at submission and decide the judge', () => {
    const s = make(2, {
      decks: [['tofu', 'eggs', 'bokchoy', 'bokchoy', 'bokchoy'], spoons(5)],
      pantry: fillerPantry,
      judges: [['vegetarian'], ['hawker'], ['royal']],
    });
    let t = dish(s, 0, ['tofu', 'bokchoy', 'bokchoy', 'bokchoy']);
    // Tofu counts as Protein by default: the Vegetarian refuses
    expect(isLegal(t, 0, { type: 'submitDish', judge: 'vegetarian' })).toBe(false);
    illegal(t, 0, { type: 'submitDish', judge: 'vegetarian' }, 'requirement-unmet');
    t = go(t, 0, { type: 'chooseType', index: 0, food: 'produce' });
    expect(isLegal(t, 0, { type: 'submitDish', judge: 'vegetarian' })).toBe(true);
    illegal(t, 0, { type: 'chooseType', index: 1, food: 'grain' }, 'type-not-allowed');
    const u = go(t, 0, { type: 'submitDish', judge: 'vegetarian' });
    expect(u.seats[0].medals).toBe(4); // 3 + 1 for 3+ Produce (Tofu as Produce + Bok Choy ×3)
  });

  it('a dish below the requirement is refused; cancelling gives the cards back untouched', () => {
    const s = make(2, {
      decks: [['eggs', 'tofu', 'rice', 'spoon', 'spoon'], spoons(5)],
      pantry: fillerPantry,
    });
    let t = dish(s, 0, ['eggs', 'tofu', 'rice']);
    illegal(t, 0, { type: 'submitDish', judge: 'caveman' }, 'meal-too-low');
    illegal(t, 0, { type: 'addToDish', card: 'eggs', from: 'hand' }, 'not-available');
    illegal(t, 0, { type: 'endTurn' }, 'dish-in-progress');
    t = go(t, 0, { type: 'removeFromDish', index: 0 }, { type: 'cancelDish' });
    expect(t.dish).toBeNull();
    expect(t.seats[0].hand.length).toBe(5);
  });

  it('a dish that would earn fewer than 1 medal is refused (the Caveman hates seasonings)', () => {
    const s = make(2, {
      decks: [['eggs', 'pepper', 'salt', 'salt', 'garlic'], spoons(5)],
      plates: [['steak', 'bacon', 'bacon'], []],
      pantry: fillerPantry,
    });
    const t = dish(s, 0, ['eggs', 'pepper', 'salt', 'salt', 'garlic'], ['steak', 'bacon', 'bacon']);
    const d = game.view(t, 0).dish!;
    const cave = d.verdicts.find((v) => v.judge === 'caveman')!;
    expect(cave.enough).toBe(true);
    expect(cave.medals).toBe(0); // 3 + 1 (4 Protein) − 4 (4 seasonings)
    illegal(t, 0, { type: 'submitDish', judge: 'caveman' }, 'too-few-medals');
  });

  it('a dish name is an optional free-text field: legalActions offers the unnamed form, any name up to the limit is valid', () => {
    const s = make(2, {
      decks: [['eggs', 'bokchoy', 'bokchoy', 'bokchoy', 'tofu'], spoons(5)],
      plates: [['eggs', 'eggs', 'eggs'], []],
      pantry: fillerPantry,
      judges: [['caveman'], ['hawker'], ['royal']],
    });
    const t = dish(s, 0, ['eggs', 'bokchoy', 'bokchoy', 'bokchoy', 'tofu'], ['eggs', 'eggs', 'eggs']);
    expect(game.legalActions(t, 0).filter((a) => a.type === 'submitDish')).toEqual([
      { type: 'submitDish', judge: 'caveman' },
      { type: 'submitDish', judge: 'hawker' },
      { type: 'submitDish', judge: 'royal' },
    ]);
    expect(game.validate(t, 0, { type: 'submitDish', judge: 'hawker', name: '青江菜炒蛋' })).toBeNull();
    expect(() =>
      applyAction(game, t, 0, {
        type: 'submitDish',
        judge: 'hawker',
        name: 'x'.repeat(NUMBERS.dishNameMax + 1),
      }),
    ).toThrow(expect.objectContaining({ code: 'BAD_ACTION_SHAPE' }));
  });

  it("another player's dish in progress is hidden; the dish is shown when submitted", () => {
    const s = make(2, {
      decks: [['eggs', 'bokchoy', 'rice', 'spoon', 'spoon'], spoons(5)],
      plates: [['tofu'], []],
      pantry: fillerPantry,
    });
    const t = dish(s, 0, ['eggs'], ['tofu']);
    expect(game.view(t, 1).dish).toBeNull();
    expect(game.view(t, 1).building).toBe(true);
    expect(game.view(t, SPECTATOR).dish).toBeNull();
    expect(game.view(t, 0).dish!.cards.map((c) => c.card)).toEqual(['eggs', 'tofu']);
  });
});

describe('judge abilities work from the end of the round they were scored in', () => {
  it('the Caveman gives +1 spoon each turn, starting next round', () => {
    const s = make(2, {
      decks: [['steak', 'steak', 'bacon', 'bacon', 'eggs', ...spoons(8)], spoons(8)],
      plates: [['eggs', 'eggs', 'eggs'], []],
      pantry: fillerPantry,
    });
    let t = go(dish(s, 0, ['steak', 'steak', 'bacon', 'bacon', 'eggs'], ['eggs', 'eggs', 'eggs']), 0, {
      type: 'submitDish',
      judge: 'caveman',
    });
    expect(t.seats[0].medals).toBe(4); // 3 + 1 for 4+ Protein
    t = go(t, 0, { type: 'endTurn' });
    t = go(t, 1, { type: 'endTurn' });
    expect(t.round).toBe(2);
    expect(t.cur).toBe(0);
    expect(t.spoons).toBe(1);
  });

  it('is not retroactive within the round: seat 1 scoring in round 1 gets nothing until round 2', () => {
    const s = make(2, {
      decks: [spoons(8), ['steak', 'steak', 'bacon', 'bacon', 'eggs', ...spoons(8)]],
      plates: [[], ['eggs', 'eggs', 'eggs']],
      pantry: fillerPantry,
      firstPlayer: 1,
    });
    let t = go(
      dish(s, 1, ['steak', 'steak', 'bacon', 'bacon', 'eggs'], ['eggs', 'eggs', 'eggs']),
      1,
      { type: 'submitDish', judge: 'caveman' },
      { type: 'endTurn' },
    );
    expect(t.spoons).toBe(0);
    t = go(t, 0, { type: 'endTurn' });
    expect(t.cur).toBe(1);
    expect(t.spoons).toBe(1);
  });
});

describe('opponents discard', () => {
  it('each opponent in turn becomes active and discards (no decline); the hand stays smaller', () => {
    const s = make(3, {
      decks: [
        ['escargots', ...spoons(8)],
        ['brie', ...spoons(8)],
        ['rice', ...spoons(8)],
      ],
      pantry: fillerPantry,
    });
    let t = go(s, 0, { type: 'play', card: 'escargots' });
    expect(game.activePlayers(t)).toEqual([1]);
    illegal(t, 1, { type: 'decline' }, 'must-discard');
    t = go(t, 1, { type: 'pick', card: 'brie' });
    expect(game.activePlayers(t)).toEqual([2]);
    t = go(t, 2, { type: 'pick', card: 'spoon' });
    expect(game.activePlayers(t)).toEqual([0]);
    expect(ids(t.seats[1].discard)).toEqual(['brie']);
    t = go(t, 0, { type: 'endTurn' });
    expect(t.seats[1].hand.length).toBe(4);
  });
});

describe('the end of the game', () => {
  it('finishes the round after someone reaches the target, then most medals wins', () => {
    const s = make(2, {
      decks: [spoons(8), spoons(8)],
      medals: [15, 0],
      pantry: fillerPantry,
      firstPlayer: 0,
    });
    let t = go(s, 0, { type: 'endTurn' });
    expect(t.over).toBe(false);
    t = go(t, 1, { type: 'endTurn' });
    expect(t.over).toBe(true);
    expect(game.result(t)!.winners).toEqual([0]);
    expect(game.activePlayers(t)).toEqual([]);
  });

  it('a player reaching the target last in the round ends the game at once', () => {
    const s = make(3, {
      decks: [spoons(8), spoons(8), spoons(8)],
      medals: [0, 0, 10],
      pantry: fillerPantry,
      firstPlayer: 0,
    });
    const t = go(go(go(s, 0, { type: 'endTurn' }), 1, { type: 'endTurn' }), 2, { type: 'endTurn' });
    expect(t.over).toBe(true);
  });

  it('ties: most ingredients eaten, then shared', () => {
    const s = make(2, { decks: [spoons(8), spoons(8)], medals: [15, 15], pantry: fillerPantry });
    const t = go(go(s, 0, { type: 'endTurn' }), 1, { type: 'endTurn' });
    expect(game.result(t)!.winners).toEqual([0, 1]);
    const u = { ...game.clone(s) };
    u.seats[1].eaten = 3;
    const v = go(go(u, 0, { type: 'endTurn' }), 1, { type: 'endTurn' });
    expect(game.result(v)!.winners).toEqual([1]);
  });

  it('the kitchen closes after the round cap', () => {
    let s = make(2, { decks: [spoons(8), spoons(8)], pantry: fillerPantry });
    for (let i = 0; i < NUMBERS.maxRounds * 2; i++) s = go(s, s.cur, { type: 'endTurn' });
    expect(s.over).toBe(true);
    expect(s.round).toBe(NUMBERS.maxRounds);
  });
});

describe('fixed setups', () => {
  it('a pinned market is taken out of the shuffled pantry; a card not in this game is refused', () => {
    const s = make(2, { market: ['truffle', 'duck', null, 'eggs'] }, { classicKitchens: false });
    expect(s.pantry.length).toBe(106 - 3);
    expect(game.view(s, 0).market).toEqual(['truffle', 'duck', null, 'eggs']);
    // Saffron is a Classic Kitchens card: without that option the game has none of it.
    expect(() => make(2, { market: ['saffron', null, null, null] }, { classicKitchens: false })).toThrow(
      expect.objectContaining({ code: 'BAD_FIXED' }),
    );
  });

  it('rejects per-seat lists of the wrong length', () => {
    expect(() => make(3, { decks: [spoons(10), spoons(10)] })).toThrow(
      expect.objectContaining({ code: 'BAD_FIXED' }),
    );
  });
});
