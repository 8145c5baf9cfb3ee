import { readFileSync } from 'node:fs';
import { applyAction, createGame } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';

/** The scenario example of docs/games/example-bids.md, played through the real boundary. */
describe('the documented scenario', () => {
  it('plays as the doc says', () => {
    const doc = readFileSync(new URL('../../../../docs/games/example-bids.md', import.meta.url), 'utf8');
    const block = doc.split('<!-- scenario:begin -->')[1].split('<!-- scenario:end -->')[0];
    const sc = JSON.parse(block.replace(/```json|```/g, ''));
    expect(sc.game).toBe(game.id);
    let s = createGame(game, { players: sc.players, seed: sc.seed, options: sc.options, fixed: sc.fixed });
    for (const { player, action } of sc.actions) s = applyAction(game, s, player, action).state;
    expect(s.history.map((r) => r.winner)).toEqual([0, -1, 1]);
    expect(game.result(s)).toEqual({ scores: [7, 10], ranks: [2, 1], winners: [1] });
  });
});
