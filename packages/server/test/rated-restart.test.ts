/**
 * A rated match's result and its ratings are two writes: a server stopped between them leaves the match finished
 * and unrated, and the next start settles it, once (issue 15's ratings survive a crash).
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { accountsOf } from '../src/service/ratings.ts';
import type { KyselyStorage } from '../src/storage/kysely.ts';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import { connect, type Json, loadGames, startServer } from './helpers.ts';
import { playToEnd } from './play-to-end.ts';

const games = await loadGames();
const game = games[0];
const tmp = mkdtempSync(join(tmpdir(), 'potluck-rated-'));
const PG = process.env.DATABASE_URL;
const schemas: string[] = [];
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  if (PG) for (const schema of schemas) await dropPostgresSchema(PG, schema);
});

/** Each backend: a function opening the same database again (as a restarted server does). */
const backends: [string, () => () => Promise<KyselyStorage>][] = [
  [
    'sqlite',
    () => {
      const file = join(tmp, `${randomBytes(4).toString('hex')}.db`);
      return () => openSqlite(file);
    },
  ],
];
if (PG)
  backends.push([
    'postgres',
    () => {
      const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
      schemas.push(schema);
      return () => openPostgres(PG, { schema, max: 4 });
    },
  ]);

/** A browser with its session cookie. */
function browser(base: string) {
  let cookie: string | null = null;
  return async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    const res = await fetch(base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0];
    return { status: res.status, body: (await res.json()) as Json };
  };
}

describe.each(backends)('rated matches across a restart: %s', (_name, database) => {
  it('a match that finished without its ratings is rated at the next start, and only once', async () => {
    const open = database();
    const storage = await open();
    const store = accountsOf(storage);
    if (!store) throw new Error('SQLite storage has accounts');
    // the server "stops" between the result and the ratings: the rating write never happens
    store.applyRatings = async () => {
      throw new Error('stopped before the ratings were stored');
    };
    const ts = await startServer(games, { storage });
    const [a, b] = [browser(ts.url), browser(ts.url)];
    const pa = (await a('POST', '/api/me', { name: 'Ann' })).body.player;
    const pb = (await b('POST', '/api/me', { name: 'Ben' })).body.player;
    const clock = { kind: 'move', seconds: 60 };
    const created = await a('POST', '/api/matches', {
      game: game.id,
      players: 2,
      seat: 0,
      rated: true,
      clock,
    });
    expect(created.status).toBe(201);
    const id = created.body.match.id;
    const joined = await b('POST', `/api/matches/${id}/join`, {});
    const clients = [
      await connect(ts.wsUrl, id, created.body.token),
      await connect(ts.wsUrl, id, joined.body.token),
    ];
    await playToEnd(clients);
    for (const c of clients) c.close();
    const guest = browser(ts.url);
    expect((await guest('GET', `/api/players/${pa.id}`)).body.ratings).toEqual([]);
    await ts.close();

    for (let start = 0; start < 2; start++) {
      const again = await startServer(games, { storage: await open() });
      const look = browser(again.url);
      for (const p of [pa, pb]) {
        const prof = (await look('GET', `/api/players/${p.id}`)).body;
        expect(prof.ratings, `start ${start + 2}`).toHaveLength(1);
        expect(prof.ratings[0]).toMatchObject({ game: game.id, games: 1 });
        expect(prof.history).toEqual([expect.objectContaining({ match: id, players: 2 })]);
      }
      await again.close();
    }
  });
});
