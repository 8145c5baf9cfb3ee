/**
 * A hint says each move in the game's own words from its first event, played in a world sampled from the seat's
 * view. A Wasabi! recipe is drawn blind: the sampled world's recipe is made up, so the hint must not name it (a
 * newcomer read "Cook drew Tuna Nigiri (length 2)" as a choice they could make); it is said as a spectator sees it.
 */
import { getGame } from '@potluck/catalog';
import { applyAction, createGame } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { hintMoves } from '../src/index.ts';

describe('hint words', () => {
  it('a Wasabi! draw is said without the sampled recipe; a gift keeps its ingredient', () => {
    const game = getGame('wasabi');
    let state = createGame(game, { players: 2, seed: 'hint-words' });
    const gifts: ReturnType<typeof hintMoves> = [];
    // play the setup until seat 0 draws its first recipe, checking the hint of one gift on the way
    for (let n = 0; n < 20; n++) {
      const view = game.view(state, 0) as { phase: string };
      if (game.activePlayers(state).includes(0) && view.phase === 'draw') break;
      const seat = game.activePlayers(state)[0];
      if (seat === 0 && gifts.length === 0)
        gifts.push(...hintMoves({ game, seat: 0, view, seed: 'g', budget: { iterations: 30 } }));
      state = applyAction(game, state, seat, game.legalActions(state, seat)[0]).state;
    }
    const view = game.view(state, 0) as { phase: string };
    expect(view.phase).toBe('draw');
    const hints = hintMoves({ game, seat: 0, view, seed: 'd', budget: { iterations: 40 } });
    expect(hints.length).toBeGreaterThan(0);
    for (const h of hints) {
      expect((h.action as { type: string }).type).toBe('draw');
      const e = h.events[0] as { type: string; recipe: unknown; length: number };
      expect(e.type).toBe('draw');
      expect(e.recipe).toBeNull();
      expect(e.length).toBe((h.action as { length: number }).length);
    }
    expect(gifts.length).toBeGreaterThan(0);
    for (const g of gifts) {
      const e = g.events[0] as { type: string; ingredient: unknown };
      expect(e.type).toBe('give');
      expect(e.ingredient).toBe((g.action as { ingredient: string }).ingredient);
    }
  });
});
