/**
 * The conformance kit must fail when a game breaks one of its properties. Each case below breaks Mini Bids in
 * one way and asserts that exactly the property guarding it throws.
 */
import { describe, expect, it } from 'vitest';
import { conformanceChecks, resolveConfig } from '../src/conformance/index.ts';
import { type AnyGame, type RngState, rngFork, shuffle } from '../src/index.ts';
import { type MiniEvent, type MiniState, miniGame } from './mini-game.ts';

const broken = (patch: Partial<AnyGame>): AnyGame => ({
  ...miniGame,
  ...patch,
  id: `broken-${Object.keys(patch).join('-')}`,
});
const cfg = (g: AnyGame) => resolveConfig(g, { playerCounts: [2, 3], runs: 2, maxSteps: 500 });
const run = (name: string, g: AnyGame) => () => conformanceChecks[name](g, cfg(g));

const cases: [string, string, AnyGame][] = [
  [
    'a game that never ends',
    'random legal games end, with a result only at the end',
    broken({
      activePlayers: () => [0],
      legalActions: () => [{ type: 'bid', card: 1 }],
      validate: () => null,
      step: () => 0,
    }),
  ],
  [
    'a finished game without a result',
    'random legal games end, with a result only at the end',
    broken({ result: () => null }),
  ],
  [
    'a setup that ignores the seed',
    'same seed, options and actions give identical state JSON',
    broken({
      setup(players: number, rng: RngState, options: unknown, fixed: unknown) {
        const s = miniGame.setup(players, rng, options as { handSize: number }, fixed as undefined);
        const deck = s.hands.flat();
        deck.sort(() => Math.random() - 0.5);
        s.hands = s.hands.map((h, i) => deck.slice(i * h.length, (i + 1) * h.length));
        return s;
      },
    }),
  ],
  [
    'a state holding a Set',
    'every state survives a JSON round trip',
    broken({
      setup: (p: number, r: RngState, o: unknown, f: unknown) =>
        ({
          ...miniGame.setup(p, r, o as { handSize: number }, f as undefined),
          seen: new Set([1]),
        }) as unknown as MiniState,
    }),
  ],
  [
    'a clone that shares arrays (apply mutates its input)',
    'every legal action is accepted and leaves its input untouched',
    broken({ clone: (s: MiniState) => ({ ...s }) }),
  ],
  [
    'validate that rejects a legal action',
    'every legal action is accepted and leaves its input untouched',
    broken({
      validate: (s: MiniState, _p: number, a: { card: number }) =>
        a.card === Math.max(...s.hands.flat()) ? { rule: 'x', message: miniGame.names } : null,
    }),
  ],
  [
    'validate that accepts everything',
    'malformed and illegal actions are rejected with a code and change nothing',
    broken({ validate: () => null }),
  ],
  [
    'a determinization that reshuffles the viewer’s own hand',
    'a determinization looks the same to its viewer and plays on',
    broken({
      determinize(v: unknown, viewer: number, rng: RngState) {
        const w = miniGame.determinize(v as never, viewer, rng);
        const all = w.hands.flat().concat(w.undealt);
        shuffle(rng, all);
        w.hands = w.hands.map((h) => all.splice(0, h.length));
        w.undealt = all;
        return w;
      },
    }),
  ],
  [
    'a view that shows the RNG state',
    'no view or event ever contains the RNG state',
    broken({ view: (s: MiniState, v: number) => ({ ...miniGame.view(s, v), debug: [...s.rng] }) }),
  ],
  [
    'a step that uses the RNG without saying so',
    'no view or event ever contains the RNG state',
    broken({
      step(s: MiniState, p: number, a: { type: 'bid'; card: number }, e: never[] | null) {
        shuffle(s.rng, [1, 2, 3]);
        return miniGame.step(s, p, a, e);
      },
    }),
  ],
  [
    'a view that shows the next seat’s hand',
    'a viewer sees nothing of what is re-dealt from it',
    broken({
      view: (s: MiniState, v: number) => ({
        ...miniGame.view(s, v),
        peek: [...s.hands[(v + 1) % s.players]],
      }),
    }),
  ],
  [
    'a view that shows who bid highest before the reveal',
    'a viewer sees nothing of what is re-dealt from it',
    broken({
      view: (s: MiniState, v: number) => ({
        ...miniGame.view(s, v),
        leader: s.bids.indexOf(Math.max(...s.bids)),
      }),
    }),
  ],
  [
    'a bid event that shows the secret bid to everyone',
    'an event tells a viewer nothing its views do not',
    broken({ viewEvent: (e: MiniEvent) => e }),
  ],
  [
    'a redeal that re-deals nothing but the RNG',
    'a viewer sees nothing of what is re-dealt from it',
    broken({
      redeal: (s: MiniState, _v: number, rng: RngState) => ({ ...miniGame.clone(s), rng: rngFork(rng) }),
    }),
  ],
];

describe('the conformance kit catches broken games', () => {
  it('passes the unbroken mini game on every property', () => {
    for (const name of Object.keys(conformanceChecks)) expect(run(name, miniGame)).not.toThrow();
  });
  for (const [what, property, game] of cases) {
    it(`catches ${what}`, () => {
      expect(run(property, game)).toThrow();
    });
  }
});
