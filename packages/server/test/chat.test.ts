/**
 * The chat beside the table (docs/protocol.md, "Chat"), on SQLite and (with DATABASE_URL) PostgreSQL; two nodes
 * with DATABASE_URL and REDIS_URL. No sleeps: every wait is on a message.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import type { Storage } from '../src/storage/types.ts';
import {
  api,
  Client,
  connect,
  type Json,
  loadGames,
  startServer,
  type TestServer,
  WAIT_MS,
} from './helpers.ts';
import { playToEnd } from './play-to-end.ts';

const games = await loadGames();
const tmc = games[0];
const PG = process.env.DATABASE_URL;
const REDIS = process.env.REDIS_URL;
if (!PG) console.log('chat tests: DATABASE_URL is not set, so PostgreSQL is skipped (SQLite only)');
if (!PG || !REDIS) console.log('chat tests: DATABASE_URL and REDIS_URL are not both set: no two-node test');

const schemas: string[] = [];
afterAll(async () => {
  if (PG) for (const s of schemas) await dropPostgresSchema(PG, s);
});
function pgSchema(): string {
  const schema = `potluck_chat_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  return schema;
}

const backends: [string, () => Promise<Storage>][] = [['sqlite', () => openSqlite(':memory:')]];
if (PG) backends.push(['postgres', () => openPostgres(PG, { schema: pgSchema(), max: 4 })]);

/** A two-seat match with both seats taken (named), connected as both players and two spectators. */
async function table(ts: TestServer) {
  const c = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, seat: 0, name: 'Ann' });
  const id: string = c.body.match.id;
  const j = await api(ts.url, 'POST', `/api/matches/${id}/join`, { name: 'Bo' });
  const tokens: string[] = [c.body.token, j.body.token];
  const [p0, p1, s1, s2] = await Promise.all([
    connect(ts.wsUrl, id, tokens[0]),
    connect(ts.wsUrl, id, tokens[1]),
    connect(ts.wsUrl, id),
    connect(ts.wsUrl, id),
  ]);
  return { id, tokens, p0, p1, s1, s2 };
}

/** The chat messages a client received live (not from histories). */
const chats = (c: Client): Json[] => c.messages.filter((m) => m.type === 'chat').map((m) => m.message);
const texts = (c: Client) => chats(c).map((m) => m.text ?? m.reaction);
const gotText = (text: string) => (c: Client) => chats(c).some((m) => m.text === text);
/** Connects and waits for the chat history that follows the sync. */
async function join(url: string, id: string, token?: string): Promise<Client> {
  const c = await connect(url, id, token);
  await c.waitFor((x) => x.messages.some((m) => m.type === 'chatHistory'), WAIT_MS, 'chatHistory');
  return c;
}

/** The newest chatHistory a client received. */
const lastHistory = (c: Client): Json[] | undefined =>
  c.messages.findLast((m: Json) => m.type === 'chatHistory')?.messages;

