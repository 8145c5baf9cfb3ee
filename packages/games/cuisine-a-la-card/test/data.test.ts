/** The card set: sizes, the cards the rules text names, schema-valid effect language, rendered text. */
import { LOCALES } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { abilitySchema, condSchema, judgeAbilitySchema, medalRuleSchema } from '../src/data/effects.ts';
import { CARDS, cardText, FORK, INGREDIENTS, JUDGES, judgeText, NUMBERS, SALT, SPOON } from '../src/index.ts';

const card = (id: string) => CARDS.find((c) => c.id === id)!;

describe('the card set', () => {
  it('118 ingredients in 50–60 distinct cards of 1–4 copies; 12 Classic Kitchens cards with two cuisines', () => {
    expect(INGREDIENTS.reduce((n, c) => n + c.copies, 0)).toBe(118);
    expect(INGREDIENTS.length).toBeGreaterThanOrEqual(50);
    expect(INGREDIENTS.length).toBeLessThanOrEqual(60);
    for (const c of INGREDIENTS) expect(c.copies).toBeGreaterThanOrEqual(1);
    for (const c of INGREDIENTS) expect(c.copies).toBeLessThanOrEqual(4);
    const classic = INGREDIENTS.filter((c) => c.classic);
    expect(classic.reduce((n, c) => n + c.copies, 0)).toBe(12);
    for (const c of classic) expect(c.cuisines.length).toBe(2);
    for (const c of INGREDIENTS.filter((x) => !x.classic)) expect(c.cuisines.length).toBeLessThanOrEqual(1);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(CARDS.length);
  });

  it('about 24 per cuisine, costs 1–7, meal scores 0–6', () => {
    for (const cu of ['western', 'italian', 'french', 'panasian'] as const) {
      const n = INGREDIENTS.filter((c) => !c.classic && c.cuisines.includes(cu)).reduce(
        (k, c) => k + c.copies,
        0,
      );
      expect(n).toBe(24);
    }
    for (const c of INGREDIENTS) {
      expect(c.cost + c.forkCost).toBeGreaterThanOrEqual(1);
      expect(c.cost + c.forkCost).toBeLessThanOrEqual(7);
      expect(c.meal).toBeGreaterThanOrEqual(0);
      expect(c.meal).toBeLessThanOrEqual(6);
    }
  });

  it('starting cards: 8 Tasting Spoons (+1 spoon) and 2 Finishing Salt per player; 18 Forks (+1 fork or +1 buy)', () => {
    expect(SPOON.copies).toBe(8);
    expect(SALT.copies).toBe(2);
    expect(SPOON.starting && SALT.starting).toBe(true);
    expect(SALT.kind).toBe('ingredient');
    expect(SALT.seasoning).toBe(true);
    expect(FORK.copies).toBe(18);
    expect(FORK.cost).toBe(NUMBERS.forkCost);
    expect(cardText(FORK, 'en')).toEqual(['Choose one: +1 fork; or +1 buy']);
    expect(cardText(SPOON, 'zh-Hans')).toEqual(['+1 汤匙']);
  });

  it('the cards the rules text names keep its numbers', () => {
    expect(card('brie').abilities[0]).toEqual({ trigger: 'base', effects: [{ kind: 'spoons', n: 1 }] });
    expect(cardText(card('brie'), 'en')[0]).toBe('+1 spoon');
    expect(cardText(card('brie'), 'zh-Hans')[0]).toBe('+1 汤匙');
    for (const id of ['eggs', 'bokchoy']) {
      expect(card(id).meal).toBe(2);
      expect(card(id).cuisines).toEqual(['panasian']);
    }
    expect(card('eggs').abilities).toEqual([{ trigger: 'cuisine', effects: [{ kind: 'meal', n: 1 }] }]);
    expect(card('bokchoy').abilities).toEqual([{ trigger: 'cuisine', effects: [{ kind: 'meal', n: 4 }] }]);
    expect(cardText(card('bokchoy'), 'en')).toEqual(['Pan-Asian pairing: meal score +4']);
    expect(cardText(card('bokchoy'), 'zh-Hant')).toEqual(['泛亞搭配：餐點分數 +4']);
  });

  it('every ability and judge is valid effect language (zod)', () => {
    for (const c of CARDS) for (const a of c.abilities) expect(abilitySchema.safeParse(a).success).toBe(true);
    for (const j of JUDGES) {
      expect(judgeAbilitySchema.safeParse(j.ability).success).toBe(true);
      for (const r of j.requires) expect(condSchema.safeParse(r).success).toBe(true);
      for (const b of j.bonuses) expect(medalRuleSchema.safeParse(b).success).toBe(true);
      expect(j.medals).toBeGreaterThanOrEqual({ 15: 2, 18: 3, 21: 4 }[j.tier]!);
      expect(j.medals).toBeLessThanOrEqual({ 15: 3, 18: 4, 21: 5 }[j.tier]!);
    }
  });

  it('renders text for every card and judge in every language, one line per ability', () => {
    for (const c of CARDS) {
      for (const l of LOCALES) {
        const lines = cardText(c, l);
        expect(lines.length).toBe(c.abilities.length);
        for (const x of lines) expect(x.length).toBeGreaterThan(0);
      }
    }
    for (const j of JUDGES) for (const l of LOCALES) expect(judgeText(j, l).length).toBeGreaterThanOrEqual(3);
    expect(judgeText(JUDGES.find((j) => j.id === 'caveman')!, 'en')).toEqual([
      'Meal score 15+ · 3 medals',
      'Needs at least 2 Protein ingredients',
      '+1 medal if the dish has at least 4 Protein ingredients',
      '−1 medal per Seasoning',
      'Ability: At the start of each of your turns: +1 spoon',
    ]);
  });
});
