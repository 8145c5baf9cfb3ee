/**
 * A hint's move said as advice ("Place Rice on B3"), not as a log line ("Mei placed Rice on B3."): every legal
 * move of a game in all three languages has words, with every placeholder filled.
 */
import { createGame, LOCALES, randInt, rngFromSeed } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game, type WasabiAction } from '../src/index.ts';
import { adviseWasabi } from '../src/web/advice.ts';

describe('Wasabi! advice', () => {
  it('says the moves to make', () => {
    expect(adviseWasabi({ type: 'draw', length: 3 }, 'en')).toBe('Draw a length-3 recipe');
    expect(adviseWasabi({ type: 'end' }, 'zh-Hant')).toBe('結束回合');
  });

  it('has words for every legal move of a random game, in three languages', () => {
    const s = createGame(game, { players: 2, seed: 'advice' });
    const rng = rngFromSeed('advice');
    for (let n = 0; n < 400 && game.activePlayers(s).length > 0; n++) {
      const seat = game.activePlayers(s)[0];
      const legal = game.legalActions(s, seat) as WasabiAction[];
      for (const a of legal)
        for (const lang of LOCALES) {
          const words = adviseWasabi(a, lang);
          expect(words, JSON.stringify(a)).toMatch(/\S/);
          expect(words, JSON.stringify(a)).not.toMatch(/[{}?]|undefined/);
        }
      game.step(s, seat, legal[randInt(rng, legal.length)], null);
    }
  });
});
