/** The catalog is the only list of games: its slices must agree with their games, and hidden means hidden. */
import { GameError } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { GAMES, getGame, HIDDEN_GAMES, notServed, SLICES, servedGames } from '../src/index.ts';

const ids = SLICES.map((s) => s.id);
const code = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof GameError ? e.code : String(e);
  }
  return 'no error';
};

describe('the catalog', () => {
  it.each(SLICES.map((s) => [s.id, s] as const))("slice %s: its id is its rules' id", async (id, slice) => {
    const rules = await slice.rules();
    expect(rules.id).toBe(id);
    expect(GAMES[ids.indexOf(id)]).toBe(rules);
    expect(getGame(id)).toBe(rules);
  });

  it('ids are unique', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(SLICES.filter((s) => s.ai).map((s) => [s.id, s] as const))(
    'slice %s: its heuristics load and have a policy',
    async (_id, slice) => {
      const h = await slice.ai?.();
      expect(typeof h?.policy).toBe('function');
    },
  );

  it('the hidden games are exactly the slices declared hidden, and the others are served by default', () => {
    expect([...HIDDEN_GAMES]).toEqual(SLICES.filter((s) => s.hidden === true).map((s) => s.id));
    expect(servedGames(GAMES).map((g) => g.id)).toEqual(ids.filter((id) => !HIDDEN_GAMES.has(id)));
    expect(servedGames(GAMES).length).toBeGreaterThan(0);
  });

  it('every served game declares the test ids of its shared area and hand (the browser fit and shift tests read them)', () => {
    const missing = servedGames(GAMES)
      .map((g) => ({ id: g.id, layout: SLICES.find((s) => s.id === g.id)?.layout }))
      .filter((x) => !x.layout?.shared || !x.layout?.hand)
      .map((x) => `${x.id}: add layout: { shared, hand } to packages/games/${x.id}/src/slice.ts`);
    expect(missing).toEqual([]);
  });

  it('the example game, the template for a new one, is hidden', () => {
    expect(HIDDEN_GAMES.has('example-bids')).toBe(true);
  });

  it('a server serves a hidden game only when enabled; enabling an unknown id is UNKNOWN_GAME', () => {
    for (const id of HIDDEN_GAMES) {
      expect(servedGames(GAMES).some((g) => g.id === id)).toBe(false);
      expect(servedGames(GAMES, [id]).map((g) => g.id)).toEqual(
        ids.filter((x) => !HIDDEN_GAMES.has(x) || x === id),
      );
    }
    expect(code(() => servedGames(GAMES, ['no-such-game']))).toBe('UNKNOWN_GAME');
  });

  it('a hidden game that is not served is UNKNOWN_GAME saying how to enable it', () => {
    for (const id of HIDDEN_GAMES) {
      const e = notServed(id, ['a', 'b']);
      expect(e.code).toBe('UNKNOWN_GAME');
      expect(e.text.en).toContain(`--enable-game ${id}`);
      expect(e.text['zh-Hans']).toContain('没有启用');
      expect(e.text['zh-Hant']).toContain('沒有啟用');
    }
    expect(notServed('nope', ['a']).text.en).toBe('Unknown game "nope". Known games: a.');
  });
});
