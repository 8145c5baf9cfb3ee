/**
 * Issue 14: a match never strands. Turn clocks run out (a bot plays until the person takes the seat back, or
 * the person forfeits), clocks survive a restart, absent people are voted out to a bot, resigning settles the
 * placings, presence is seen by everyone. Clock durations are scaled down (clockScale) so tests wait on events.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/storage/sqlite.ts';
import {
  api,
  type Client,
  connect,
  type Json,
  loadGames,
  startServer,
  type TestServer,
  WAIT_MS,
} from './helpers.ts';

const games = await loadGames();
const tmc = games.find((g) => g.id === 'too-many-cooks')!;
const OPTIONS = { deck: 'classic52' };

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});
async function server(opts: Parameters<typeof startServer>[1] = {}): Promise<TestServer> {
  const ts = await startServer(games, { clockScale: 0.01, ...opts });
  servers.push(ts);
  return ts;
}

/** Creates a match with every seat human, seats all of them, connects them. */
async function table(ts: TestServer, players: number, body: Record<string, unknown> = {}) {
  const created = await api(ts.url, 'POST', '/api/matches', {
    game: tmc.id,
    players,
    seat: 0,
    options: OPTIONS,
    ...body,
  });
  expect(created.status).toBe(201);
  const id: string = created.body.match.id;
  const tokens: string[] = [created.body.token];
  for (let s = 1; s < players; s++) {
    if ((body.seats as Json[] | undefined)?.[s]?.kind === 'bot') continue;
    tokens[s] = (await api(ts.url, 'POST', `/api/matches/${id}/join`, { seat: s })).body.token;
  }
  return { id, tokens, hostToken: created.body.hostToken as string };
}

/**
 * A two-player match whose first player is connected before the second joins (which starts it and its clocks),
 * so that connection sees every update however slowly the machine runs.
 */
async function watchedFromStart(ts: TestServer, body: Record<string, unknown>) {
  const created = await api(ts.url, 'POST', '/api/matches', {
    game: tmc.id,
    players: 2,
    seat: 0,
    options: OPTIONS,
    ...body,
  });
  const id: string = created.body.match.id;
  const a = await connect(ts.wsUrl, id, created.body.token);
  const joined = await api(ts.url, 'POST', `/api/matches/${id}/join`, { seat: 1 });
  return { id, a, tokens: [created.body.token as string, joined.body.token as string] };
}

const seatEvents = (c: Client) =>
  c.messages
    .filter((m: Json) => m.type === 'update')
    .flatMap((m: Json) => m.events.filter((e: Json) => e.type === 'seat'));

