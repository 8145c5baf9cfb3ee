/**
 * The bots' fixed ratings come from each game's `/ai` entry (`botMu`), with the documented defaults for a game that
 * gives none or a level it leaves out.
 */
import { optionalHeuristics } from '@potluck/ai';
import { SLICES } from '@potluck/catalog';
import { describe, expect, it } from 'vitest';
import { BOT_SIGMA, botRating, DEFAULT_BOT_MU } from '../src/service/ratings.ts';

describe('bot ratings', () => {
  it.each(SLICES.map((s) => s.id))('%s: its heuristics give them, or the defaults apply', (id) => {
    for (const level of ['random', 'easy', 'medium', 'hard']) {
      const mu = optionalHeuristics(id)?.botMu?.[level] ?? DEFAULT_BOT_MU[level];
      expect(botRating(id, level)).toEqual({ mu, sigma: BOT_SIGMA });
    }
    expect(botRating(id, 'random').mu).toBeLessThan(botRating(id, 'easy').mu);
    expect(botRating(id, 'easy').mu).toBeLessThan(botRating(id, 'hard').mu);
  });

  it('the calibrated figures stay; the example game, an unknown level and an unknown game get the defaults', () => {
    expect(botRating('wasabi', 'hard').mu).toBe(29.2);
    expect(botRating('too-many-cooks', 'random').mu).toBe(-1.8);
    expect(botRating('cuisine-a-la-card', 'easy').mu).toBe(9.1);
    expect(botRating('example-bids', 'hard').mu).toBe(DEFAULT_BOT_MU.hard);
    expect(botRating('wasabi', 'ismcts').mu).toBe(25);
    expect(botRating('no-such-game', 'easy').mu).toBe(DEFAULT_BOT_MU.easy);
  });
});
