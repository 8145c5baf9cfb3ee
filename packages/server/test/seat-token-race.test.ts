/**
 * A seat's token is checked where it acts (issue 18.1): a `hello` racing the same seat's `leave` either fails or
 * is dropped once the leave is done; it never keeps the seat, never shows it as connected, never moves for it.
 * Repeated many times on SQLite and on PostgreSQL (whose slower writes once left a window of several ms).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import type { Storage } from '../src/storage/types.ts';
import { api, Client, type Json, loadGames, startServer, WAIT_MS } from './helpers.ts';

const games = await loadGames();
const tmc = games.find((g) => g.id === 'too-many-cooks')!;
const PG = process.env.DATABASE_URL;
if (!PG) console.log('seat-token race: DATABASE_URL is not set, so only SQLite is raced');
const schemas: string[] = [];
afterAll(async () => {
  if (PG) for (const s of schemas) await dropPostgresSchema(PG, s);
});

const backends: [string, () => Promise<Storage>][] = [['sqlite', () => openSqlite(':memory:')]];
if (PG)
  backends.push([
    'postgres',
    () => {
      const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
      schemas.push(schema);
      return openPostgres(PG, { schema, max: 4 });
    },
  ]);

const ROUNDS = 150;

describe.each(backends)('seat token race: %s', (_name, open) => {
  it(`hello racing leave, ${ROUNDS} times: the left seat is never held, connected or played`, async () => {
    const ts = await startServer(games, { storage: await open() });
    try {
      const created = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, seat: 0 });
      const id: string = created.body.match.id;
      const stale = new Client(ts.wsUrl);
      await stale.opened();
      const outcomes = { refused: 0, dropped: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        const joined = await api(ts.url, 'POST', `/api/matches/${id}/join`, {});
        expect(joined.status).toBe(200);
        const start = stale.messages.length;
        const after = () => stale.messages.slice(start) as Json[];
        // the leave and the hello leave together, in either order; which one the server sees first varies
        const hello = () => stale.send({ type: 'hello', matchId: id, token: joined.body.token });
        if (round % 2 === 1) hello();
        const leaving = api(ts.url, 'POST', `/api/matches/${id}/leave`, undefined, joined.body.token);
        if (round % 2 === 0) hello();
        expect((await leaving).status).toBe(200);
        await stale.waitFor(
          () => after().some((m) => m.type === 'error' || m.type === 'sync'),
          WAIT_MS,
          'hello answer',
        );
        const synced = after().findIndex((m) => m.type === 'sync');
        if (synced >= 0) {
          // it subscribed before the leave: the leave must have dropped it
          await stale.waitFor(
            () => after().some((m, i) => i > synced && m.type === 'error' && m.code === 'BAD_TOKEN'),
            WAIT_MS,
            'the seat to be taken away',
          );
          outcomes.dropped++;
        } else {
          expect(after().find((m) => m.type === 'error')?.code).toBe('BAD_TOKEN');
          outcomes.refused++;
        }
        const info = await api(ts.url, 'GET', `/api/matches/${id}`);
        expect(info.body.seats[1]).toMatchObject({ occupied: false, connected: false });
        // the stale connection cannot play the seat
        const answer = await stale.request({ type: 'move', version: info.body.version, action: {} });
        expect(answer.type).toBe('error');
        expect(['NOT_HELLO', 'BAD_TOKEN']).toContain(answer.code);
      }
      // the next occupant's view never reaches the stale connection
      const next = await api(ts.url, 'POST', `/api/matches/${id}/join`, {});
      const start = stale.messages.length;
      const mover = new Client(ts.wsUrl);
      await mover.hello(id, next.body.token);
      const first = await mover.request({ type: 'ping' });
      expect(first.type).toBe('pong');
      expect(
        stale.messages.slice(start).filter((m: Json) => m.type === 'sync' || m.type === 'update'),
      ).toEqual([]);
      mover.close();
      stale.close();
      console.log(`seat token race (${_name}): ${JSON.stringify(outcomes)}`);
    } finally {
      await ts.close();
    }
  });
});
