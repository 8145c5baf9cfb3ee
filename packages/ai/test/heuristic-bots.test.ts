/** Whole games between bots standing on a game's heuristics (the heuristics themselves: each game's test/ai.test.ts). */
import { getGame } from '@potluck/catalog';
import { describe, expect, it } from 'vitest';
import { makeBot, playMatch, randomBot } from '../src/index.ts';

describe('heuristic bots', () => {
  it('play whole 卡片厨房 games to the end with only legal moves (2–4 players)', () => {
    const game = getGame('cuisine-a-la-card');
    for (const players of [2, 3, 4]) {
      const bots = Array.from({ length: players }, () => makeBot('cuisine-a-la-card', 'heuristic'));
      const out = playMatch({ game, seed: `whole-${players}`, bots });
      expect(out.result).not.toBeNull();
      expect(Math.max(...out.result!.scores)).toBeGreaterThanOrEqual(players === 2 ? 15 : 10);
    }
  });

  it('beat random play in Wasabi!', () => {
    const game = getGame('wasabi');
    let wins = 0;
    for (let g = 0; g < 10; g++) {
      const h = makeBot('wasabi', 'heuristic');
      const bots = g % 2 === 0 ? [h, randomBot] : [randomBot, h];
      const out = playMatch({ game, seed: `beat${g}`, bots });
      if (out.result?.winners.includes(g % 2)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(9);
  });
});
