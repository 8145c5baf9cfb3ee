import { applyAction, createGame, jsonEqual, rngFromSeed, SPECTATOR } from '@potluck/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEALS, DECKS, type DeckId, game, RECIPES, type TmcState } from '../src/index.ts';

/** Plays a whole game with random legal actions, checking invariants after every step. */
function playRandom(players: number, deck: DeckId, seed: string, check: (s: TmcState) => void): TmcState {
  let s = createGame(game, { players, seed, options: { deck } });
  const pick = rngFromSeed(`pick-${seed}`);
  let guard = 0;
  while (game.activePlayers(s).length > 0) {
    check(s);
    const active = game.activePlayers(s);
    const p = active[pick[0] >>> 0 === 0 ? 0 : Math.abs(pick[1]) % active.length];
    const legal = game.legalActions(s, p);
    const a = legal[(pick[2] >>> 0) % legal.length];
    pick[0] = (pick[0] * 1664525 + 1013904223) | 0;
    pick[1] = (pick[1] * 22695477 + 1) | 0;
    pick[2] = (pick[2] * 69069 + 12345) | 0;
    s = applyAction(game, s, p, a).state;
    if (++guard > 2000) throw new Error('too long');
  }
  check(s);
  return s;
}

function invariants(s: TmcState): void {
  const table = DECKS[s.deck];
  // Every card appears at most once across hands, pot and taken piles; sizes add up to the deal.
  const seen = new Set<number>();
  let count = 0;
  for (const list of [...s.hands, s.pot, ...s.taken]) {
    for (const c of list) {
      expect(c).toBeLessThan(table.size);
      seen.add(c);
      count++;
    }
  }
  expect(seen.size).toBe(count);
  const dealt = DEALS[s.deck][s.players].reduce((a, b) => a + b, 0);
  expect(count).toBe(dealt);
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  // determinize reproduces every view.
  for (let v = -1; v < s.players; v++) {
    const view = game.view(s, v);
    const d = game.determinize(view, v, rngFromSeed(`d${v}`));
    expect(jsonEqual(game.view(d, v), view)).toBe(true);
    const w = v >= 0 ? v : SPECTATOR;
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(s.rng));
    void w;
  }
}

describe('random games', () => {
  it('keep the invariants at every player count and preset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.constantFrom<DeckId>('standard96', 'classic52'),
        fc.string({ maxLength: 8 }),
        (players, deck, seed) => {
          const end = playRandom(players, deck, seed, invariants);
          const r = game.result(end);
          expect(r).not.toBeNull();
          expect(end.roundRecipes.length).toBe(5);
          for (let p = 0; p < players; p++) {
            expect(new Set(end.roundRecipes.map((row) => row[p])).size).toBe(RECIPES.length);
            expect(end.roundScores.reduce((a, row) => a + row[p], 0)).toBe(end.totals[p]);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