describe.each(backends)('chat: %s', (_name, open) => {
  it('text is stored and sent verbatim (markup stays text), normalised; the rules refuse the rest', async () => {
    const storage = await open();
    const ts = await startServer(games, { storage });
    try {
      const { id, p0, p1, s1 } = await table(ts);
      const evil = '<img src=x onerror=alert(1)> & "quotes" \'single\'';
      const ack = await p0.request({ type: 'chat', text: evil });
      expect(ack).toMatchObject({ type: 'ack', version: 0 });
      for (const c of [p0, p1, s1]) await c.waitFor(gotText(evil), WAIT_MS, 'the message');
      const msg = chats(p1)[0];
      expect(msg).toEqual({ id: 1, at: expect.any(Number), seat: 0, name: 'Ann', text: evil });
      expect(Object.keys(msg)).toEqual(['id', 'at', 'seat', 'name', 'text']);
      // stored as written: escaping is the client's job when it shows it (as text)
      expect(await storage.readChat(id)).toEqual([msg]);

      // NFC and trimmed; a reaction; 300 grapheme clusters (emoji with skin tones: 4 code units each) pass
      await p1.request({ type: 'chat', text: '  cafe\u0301  ' });
      await p1.request({ type: 'chat', reaction: 'sushi' });
      const long = '👍🏽'.repeat(300);
      expect((await p1.request({ type: 'chat', text: long })).type).toBe('ack');
      await p0.waitFor((c) => chats(c).length === 4, WAIT_MS, 'four messages');
      expect(chats(p0).slice(1)).toEqual([
        { id: 2, at: expect.any(Number), seat: 1, name: 'Bo', text: 'café' },
        { id: 3, at: expect.any(Number), seat: 1, name: 'Bo', reaction: 'sushi' },
        { id: 4, at: expect.any(Number), seat: 1, name: 'Bo', text: long },
      ]);

      const refused: Json[] = [
        { text: '' },
        { text: '   \u200b ' },
        { text: `${'a'.repeat(301)}` },
        { text: '👍🏽'.repeat(301) },
        { text: 'two\nlines' },
        { text: 'nul\u0000' },
        { text: 'abc\u202edcba' },
        { text: 'lone \ud800' },
        { reaction: 'poop' },
        { text: 'both', reaction: 'wow' },
        {},
        { text: 5 },
        { text: 'x', extra: 1 },
      ];
      // on another connection than the rate's (each refusal here is not counted against the 5 per 10 s)
      for (const r of refused) {
        const e = await s1.request({ type: 'chat', ...r });
        expect(e.type, JSON.stringify(r)).toBe('error');
        expect(e.code, JSON.stringify(r)).toBe('BAD_MESSAGE');
      }
      // before hello: NOT_HELLO
      const fresh = new Client(ts.wsUrl);
      await fresh.opened();
      expect((await fresh.request({ type: 'chat', text: 'hi' })).code).toBe('NOT_HELLO');
      fresh.close();
      expect(await storage.readChat(id)).toHaveLength(4);
    } finally {
      await ts.close();
    }
  });

  it('5 messages per 10 s per connection, then RATE_LIMITED (another connection is not held up)', async () => {
    const ts = await startServer(games, { storage: await open() });
    try {
      const { p0, p1 } = await table(ts);
      for (let i = 0; i < 5; i++)
        expect((await p0.request({ type: 'chat', text: `m${i}` })).type).toBe('ack');
      const e = await p0.request({ type: 'chat', reaction: 'thumbs' });
      expect(e).toMatchObject({ type: 'error', code: 'RATE_LIMITED' });
      expect(e.text['zh-Hans']).toBeTruthy();
      expect((await p1.request({ type: 'chat', text: 'still here' })).type).toBe('ack');
      await p1.waitFor(gotText('still here'), WAIT_MS, 'the last message');
      expect(texts(p1)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'still here']);
    } finally {
      await ts.close();
    }
  });

  it("spectators' messages never reach players during play; the finished match's chat shows everything", async () => {
    const ts = await startServer(games, { storage: await open() });
    try {
      const { id, tokens, p0, p1, s1, s2 } = await table(ts);
      expect((await s1.request({ type: 'chat', text: 'play the tomato!' })).type).toBe('ack');
      await p0.request({ type: 'chat', text: 'good luck' });
      // messages reach a connection in the order they were stored: once the players have the later message,
      // the spectator's earlier one would have come first
      for (const c of [p0, p1, s1, s2]) await c.waitFor(gotText('good luck'), WAIT_MS, 'the player message');
      expect(texts(p0)).toEqual(['good luck']);
      expect(texts(p1)).toEqual(['good luck']);
      expect(texts(s1)).toEqual(['play the tomato!', 'good luck']);
      expect(texts(s2)).toEqual(['play the tomato!', 'good luck']);
      expect(chats(s2)[0]).toMatchObject({ seat: -1, name: null });
      // nor in a player's history after a reconnect or a sync (a spectator's history has it)
      const again = await join(ts.wsUrl, id, tokens[1]);
      expect(lastHistory(again)?.map((m) => m.text)).toEqual(['good luck']);
      const n = p0.messages.length;
      p0.send({ type: 'sync' });
      await p0.waitFor((c) => c.messages.slice(n).some((m) => m.type === 'chatHistory'), WAIT_MS, 'history');
      expect(lastHistory(p0)?.map((m) => m.text)).toEqual(['good luck']);
      const watcher = await join(ts.wsUrl, id);
      expect(lastHistory(watcher)?.map((m) => m.text)).toEqual(['play the tomato!', 'good luck']);
      // nor over HTTP before the end
      const early = await api(ts.url, 'GET', `/api/matches/${id}/chat`);
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('NOT_FINISHED');
      expect(early.text).not.toContain('tomato');

      await playToEnd([p0, p1]);
      // over: the whole chat is public, spectators' messages included
      const log = await api(ts.url, 'GET', `/api/matches/${id}/chat`);
      expect(log.status).toBe(200);
      expect(log.body.messages.map((m: Json) => m.text)).toEqual(['play the tomato!', 'good luck']);
      const after = await join(ts.wsUrl, id, tokens[0]);
      expect(lastHistory(after)?.map((m) => m.text)).toEqual(['play the tomato!', 'good luck']);
      // and live: a spectator's message now reaches the players
      await s2.request({ type: 'chat', text: 'well played' });
      await p1.waitFor(gotText('well played'), WAIT_MS, "the spectator's message after the end");
      expect((await api(ts.url, 'GET', '/api/matches/nope/chat')).status).toBe(404);
      for (const c of [again, watcher, after]) c.close();
    } finally {
      await ts.close();
    }
  });

  it('history after a reconnect: the newest 50 the viewer may see, oldest first', async () => {
    const storage = await open();
    const ts = await startServer(games, { storage });
    try {
      const { id, tokens, p0, p1 } = await table(ts);
      await p0.request({ type: 'chat', text: 'one' });
      await p1.request({ type: 'chat', reaction: 'party' });
      p0.close();
      const back = await join(ts.wsUrl, id, tokens[0]);
      // the history comes right after the sync
      const i = back.messages.findIndex((m) => m.type === 'sync');
      expect(back.messages[i + 1]?.type).toBe('chatHistory');
      expect(lastHistory(back)).toEqual([
        { id: 1, at: expect.any(Number), seat: 0, name: 'Ann', text: 'one' },
        { id: 2, at: expect.any(Number), seat: 1, name: 'Bo', reaction: 'party' },
      ]);
      back.close();

      // a match whose chat is only in storage (written before this node held it): the newest 50
      const c = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, seat: 0 });
      const other: string = c.body.match.id;
      for (let k = 1; k <= 60; k++)
        await storage.appendChat(other, { at: k, seat: -1, name: null, text: `s${k}` });
      const watcher = await join(ts.wsUrl, other);
      const h = lastHistory(watcher)!;
      expect(h.map((m) => m.id)).toEqual(Array.from({ length: 50 }, (_, k) => k + 11));
      // …and the next message goes on from there
      await watcher.request({ type: 'chat', text: 'next' });
      await watcher.waitFor(gotText('next'), WAIT_MS, 'next');
      expect(chats(watcher)[0].id).toBe(61);
      watcher.close();
    } finally {
      await ts.close();
    }
  });
});

