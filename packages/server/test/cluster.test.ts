/**
 * Scale-out: two server processes sharing PostgreSQL (a throw-away schema) and Redis (a unique channel prefix),
 * no sticky sessions. Runs when DATABASE_URL and REDIS_URL are both set; otherwise skipped with a note.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { type AnyGame, type RngState, randInt, rngFromSeed } from '@potluck/engine';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { api, bundleFixture, type Client, connect, loadGames, until, WAIT_MS } from './helpers.ts';

const PG = process.env.DATABASE_URL;
const REDIS = process.env.REDIS_URL;
const enabled = Boolean(PG && REDIS);
if (!enabled) console.log('cluster tests: DATABASE_URL and REDIS_URL are not both set, so they are skipped');

const games = await loadGames();
const schema = `potluck_cluster_${randomBytes(6).toString('hex')}`;
const prefix = `potluck-test-${randomBytes(6).toString('hex')}`;

interface Node {
  proc: ChildProcess;
  url: string;
  wsUrl: string;
  /** The node's last lines of output (its warnings and errors), printed when a test fails. */
  tail: string[];
}

const TAIL_LINES = 80;

function startNode(entry: string): Promise<Node> {
  const proc = spawn(process.execPath, [entry], {
    env: { ...process.env, POTLUCK_PG_SCHEMA: schema, POTLUCK_REDIS_PREFIX: prefix, POTLUCK_LEASE_MS: '500' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    let listening = false;
    const tail: string[] = [];
    const keep = (d: Buffer | string) => {
      tail.push(...String(d).split('\n').filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
    };
    const timer = setTimeout(() => reject(new Error(`node did not start: ${err}`)), WAIT_MS);
    proc.stderr!.on('data', (d) => {
      if (!listening) err += d;
      keep(d);
    });
    proc.stdout!.on('data', (d) => {
      keep(d);
      if (listening) return;
      out += d;
      const m = /LISTENING (\S+)/.exec(out);
      if (m) {
        listening = true;
        clearTimeout(timer);
        resolve({ proc, url: m[1], wsUrl: `${m[1].replace('http', 'ws')}/ws`, tail });
      }
    });
    proc.on('exit', (code) => reject(new Error(`node exited ${code}: ${err}`)));
  });
}

function redisUp(): boolean {
  try {
    return (
      execFileSync('redis-cli', ['ping'], {
        encoding: 'utf8',
        timeout: 10_000,
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === 'PONG'
    );
  } catch {
    return false;
  }
}

function startRedis(): void {
  execFileSync('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
    '--logfile',
    '/var/log/redis/ci.log',
  ]);
}

async function ensureRedis(): Promise<void> {
  let tries = 0;
  await until(() => {
    if (redisUp()) return true;
    if (tries++ % 200 === 0) {
      try {
        startRedis();
      } catch {
        // maybe it is starting already
      }
    }
    return false;
  }, 'Redis to answer');
}

/** Every `update` a client received, in order, continues its version by exactly one. */
function expectInOrder(c: Client): void {
  let v = -1;
  for (const m of c.messages) {
    if (m.type === 'sync') v = m.version;
    else if (m.type === 'update') {
      expect(m.version).toBe(v + 1);
      v = m.version;
    }
  }
  expect(c.gaps).toBe(0);
}

async function expectLogConsecutive(id: string): Promise<number> {
  const storage = await openPostgres(PG as string, { schema, max: 1 });
  try {
    const log = await storage.readLog(id);
    log.forEach((e, i) => {
      expect(e.seq).toBe(i + 1);
    });
    return log.length;
  } finally {
    await storage.close();
  }
}

/** One random legal move by a human seat whose turn it is; waits until every client has seen it. */
async function randomMove(
  players: Client[],
  all: Client[],
  rng: RngState,
): Promise<{ version: number } | null> {
  const ready = players.filter((c) => (c.frame?.legal?.length ?? 0) > 0);
  if (ready.length === 0) {
    // a bot's turn: wait for it (made by whichever node holds the lease)
    const v = all[0].version;
    await Promise.all(
      all.map((x) => x.waitFor((y) => y.version > v || y.frame?.result != null, WAIT_MS, 'bot')),
    );
    return null;
  }
  const c = ready[randInt(rng, ready.length)];
  const legal = c.frame!.legal!;
  const before = c.version;
  const ans = await c.request({ type: 'move', version: before, action: legal[randInt(rng, legal.length)] });
  if (ans.type === 'error' && ans.code === 'STALE_VERSION') {
    // a bot seat moved at the same time (simultaneous turns): take the newer state and choose again
    await c.waitFor((y) => y.version > before, WAIT_MS, 'newer version');
    return null;
  }
  if (ans.type !== 'ack') throw new Error(`move refused: ${ans.code}`);
  await Promise.all(all.map((x) => x.waitFor((y) => y.version >= ans.version, WAIT_MS, 'update')));
  return ans;
}

async function playToEnd(players: Client[], all: Client[], rng: RngState): Promise<void> {
  for (let i = 0; i < 4000 && all[0].frame?.result == null; i++) await randomMove(players, all, rng);
  expect(all[0].frame?.result).not.toBeNull();
}

const OPTIONS: Record<string, unknown> = { 'too-many-cooks': { deck: 'classic52' } };

describe.skipIf(!enabled)('cluster: two nodes sharing PostgreSQL and Redis', () => {
  let entry = '';
  let a: Node;
  let b: Node;

  beforeAll(async () => {
    await ensureRedis();
    entry = await bundleFixture('cluster-node.ts', 'node');
    [a, b] = await Promise.all([startNode(entry), startNode(entry)]);
  });

  afterEach((ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    for (const [name, n] of [
      ['A', a],
      ['B', b],
    ] as const) {
      console.log(`node ${name}'s last output:\n${n?.tail.join('\n') || '(none)'}`);
    }
  });

  afterAll(async () => {
    for (const n of [a, b]) n?.proc.kill('SIGKILL');
    await ensureRedis();
    if (PG) await dropPostgresSchema(PG, schema);
    if (entry) rmSync(dirname(entry), { recursive: true, force: true });
  });

  it('/api/ready reports storage and redis', async () => {
    const r = await api(a.url, 'GET', '/api/ready');
    expect(r.status).toBe(200);
    expect(r.body.checks).toEqual({ storage: 'ok', redis: 'ok' });
  });

  it.each(games.map((g) => [g.id, g] as [string, AnyGame]))(
    '%s: seats on different nodes (and a bot) play a full game; every client sees every move in order',
    async (_id, game) => {
      const players = Math.min(3, game.maxPlayers);
      const seats = Array.from({ length: players }, (_, i) =>
        i === players - 1 ? { kind: 'bot' as const, level: 'random' } : { kind: 'human' as const },
      );
      const created = await api(a.url, 'POST', '/api/matches', {
        game: game.id,
        players,
        seat: 0,
        seats,
        options: OPTIONS[game.id] ?? {},
      });
      expect(created.status).toBe(201);
      const id: string = created.body.match.id;
      const tokens: string[] = [created.body.token];
      for (let s = 1; s < players - 1; s++) {
        // joined through the other node
        tokens.push((await api(b.url, 'POST', `/api/matches/${id}/join`, {})).body.token);
      }
      const humans = await Promise.all(tokens.map((t, i) => connect((i % 2 === 0 ? b : a).wsUrl, id, t)));
      const spectators = await Promise.all([connect(a.wsUrl, id), connect(b.wsUrl, id)]);
      const all = [...humans, ...spectators];
      await playToEnd(humans, all, rngFromSeed(`cluster/${game.id}`));
      await Promise.all(all.map((c) => c.waitFor((x) => x.frame?.result != null, WAIT_MS, 'result')));
      const version = all[0].version;
      for (const c of all) {
        expect(c.version).toBe(version);
        expectInOrder(c);
      }
      expect(await expectLogConsecutive(id)).toBe(version);
      for (const c of all) c.close();
    },
  );

  it('concurrent moves for one match sent to both nodes: exactly one is accepted', async () => {
    const game = games.find((g) => g.id === 'wasabi') ?? games[0];
    const created = await api(a.url, 'POST', '/api/matches', { game: game.id, players: 2, seat: 0 });
    const id: string = created.body.match.id;
    const t1 = (await api(b.url, 'POST', `/api/matches/${id}/join`, {})).body.token;
    const tokens = [created.body.token, t1];
    // every seat connected to both nodes
    const conns = await Promise.all(
      [0, 1].flatMap((s) => [connect(a.wsUrl, id, tokens[s]), connect(b.wsUrl, id, tokens[s])]),
    );
    let accepted = 0;
    for (let round = 0; round < 10; round++) {
      const active = conns.filter((c) => (c.frame?.legal?.length ?? 0) > 0);
      if (active.length < 2 || active[0].frame?.result) break;
      const [x, y] = active; // the same seat on node A and node B
      expect(x.you).toBe(y.you);
      const legal = x.frame!.legal!;
      const answers = await Promise.all([
        x.request({ type: 'move', version: x.version, action: legal[0] }),
        y.request({ type: 'move', version: y.version, action: legal[legal.length - 1] }),
      ]);
      const acks = answers.filter((m) => m.type === 'ack');
      expect(acks).toHaveLength(1);
      expect(answers.find((m) => m.type !== 'ack')?.code).toBe('STALE_VERSION');
      accepted++;
      await Promise.all(conns.map((c) => c.waitFor((z) => z.version >= acks[0].version, WAIT_MS, 'update')));
    }
    expect(accepted).toBeGreaterThan(3);
    const version = conns[0].version;
    for (const c of conns) {
      expect(c.version).toBe(version);
      expectInOrder(c);
    }
    expect(await expectLogConsecutive(id)).toBe(version);
    for (const c of conns) c.close();
  });

  it('undo through the other node: both nodes keep the same state (each seat sees the same frame on A and B)', async () => {
    const game = games.find((g) => g.id === 'cuisine-a-la-card') ?? games[0];
    const created = await api(a.url, 'POST', '/api/matches', {
      game: game.id,
      players: 2,
      seat: 0,
      options: OPTIONS[game.id] ?? {},
    });
    const id: string = created.body.match.id;
    const tokens = [created.body.token, (await api(b.url, 'POST', `/api/matches/${id}/join`, {})).body.token];
    // conns[2s] on node A, conns[2s+1] on node B, for seat s
    const conns = await Promise.all(
      [0, 1].flatMap((s) => [connect(a.wsUrl, id, tokens[s]), connect(b.wsUrl, id, tokens[s])]),
    );
    const rng = rngFromSeed('cluster/undo');
    let undos = 0;
    for (let step = 0; step < 120 && conns[0].frame?.result == null; step++) {
      const i = randInt(rng, conns.length);
      const c = conns[i];
      const other = conns[i ^ 1]; // the same seat on the other node
      let ans: { type: string; version: number; code?: string };
      if (randInt(rng, 3) === 0) {
        ans = await other.request({ type: 'undo', version: other.version });
        if (ans.type === 'ack') undos++;
      } else {
        const legal = c.frame?.legal ?? [];
        if (legal.length === 0) continue;
        ans = await c.request({
          type: 'move',
          version: c.version,
          action: legal[randInt(rng, legal.length)],
        });
      }
      if (ans.type !== 'ack') continue;
      await Promise.all(conns.map((x) => x.waitFor((y) => y.version >= ans.version, WAIT_MS, 'update')));
    }
    expect(undos).toBeGreaterThan(0);
    for (const c of conns) expectInOrder(c);
    for (const s of [0, 1]) expect(conns[2 * s].frame).toEqual(conns[2 * s + 1].frame);
    expect(await expectLogConsecutive(id)).toBe(conns[0].version);
    for (const c of conns) c.close();
  });

  it('Redis restarted mid-game: nodes resubscribe, catch up by version, clients lose no move', async () => {
    const game = games.find((g) => g.id === 'too-many-cooks') ?? games[0];
    const created = await api(a.url, 'POST', '/api/matches', {
      game: game.id,
      players: 2,
      seat: 0,
      options: OPTIONS[game.id] ?? {},
    });
    const id: string = created.body.match.id;
    const t1 = (await api(a.url, 'POST', `/api/matches/${id}/join`, {})).body.token;
    const humans = [await connect(a.wsUrl, id, created.body.token), await connect(b.wsUrl, id, t1)];
    const all = [...humans, await connect(b.wsUrl, id)];
    const rng = rngFromSeed('cluster/redis');
    try {
      for (let i = 0; i < 4; i++) await randomMove(humans, all, rng);
      execFileSync('redis-cli', ['shutdown', 'nosave']);
      await until(() => !redisUp(), 'Redis to stop');
      // a move while Redis is down: stored, but its notice cannot reach the other node
      const c = humans.find((x) => (x.frame?.legal?.length ?? 0) > 0)!;
      const ans = await c.request({ type: 'move', version: c.version, action: c.frame!.legal![0] });
      expect(ans.type).toBe('ack');
      await ensureRedis();
      await Promise.all(all.map((x) => x.waitFor((y) => y.version >= ans.version, WAIT_MS, 'catch-up')));
    } finally {
      await ensureRedis();
    }
    await playToEnd(humans, all, rng);
    const version = all[0].version;
    for (const c of all) {
      expect(c.version).toBe(version);
      expectInOrder(c);
    }
    expect(await expectLogConsecutive(id)).toBe(version);
    for (const c of all) c.close();
  });

  it('kill -9 of one node mid-game: its clients reconnect to the other and finish, nothing lost', async () => {
    const game = games.find((g) => g.id === 'too-many-cooks') ?? games[0];
    const created = await api(a.url, 'POST', '/api/matches', {
      game: game.id,
      players: 3,
      seat: 0,
      options: OPTIONS[game.id] ?? {},
    });
    const id: string = created.body.match.id;
    const tokens: string[] = [created.body.token];
    for (let s = 1; s < 3; s++)
      tokens.push((await api(b.url, 'POST', `/api/matches/${id}/join`, {})).body.token);
    // a bot-only match started on node A: node B must take over its bots
    const bots = await api(a.url, 'POST', '/api/matches', {
      game: game.id,
      players: 2,
      options: OPTIONS[game.id] ?? {},
      seats: [
        { kind: 'bot', level: 'random' },
        { kind: 'bot', level: 'random' },
      ],
    });
    const botId: string = bots.body.match.id;
    const nodeOf = [a, b, a];
    const humans = await Promise.all(tokens.map((t, i) => connect(nodeOf[i].wsUrl, id, t)));
    const rng = rngFromSeed('cluster/kill');
    for (let i = 0; i < 8; i++) await randomMove(humans, humans, rng);
    // a move in flight on node A, then kill it hard
    let acked = humans[0].version;
    const c = humans.find((x) => (x.frame?.legal?.length ?? 0) > 0)!;
    c.send({ type: 'move', version: c.version, action: c.frame!.legal![0], id: 'inflight' });
    await new Promise((r) => setTimeout(r, randInt(rng, 3)));
    a.proc.kill('SIGKILL');
    await new Promise((r) => a.proc.once('exit', r));
    for (const x of humans) {
      const ack = x.messages.find((m) => m.type === 'ack' && m.id === 'inflight');
      if (ack) acked = Math.max(acked, ack.version);
    }
    // node A's clients reconnect to node B
    for (let i = 0; i < humans.length; i++) {
      if (nodeOf[i] !== a) continue;
      humans[i].close();
      humans[i] = await connect(b.wsUrl, id, tokens[i]);
    }
    const info = await api(b.url, 'GET', `/api/matches/${id}`);
    expect(info.body.version).toBeGreaterThanOrEqual(acked);
    await Promise.all(
      humans.map((x) => x.waitFor((y) => y.version === info.body.version, WAIT_MS, 'same version')),
    );
    await playToEnd(humans, humans, rng);
    const version = humans[0].version;
    for (const x of humans) expect(x.version).toBe(version);
    expectInOrder(humans[1]); // connected to node B the whole time
    expect(await expectLogConsecutive(id)).toBe(version);
    // the bot match goes on to its end on node B
    const spectator = await connect(b.wsUrl, botId);
    await spectator.waitFor((x) => x.frame?.result != null, WAIT_MS, 'bot match end');
    expect(await expectLogConsecutive(botId)).toBe(spectator.version);
    for (const x of [...humans, spectator]) x.close();
  });

  it('SIGTERM: the node closes its connections with 1001 ("going away") and exits 0; the match lives on', async () => {
    const c = await startNode(entry);
    const game = games[0];
    const created = await api(c.url, 'POST', '/api/matches', {
      game: game.id,
      players: 2,
      seat: 0,
      options: OPTIONS[game.id] ?? {},
    });
    const id: string = created.body.match.id;
    const client = await connect(c.wsUrl, id, created.body.token);
    const closed = new Promise<number>((r) => client.ws.once('close', (code) => r(code)));
    const exited = new Promise<number | null>((r) => c.proc.once('exit', (code) => r(code)));
    c.proc.kill('SIGTERM');
    expect(await closed).toBe(1001);
    expect(await exited).toBe(0);
    const again = await connect(b.wsUrl, id, created.body.token);
    expect(again.version).toBe(client.version);
    again.close();
  });
});