describe('turn clocks', () => {
  it('per move: at zero a bot plays for the absent person, who takes the seat back with one click', async () => {
    // bots take 100 ms a move, so the match is still on when the person comes back
    const ts = await server({ botDelayMs: 100 });
    const { id, a, tokens } = await watchedFromStart(ts, { clock: { kind: 'move', seconds: 20 } }); // 200 ms here
    expect(a.match.settings.clock).toEqual({ kind: 'move', seconds: 20 });
    // nobody moves: both clocks (a simultaneous choice) run out, one timeout each, and bots play on
    await a.waitFor((c) => seatEvents(c).length >= 2, WAIT_MS, 'timeouts');
    expect(seatEvents(a).map((e: Json) => e.what)).toEqual(['timeout', 'timeout']);
    const b = await connect(ts.wsUrl, id, tokens[1]);
    expect(b.match.seats[1].control).toMatchObject({ by: 'bot', reason: 'timeout' });
    // the bot's moves go on for both seats
    const v = b.version;
    await b.waitFor((c) => c.version > v + 2, WAIT_MS, 'bot moves');
    const back = await b.request({ type: 'takeBack' });
    expect(back.type).toBe('ack');
    await b.waitFor((c) => c.match.seats[1].control === null, WAIT_MS, 'seat back');
    expect(b.match.seats[0].control).toMatchObject({ by: 'bot', level: 'medium', reason: 'timeout' });
    // a clocked match has no undo
    expect(b.frame?.canUndo ?? false).toBe(false);
    a.close();
    b.close();
  });

  it('forfeit on time, two players: the match ends and the other wins', async () => {
    const ts = await server();
    const { a: b } = await watchedFromStart(ts, {
      clock: { kind: 'move', seconds: 20 },
      onTimeout: { action: 'forfeit', level: 'random' },
    });
    // nobody chooses a recipe: both clocks started together and run out together; the first seat in order
    // forfeits first, which ends a two-player match (no race with a move, however loaded the machine)
    await b.waitFor((c) => c.match.status === 'finished', WAIT_MS, 'finished');
    expect(b.match.result).toMatchObject({
      winners: [1],
      ranks: [2, 1],
      ended: 'forfeit',
      out: [{ seat: 0, reason: 'forfeited' }],
    });
    expect(b.match.seats[0].out).toBe('forfeited');
    expect(seatEvents(b)).toEqual([{ type: 'seat', player: 0, what: 'forfeit', level: 'random' }]);
    b.close();
  }, 30_000);

  it('a restart in the middle of a clocked turn keeps the remaining time; correspondence keeps its days', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'potluck-clock-'));
    try {
      const file = join(dir, 'db.sqlite');
      let ts = await startServer(games, { storage: await openSqlite(file) });
      const total = await table(ts, 2, { clock: { kind: 'total', minutes: 5, increment: 5 } });
      const corr = await table(ts, 2, { clock: { kind: 'correspondence', days: 3 } });
      let a = await connect(ts.wsUrl, total.id, total.tokens[0]);
      await a.request({ type: 'move', version: a.version, action: a.frame!.legal![0] });
      const t0 = Date.now(); // before the server reads the clock
      const before = (await api(ts.url, 'GET', `/api/matches/${total.id}`)).body.clock;
      const t1 = Date.now(); // after it did
      a.close();
      await ts.close();
      ts = await startServer(games, { storage: await openSqlite(file) });
      const t2 = Date.now();
      const after = (await api(ts.url, 'GET', `/api/matches/${total.id}`)).body.clock;
      const t3 = Date.now();
      // seat 0 has moved (stopped, +5 s); seat 1 has been choosing all along: its clock ran through the restart
      expect(after.seats[0]).toEqual(before.seats[0]);
      expect(after.seats[1].running).toBe(true);
      // the time that passed between the two readings, bounded by when the requests left and came back (±1 ms
      // rounding): the clock kept running through the restart, exactly, however slow the machine
      const spent = before.seats[1].remainingMs - after.seats[1].remainingMs;
      expect(spent).toBeGreaterThanOrEqual(t2 - t1 - 2);
      expect(spent).toBeLessThanOrEqual(t3 - t0 + 2);
      const days = (await api(ts.url, 'GET', `/api/matches/${corr.id}`)).body.clock;
      for (const s of days.seats) expect(3 * 86_400_000 - s.remainingMs).toBeLessThan(60_000);
      a = await connect(ts.wsUrl, total.id, total.tokens[1]);
      expect(a.messages.find((m: Json) => m.type === 'sync').clock.seats[1].running).toBe(true);
      a.close();
      await ts.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('absent players, presence and resigning', () => {
  it('presence: everyone sees a seat offline since when; the vote hands an absent seat to a bot', async () => {
    const ts = await server({ absentAfterMs: 0 });
    const { id, tokens } = await table(ts, 3);
    const a = await connect(ts.wsUrl, id, tokens[0]);
    const b = await connect(ts.wsUrl, id, tokens[1]);
    const watcher = await connect(ts.wsUrl, id);
    // seat 2 never came: offline since it was taken, seen by a spectator too
    expect(watcher.match.seats[2].offlineSince).toEqual(expect.any(Number));
    expect(watcher.match.seats[0].offlineSince).toBeNull();
    const proposed = await a.request({ type: 'proposeBot', seat: 2, level: 'random' });
    expect(proposed.type).toBe('ack');
    await b.waitFor((c) => c.match.vote?.seat === 2, WAIT_MS, 'the proposal');
    expect(b.match.vote).toMatchObject({ yes: [0], no: [], voters: [0, 1] });
    expect((await b.request({ type: 'vote', seat: 2, yes: true })).type).toBe('ack');
    await watcher.waitFor((c) => c.match.seats[2].control?.reason === 'vote', WAIT_MS, 'a bot for seat 2');
    expect(watcher.match.vote).toBeNull();
    // a proposal for a seat that is connected is refused
    const wrong = await a.request({ type: 'proposeBot', seat: 1 });
    expect(wrong.code).toBe('VOTE_NOT_ALLOWED');
    // the absent person comes back and takes the seat back
    const c = await connect(ts.wsUrl, id, tokens[2]);
    expect((await c.request({ type: 'takeBack' })).type).toBe('ack');
    await watcher.waitFor((w) => w.match.seats[2].control === null, WAIT_MS, 'taken back');
    for (const x of [a, b, c, watcher]) x.close();
  });

  it('resign, two players: the match ends with the other as winner', async () => {
    const ts = await server();
    const { id, tokens } = await table(ts, 2);
    const a = await connect(ts.wsUrl, id, tokens[0]);
    const r = await api(ts.url, 'POST', `/api/matches/${id}/resign`, undefined, tokens[1]);
    expect(r.status).toBe(200);
    await a.waitFor((c) => c.match.status === 'finished', WAIT_MS, 'finished');
    expect(a.match.result).toMatchObject({
      winners: [0],
      ranks: [1, 2],
      ended: 'resign',
      out: [{ seat: 1, reason: 'resigned' }],
    });
    expect(seatEvents(a)).toEqual([{ type: 'seat', player: 1, what: 'resign', level: 'medium' }]);
    expect((await a.request({ type: 'resign' })).code).toBe('MATCH_OVER');
    a.close();
  });

  it('resign, three players: a bot plays on and the resigned seat is ranked last', async () => {
    const ts = await server();
    const { id, tokens } = await table(ts, 3, {
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }, { kind: 'bot', level: 'random' }],
      onTimeout: { action: 'bot', level: 'random' },
    });
    const a = await connect(ts.wsUrl, id, tokens[0]);
    expect((await a.request({ type: 'resign' })).type).toBe('ack');
    await a.waitFor((c) => c.match.status === 'finished', WAIT_MS, 'the bots to finish');
    expect(a.match.result.ranks[0]).toBe(3);
    expect(a.match.result.winners).not.toContain(0);
    expect(a.match.result.out).toEqual([{ seat: 0, reason: 'resigned' }]);
    expect(a.match.result.scores).toHaveLength(3);
    a.close();
  });
});
