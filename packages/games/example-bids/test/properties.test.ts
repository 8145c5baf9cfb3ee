/** fast-check invariants over random games of Dish Auction. */
import { applyTrusted, createGame, pick, rngFromSeed, SPECTATOR } from '@potluck/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BidsState, DISHES, game } from '../src/index.ts';

/** Plays a random game to the end, calling `visit` on every state. */
function play(players: number, rounds: number, seed: string, visit: (s: BidsState) => void): BidsState {
  let s = createGame(game, { players, seed, options: { rounds } });
  const rng = rngFromSeed(`policy-${seed}`);
  visit(s);
  while (game.activePlayers(s).length > 0) {
    const seat = pick(rng, game.activePlayers(s));
    s = applyTrusted(game, s, seat, pick(rng, game.legalActions(s, seat))).state;
    visit(s);
  }
  return s;
}

const arb = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  rounds: fc.integer({ min: 3, max: 10 }),
  seed: fc.string(),
});

describe('Dish Auction invariants', () => {
  it('the dishes are always all ten, each once: face up, face down or decided', () => {
    fc.assert(
      fc.property(arb, ({ players, rounds, seed }) => {
        play(players, rounds, seed, (s) => {
          const all = [...s.deck, ...s.history.map((r) => r.dish), ...(s.dish ? [s.dish] : [])];
          expect(all.sort((a, b) => a - b)).toEqual(DISHES.map((d) => d.value));
        });
      }),
      { seed: 20, numRuns: 60 },
    );
  });

  it('the points handed out are exactly the dishes taken, and each seat’s hand shrinks by one a round', () => {
    fc.assert(
      fc.property(arb, ({ players, rounds, seed }) => {
        play(players, rounds, seed, (s) => {
          const taken = s.history.filter((r) => r.winner >= 0).reduce((a, r) => a + r.dish, 0);
          expect(s.scores.reduce((a, b) => a + b, 0)).toBe(taken);
          for (const h of s.hands) expect(h.length).toBe(rounds - s.history.length);
        });
      }),
      { seed: 21, numRuns: 60 },
    );
  });

  it('a game lasts exactly `rounds` rounds and every seat bids each card once', () => {
    fc.assert(
      fc.property(arb, ({ players, rounds, seed }) => {
        const end = play(players, rounds, seed, () => {});
        expect(end.history).toHaveLength(rounds);
        for (let p = 0; p < players; p++)
          expect(end.history.map((r) => r.bids[p]).sort((a, b) => a - b)).toEqual(
            Array.from({ length: rounds }, (_, i) => i + 1),
          );
        expect(game.result(end)?.winners.length).toBeGreaterThan(0);
      }),
      { seed: 22, numRuns: 60 },
    );
  });

  it('no view shows a pending bid but the viewer’s own', () => {
    fc.assert(
      fc.property(arb, ({ players, rounds, seed }) => {
        play(players, rounds, seed, (s) => {
          for (let v = SPECTATOR; v < players; v++) {
            const view = game.view(s, v);
            expect(view.myBid).toBe(v >= 0 ? s.bids[v] : 0);
            expect(view.chosen).toEqual(s.bids.map((b) => b !== 0));
            expect(view.hands).toEqual(s.hands);
          }
        });
      }),
      { seed: 23, numRuns: 40 },
    );
  });
});
