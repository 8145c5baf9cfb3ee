/** Each judge's requirements, bonuses and penalties, and each kind of judge ability. */
import { describe, expect, it } from 'vitest';
import { normalizeTypes } from '../src/dish.ts';
import { CARDS, game, JUDGES, scoreDish, verdict } from '../src/index.ts';
import type { CuisineState } from '../src/state.ts';
import { filler, go, ids, make, spoons } from './helpers.ts';

const idx = (id: string) => CARDS.findIndex((c) => c.id === id);
const jdx = (id: string) => JUDGES.findIndex((j) => j.id === id);

function judge(s: CuisineState, j: string, cards: string[]) {
  const d = { cards: cards.map(idx), from: cards.map(() => 0), types: cards.map(() => -1) };
  normalizeTypes(d);
  return verdict(s, d, scoreDish(s, 0, d), jdx(j));
}

/** [judge, dish, unmet requirement indices, medals] */
const CASES: [string, string[], number[], number][] = [
  ['caveman', ['eggs', 'steak'], [], 3],
  ['caveman', ['eggs', 'rice'], [0], 3],
  ['caveman', ['eggs', 'eggs', 'steak', 'bacon'], [], 4],
  ['caveman', ['eggs', 'steak', 'salt'], [], 2],
  ['homecook', ['eggs', 'rice'], [], 3],
  ['homecook', ['eggs', 'steak'], [0], 3],
  ['homecook', ['eggs', 'rice', 'tomatoes', 'brie'], [], 4],
  ['blogger', ['eggs', 'eggs', 'eggs', 'eggs'], [], 3],
  ['blogger', ['eggs', 'eggs', 'eggs'], [0], 3],
  ['blogger', ['eggs', 'pasta', 'brie', 'steak'], [], 4],
  ['sweettooth', ['apple'], [], 3],
  ['sweettooth', ['eggs'], [0], 3],
  ['sweettooth', ['apple', 'chili', 'ginger'], [], 1],
  ['vegetarian', ['rice'], [], 3],
  ['vegetarian', ['eggs'], [0], 3],
  ['vegetarian', ['tomatoes', 'tomatoes', 'potatoes'], [], 4],
  ['critic', ['eggs', 'rice', 'brie'], [], 4],
  ['critic', ['eggs', 'rice'], [0], 4],
  ['critic', ['eggs', 'apple', 'chili', 'rice', 'brie'], [], 5],
  ['nonna', ['pasta', 'tomatoes'], [], 4],
  ['nonna', ['pasta', 'eggs'], [0], 4],
  ['nonna', ['pasta', 'tomatoes', 'tomatoes', 'basil'], [], 5],
  ['bistro', ['baguette', 'shallots'], [], 4],
  ['bistro', ['baguette'], [0], 4],
  ['bistro', ['brie', 'butter'], [], 5],
  ['hawker', ['eggs', 'rice'], [], 4],
  ['hawker', ['eggs'], [0], 4],
  ['hawker', ['eggs', 'chili'], [], 5],
  ['pitmaster', ['bacon', 'potatoes'], [], 4],
  ['pitmaster', ['potatoes', 'corn'], [1], 4],
  ['pitmaster', ['bacon'], [0], 4],
  ['pitmaster', ['bacon', 'potatoes', 'cheddar'], [], 3],
  ['scientist', ['eggs', 'rice', 'brie'], [], 5],
  ['scientist', ['eggs', 'rice'], [0], 5],
  ['scientist', ['eggs', 'rice', 'brie', 'tomatoes'], [], 6],
  ['royal', ['eggs', 'eggs', 'eggs', 'eggs', 'eggs', 'eggs'], [], 5],
  ['royal', ['eggs', 'eggs', 'eggs', 'eggs', 'eggs'], [0], 5],
  ['royal', ['eggs', 'eggs', 'eggs', 'eggs', 'eggs', 'chili'], [], 4],
  ['spicemerchant', ['chili'], [], 5],
  ['spicemerchant', ['garlic'], [0], 5],
  ['spicemerchant', ['chili', 'pepper'], [], 6],
  ['spicemerchant', ['ginger', 'garlic', 'basil'], [], 5],
  ['traveler', ['eggs', 'pasta', 'brie'], [], 5],
  ['traveler', ['eggs', 'pasta'], [0], 5],
  ['traveler', ['eggs', 'pasta', 'brie', 'steak'], [], 6],
  ['gourmand', ['steak', 'duck', 'rice', 'rice'], [], 5],
  ['gourmand', ['steak', 'rice', 'rice'], [0], 5],
  ['gourmand', ['steak', 'duck', 'rice'], [], 5],
  ['gourmand', ['steak', 'duck'], [1], 5],
  ['gourmand', ['eggs', 'eggs', 'pasta', 'baguette'], [], 6],
];

