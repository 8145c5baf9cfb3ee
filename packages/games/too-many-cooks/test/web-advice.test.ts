/** A hint's move said as advice ("Play Pea 3"), not as a log line ("Mei played Pea 3 — total 3."). */
import { LOCALES } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '../src/index.ts';
import { adviseTmc } from '../src/web/advice.ts';

describe('料理厨王 advice', () => {
  it('says the recipe to choose and the card to play, in three languages', () => {
    expect(adviseTmc({ type: 'play', card: 0 }, 'standard96', 'en')).toMatch(/^Play \S/);
    expect(adviseTmc({ type: 'choose', recipe: RECIPES[0] }, 'standard96', 'en')).toMatch(
      /^Choose the recipe \S/,
    );
    for (const lang of LOCALES)
      for (const a of [
        { type: 'play', card: 5 },
        { type: 'choose', recipe: RECIPES[1] },
      ] as const)
        expect(adviseTmc(a, 'standard96', lang)).not.toMatch(/[{}?]|undefined/);
  });
});
