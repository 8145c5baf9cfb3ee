/**
 * A hint's move said as advice ("Play Tasting Spoon"), not as a log line ("Mei played Tasting Spoon."): every
 * legal move of a game in all three languages has words, with every placeholder filled.
 */
import { createGame, LOCALES, randInt, rngFromSeed } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { type CuisineAction, type CuisineView, game } from '../src/index.ts';
import { adviseCuisine } from '../src/web/advice.ts';

describe('卡片厨房 advice', () => {
  it('says the moves to make', () => {
    expect(adviseCuisine({ type: 'play', card: 'spoon' }, undefined, 'en')).toBe('Play Tasting Spoon');
    expect(adviseCuisine({ type: 'startDish' }, undefined, 'zh-Hans')).toBe('开始做菜');
    expect(adviseCuisine({ type: 'warm', card: 'salt' }, undefined, 'zh-Hant')).toBe('把調味鹽放到暖盤');
  });

  it('has words for every legal move of a random game, in three languages', () => {
    const s = createGame(game, { players: 3, seed: 'advice' });
    const rng = rngFromSeed('advice');
    for (let n = 0; n < 600 && game.activePlayers(s).length > 0; n++) {
      const seat = game.activePlayers(s)[0];
      const legal = game.legalActions(s, seat) as CuisineAction[];
      const view = game.view(s, seat) as CuisineView;
      for (const a of legal)
        for (const lang of LOCALES) {
          const words = adviseCuisine(a, view, lang);
          expect(words, JSON.stringify(a)).toMatch(/\S/);
          expect(words, JSON.stringify(a)).not.toMatch(/[{}?]|undefined/);
        }
      game.step(s, seat, legal[randInt(rng, legal.length)], null);
    }
  });
});
