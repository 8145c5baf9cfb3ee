/** `fixed` for scenario writers: unknown fields and impossible copy counts are BAD_FIXED; pinned copies are real. */
import { createGame, GameError } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { CARDS, game, NUMBERS } from '../src/index.ts';
import { make, spoons } from './helpers.ts';

function badFixed(fixed: unknown, players = 2, options = {}): GameError {
  try {
    createGame(game, { players, seed: 'f', options, fixed });
  } catch (e) {
    expect(e).toBeInstanceOf(GameError);
    expect((e as GameError).code).toBe('BAD_FIXED');
    return e as GameError;
  }
  throw new Error(`accepted: ${JSON.stringify(fixed)}`);
}

describe('fixed', () => {
  it('refuses an unknown field, naming it in every language', () => {
    const e = badFixed({ deck: [spoons(5), spoons(5)] });
    expect(e.text.en).toContain('unknown field "fixed.deck"');
    expect(e.text['zh-Hans']).toContain('未知字段 "fixed.deck"');
    expect(e.text['zh-Hant']).toContain('未知欄位 "fixed.deck"');
  });

  it('refuses more copies of a card than the game has, counted over every zone', () => {
    // Eggs: 4 copies. One in a deck, three on plates, one in the market: five.
    const e = badFixed({
      decks: [['eggs', ...spoons(4)], spoons(5)],
      plates: [['eggs', 'eggs', 'eggs'], []],
      market: ['eggs', null, null, null],
    });
    expect(e.text.en).toContain('5 copies of "eggs"');
    expect(e.text.en).toContain('only 4');
    expect(e.text['zh-Hans']).toContain('5 张“eggs”');
    expect(e.text['zh-Hant']).toContain('5 張「eggs」');
    // Starting cards exist once per seat: 8 spoons each.
    badFixed({ decks: [spoons(9), spoons(8)] });
    expect(make(2, { decks: [spoons(8), spoons(8)] }).seats[0].deck.length).toBe(3);
    expect(make(3, { decks: [spoons(10), spoons(10), spoons(4)] }).players).toBe(3);
    // Forks: the pile's 18.
    badFixed({ discards: [Array(19).fill('fork'), []] });
    // A Classic Kitchens card does not exist without that option.
    expect(badFixed({ fridge: ['saffron'] }, 2, { classicKitchens: false }).text.en).toContain('has none');
  });

  it('takes the pinned copies out of the random pantry and the Fork pile', () => {
    const s = make(2, {
      decks: [['eggs', 'eggs', 'fork', ...spoons(4)], spoons(5)],
      plates: [['eggs'], []],
      discards: [[], ['fork', 'eggs']],
    });
    const all = [
      ...s.pantry,
      ...s.market,
      ...s.fridge,
      ...s.seats.flatMap((x) => [...x.deck, ...x.hand, ...x.discard, ...x.plates]),
    ];
    const eggs = CARDS.findIndex((c) => c.id === 'eggs');
    expect(all.filter((c) => c === eggs)).toHaveLength(4);
    expect(s.forkPile).toBe(NUMBERS.forkPile - 2);
  });
});
