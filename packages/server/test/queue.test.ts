import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { KyselyStorage } from '../src/storage/kysely.ts';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import { api, connect, type Json, loadGames, startServer, type TestServer, WAIT_MS } from './helpers.ts';
import { Browser, setShownRating } from './queue-kit.ts';

/** Quick match (issue 15 item 5): POST/GET/DELETE /api/queue on SQLite and PostgreSQL. */

const games = await loadGames();
const game = games.find((g) => g.maxPlayers >= 3) ?? games[0];
const PG = process.env.DATABASE_URL;
const schemas: string[] = [];
afterAll(async () => {
  if (PG) for (const s of schemas) await dropPostgresSchema(PG, s);
});
const backends: [string, () => Promise<KyselyStorage>][] = [['sqlite', () => openSqlite(':memory:')]];
if (PG)
  backends.push([
    'postgres',
    () => {
      const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
      schemas.push(schema);
      return openPostgres(PG, { schema, max: 4 });
    },
  ]);

const languages = (body: Json) => Object.keys(body.text).sort();

describe.each(backends)('quick match: %s', (_name, open) => {
  let ts: TestServer | undefined;
  afterAll(async () => ts?.close());

  it('needs a profile; bad input gets a stable code in three languages; join, change, leave', async () => {
    ts = await startServer(games, { storage: await open() });
    const stranger = new Browser(ts.url);
    for (const method of ['GET', 'POST', 'DELETE']) {
      const r = await stranger.call(
        method,
        '/api/queue',
        method === 'POST' ? { game: game.id, players: 2 } : undefined,
      );
      expect([r.status, r.body.code]).toEqual([401, 'NOT_SIGNED_IN']);
      expect(languages(r.body)).toEqual(['en', 'zh-Hans', 'zh-Hant']);
    }
    const b = new Browser(ts.url);
    await b.profile('Ada');
    expect((await b.call('GET', '/api/queue')).body).toEqual({ status: 'none' });
    const cases: [unknown, number, string][] = [
      [{ game: game.id }, 400, 'BAD_REQUEST'],
      [{ game: game.id, players: 2, waitSeconds: -1 }, 400, 'BAD_REQUEST'],
      [{ game: game.id, players: 2, waitSeconds: 601 }, 400, 'BAD_REQUEST'],
      [{ game: game.id, players: 2, extra: 1 }, 400, 'BAD_REQUEST'],
      [{ game: 'no-such-game', players: 2 }, 404, 'UNKNOWN_GAME'],
      [{ game: game.id, players: game.maxPlayers + 1 }, 400, 'BAD_PLAYER_COUNT'],
    ];
    for (const [body, status, code] of cases) {
      const r = await b.call('POST', '/api/queue', body);
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([status, code]);
      expect(languages(r.body)).toEqual(['en', 'zh-Hans', 'zh-Hant']);
      expect(r.body.text['zh-Hans']).not.toBe(r.body.text.en);
    }
    expect((await b.call('GET', '/api/queue')).body).toEqual({ status: 'none' });

    const before = Date.now();
    const joined = await b.call('POST', '/api/queue', { game: game.id, players: 2 });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'waiting', game: game.id, players: 2, rating: 1000 });
    expect(joined.body.since).toBeGreaterThanOrEqual(before);
    expect(joined.body.botsAt).toBe(joined.body.since + 30_000); // the default wait
    expect(joined.body.window).toBeGreaterThanOrEqual(100);
    // GET: the same wait; the window as of now (it only widens)
    const state = (await b.call('GET', '/api/queue')).body;
    expect(state).toMatchObject({ status: 'waiting', since: joined.body.since });
    expect(state.window).toBe(Math.round(Math.min(1000, 100 + (20 * state.waitedMs) / 1000)));
    expect(state.window).toBeGreaterThanOrEqual(joined.body.window);
    // queuing again changes the wait (another player count, a longer wait) and starts it again
    const changed = await b.call('POST', '/api/queue', { game: game.id, players: 3, waitSeconds: 120 });
    expect(changed.body).toMatchObject({ status: 'waiting', players: 3 });
    expect(changed.body.botsAt).toBe(changed.body.since + 120_000);
    expect((await b.call('DELETE', '/api/queue')).body).toEqual({ ok: true, left: true });
    expect((await b.call('DELETE', '/api/queue')).body).toEqual({ ok: true, left: false });
    expect((await b.call('GET', '/api/queue')).body).toEqual({ status: 'none' });
    await ts.close();
    ts = undefined;
  });

  it('two people near in rating are seated together: casual, 1 min a move, each gets their own seat', async () => {
    ts = await startServer(games, { storage: await open() });
    const a = new Browser(ts.url);
    const b = new Browser(ts.url);
    const ids = [await a.profile('Ada'), await b.profile('Bo')];
    expect((await a.call('POST', '/api/queue', { game: game.id, players: 2 })).body.status).toBe('waiting');
    // the second join runs the matcher: both are matched (no bots: nobody has waited their 30 s)
    const bj = await b.call('POST', '/api/queue', { game: game.id, players: 2 });
    expect(bj.body.status).toBe('matched');
    const [sa, sb] = [await a.matched(), await b.matched()];
    expect(sa.match).toBe(sb.match);
    expect([sa.seat, sb.seat].sort()).toEqual([0, 1]);
    expect(sa.token).not.toBe(sb.token);
    const info = (await api(ts.url, 'GET', `/api/matches/${sa.match}`)).body;
    expect(info.status).toBe('playing');
    expect(info.seats.map((s: Json) => s.kind)).toEqual(['human', 'human']);
    expect(info.seats[sa.seat].name).toBe('Ada');
    expect(info.settings.clock).toEqual({ kind: 'move', seconds: 60 });
    expect(info.settings.onTimeout.action).toBe('bot');
    expect(info.settings.rated).toBeUndefined(); // casual
    // the token is the seat's
    const c = await connect(ts.wsUrl, sa.match, sa.token);
    await c.waitFor((x) => x.you === sa.seat, WAIT_MS, 'seated as my seat');
    c.close();
    // the seats are the profiles' (my games)
    const mine = (await a.call('GET', '/api/me/matches')).body.playing;
    expect(mine.map((m: Json) => [m.id, m.seat])).toEqual([[sa.match, sa.seat]]);
    expect(mine[0].seats.map((s: Json) => s.player).sort()).toEqual([...ids].sort());
    // matched stays until I leave the queue: queuing again first is QUEUE_MATCHED
    const again = await a.call('POST', '/api/queue', { game: game.id, players: 2 });
    expect([again.status, again.body.code]).toEqual([409, 'QUEUE_MATCHED']);
    expect(languages(again.body)).toEqual(['en', 'zh-Hans', 'zh-Hant']);
    expect((await a.call('GET', '/api/queue')).body.token).toBe(sa.token);
    expect((await a.call('DELETE', '/api/queue')).body).toEqual({ ok: true, left: true });
    expect((await a.call('POST', '/api/queue', { game: game.id, players: 2 })).body.status).toBe('waiting');
    await ts.close();
    ts = undefined;
  });

  it('after my wait the empty seats get bots near my rating; people far apart wait until the window reaches them', async () => {
    const storage = await open();
    // a window that widens fast (0 at first, + 1000 a second), and a matcher every 20 ms
    ts = await startServer(games, {
      storage,
      quickMatch: { tickMs: 20, window: { base: 0, perSecond: 1000, max: 2000 } },
    });
    const players = Math.min(game.maxPlayers, 3);
    const newcomer = new Browser(ts.url);
    await newcomer.profile('New');
    // waitSeconds 0: bots at once, of the level nearest a newcomer's 1000 (easy)
    const now = await newcomer.call('POST', '/api/queue', { game: game.id, players, waitSeconds: 0 });
    expect(now.body).toMatchObject({ status: 'matched', rating: 1000 });
    const info = (await api(ts.url, 'GET', `/api/matches/${now.body.match}`)).body;
    expect(info.seats.filter((s: Json) => s.kind === 'human')).toHaveLength(1);
    expect(info.seats.filter((s: Json) => s.kind === 'bot').map((s: Json) => s.botLevel)).toEqual(
      Array(players - 1).fill('easy'),
    );
    expect(info.seats[now.body.seat].kind).toBe('human');

    // a strong player (2000) and a newcomer (1000): 1000 apart, matched once both have waited a second
    const strong = new Browser(ts.url);
    const weak = new Browser(ts.url);
    await setShownRating(storage, await strong.profile('Strong'), game.id, 2000);
    await weak.profile('Weak');
    const s1 = (await strong.call('POST', '/api/queue', { game: game.id, players: 2 })).body;
    const w1 = (await weak.call('POST', '/api/queue', { game: game.id, players: 2 })).body;
    expect([s1.rating, w1.rating]).toEqual([2000, 1000]);
    const [sm, wm] = [await strong.matched(), await weak.matched()];
    expect(sm.match).toBe(wm.match);
    const m = (await api(ts.url, 'GET', `/api/matches/${sm.match}`)).body;
    expect(m.seats.map((s: Json) => s.kind)).toEqual(['human', 'human']);
    // seated only once the later one had waited 1 s (window 1000)
    expect(m.createdAt - Math.max(s1.since, w1.since)).toBeGreaterThanOrEqual(1000);
    await ts.close();
    ts = undefined;
  });
});
