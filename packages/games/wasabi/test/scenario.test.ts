import { readFileSync } from 'node:fs';
import { applyAction, createGame } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game, RECIPE_INDEX } from '../src/index.ts';

/** The scenario example of docs/games/wasabi.md, played through the real boundary. */
describe('the documented scenario', () => {
  it('plays as the doc says', () => {
    const doc = readFileSync(new URL('../../../../docs/games/wasabi.md', import.meta.url), 'utf8');
    const block = doc.split('<!-- scenario:begin -->')[1].split('<!-- scenario:end -->')[0];
    const sc = JSON.parse(block.replace(/```json|```/g, ''));
    expect(sc.game).toBe(game.id);
    let s = createGame(game, { players: sc.players, seed: sc.seed, fixed: sc.fixed });
    for (const { player, action } of sc.actions) s = applyAction(game, s, player, action).state;
    expect(s.completed[0]).toEqual([RECIPE_INDEX['salmon-nigiri']]);
    expect(s.styled[0]).toEqual([1]);
    expect(s.utensils[0]).toEqual([3]);
    expect(s.recipes[0]).toContain(RECIPE_INDEX['crunchy-tuna']);
    expect(game.activePlayers(s)).toEqual([1]);
    expect(s.phase).toBe('turn');
  });
});
