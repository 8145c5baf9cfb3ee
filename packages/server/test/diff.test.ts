import { createGame, randInt, rngFromSeed } from '@potluck/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, diff } from '../src/diff.ts';
import { frameFor } from '../src/frames.ts';
import { loadGames } from './helpers.ts';

const games = await loadGames();

describe('diff / applyPatch', () => {
  it('gives no operations for equal values', () => {
    expect(diff({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diff(3, 3)).toEqual([]);
  });

  it('uses add/remove/replace with JSON Pointer paths', () => {
    expect(diff({ a: 1, b: 2 }, { a: 1, c: 3 })).toEqual([
      { op: 'remove', path: '/b' },
      { op: 'add', path: '/c', value: 3 },
    ]);
    expect(diff({ pot: [1, 2] }, { pot: [1, 2, 7] })).toEqual([{ op: 'add', path: '/pot/2', value: 7 }]);
    expect(diff({ 'a/b~c': 1 }, { 'a/b~c': 2 })).toEqual([{ op: 'replace', path: '/a~1b~0c', value: 2 }]);
    expect(applyPatch({ 'a/b~c': 1 }, diff({ 'a/b~c': 1 }, { 'a/b~c': 2 }))).toEqual({ 'a/b~c': 2 });
  });

  it('removes array tails from the end, so the patch applies in order', () => {
    const a = { x: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] };
    const b = { x: [1, 2, 3, 4, 5, 6, 7, 8, 9] };
    expect(applyPatch(a, diff(a, b))).toEqual(b);
  });

  it('replaces a subtree when that is shorter than its operations', () => {
    const ops = diff({ hand: [1, 2, 3, 4, 5, 6] }, { hand: [2, 3, 4, 5, 6] });
    expect(ops).toEqual([{ op: 'replace', path: '/hand', value: [2, 3, 4, 5, 6] }]);
  });

  it('replaces an array from or to empty (two elements or more) in one operation', () => {
    expect(diff({ legal: [] }, { legal: [{ a: 1 }, { a: 2 }] })).toEqual([
      { op: 'replace', path: '/legal', value: [{ a: 1 }, { a: 2 }] },
    ]);
    expect(diff({ legal: [1, 2] }, { legal: [] })).toEqual([{ op: 'replace', path: '/legal', value: [] }]);
    expect(diff({ legal: [] }, { legal: [7] })).toEqual([{ op: 'add', path: '/legal/0', value: 7 }]);
    expect(diff([], [1, 2])).toEqual([
      { op: 'add', path: '/0', value: 1 },
      { op: 'add', path: '/1', value: 2 },
    ]);
  });

  it('builds each path from its own keys, after deeper ones were left (escapes included)', () => {
    const pad = 'long enough that replacing the subtree would be longer than its operations'.repeat(3);
    const a = { 'a/b': { x: 1, y: [1], z: { q: 1, pad }, pad }, c: { '~': 1, pad } };
    const b = { 'a/b': { x: 2, y: [1, 5], z: { q: 2, pad }, pad }, c: { '~': 2, pad } };
    expect(diff(a, b)).toEqual([
      { op: 'replace', path: '/a~1b/x', value: 2 },
      { op: 'add', path: '/a~1b/y/1', value: 5 },
      { op: 'replace', path: '/a~1b/z/q', value: 2 },
      { op: 'replace', path: '/c/~0', value: 2 },
    ]);
  });

  it('does not modify its inputs', () => {
    const a = { x: [1, { y: 2 }] };
    const b = { x: [1, { y: 3 }, 4] };
    const ops = diff(a, b);
    const out = applyPatch(a, ops);
    expect(a).toEqual({ x: [1, { y: 2 }] });
    (out.x[1] as { y: number }).y = 99;
    expect(b.x[1]).toEqual({ y: 3 });
  });

  it('treats __proto__ and inherited names as plain keys', () => {
    const a = JSON.parse('{"__proto__":1,"toString":2}');
    const b = JSON.parse('{"__proto__":3}');
    const out = applyPatch(a, diff(a, b));
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(out).toEqual(b);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(diff({}, { toString: 1 })).toEqual([{ op: 'add', path: '/toString', value: 1 }]);
  });

  it('throws on a patch that does not fit (a client that missed an update resyncs)', () => {
    expect(() => applyPatch({ a: [1] }, [{ op: 'replace', path: '/a/5', value: 1 }])).toThrow();
    expect(() => applyPatch({ a: 1 }, [{ op: 'remove', path: '/b' }])).toThrow();
    expect(() => applyPatch({ a: 1 }, [{ op: 'add', path: '/b/c', value: 1 }])).toThrow();
  });

  it('property: applyPatch(a, diff(a, b)) equals b for any JSON values', () => {
    const json = fc.jsonValue({ maxDepth: 4 });
    fc.assert(
      fc.property(json, json, (a, b) => {
        // compared as JSON text parses: -0 is not a JSON value (it is sent as 0)
        const asJson = (v: unknown) => JSON.parse(JSON.stringify(v) ?? 'null');
        expect(asJson(applyPatch(a, diff(a, b)))).toEqual(asJson(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: related values (small edits) round-trip too', () => {
    const base = fc.dictionary(
      fc.string({ maxLength: 3 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 6 }),
    );
    fc.assert(
      fc.property(base, fc.integer({ min: 0, max: 1000 }), (a, seed) => {
        const b = JSON.parse(JSON.stringify(a)) as Record<string, number[]>;
        const r = rngFromSeed(String(seed));
        for (const k of Object.keys(b)) {
          const arr = b[k];
          if (arr.length > 0 && randInt(r, 2) === 0) arr.splice(randInt(r, arr.length), 1);
          if (randInt(r, 2) === 0) arr.push(randInt(r, 9));
        }
        if (randInt(r, 3) === 0) b.new = [1];
        expect(applyPatch(a, diff(a, b))).toEqual(b);
      }),
      { numRuns: 300 },
    );
  });

  it.each(games.map((g) => [g.id, g] as const))(
    'round-trips real frames of random games: %s',
    (_id, game) => {
      const rng = rngFromSeed(`diff/${game.id}`);
      let state = createGame(game, { players: game.maxPlayers, seed: `diff/${game.id}` });
      const viewers = [-1, ...Array.from({ length: game.maxPlayers }, (_, i) => i)];
      let frames = viewers.map((v) => frameFor(game, state, v));
      for (let i = 0; i < 300 && game.activePlayers(state).length > 0; i++) {
        const active = game.activePlayers(state);
        const seat = active[randInt(rng, active.length)];
        const legal = game.legalActions(state, seat);
        state = game.clone(state);
        game.step(state, seat, legal[randInt(rng, legal.length)], null);
        const next = viewers.map((v) => frameFor(game, state, v));
        for (let k = 0; k < viewers.length; k++)
          expect(applyPatch(frames[k], diff(frames[k], next[k]))).toEqual(next[k]);
        frames = next;
      }
    },
  );
});
