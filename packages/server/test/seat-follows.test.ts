import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { KyselyStorage } from '../src/storage/kysely.ts';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import { api, type Client, connect, type Json, loadGames, startServer, type TestServer } from './helpers.ts';
import { Browser } from './queue-kit.ts';

/**
 * Issue 15 follow-ups: a seat follows its person to another device (POST /api/matches/{id}/seat rotates the seat's
 * token), and MatchInfo marks the seats of deleted accounts (`deleted: true`), on SQLite and PostgreSQL.
 */

const games = await loadGames();
const game = games[0];
const PG = process.env.DATABASE_URL;
const schemas: string[] = [];
const dirs: string[] = [];
afterAll(async () => {
  if (PG) for (const s of schemas) await dropPostgresSchema(PG, s);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A backend: `fresh()` names a new database; `open(name)` opens it (again after a restart). */
type Backend = { fresh: () => string; open: (name: string) => Promise<KyselyStorage> };
const backends: [string, Backend][] = [
  [
    'sqlite',
    {
      fresh: () => {
        const dir = mkdtempSync(join(tmpdir(), 'potluck-seat-'));
        dirs.push(dir);
        return join(dir, 'db.sqlite');
      },
      open: (file) => openSqlite(file),
    },
  ],
];
if (PG)
  backends.push([
    'postgres',
    {
      fresh: () => {
        const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
        schemas.push(schema);
        return schema;
      },
      open: (schema) => openPostgres(PG, { schema, max: 4 }),
    },
  ]);

const languages = (body: Json) => Object.keys(body.text).sort();

/** The same profile on a second device (as after signing in there with a passkey): its own cookie jar. */
function otherDevice(b: Browser): Browser {
  const d = new Browser(b.base);
  d.cookie = b.cookie;
  return d;
}

/** Waits for a BAD_TOKEN error on a connection (its seat was taken elsewhere). */
async function badToken(c: Client): Promise<void> {
  await c.waitFor(
    (x) => x.messages.some((m) => m.type === 'error' && m.code === 'BAD_TOKEN'),
    0,
    'BAD_TOKEN',
  );
}

describe.each(backends)('seats and people: %s', (_name, backend) => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close().catch(() => {});
  });

  it('a seat follows its person to another device: the token is rotated, either device may take it back', async () => {
    const ts = await startServer(games, { storage: await backend.open(backend.fresh()) });
    servers.push(ts);
    const ada = new Browser(ts.url);
    await ada.profile('Ada');
    const created = await ada.call('POST', '/api/matches', {
      game: game.id,
      players: 2,
      seat: 0,
      name: 'Ada',
    });
    expect(created.status).toBe(201);
    const id: string = created.body.match.id;
    const tokenA: string = created.body.token;
    // a guest (no profile) takes the other seat: the match starts
    const guest = await api(ts.url, 'POST', `/api/matches/${id}/join`, { name: 'Bo' });
    expect(guest.status).toBe(200);

    // errors first: no profile, a profile without a seat here, another person's seat, bad input, no such match
    const stranger = new Browser(ts.url);
    let r = await stranger.call('POST', `/api/matches/${id}/seat`, {});
    expect([r.status, r.body.code]).toEqual([401, 'NOT_SIGNED_IN']);
    expect(languages(r.body)).toEqual(['en', 'zh-Hans', 'zh-Hant']);
    const cy = new Browser(ts.url);
    await cy.profile('Cy');
    r = await cy.call('POST', `/api/matches/${id}/seat`, {});
    expect([r.status, r.body.code]).toEqual([403, 'NOT_YOUR_SEAT']);
    expect(languages(r.body)).toEqual(['en', 'zh-Hans', 'zh-Hant']);
    expect(r.body.text['zh-Hans']).not.toBe(r.body.text.en);
    r = await ada.call('POST', `/api/matches/${id}/seat`, { seat: 1 });
    expect([r.status, r.body.code]).toEqual([403, 'NOT_YOUR_SEAT']);
    r = await ada.call('POST', `/api/matches/${id}/seat`, { seat: -1 });
    expect([r.status, r.body.code]).toEqual([400, 'BAD_REQUEST']);
    r = await ada.call('POST', `/api/matches/${id}/seat`, { extra: 1 });
    expect([r.status, r.body.code]).toEqual([400, 'BAD_REQUEST']);
    r = await ada.call('POST', '/api/matches/AAAAAAAAAAAA/seat', {});
    expect([r.status, r.body.code]).toEqual([404, 'MATCH_NOT_FOUND']);

    // device A plays seat 0
    const onA = await connect(ts.wsUrl, id, tokenA);
    expect(onA.you).toBe(0);
    const watcher = await connect(ts.wsUrl, id);

    // device B, signed in to the same profile, takes the seat: a fresh token; A is dropped with BAD_TOKEN
    const deviceB = otherDevice(ada);
    const tookB = await deviceB.call('POST', `/api/matches/${id}/seat`); // no body: {}
    expect(tookB.status).toBe(200);
    expect(tookB.body).toMatchObject({ seat: 0, match: { id, status: 'playing' } });
    const tokenB: string = tookB.body.token;
    expect(tokenB).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(tokenB).not.toBe(tokenA);
    expect(tookB.body.match.seats[0]).toMatchObject({ name: 'Ada', occupied: true });
    await badToken(onA);
    expect(watcher.messages.some((m) => m.type === 'error')).toBe(false);
    // the old token opens nothing any more; the new one is the seat
    await expect(connect(ts.wsUrl, id, tokenA)).rejects.toThrow(/BAD_TOKEN/);
    const onB = await connect(ts.wsUrl, id, tokenB);
    expect(onB.you).toBe(0);
    expect(onB.frame).not.toBeNull();

    // A takes it back the same way: B is dropped in turn; the seat is still Ada's (my games lists it once)
    const back = await ada.call('POST', `/api/matches/${id}/seat`, { seat: 0 });
    expect(back.status).toBe(200);
    expect(back.body.token).not.toBe(tokenB);
    await badToken(onB);
    const again = await connect(ts.wsUrl, id, back.body.token);
    expect(again.you).toBe(0);
    const mine = (await ada.call('GET', '/api/me/matches')).body;
    expect(mine.playing.map((m: Json) => [m.id, m.seat])).toEqual([[id, 0]]);

    // a seat given up is no longer the profile's to take
    expect((await api(ts.url, 'POST', `/api/matches/${id}/leave`, undefined, back.body.token)).status).toBe(
      200,
    );
    r = await deviceB.call('POST', `/api/matches/${id}/seat`, {});
    expect([r.status, r.body.code]).toEqual([403, 'NOT_YOUR_SEAT']);
    for (const c of [onA, onB, again, watcher]) c.close();
  });

  it('the seats of a deleted account are marked deleted in MatchInfo, live and after a restart', async () => {
    const name = backend.fresh();
    let ts = await startServer(games, { storage: await backend.open(name) });
    servers.push(ts);
    const dora = new Browser(ts.url);
    await dora.profile('Dora');
    const created = await dora.call('POST', '/api/matches', {
      game: game.id,
      players: 2,
      seat: 0,
      name: 'Dora',
    });
    const id: string = created.body.match.id;
    const eve = new Browser(ts.url);
    await eve.profile('Eve');
    expect((await eve.call('POST', `/api/matches/${id}/join`, { name: 'Eve' })).status).toBe(200);
    const watcher = await connect(ts.wsUrl, id);
    expect(watcher.match.seats.some((s: Json) => 'deleted' in s)).toBe(false);

    expect((await dora.call('DELETE', '/api/me')).status).toBe(200);
    // the connections are told at once; GET says so too
    await watcher.waitFor((c) => c.match.seats[0].deleted === true, 0, 'seat 0 marked deleted');
    expect(watcher.match.seats[0].name).toBeNull();
    const info = (await api(ts.url, 'GET', `/api/matches/${id}`)).body;
    expect(info.seats[0]).toMatchObject({ name: null, deleted: true, occupied: true });
    expect(info.seats[1]).toMatchObject({ name: 'Eve' });
    expect('deleted' in info.seats[1]).toBe(false);
    watcher.close();

    // a restart loads the match from storage: the mark is read from the people tables
    await ts.close();
    ts = await startServer(games, { storage: await backend.open(name) });
    servers.push(ts);
    const loaded = (await api(ts.url, 'GET', `/api/matches/${id}`)).body;
    expect(loaded.seats[0]).toMatchObject({ name: null, deleted: true });
    expect('deleted' in loaded.seats[1]).toBe(false);
  });
});
