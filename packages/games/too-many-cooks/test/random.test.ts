import { applyAction, createGame, jsonEqual, randInt, rngFromSeed, SPECTATOR } from '@potluck/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEALS, DECKS, type DeckId, game, RECIPES, type TmcState } from '../src/index.ts';

/** Plays a whole game with random legal actions through the checked boundary, calling `check` on every state. */
function playRandom(players: number, deck: DeckId, seed: string, check: (s: TmcState) => void): TmcState {
  let s = createGame(game, { players, seed, options: { deck } });
  const pick = rngFromSeed(`pick/${seed}`);
  for (let guard = 0; game.activePlayers(s).length > 0; guard++) {
    if (guard > 2000) throw new Error('game too long');
    check(s);
    const active = game.activePlayers(s);
    const p = active[randInt(pick, active.length)];
    const legal = game.legalActions(s, p);
    s = applyAction(game, s, p, legal[randInt(pick, legal.length)]).state;
  }
  check(s);
  return s;
}

function invariants(s: TmcState): void {
  const table = DECKS[s.deck];
  // Every card is in at most one place; in-play cards (hands, pot, taken) add up to the deal.
  const all = [...s.hands.flat(), ...s.pot, ...s.taken.flat()];
  expect(new Set(all).size).toBe(all.length);
  expect(all.every((c) => c >= 0 && c < table.size)).toBe(true);
  expect(all.length).toBe(DEALS[s.deck][s.players].reduce((a, b) => a + b, 0));
  // A shown void is real: the seat holds no card of that colour.
  for (let p = 0; p < s.players; p++) {
    for (const c of s.hands[p]) expect(s.voids[p] & (1 << table.suit[c])).toBe(0);
  }
  expect(s.total).toBeLessThan(10);
  // determinize reproduces every seat's and the spectator's view.
  for (let v = SPECTATOR; v < s.players; v++) {
    const view = game.view(s, v);
    const world = game.determinize(view, v, rngFromSeed(`d${v}`));
    expect(jsonEqual(game.view(world, v), view)).toBe(true);
  }
}

describe('random games', () => {
  it('keep the invariants at every player count and preset; five rounds, five distinct recipes each', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.constantFrom<DeckId>('standard96', 'classic52'),
        fc.string({ maxLength: 8 }),
        (players, deck, seed) => {
          const end = playRandom(players, deck, seed, invariants);
          expect(game.result(end)).not.toBeNull();
          expect(end.roundRecipes).toHaveLength(5);
          for (let p = 0; p < players; p++) {
            expect(new Set(end.roundRecipes.map((row) => row[p])).size).toBe(RECIPES.length);
            expect(end.roundScores.reduce((a, row) => a + row[p], 0)).toBe(end.totals[p]);
          }
        },
      ),
      { numRuns: 12, seed: 7 },
    );
  });
});
