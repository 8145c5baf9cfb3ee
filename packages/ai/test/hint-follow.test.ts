/**
 * A newcomer who leans on hints (issue 16, "done when"): a 卡片厨房 seat that always plays the hint's best move
 * against the easy bot cooks early and the game ends, about as soon as a hard bot's game against the easy bot
 * (19–31 rounds over seeds a–d, 1 Dec 2026). The walkthrough of 1 December saw no dish by round 15 at the table;
 * headless the best hint cooks by round 8–10, so the stall came from which lit move was tapped, not the search.
 */
import { getGame } from '@potluck/catalog';
import { applyAction, createGame, rngFromSeed } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { hintMoves, makeBot } from '../src/index.ts';

describe('following the hints', () => {
  it('卡片厨房 against the easy bot: the hinted seat cooks by round 15 and the game ends', () => {
    const game = getGame('cuisine-a-la-card');
    const seed = 'hint-follow';
    let state = createGame(game, { players: 2, seed }) as { round: number; over: boolean };
    const easy = makeBot(game.id, 'easy');
    const rng = rngFromSeed(`${seed}/easy`);
    const firstDish: (number | null)[] = [null, null];
    for (let n = 0; n < 2000; n++) {
      const active = game.activePlayers(state);
      if (active.length === 0) break;
      const seat = active[0];
      const view = game.view(state, seat);
      const action =
        seat === 0
          ? hintMoves({ game, seat, view, seed: `${seed}/${n}`, budget: { iterations: 40 } })[0].action
          : easy.choose({ game, seat, view, rng });
      const r = applyAction(game, state, seat, action);
      for (const e of r.events as { type: string }[])
        if (e.type === 'dish' && firstDish[seat] === null) firstDish[seat] = state.round;
      state = r.state as typeof state;
    }
    expect(state.over).toBe(true);
    expect(state.round).toBeLessThanOrEqual(35);
    expect(firstDish[0]).not.toBeNull();
    expect(firstDish[0]).toBeLessThanOrEqual(15);
  }, 300_000);
});
