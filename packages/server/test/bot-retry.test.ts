/**
 * A bot whose move could not be stored (the database unavailable for a moment) tries again instead of leaving the
 * match stranded on its turn: nothing else would wake it in a match of bots only.
 */
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../src/storage/sqlite.ts';
import type { Storage } from '../src/storage/types.ts';
import { api, connect, loadGames, startServer } from './helpers.ts';

const games = await loadGames();
const game = games.find((g) => g.id === 'wasabi') ?? games[0];

describe('bots in online matches', () => {
  it('a bot move whose write failed is tried again, and the match plays on', async () => {
    const inner = await openSqlite(':memory:');
    let failures = 0;
    // the third entry's first write fails as an unreachable database would; every other write goes through
    const storage = new Proxy(inner, {
      get(target, key, receiver) {
        if (key === 'appendEntry') {
          return (...args: Parameters<Storage['appendEntry']>) => {
            if (args[1].seq === 3 && failures === 0) {
              failures++;
              return Promise.reject(new Error('connection terminated unexpectedly'));
            }
            return target.appendEntry(...args);
          };
        }
        const v = Reflect.get(target, key, receiver);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    }) as Storage;
    const ts = await startServer(games, { storage, botWorkers: 0 });
    try {
      const created = await api(ts.url, 'POST', '/api/matches', {
        game: game.id,
        players: 2,
        seats: [
          { kind: 'bot', level: 'random' },
          { kind: 'bot', level: 'random' },
        ],
      });
      expect(created.status).toBe(201);
      const spectator = await connect(ts.wsUrl, created.body.match.id);
      await spectator.waitFor((x) => x.version >= 6, undefined, 'the bots to play past the failed write');
      expect(failures).toBe(1);
      spectator.close();
    } finally {
      await ts.close();
    }
  });
});
