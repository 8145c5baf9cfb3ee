import { describe, expect, it } from 'vitest';
import {
  ACTIVE_COLUMNS,
  GEOMETRY,
  INGREDIENTS,
  RECIPE_LENGTH,
  RECIPES,
  RECIPES_BY_LENGTH,
  STARTABLE,
  styleCubesFor,
  TOKENS_PER_LENGTH,
  TOTAL_TILES,
  UTENSIL_NAMES,
  UTENSIL_SUPPLY,
} from '../src/index.ts';

const LANGS = ['zh-Hans', 'zh-Hant', 'en'] as const;

describe('designed data', () => {
  it('has 72 tiles: rice and maki ×10, twelve ingredients ×4, four unique ×1', () => {
    expect(TOTAL_TILES).toBe(72);
    expect(INGREDIENTS).toHaveLength(18);
    const count = (k: string) => INGREDIENTS.find((i) => i.key === k)?.count;
    expect(count('rice')).toBe(10);
    expect(count('maki')).toBe(10);
    expect(INGREDIENTS.filter((i) => i.count === 4)).toHaveLength(12);
    expect(INGREDIENTS.filter((i) => i.category === 'unique').map((i) => i.key)).toEqual([
      'fugu',
      'uni',
      'toro',
      'abalone',
    ]);
    expect(INGREDIENTS.filter((_, i) => !STARTABLE[i]).map((i) => i.key)).toEqual([
      'rice',
      'maki',
      'fugu',
      'uni',
      'toro',
      'abalone',
    ]);
  });

  it('has 52 recipes, 13 of each length, each of distinct known ingredients, named in 3 languages', () => {
    expect(RECIPES).toHaveLength(52);
    expect(RECIPES_BY_LENGTH.map((l) => l.length)).toEqual([13, 13, 13, 13]);
    const keys = new Set(INGREDIENTS.map((i) => i.key));
    for (const r of RECIPES) {
      expect(new Set(r.ingredients).size).toBe(r.ingredients.length);
      for (const i of r.ingredients) expect(keys.has(i)).toBe(true);
      for (const l of LANGS) expect(r.names[l].length).toBeGreaterThan(0);
    }
    for (const l of LANGS) expect(new Set(RECIPES.map((r) => r.names[l])).size).toBe(52);
    expect(new Set(RECIPES.map((r) => r.key)).size).toBe(52);
    const crunchy = RECIPES.find((r) => r.names.en === 'Crunchy Tuna');
    expect(crunchy?.ingredients).toEqual(['rice', 'tuna', 'tempura']);
    for (const name of ['Snapper Crunch', 'Squid Salad Sandwich', 'Poison Pill'])
      expect(RECIPES.some((r) => r.names.en === name)).toBe(true);
    expect(RECIPE_LENGTH.filter((l) => l === 5)).toHaveLength(13);
  });

  it('names every ingredient and utensil in 3 languages', () => {
    for (const i of INGREDIENTS) for (const l of LANGS) expect(i.names[l].length).toBeGreaterThan(0);
    for (const u of Object.values(UTENSIL_NAMES))
      for (const l of LANGS) expect(u[l].length).toBeGreaterThan(0);
  });

  it('gives each player 10 tokens (4/3/2/1) worth at most 10 style cubes', () => {
    expect(TOKENS_PER_LENGTH).toEqual([4, 3, 2, 1]);
    expect(TOKENS_PER_LENGTH.reduce((a, b) => a + b)).toBe(10);
    expect(TOKENS_PER_LENGTH.reduce((a, n, i) => a + n * styleCubesFor(i + 2), 0)).toBe(10);
  });

  it('supplies 5 / 7 / 10 utensils and uses 30 / 36 / 42 squares at 2 / 3 / 4 players', () => {
    expect(UTENSIL_SUPPLY[2]).toEqual([1, 1, 1, 1, 1]);
    expect(UTENSIL_SUPPLY[3]).toEqual([1, 2, 1, 1, 2]);
    expect(UTENSIL_SUPPLY[4]).toEqual([2, 2, 2, 2, 2]);
    expect([2, 3, 4].map((n) => GEOMETRY[ACTIVE_COLUMNS[n]].squares.length)).toEqual([30, 36, 42]);
  });
});