describe('judges', () => {
  const s = make(2, { decks: [spoons(5), spoons(5)] });

  it('the set has 15 judges, five per 15/18/21 stack, the Caveman among them', () => {
    expect(JUDGES.length).toBe(15);
    for (const tier of [15, 18, 21]) expect(JUDGES.filter((j) => j.tier === tier).length).toBe(5);
    expect(JUDGES.find((j) => j.id === 'caveman')!.tier).toBe(15);
  });

  it('every judge has requirement, bonus and penalty cases', () => {
    for (const j of JUDGES) expect(CASES.filter(([id]) => id === j.id).length).toBeGreaterThanOrEqual(3);
  });

  for (const [j, cards, unmet, medals] of CASES) {
    it(`${j}: ${cards.join(' + ')} → unmet ${JSON.stringify(unmet)}, ${medals} medals`, () => {
      const v = judge(s, j, cards);
      expect(v.unmet).toEqual(unmet);
      expect(v.medals).toBe(medals);
    });
  }

  it('meal score must reach the tier; the verdict is ok only when everything holds', () => {
    const v = judge(s, 'caveman', ['eggs', 'steak']);
    expect(v.enough).toBe(false);
    expect(v.ok).toBe(false);
    const w = judge(s, 'caveman', ['eggs', 'eggs', 'eggs', 'eggs', 'steak', 'steak']); // 3×4+... ≥ 15
    expect(w.enough).toBe(true);
    expect(w.ok).toBe(true);
  });
});

describe('judge abilities (active from the round after scoring)', () => {
  /** Seat 0 holds judge j, scored in round 0 (so active in round 1). */
  function holding(j: string, fixed: Parameters<typeof make>[1] = {}) {
    const s = make(2, { decks: [spoons(8), spoons(8)], pantry: filler(20), ...fixed });
    s.seats[0].judges = [jdx(j)];
    s.seats[0].judgeRounds = [0];
    return s;
  }
  const cycle = (s: CuisineState) => go(go(s, 0, { type: 'endTurn' }), 1, { type: 'endTurn' });

  it('eachTurn: +1 fork (Nonna), +1 buy (Bistro Chef), +1 spoon (Pitmaster)', () => {
    expect(cycle(holding('nonna')).forks).toBe(1);
    expect(cycle(holding('bistro')).buys).toBe(2);
    expect(cycle(holding('pitmaster')).spoons).toBe(1);
  });

  it('handSize: draw 6 (Food Blogger)', () => {
    const t = go(holding('blogger'), 0, { type: 'endTurn' });
    expect(t.seats[0].hand.length).toBe(6);
  });

  it('plates: +1 warming plate (Home Cook)', () => {
    expect(game.view(holding('homecook'), 1).seats[0].platesUsable).toBe(4);
  });

  it('fridgeCost 0 (Vegetarian): the fridge top is free', () => {
    const s = holding('vegetarian', { fridge: ['duck'] });
    expect(game.legalActions(s, 0)).toContainEqual({ type: 'buyFridge' });
    const t = go(s, 0, { type: 'buyFridge' });
    expect(ids(t.seats[0].discard)).toEqual(['duck']);
  });

  it('dishMeal +2 (Critic)', () => {
    const s = holding('critic');
    const d = { cards: [idx('eggs')], from: [0], types: [0] };
    expect(scoreDish(s, 0, d).meal).toBe(4);
    expect(scoreDish(s, 1, d).meal).toBe(2);
  });

  it('discount 1 (Sweet Tooth): a 2-cost card for 1 spoon', () => {
    const s = holding('sweettooth', { market: ['eggs', 'tofu', 'rice', 'apple'] });
    const t = go(s, 0, { type: 'play', card: 'spoon' }, { type: 'buy', slot: 0 });
    expect(ids(t.seats[0].discard)).toEqual(['eggs']);
  });

  it('not active in the round it was scored', () => {
    const s = holding('pitmaster');
    s.seats[0].judgeRounds = [1];
    expect(go(s, 0, { type: 'endTurn' }).spoons).toBe(0);
    expect(cycle(s).spoons).toBe(1);
  });
});
