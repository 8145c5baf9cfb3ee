/** Issue 18.2: a finished replay is built once per (match, viewer); hard bots have a quota per client address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/storage/sqlite.ts';
import type { Storage } from '../src/storage/types.ts';
import { api, loadGames, startServer, type TestServer } from './helpers.ts';

const games = await loadGames();
const tmc = games.find((g) => g.id === 'too-many-cooks')!;

describe('finished replays are cached', () => {
  let ts: TestServer;
  const reads: string[] = [];
  beforeAll(async () => {
    const storage = await openSqlite(':memory:');
    // count the log reads (building a replay reads the whole log)
    const counted: Storage = new Proxy(storage, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver);
        if (prop !== 'readLog' || typeof v !== 'function')
          return typeof v === 'function' ? v.bind(target) : v;
        return (id: string, after?: number) => {
          reads.push(id);
          return v.call(target, id, after);
        };
      },
    });
    ts = await startServer(games, { storage: counted });
  });
  afterAll(() => ts.close());

  it('a second request for the same viewer reads nothing and gets the same replay; another viewer is built once', async () => {
    const created = await api(ts.url, 'POST', '/api/matches', {
      game: tmc.id,
      players: 2,
      seats: [
        { kind: 'bot', level: 'random' },
        { kind: 'bot', level: 'random' },
      ],
    });
    const id: string = created.body.match.id;
    for (;;) {
      await ts.server.service.idle(id);
      if ((await api(ts.url, 'GET', `/api/matches/${id}`)).body.status === 'finished') break;
    }
    const before = reads.filter((r) => r === id).length;
    const first = await api(ts.url, 'GET', `/api/matches/${id}/replay`);
    expect(first.status).toBe(200);
    expect(first.body.steps.length).toBeGreaterThan(0);
    expect(reads.filter((r) => r === id).length).toBe(before + 1);
    const again = await api(ts.url, 'GET', `/api/matches/${id}/replay`);
    expect(again.body).toEqual(first.body);
    expect(reads.filter((r) => r === id).length).toBe(before + 1);
    const seat0 = await api(ts.url, 'GET', `/api/matches/${id}/replay?seat=0`);
    expect(seat0.body.viewer).toBe(0);
    await api(ts.url, 'GET', `/api/matches/${id}/replay?seat=0`);
    expect(reads.filter((r) => r === id).length).toBe(before + 2);
  });
});

describe('hard bots: a quota per client address', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startServer(games, { hardBotMatchesPerClient: 2 });
  });
  afterAll(() => ts.close());

  // open matches (a human seat free) whose bots do not move yet
  const withBot = (level: string) => ({
    game: tmc.id,
    players: 2,
    seats: [{ kind: 'human' }, { kind: 'bot', level }],
  });

  it('the third unfinished match with hard bots is BOT_QUOTA; other levels and other matches are not limited', async () => {
    expect((await api(ts.url, 'POST', '/api/matches', withBot('hard'))).status).toBe(201);
    expect((await api(ts.url, 'POST', '/api/matches', withBot('hard'))).status).toBe(201);
    const third = await api(ts.url, 'POST', '/api/matches', withBot('hard'));
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('BOT_QUOTA');
    expect(third.body.text['zh-Hans']).toContain('2');
    expect((await api(ts.url, 'POST', '/api/matches', withBot('medium'))).status).toBe(201);
    // a hard bot put in a left seat counts too
    const humans = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2 });
    const put = await api(
      ts.url,
      'POST',
      `/api/matches/${humans.body.match.id}/seats/1/bot`,
      { level: 'hard' },
      humans.body.hostToken,
    );
    expect(put.status).toBe(429);
    expect(put.body.code).toBe('BOT_QUOTA');
    const easy = await api(
      ts.url,
      'POST',
      `/api/matches/${humans.body.match.id}/seats/1/bot`,
      { level: 'easy' },
      humans.body.hostToken,
    );
    expect(easy.status).toBe(200);
  });
});
