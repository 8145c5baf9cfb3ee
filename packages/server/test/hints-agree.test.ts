/**
 * Hints when everyone agrees (issue 17 item 3, docs/protocol.md "Hints"): in a casual match with other people, a
 * seated person proposes hints, every person seated at the table must say yes, one no ends the proposal; once all
 * agreed, hints are on for everyone for the rest of the match. The agreement is `seat` log entries, so it survives
 * a reload of the match from storage (SQLite here; PostgreSQL with DATABASE_URL) and is seen on another node
 * (two-node test with DATABASE_URL and REDIS_URL). Never in rated matches.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import type { Storage } from '../src/storage/types.ts';
import { api, type Client, connect, type Json, loadGames, startServer, type TestServer } from './helpers.ts';
import { PG, TWO_NODES, twoNodes } from './two-nodes.ts';

const games = await loadGames();
const game = games.find((g) => g.id === 'wasabi') ?? games[0];
const tmp = mkdtempSync(join(tmpdir(), 'potluck-hints-agree-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
if (!PG) console.log('hints agreement on PostgreSQL: DATABASE_URL is not set, so that variant is skipped');
if (!TWO_NODES)
  console.log('hints agreement on two nodes: DATABASE_URL and REDIS_URL are not both set, skipped');

/** A casual match of three people (Ann, Bo, Cy), all seated; their tokens. */
async function threePeople(ts: TestServer): Promise<{ id: string; tokens: string[] }> {
  const c = await api(ts.url, 'POST', '/api/matches', { game: game.id, players: 3, seat: 0, name: 'Ann' });
  expect(c.status).toBe(201);
  const id: string = c.body.match.id;
  const tokens: string[] = [c.body.token];
  for (const name of ['Bo', 'Cy'])
    tokens.push((await api(ts.url, 'POST', `/api/matches/${id}/join`, { name })).body.token);
  return { id, tokens };
}

/** Asks for a hint; the answer (`hint` or `error`). */
async function ask(c: Client): Promise<Json> {
  const id = 9000 + c.messages.length;
  c.send({ type: 'hint', id });
  let found: Json = null;
  await c.waitFor(
    (cl) => {
      found = cl.messages.find((m: Json) => (m.type === 'hint' || m.type === 'error') && m.id === id) ?? null;
      return found !== null;
    },
    undefined,
    'hint answer',
  );
  return found;
}

/** Waits until a client's MatchInfo shows this agreement. */
function seesHints(c: Client, hints: Json, what: string): Promise<void> {
  return c.waitFor((cl) => JSON.stringify(cl.match?.hints) === JSON.stringify(hints), undefined, what);
}

/** The client of the seat due to act now (Wasabi!: one at a time). */
function active(clients: Client[]): Client {
  const seat = clients[0].frame?.active[0] ?? 0;
  return clients[seat];
}

const variants: {
  name: string;
  skip: boolean;
  open: () => Promise<{ storage: () => Promise<Storage>; done(): Promise<void> }>;
}[] = [
  {
    name: 'SQLite',
    skip: false,
    open: async () => {
      const file = join(tmp, `agree-${randomBytes(4).toString('hex')}.sqlite`);
      return { storage: () => openSqlite(file), done: async () => {} };
    },
  },
  {
    name: 'PostgreSQL',
    skip: !PG,
    open: async () => {
      const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
      return {
        storage: () => openPostgres(PG as string, { schema, max: 4 }),
        done: () => dropPostgresSchema(PG as string, schema),
      };
    },
  },
];

