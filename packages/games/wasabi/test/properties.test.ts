import { canonicalJson, createGame, randInt, rngFromSeed, SPECTATOR } from '@potluck/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  game,
  INGREDIENT_KEYS,
  INGREDIENTS,
  RECIPE_COUNT,
  RECIPE_KEYS,
  SQUARES,
  UTENSIL_SUPPLY,
  UTENSILS,
  type WasabiAction,
  type WasabiState,
} from '../src/index.ts';

/** Every well-shaped action there is (about 2 700). */
const UNIVERSE: WasabiAction[] = (() => {
  const out: WasabiAction[] = [];
  const squares = Array.from({ length: SQUARES }, (_, i) => i);
  for (const ingredient of INGREDIENT_KEYS) {
    out.push({ type: 'give', ingredient }, { type: 'refill', ingredient });
    for (const square of squares)
      out.push({ type: 'place', ingredient, square }, { type: 'stack', ingredient, square });
  }
  for (const length of [2, 3, 4, 5]) out.push({ type: 'draw', length });
  for (const square of squares) {
    out.push({ type: 'switch', square, direction: 'right' }, { type: 'switch', square, direction: 'down' });
    out.push({ type: 'chop', square }, { type: 'chopTo', square }, { type: 'wasabi', square });
    out.push({ type: 'takeWasabi', square });
  }
  for (const recipe of RECIPE_KEYS) out.push({ type: 'discard', recipe });
  for (const utensil of UTENSILS) out.push({ type: 'take', utensil }, { type: 'return', utensil });
  for (const type of ['spicy', 'chopToPantry', 'confirmDiscard', 'end', 'decline'] as const)
    out.push({ type });
  return out;
})();

/**
 * A game played by a policy that completes recipes whenever one placement can, else acts at random, from a
 * start where every seat already holds two utensils (TEST-ONLY edit after setup, cards taken from the
 * kitchen) so that utensils, rewards and returns are exercised far more than in purely random games.
 */
function playRich(players: number, seed: number, visit: (s: WasabiState) => void): WasabiState {
  let s = createGame(game, { players, seed: `rich-${seed}` });
  const rng = rngFromSeed(`policy-${seed}`);
  let given = false;
  for (let i = 0; i < 5000 && s.phase !== 'over'; i++) {
    if (!given && s.phase === 'turn') {
      given = true;
      for (let p = 0; p < players; p++) {
        for (let n = 0; n < 2; n++) {
          const kinds = s.kitchen.map((c, k) => (c > 0 ? k : -1)).filter((k) => k >= 0);
          const k = kinds[randInt(rng, kinds.length)];
          s.kitchen[k]--;
          s.utensils[p].push(k);
        }
      }
    }
    if (i % 7 === 0) visit(s);
    const p = game.activePlayers(s)[0];
    const legal = game.legalActions(s, p);
    let choice = legal[randInt(rng, legal.length)];
    if (randInt(rng, 4) > 0) {
      const before = s.completed[p].length;
      for (const a of legal) {
        if (a.type !== 'place' && a.type !== 'stack' && a.type !== 'switch' && a.type !== 'chopTo') continue;
        const c = game.clone(s);
        game.step(c, p, a, null);
        if (c.completed[p].length > before) {
          choice = a;
          break;
        }
      }
    }
    s = game.clone(s);
    game.step(s, p, choice, null);
  }
  visit(s);
  return s;
}

function checkInvariants(s: WasabiState): void {
  // Tiles: pantry + board (tops and stacks) + hands + the chopped tile = the 72 of the game.
  const count = s.pantry.slice();
  for (const t of s.top) if (t >= 0) count[t]++;
  for (let j = 1; j < s.under.length; j += 2) count[s.under[j]]++;
  for (const h of s.hands) for (const t of h) count[t]++;
  if (s.chopped >= 0) count[s.chopped]++;
  expect(count).toEqual(INGREDIENTS.map((i) => i.count));
  // Recipes: each of the 52 exactly once in piles, hands or completed.
  const all = [...s.piles.flat(), ...s.recipes.flat(), ...s.completed.flat()].sort((a, b) => a - b);
  expect(all).toEqual(Array.from({ length: RECIPE_COUNT }, (_, i) => i));
  // Utensils: kitchen + held + Wasabi! cards on the board = the supply.
  const u = s.kitchen.slice();
  for (const h of s.utensils) for (const k of h) u[k]++;
  u[4] += s.wasabiCards.length;
  expect(u).toEqual([...UTENSIL_SUPPLY[s.players]]);
  for (let p = 0; p < s.players; p++) {
    expect(s.utensils[p].length).toBeLessThanOrEqual(s.mustReturn && p === s.current ? 3 : 2);
    expect(s.hands[p].length).toBeLessThanOrEqual(3);
    expect(s.recipes[p].length).toBeLessThanOrEqual(3);
    const rest = s.hands[p].slice();
    for (const t of s.known[p]) {
      const i = rest.indexOf(t);
      expect(i).toBeGreaterThanOrEqual(0);
      rest.splice(i, 1);
    }
  }
  // Covered squares are exactly those of the Wasabi! cards on the board.
  const cover = new Array(SQUARES).fill(0);
  for (const a of s.wasabiCards) for (const q of [a, a + 1, a + 7, a + 8]) cover[q]++;
  expect(cover).toEqual(s.cover);
}

describe('properties over utensil-rich games', () => {
  it('validate agrees with legalActions on every possible action; invariants hold', () => {
    let completions = 0;
    let stacks = 0;
    let wasabi = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 1e9 }), (players, seed) => {
        const end = playRich(players, seed, (s) => {
          checkInvariants(s);
          if (s.under.length > 0) stacks++;
          if (s.wasabiCards.length > 0) wasabi++;
          for (let p = 0; p < players; p++) {
            const legal = new Set(game.legalActions(s, p).map(canonicalJson));
            if (s.phase === 'over' || p !== s.current) {
              expect(legal.size).toBe(0);
              continue;
            }
            for (const a of UNIVERSE) {
              const ok = game.validate(s, p, a) === null;
              if (ok !== legal.has(canonicalJson(a))) throw new Error(`disagree on ${canonicalJson(a)}`);
            }
          }
        });
        completions += end.completed.flat().length;
        expect(game.result(end)).not.toBeNull();
      }),
      { numRuns: 9, seed: 7 },
    );
    // The policy does exercise the interesting parts.
    expect(completions).toBeGreaterThan(5);
    expect(stacks).toBeGreaterThan(0);
    expect(wasabi).toBeGreaterThan(0);
  });

  it('determinizations look the same to their viewer, keep the invariants and play on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 1e9 }), (players, seed) => {
        const rng = rngFromSeed(`d-${seed}`);
        let n = 0;
        playRich(players, seed, (s) => {
          if (n++ % 3 !== 0) return;
          for (const v of [...Array.from({ length: players }, (_, i) => i), SPECTATOR]) {
            const seen = game.view(s, v);
            const w = game.determinize(seen, v, rng);
            expect(game.view(w, v)).toEqual(seen);
            checkInvariants(w);
            expect(JSON.parse(JSON.stringify(w))).toEqual(w);
          }
        });
      }),
      { numRuns: 6, seed: 11 },
    );
  });
});