describe.skipIf(!PG || !REDIS)('chat on two nodes (PostgreSQL + Redis)', () => {
  it('a message written on one node reaches the connections on the other, in one order everywhere', async () => {
    const schema = pgSchema();
    const prefix = `potluck-chat-${randomBytes(6).toString('hex')}`;
    const node = async () =>
      startServer(games, {
        storage: await openPostgres(PG as string, { schema, max: 4 }),
        storageName: 'postgres',
        redisUrl: REDIS,
        redisPrefix: prefix,
      });
    const a = await node();
    const b = await node();
    try {
      const c = await api(a.url, 'POST', '/api/matches', {
        game: tmc.id,
        players: 2,
        seat: 0,
        name: 'Ann',
      });
      const id: string = c.body.match.id;
      const j = await api(b.url, 'POST', `/api/matches/${id}/join`, { name: 'Bo' });
      const p0 = await connect(a.wsUrl, id, c.body.token);
      const p1 = await connect(b.wsUrl, id, j.body.token);
      const sa = await connect(a.wsUrl, id);
      const sb = await connect(b.wsUrl, id);
      const all = [p0, p1, sa, sb];
      await p0.request({ type: 'chat', text: 'from A' });
      for (const x of all) await x.waitFor(gotText('from A'), WAIT_MS, 'A → everyone');
      // a spectator on B: spectators on both nodes, no player
      await sb.request({ type: 'chat', text: 'psst' });
      await p1.request({ type: 'chat', text: 'from B' });
      for (const x of all) await x.waitFor(gotText('from B'), WAIT_MS, 'B → everyone');
      expect(texts(p0)).toEqual(['from A', 'from B']);
      expect(texts(sa)).toEqual(['from A', 'psst', 'from B']);
      // both nodes at once, several each: every connection gets every message it may see once, in id order
      const sent = await Promise.all([
        ...[1, 2, 3].map((k) => p0.request({ type: 'chat', text: `a${k}` })),
        ...[1, 2, 3].map((k) => p1.request({ type: 'chat', text: `b${k}` })),
      ]);
      expect(sent.every((m) => m.type === 'ack')).toBe(true);
      for (const x of all) await x.waitFor((y) => chats(y).some((m) => m.id === 9), WAIT_MS, 'all nine');
      for (const x of [sa, sb]) expect(chats(x).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      for (const x of [p0, p1]) expect(chats(x).map((m) => m.id)).toEqual([1, 3, 4, 5, 6, 7, 8, 9]);
      expect(chats(p0)).toEqual(chats(p1));
      // a reconnect through the other node: the same history
      const back = await join(a.wsUrl, id, j.body.token);
      expect(lastHistory(back)).toEqual(chats(p1));
      for (const x of [...all, back]) x.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