for (const v of variants) {
  describe.skipIf(v.skip)(`hints when everyone agrees (${v.name})`, () => {
    it('a proposal, a no, unanimity; the agreement survives a reload from storage', async () => {
      const db = await v.open();
      const start = async () => {
        const ts = await startServer(games, { storage: await db.storage(), botWorkers: 0 });
        ts.server.service.hints.budget = { iterations: 40 };
        return ts;
      };
      let ts = await start();
      try {
        const { id, tokens } = await threePeople(ts);
        let clients = await Promise.all(tokens.map((t) => connect(ts.wsUrl, id, t)));
        const [c0, c1, c2] = clients;
        expect(c0.match.hints).toEqual({ on: false, proposal: null });
        // with people at the table and no agreement: no hints
        expect((await ask(active(clients))).code).toBe('HINTS_OFF');
        // nothing to answer yet; spectators neither propose nor answer
        expect((await c1.request({ type: 'voteHints', yes: true })).code).toBe('HINTS_VOTE_NOT_ALLOWED');
        const spectator = await connect(ts.wsUrl, id);
        expect((await spectator.request({ type: 'proposeHints' })).code).toBe('NOT_SEATED');

        // Ann proposes: a log entry (a version), her yes counted, everyone sees it
        const v0 = c0.version;
        const p = await c0.request({ type: 'proposeHints' });
        expect(p).toMatchObject({ type: 'ack', version: v0 + 1 });
        const open = { on: false, proposal: { by: 0, voters: [0, 1, 2], yes: [0] } };
        for (const c of [...clients, spectator]) await seesHints(c, open, 'the proposal');
        await c2.waitFor((cl) => cl.version === v0 + 1, undefined, 'the proposal’s update');
        const ev = c2.messages.find((m: Json) => m.type === 'update' && m.version === v0 + 1);
        expect(ev.events).toEqual([{ type: 'seat', player: 0, what: 'hints', vote: 'propose' }]);
        expect(ev.patch).toEqual([]);
        // one proposal at a time
        const again = await c0.request({ type: 'proposeHints' });
        expect(again.code).toBe('HINTS_VOTE_NOT_ALLOWED');
        expect(again.text['zh-Hans']).toBeTruthy();
        expect(again.text['zh-Hant']).toBeTruthy();
        // Bo agrees: not yet everyone
        expect((await c1.request({ type: 'voteHints', yes: true })).type).toBe('ack');
        await seesHints(c0, { on: false, proposal: { by: 0, voters: [0, 1, 2], yes: [0, 1] } }, 'Bo’s yes');
        expect((await ask(active(clients))).code).toBe('HINTS_OFF');
        // Cy says no: the proposal ends, hints stay off
        expect((await c2.request({ type: 'voteHints', yes: false })).type).toBe('ack');
        for (const c of clients) await seesHints(c, { on: false, proposal: null }, 'the no');
        expect((await ask(active(clients))).code).toBe('HINTS_OFF');

        // Bo proposes again, Ann agrees; then the server restarts before Cy answers
        expect((await c1.request({ type: 'proposeHints' })).type).toBe('ack');
        expect((await c0.request({ type: 'voteHints', yes: true })).type).toBe('ack');
        const pending = { on: false, proposal: { by: 1, voters: [0, 1, 2], yes: [1, 0] } };
        await seesHints(c2, pending, 'the second proposal');
        const version = c2.version;
        for (const c of [...clients, spectator]) c.close();
        await ts.close();
        ts = await start();
        clients = await Promise.all(tokens.map((t) => connect(ts.wsUrl, id, t)));
        expect(clients[2].version).toBe(version);
        expect(clients[2].match.hints).toEqual(pending);
        // Cy agrees: everyone did, hints are on for every seat
        expect((await clients[2].request({ type: 'voteHints', yes: true })).type).toBe('ack');
        for (const c of clients) await seesHints(c, { on: true, proposal: null }, 'hints on');
        const h = await ask(active(clients));
        expect(h.type).toBe('hint');
        expect(h.moves.length).toBeGreaterThan(0);
        // once on, there is nothing left to propose
        expect((await clients[0].request({ type: 'proposeHints' })).code).toBe('HINTS_VOTE_NOT_ALLOWED');

        // and still on after another reload
        for (const c of clients) c.close();
        await ts.close();
        ts = await start();
        clients = await Promise.all(tokens.map((t) => connect(ts.wsUrl, id, t)));
        expect(clients[0].match.hints).toEqual({ on: true, proposal: null });
        expect((await ask(active(clients))).type).toBe('hint');
        for (const c of clients) c.close();
      } finally {
        await ts.close();
        await db.done();
      }
    });

    it('never in a rated match', async () => {
      const db = await v.open();
      const ts = await startServer(games, { storage: await db.storage(), botWorkers: 0 });
      try {
        const cookies: string[] = [];
        for (const name of ['Ann', 'Bo']) {
          const me = await fetch(`${ts.url}/api/me`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name }),
          });
          cookies.push((me.headers.get('set-cookie') ?? '').split(';')[0]);
        }
        const post = async (path: string, body: unknown, cookie: string) =>
          (await fetch(`${ts.url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(body),
          }).then((r) => r.json())) as Json;
        const r = await post(
          '/api/matches',
          {
            game: game.id,
            players: 2,
            seat: 0,
            name: 'Ann',
            rated: true,
            clock: { kind: 'move', seconds: 600 },
          },
          cookies[0],
        );
        expect(r.match.settings.rated).toBe(true);
        const j = await post(`/api/matches/${r.match.id}/join`, { name: 'Bo' }, cookies[1]);
        const c0 = await connect(ts.wsUrl, r.match.id, r.token);
        const c1 = await connect(ts.wsUrl, r.match.id, j.token);
        const refused = await c0.request({ type: 'proposeHints' });
        expect(refused.code).toBe('HINTS_OFF');
        expect((await c1.request({ type: 'voteHints', yes: true })).code).toBe('HINTS_VOTE_NOT_ALLOWED');
        expect(c0.match.hints).toEqual({ on: false, proposal: null });
        c0.close();
        c1.close();
      } finally {
        await ts.close();
        await db.done();
      }
    });
  });
}

describe.skipIf(!TWO_NODES)('hints when everyone agrees, on two nodes', () => {
  it('proposed through one node, agreed through the other: both show it and give hints', async () => {
    const nodes = await twoNodes(games, { botWorkers: 0 });
    try {
      nodes.a.server.service.hints.budget = { iterations: 40 };
      nodes.b.server.service.hints.budget = { iterations: 40 };
      const c = await api(nodes.a.url, 'POST', '/api/matches', {
        game: game.id,
        players: 2,
        seat: 0,
        name: 'Ann',
      });
      const id: string = c.body.match.id;
      const j = await api(nodes.b.url, 'POST', `/api/matches/${id}/join`, { name: 'Bo' });
      const c0 = await connect(nodes.a.wsUrl, id, c.body.token);
      const c1 = await connect(nodes.b.wsUrl, id, j.body.token);
      await c0.waitFor((cl) => cl.match?.status === 'playing', undefined, 'playing on A');
      expect((await c0.request({ type: 'proposeHints' })).type).toBe('ack');
      await seesHints(c1, { on: false, proposal: { by: 0, voters: [0, 1], yes: [0] } }, 'the proposal on B');
      expect((await c1.request({ type: 'voteHints', yes: true })).type).toBe('ack');
      await seesHints(c0, { on: true, proposal: null }, 'hints on, on A');
      await seesHints(c1, { on: true, proposal: null }, 'hints on, on B');
      expect((await ask(active([c0, c1]))).type).toBe('hint');
      c0.close();
      c1.close();
    } finally {
      await nodes.close();
    }
  });
});
