/** The options: More Medals, dish-description vote, advanced judges, Classic Kitchens. */
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';
import { dish, filler, go, illegal, isLegal, make, run, spoons } from './helpers.ts';

const pantry = filler(20);

describe('More Medals', () => {
  it('plays to 3 more medals (18 at 2 players, 13 at 3–4)', () => {
    expect(make(2, {}, { moreMedals: true }).target).toBe(18);
    expect(make(3, {}, { moreMedals: true }).target).toBe(13);
    expect(make(4, {}, { moreMedals: true }).target).toBe(13);
  });

  it('+1 medal for buying or gaining every market card in one turn (once)', () => {
    const fixed = {
      decks: [['fork', ...spoons(4)], spoons(5)],
      market: ['lemon', 'lemon', 'pepper', 'pepper'] as string[],
      pantry,
    };
    // The Fork's +1 buy and the two Lemons' +1 buy (On Purchase): four buys for four 1-spoon cards.
    const buyAll = (opts: object) =>
      run(make(2, fixed as never, opts), [
        [0, { type: 'play', card: 'fork' }],
        [0, { type: 'choose', option: 1 }],
        ...Array.from({ length: 4 }, () => [0, { type: 'play', card: 'spoon' }] as [number, never]),
        ...[0, 1, 2, 3].map((slot) => [0, { type: 'buy', slot }] as [number, never]),
      ]);
    const on = buyAll({ moreMedals: true });
    expect(on.state.seats[0].medals).toBe(1);
    expect(on.events.filter((e) => e.type === 'bonus')).toEqual([
      { type: 'bonus', player: 0, reason: 'sweep', medals: 1 },
    ]);
    expect(buyAll({}).state.seats[0].medals).toBe(0);
  });

  it('+1 medal for a dish with all four cuisines', () => {
    const fixed = { decks: [['eggs', 'pasta', 'brie', 'steak', 'spoon'], spoons(5)], pantry };
    const on = dish(make(2, fixed as never, { moreMedals: true }), 0, ['eggs', 'pasta', 'brie', 'steak']);
    const off = dish(make(2, fixed as never), 0, ['eggs', 'pasta', 'brie', 'steak']);
    const cave = (s: typeof on) => game.view(s, 0).dish!.verdicts.find((v) => v.judge === 'caveman')!.medals;
    expect(cave(on)).toBe(cave(off) + 1);
  });
});

describe('dish description bonus (vote)', () => {
  const fixed = {
    decks: [['eggs', 'bokchoy', 'bokchoy', 'bokchoy', 'tofu'], spoons(5), spoons(5)],
    plates: [['eggs', 'eggs', 'eggs'], [], []],
    pantry,
    judges: [['caveman'], ['hawker'], ['royal']],
  };
  const built = (players: number) =>
    dish(
      make(
        players,
        { ...fixed, decks: fixed.decks.slice(0, players), plates: fixed.plates.slice(0, players) } as never,
        {
          dishDescriptionBonus: true,
        },
      ),
      0,
      ['eggs', 'bokchoy', 'bokchoy', 'bokchoy', 'tofu'],
      ['eggs', 'eggs', 'eggs'],
    );

  it('the other players vote in turn; a majority of yes gives +1 medal', () => {
    let t = go(built(3), 0, { type: 'submitDish', judge: 'hawker', name: 'Bok choy omelette' });
    expect(game.activePlayers(t)).toEqual([1]);
    expect(game.legalActions(t, 1)).toEqual([
      { type: 'vote', approve: true },
      { type: 'vote', approve: false },
    ]);
    t = go(t, 1, { type: 'vote', approve: true });
    expect(game.activePlayers(t)).toEqual([2]);
    const yes = go(t, 2, { type: 'vote', approve: true });
    expect(yes.seats[0].medals).toBe(4 + 1);
    expect(game.activePlayers(yes)).toEqual([0]);
    const split = go(t, 2, { type: 'vote', approve: false });
    expect(split.seats[0].medals).toBe(4);
  });

  it('no vote for an unnamed dish, nor with the option off', () => {
    const t = go(built(2), 0, { type: 'submitDish', judge: 'hawker' });
    expect(t.pending).toBeNull();
    const off = dish(
      make(3, fixed as never),
      0,
      ['eggs', 'bokchoy', 'bokchoy', 'bokchoy', 'tofu'],
      ['eggs', 'eggs', 'eggs'],
    );
    expect(go(off, 0, { type: 'submitDish', judge: 'hawker', name: 'x' }).pending).toBeNull();
  });

  it('the vote is the only thing the voter may do', () => {
    const t = go(built(2), 0, { type: 'submitDish', judge: 'hawker', name: 'Omelette' });
    illegal(t, 1, { type: 'decline' }, 'not-allowed-now');
    expect(isLegal(t, 1, { type: 'vote', approve: false })).toBe(true);
  });
});

describe('advanced judges', () => {
  it('a scored judge is replaced from the single shuffled deck', () => {
    const s = make(
      2,
      {
        decks: [['eggs', 'bokchoy', 'bokchoy', 'bokchoy', 'tofu'], spoons(5)],
        plates: [['eggs', 'eggs', 'eggs'], []],
        pantry,
        judges: [['hawker', 'caveman', 'royal', 'gourmand', 'critic']],
      },
      { advancedJudges: true },
    );
    expect(game.view(s, 0).open).toEqual(['hawker', 'caveman', 'royal']);
    const t = go(dish(s, 0, ['eggs', 'bokchoy', 'bokchoy', 'bokchoy', 'tofu'], ['eggs', 'eggs', 'eggs']), 0, {
      type: 'submitDish',
      judge: 'hawker',
    });
    expect(game.view(t, 0).open).toEqual(['gourmand', 'caveman', 'royal']);
  });
});
