/**
 * Quick match on two nodes (issue 15 item 5): one PostgreSQL, one Redis. Racing joins through both nodes, with
 * both matchers running all the time, never seat anyone twice; a person queued on node A and matched by node B
 * gets the seat through A.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ServerOptions } from '../src/index.ts';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { api, connect, type Json, loadGames, startServer, type TestServer, WAIT_MS } from './helpers.ts';
import { Browser } from './queue-kit.ts';

const games = await loadGames();
const game = games.find((g) => g.maxPlayers >= 3) ?? games[0];
const PG = process.env.DATABASE_URL;
const REDIS = process.env.REDIS_URL;
if (!PG || !REDIS)
  console.log('queue cluster test: DATABASE_URL and REDIS_URL are not both set, so it is skipped');
const schemas: string[] = [];
afterAll(async () => {
  if (PG) for (const s of schemas) await dropPostgresSchema(PG, s);
});

/** Two nodes on one fresh schema and Redis prefix. */
async function cluster(quick: [ServerOptions['quickMatch'], ServerOptions['quickMatch']]) {
  const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  const prefix = `potluck-queue-${randomBytes(6).toString('hex')}`;
  const node = async (quickMatch: ServerOptions['quickMatch']) =>
    startServer(games, {
      storage: await openPostgres(PG as string, { schema, max: 6 }),
      storageName: 'postgres',
      redisUrl: REDIS,
      redisPrefix: prefix,
      quickMatch,
    });
  const a = await node(quick[0]);
  const b = await node(quick[1]);
  return { a, b, schema };
}

/** Each person's seats over every match (seat_players), straight from the shared database. */
async function seatsOf(schema: string): Promise<Map<string, { match: string; seat: number }[]>> {
  const s = await openPostgres(PG as string, { schema, max: 1 });
  try {
    const rows = await (s.db as Json).selectFrom('seat_players').selectAll().execute();
    const out = new Map<string, { match: string; seat: number }[]>();
    for (const r of rows as { match_id: string; seat: number; player_id: string }[])
      out.set(r.player_id, [...(out.get(r.player_id) ?? []), { match: r.match_id, seat: Number(r.seat) }]);
    return out;
  } finally {
    await s.close();
  }
}

describe.skipIf(!PG || !REDIS)('quick match on two nodes', () => {
  let nodes: TestServer[] = [];
  afterEach(async () => {
    for (const n of nodes) await n.close();
    nodes = [];
  });

  it('racing joins through both nodes, both matchers running, never seat anyone twice', async () => {
    // both nodes run their matcher every 5 ms besides on every join: they race for the same rows
    const { a, b, schema } = await cluster([{ tickMs: 5 }, { tickMs: 5 }]);
    nodes = [a, b];
    const people: { browser: Browser; id: string }[] = [];
    for (let i = 0; i < 24; i++) {
      const browser = new Browser(i % 2 === 0 ? a.url : b.url);
      people.push({ browser, id: await browser.profile(`P${i}`) });
    }
    for (let round = 0; round < 3; round++) {
      // everyone joins at once, half through each node; some also join through the other node at the same
      // moment (one row per person: the second join only changes the wait); a few want bots at once
      await Promise.all(
        people.flatMap(({ browser }, i) => {
          const body = { game: game.id, players: 2 + (i % 2), waitSeconds: i % 5 === 0 ? 0 : 30 };
          const joins = [browser.call('POST', '/api/queue', body)];
          if (i % 3 === 0) {
            const other = new Browser(browser.base === a.url ? b.url : a.url);
            other.cookie = browser.cookie;
            joins.push(other.call('POST', '/api/queue', body));
          }
          return joins;
        }),
      );
      // not everyone may find a full table of people: whoever waits is seated with bots after 30 s, or here
      // sooner by queuing again with waitSeconds 0 once the racing is over
      const states = await Promise.all(people.map(({ browser }) => browser.call('GET', '/api/queue')));
      await Promise.all(
        states.map((s, i) =>
          s.body.status === 'waiting'
            ? people[i].browser.call('POST', '/api/queue', {
                game: game.id,
                players: s.body.players,
                waitSeconds: 0,
              })
            : null,
        ),
      );
      const matched = await Promise.all(people.map(({ browser }) => browser.matched()));
      // once per person per round: every match's people hold distinct seats, and each got the seat its row says
      const seats = await seatsOf(schema);
      for (const [i, p] of people.entries()) {
        const mine = seats.get(p.id) ?? [];
        expect(mine, `P${i} round ${round}`).toHaveLength(round + 1);
        expect(mine).toContainEqual({ match: matched[i].match, seat: matched[i].seat });
      }
      const bySeat = new Set(matched.map((m: Json) => `${m.match}/${m.seat}`));
      expect(bySeat.size).toBe(people.length);
      // each match holds exactly its people: no seat of a person that another match also seated
      const byMatch = new Map<string, number>();
      for (const m of matched) byMatch.set(m.match, (byMatch.get(m.match) ?? 0) + 1);
      for (const [id, n] of byMatch) {
        const info = (await api(a.url, 'GET', `/api/matches/${id}`)).body;
        expect(info.seats.filter((s: Json) => s.kind === 'human')).toHaveLength(n);
        expect(info.status).toBe('playing');
      }
      await Promise.all(people.map(({ browser }) => browser.call('DELETE', '/api/queue')));
    }
  });

  it('a person queued on node A and matched by node B gets the seat through A', async () => {
    // A never runs the matcher on its own (only on joins through it); B runs it every 20 ms
    const { a, b } = await cluster([{ tickMs: 0 }, { tickMs: 20 }]);
    nodes = [a, b];
    // alone on A, waiting 1 s for bots: B's timer seats them when the wait is over
    const x = new Browser(a.url);
    await x.profile('X');
    const joined = (await x.call('POST', '/api/queue', { game: game.id, players: 2, waitSeconds: 1 })).body;
    expect(joined.status).toBe('waiting');
    const seated = await x.matched();
    const info = (await api(a.url, 'GET', `/api/matches/${seated.match}`)).body;
    expect(info.createdAt).toBeGreaterThanOrEqual(joined.botsAt);
    expect(info.seats[seated.seat].kind).toBe('human');
    expect(info.seats.filter((s: Json) => s.kind === 'bot')).toHaveLength(1);
    const cx = await connect(a.wsUrl, seated.match, seated.token);
    await cx.waitFor((c) => c.you === seated.seat, WAIT_MS, 'X seated through A');
    cx.close();

    // people: Y waits on A, Z joins through B, whose matcher (on that join) seats both
    const y = new Browser(a.url);
    const z = new Browser(b.url);
    await y.profile('Y');
    await z.profile('Z');
    expect((await y.call('POST', '/api/queue', { game: game.id, players: 2 })).body.status).toBe('waiting');
    const zj = (await z.call('POST', '/api/queue', { game: game.id, players: 2 })).body;
    expect(zj.status).toBe('matched');
    const ys = await y.matched();
    expect(ys.match).toBe(zj.match);
    expect(ys.seat).not.toBe(zj.seat);
    const cy = await connect(a.wsUrl, ys.match, ys.token);
    const cz = await connect(b.wsUrl, zj.match, zj.token);
    await cy.waitFor((c) => c.you === ys.seat, WAIT_MS, 'Y seated through A');
    await cz.waitFor((c) => c.you === zj.seat, WAIT_MS, 'Z seated through B');
    cy.close();
    cz.close();
  });
});
