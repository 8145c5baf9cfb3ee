import { describe, expect, it } from 'vitest';
import { DEALS, DECK_IDS, DECK_LISTS, DECKS, type DeckId, dealSize, type Suit } from '../src/index.ts';

function countBy(deck: DeckId, suit: Suit, kind: string, value?: number): number {
  return DECKS[deck].cards.filter(
    (c) => c.suit === suit && c.kind === kind && (value === undefined || c.value === value),
  ).length;
}

describe('deck presets (data)', () => {
  it('standard96: 96 cards; per soup suit 1–5 ×4, 10 ×2, cream ×3, reset ×2; chili 1–5 ×3', () => {
    const d = DECKS.standard96;
    expect(d.size).toBe(96);
    for (const suit of ['mushroom', 'pea', 'onion'] as const) {
      for (let v = 1; v <= 5; v++) expect(countBy('standard96', suit, 'number', v)).toBe(4);
      expect(countBy('standard96', suit, 'ten')).toBe(2);
      expect(countBy('standard96', suit, 'cream')).toBe(3);
      expect(countBy('standard96', suit, 'reset')).toBe(2);
      expect(d.cards.filter((c) => c.suit === suit)).toHaveLength(27);
    }
    for (let v = 1; v <= 5; v++) expect(countBy('standard96', 'chili', 'number', v)).toBe(3);
    expect(d.cards.filter((c) => c.suit === 'chili')).toHaveLength(15);
  });

  it('classic52: 52 cards; per soup suit 1–5 ×2, 10, cream ×2, reset; chili 1–5 ×2', () => {
    const d = DECKS.classic52;
    expect(d.size).toBe(52);
    for (const suit of ['mushroom', 'pea', 'onion'] as const) {
      for (let v = 1; v <= 5; v++) expect(countBy('classic52', suit, 'number', v)).toBe(2);
      expect(countBy('classic52', suit, 'ten')).toBe(1);
      expect(countBy('classic52', suit, 'cream')).toBe(2);
      expect(countBy('classic52', suit, 'reset')).toBe(1);
    }
    for (let v = 1; v <= 5; v++) expect(countBy('classic52', 'chili', 'number', v)).toBe(2);
  });

  it('card tables agree with the deck lists, ids are 0..size-1, names exist in three languages', () => {
    for (const id of DECK_IDS) {
      const d = DECKS[id];
      expect(DECK_LISTS[id].reduce((a, s) => a + s.count, 0)).toBe(d.size);
      d.cards.forEach((c, i) => {
        expect(c.id).toBe(i);
        expect(d.value[i]).toBe(c.value);
        for (const l of ['zh-Hans', 'zh-Hant', 'en'] as const) expect(c.name[l].length).toBeGreaterThan(0);
      });
      expect(d.cards[0].name['zh-Hans']).toBe('蘑菇 奶油（小0）');
    }
  });

  it('card ids run suit by suit as the doc says (cream, reset, 1…5, 10 in each soup suit)', () => {
    const at = (deck: DeckId, id: number) => {
      const c = DECKS[deck].cards[id];
      return `${c.suit}:${c.kind}:${c.value}`;
    };
    expect(at('standard96', 0)).toBe('mushroom:cream:0');
    expect(at('standard96', 3)).toBe('mushroom:reset:0');
    expect(at('standard96', 5)).toBe('mushroom:number:1');
    expect(at('standard96', 25)).toBe('mushroom:ten:10');
    expect(at('standard96', 27)).toBe('pea:cream:0');
    expect(at('standard96', 71)).toBe('onion:number:4');
    expect(at('standard96', 81)).toBe('chili:number:1');
    expect(at('standard96', 95)).toBe('chili:number:5');
    expect(at('classic52', 13)).toBe('mushroom:ten:10');
    expect(at('classic52', 14)).toBe('pea:cream:0');
    expect(at('classic52', 28)).toBe('onion:cream:0');
    expect(at('classic52', 42)).toBe('chili:number:1');
  });

  it('deals: 13 each, except classic52 at 5 players (11/11/10/10/10 from the starting player)', () => {
    for (const id of DECK_IDS) {
      for (let n = 2; n <= 5; n++) {
        const sizes = DEALS[id][n];
        expect(sizes).toHaveLength(n);
        expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(DECKS[id].size);
        if (!(id === 'classic52' && n === 5)) expect(sizes.every((x) => x === 13)).toBe(true);
      }
    }
    expect(DEALS.classic52[5]).toEqual([11, 11, 10, 10, 10]);
    expect([0, 1, 2, 3, 4].map((p) => dealSize('classic52', 5, 3, p))).toEqual([10, 10, 10, 11, 11]);
  });
});
