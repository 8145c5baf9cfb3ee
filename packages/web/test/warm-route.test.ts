import { describe, expect, it } from 'vitest';
import { parseRoute } from '../src/app/route.ts';
import { type WarmDeps, warmRoute } from '../src/app/warm-route.ts';

/** Deps that record what was asked for; match m1 is a 料理厨王 match, anything else is unknown to the server. */
function recorder() {
  const asked: string[] = [];
  const loaded: string[] = [];
  const lists: number[] = [];
  const deps: WarmDeps = {
    gameOf: async (id) => {
      asked.push(id);
      if (id !== 'm1') throw new Error('NOT_FOUND');
      return 'too-many-cooks';
    },
    loadUi: async (id) => {
      loaded.push(id);
    },
    gameList: async () => lists.push(1),
  };
  return { asked, loaded, lists, deps };
}

describe('warming a deep link: its game chunk starts downloading at once', () => {
  it('a table, a shared screen or a replay asks which game the match is, then loads that game', async () => {
    for (const hash of ['#/m/m1', '#/m/m1?invite=abc', '#/shared/m1', '#/replay/m1']) {
      const r = recorder();
      await warmRoute(parseRoute(hash), r.deps);
      expect(r.asked, hash).toEqual(['m1']);
      expect(r.loaded, hash).toEqual(['too-many-cooks']);
      expect(r.lists, hash).toEqual([1]);
    }
  });

  it('a rules page or a tutorial loads its game without asking the server', async () => {
    for (const hash of ['#/rules/wasabi', '#/tutorial/wasabi']) {
      const r = recorder();
      await warmRoute(parseRoute(hash), r.deps);
      expect(r.asked).toEqual([]);
      expect(r.loaded).toEqual(['wasabi']);
      expect(r.lists).toEqual([1]);
    }
  });

  it('the lobby and other pages load nothing; an unknown match is left to its page (no error)', async () => {
    for (const hash of ['', '#/', '#/new/wasabi', '#/p/x', '#/nope']) {
      const r = recorder();
      await warmRoute(parseRoute(hash), r.deps);
      expect([...r.asked, ...r.loaded, ...r.lists], hash).toEqual([]);
    }
    const r = recorder();
    await expect(warmRoute(parseRoute('#/m/gone'), r.deps)).resolves.toBeUndefined();
    expect(r.loaded).toEqual([]);
  });
});
