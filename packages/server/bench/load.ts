/**
 * Load benchmark of the game server (not a test): N concurrent matches played over WebSockets on loopback by
 * client-side random bots (each seat a connection that answers every frame listing legal actions with a random
 * one). Measures moves/s, move latency (send → ack) p50/p99, bytes per update, and server memory per match.
 *
 * The server runs in a child process (`potluck serve`) when `serverCommand` is given, so clients and server do not
 * share one event loop; otherwise in this process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyGame, randInt, rngFromSeed } from '@potluck/engine';
import WebSocket from 'ws';
import { applyPatch } from '../src/diff.ts';
import type { Frame } from '../src/frames.ts';
import { type ProfileBreakdown, profileBreakdown } from './profile.ts';

export interface LoadOptions {
  games: readonly AnyGame[];
  game: string;
  players: number;
  matches: number;
  seconds: number;
  /**
   * Target moves per second across all matches (open loop: each client "thinks" about matches/rate seconds, with
   * jitter, before it moves). 0 = closed loop, every client moves as soon as it may (measures saturation).
   */
  rate: number;
  /** [node, script, ...args] that start `potluck serve`; the bench appends --port 0 --db … --quiet. */
  serverCommand?: string[];
  /** Bench a server that is already running at this base URL instead. */
  url?: string;
  /**
   * Server processes (child `potluck serve`, default 1). More than one needs `databaseUrl` and `redisUrl`: the
   * nodes share PostgreSQL and Redis, and each match's seats connect to different nodes (docs/deploy.md).
   */
  nodes?: number;
  /**
   * With several nodes, where a match's seats connect: `spread` (default) each seat to another node, so every move
   * reaches the other seat through a notice; `together` all seats of a match to one node, the matches spread over
   * the nodes — what routing every match to an owner node would give at best, with no forwarding at all.
   */
  placement?: 'spread' | 'together';
  /** PostgreSQL URL: the children use a throw-away schema in it (dropped afterwards) instead of SQLite. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Profile the (first) child server with `node --cpu-prof` into this directory, and break the window down. */
  cpuProfDir?: string;
  log?: (line: string) => void;
}

export interface LoadResult {
  game: string;
  players: number;
  matches: number;
  connections: number;
  seconds: number;
  moves: number;
  movesPerSec: number;
  targetRate: number;
  p50Ms: number;
  p99Ms: number;
  updates: number;
  medianUpdateBytes: number;
  meanUpdateBytes: number;
  p99UpdateBytes: number;
  staleRetries: number;
  matchesFinished: number;
  memoryPerMatchKB: number;
  /** Server CPU time (user + system) per acknowledged move, in microseconds: capacity ≈ 1e6 / this per core. */
  serverCpuPerMoveUs: number;
  serverMode: 'child process' | 'in process' | 'separate process';
  nodes: number;
  storage: 'sqlite' | 'postgres';
  /**
   * Server CPU per move split by phase (µs, all nodes): each phase's share of the event loop's busy time
   * (GET /api/metrics `phases`, always measured) times the CPU per move; `other` is the rest (service bookkeeping,
   * promises, timers, HTTP, garbage collection outside the phases). Absent when the server does not report phases.
   */
  split?: CpuSplit;
  /** With cpuProfDir: where the first server's CPU went during the measured window. */
  profile?: ProfileBreakdown;
}

export interface CpuSplit {
  rules: number;
  storage: number;
  serialization: number;
  sockets: number;
  other: number;
}

interface Phases {
  rules: number;
  storage: number;
  serialization: number;
  sockets: number;
  busy: number;
}

interface Health {
  heapUsed: number;
  cpuMicros: number;
  phases?: Phases;
}

/** µs per move by phase between two readings of each node: every node's CPU split by its phases' shares. */
function cpuSplit(before: Health[], after: Health[], moves: number): CpuSplit | undefined {
  if (moves <= 0) return undefined;
  const out: CpuSplit = { rules: 0, storage: 0, serialization: 0, sockets: 0, other: 0 };
  for (let i = 0; i < after.length; i++) {
    const a = after[i].phases;
    const b = before[i]?.phases;
    if (!a || !b) return undefined;
    const busy = a.busy - b.busy;
    const cpu = (after[i].cpuMicros - before[i].cpuMicros) / moves;
    if (busy <= 0) continue;
    let named = 0;
    for (const k of ['rules', 'storage', 'serialization', 'sockets'] as const) {
      const share = Math.min(1, (a[k] - b[k]) / busy);
      out[k] += share * cpu;
      named += share;
    }
    out.other += Math.max(0, 1 - named) * cpu;
  }
  return out;
}

interface Server {
  url: string;
  stop(): Promise<void>;
  pid?: number;
}

/** The bench reads the server's memory and CPU time from GET /api/metrics, which needs an operator token. */
const OPERATOR_TOKEN = process.env.POTLUCK_OPERATOR_TOKEN ?? randomBytes(18).toString('base64url');

/** `storage`: a SQLite file, or PostgreSQL (+ Redis for a cluster). */
type ChildStorage = { db: string } | { databaseUrl: string; redisUrl?: string; prefix: string };

async function startChild(cmd: string[], storage: ChildStorage, profDir?: string): Promise<Server> {
  const where =
    'db' in storage
      ? ['--db', storage.db]
      : [
          '--database-url',
          storage.databaseUrl,
          ...(storage.redisUrl !== undefined ? ['--redis-url', storage.redisUrl] : []),
        ];
  const proc: ChildProcess = spawn(
    cmd[0],
    // every client is on loopback: no per-address limits
    [
      ...(profDir !== undefined
        ? [
            '--cpu-prof',
            '--cpu-prof-interval',
            process.env.PROF_INTERVAL ?? '1000',
            `--cpu-prof-dir=${profDir}`,
          ]
        : []),
      ...cmd.slice(1),
      ...['--port', '0', ...where, '--quiet', '--bot-delay', '0'],
      ...['--http-rate', '0', '--read-rate', '0', '--ws-per-address', '0'],
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        POTLUCK_OPERATOR_TOKEN: OPERATOR_TOKEN,
        ...('db' in storage ? {} : { REDIS_PREFIX: storage.prefix }),
      },
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let err = '';
    proc.stderr!.on('data', (d) => {
      err += d;
      const m = /serving on (http:\/\/\S+)/.exec(err);
      if (m) resolve(m[1]);
    });
    proc.once('exit', (code) => reject(new Error(`server exited (${code}): ${err}`)));
  });
  return {
    url,
    pid: proc.pid,
    stop: async () => {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
    },
  };
}

async function startInProcess(games: readonly AnyGame[], db: string): Promise<Server> {
  const { createPotluckServer } = await import('../src/server.ts');
  const { openSqlite } = await import('../src/storage/sqlite.ts');
  const server = await createPotluckServer({
    storage: await openSqlite(db),
    games,
    botDelayMs: 0,
    httpRate: { burst: 1, perSecond: 0 },
    readRate: { get: { max: 0, windowMs: 1000 }, replay: { max: 0, windowMs: 1000 } },
    wsPerAddress: 0,
    operatorToken: OPERATOR_TOKEN,
  });
  const url = await server.listen(0);
  return { url, stop: () => server.close() };
}

// biome-ignore lint/suspicious/noExplicitAny: reads JSON answers
async function post(url: string, body: unknown): Promise<any> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url}: ${json.code} ${json.message}`);
  return json;
}

async function health1(url: string): Promise<Health> {
  const h = await (
    await fetch(`${url}/api/metrics`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })
  ).json();
  return { heapUsed: h.memory?.heapUsed ?? 0, cpuMicros: h.cpuMicros ?? 0, phases: h.phases };
}

/** Summed over the nodes, and each node's reading. */
async function health(servers: Server[]): Promise<{ heapUsed: number; cpuMicros: number; nodes: Health[] }> {
  const all = await Promise.all(servers.map((x) => health1(x.url)));
  return {
    heapUsed: all.reduce((n, h) => n + h.heapUsed, 0),
    cpuMicros: all.reduce((n, h) => n + h.cpuMicros, 0),
    nodes: all,
  };
}

const pct = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A throw-away PostgreSQL schema: the URL that selects it (search_path) and how to drop it. */
async function pgSchema(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `potluck_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create schema ${name}`);
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${name}`);
  return { url: u.toString(), drop: () => admin(`drop schema if exists ${name} cascade`) };
}

export async function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const log = opts.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), 'potluck-bench-'));
  const db = join(dir, 'bench.sqlite');
  const nodes = Math.max(1, opts.nodes ?? 1);
  if (nodes > 1 && (!opts.serverCommand || !opts.databaseUrl || !opts.redisUrl))
    throw new Error('several nodes need child servers, a PostgreSQL URL and a Redis URL');
  const schema =
    opts.databaseUrl && opts.serverCommand && !opts.url ? await pgSchema(opts.databaseUrl) : null;
  const prefix = `potluck-bench-${randomBytes(5).toString('hex')}`;
  const servers: Server[] = opts.url
    ? [{ url: opts.url.replace(/\/$/, ''), stop: async () => {} }]
    : opts.serverCommand
      ? await Promise.all(
          Array.from({ length: nodes }, (_, i) =>
            startChild(
              opts.serverCommand!,
              schema
                ? { databaseUrl: schema.url, redisUrl: nodes > 1 ? opts.redisUrl : undefined, prefix }
                : { db },
              i === 0 && opts.cpuProfDir !== undefined ? opts.cpuProfDir : undefined,
            ),
          ),
        )
      : [await startInProcess(opts.games, db)];
  const server: Server = {
    url: servers[0].url,
    stop: async () => {
      await Promise.all(servers.map((x) => x.stop()));
    },
  };
  const wsUrls = servers.map((x) => `${x.url.replace('http', 'ws')}/ws`);
  let matchNo = 0;
  const latencies: number[] = [];
  const updateSizes: number[] = [];
  let moves = 0;
  let stale = 0;
  let finished = 0;
  let measuring = false;
  let stopping = false;
  const sockets: WebSocket[] = [];
  const kicks: (() => void)[] = [];
  const rng = rngFromSeed('server-bench');
  const thinkMs = opts.rate > 0 ? (opts.matches / opts.rate) * 1000 : 0;

  /** One seat's client: keeps its frame, moves whenever it has legal actions and nothing in flight. */
  const seat = (matchId: string, token: string, wsUrl: string, onEnd: () => void) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(wsUrl);
      sockets.push(ws);
      let frame: Frame | null = null;
      let version = -1;
      let inflight: number | null = null;
      let ended = false;
      let thinking = false;
      const canMove = () =>
        !stopping && inflight === null && frame !== null && !frame.result && (frame.legal?.length ?? 0) > 0;
      const send = () => {
        thinking = false;
        if (!canMove()) return;
        const legal = frame!.legal!;
        inflight = performance.now();
        ws.send(JSON.stringify({ type: 'move', version, action: legal[randInt(rng, legal.length)] }));
      };
      /** Moves after a think time (open loop) or at once (closed loop). */
      const maybeMove = () => {
        if (thinking || !canMove()) return;
        if (thinkMs <= 0) {
          send();
          return;
        }
        thinking = true;
        setTimeout(send, thinkMs * (0.5 + randInt(rng, 1000) / 1000));
      };
      kicks.push(maybeMove);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', matchId, token })));
      ws.on('error', reject);
      ws.on('message', (data) => {
        const text = data.toString();
        const msg = JSON.parse(text);
        if (msg.type === 'sync') {
          frame = msg.frame;
          version = msg.version;
          resolve();
        } else if (msg.type === 'update') {
          if (measuring) updateSizes.push(Buffer.byteLength(text));
          frame = msg.frame ?? applyPatch(frame, msg.patch);
          version = msg.version;
        } else if (msg.type === 'ack') {
          if (measuring && inflight !== null) {
            latencies.push(performance.now() - inflight);
            moves++;
          }
          inflight = null;
        } else if (msg.type === 'error') {
          // counted in the measured window only, like moves (they were counted from the first kick on, when every
          // match's seats all choose a recipe on the same version at once); in a phase where several seats are
          // active (料理厨王's recipe choice at the start of each round) the move that arrives second is refused
          // and made again on the new version: real refusals, as the protocol says (docs/protocol.md)
          if (msg.code === 'STALE_VERSION') {
            if (measuring) stale++;
          } else if (msg.code !== 'GAME_OVER') log(`move refused: ${msg.code}`);
          inflight = null;
        }
        if (frame?.result && !ended) {
          ended = true;
          onEnd();
        }
        maybeMove();
      });
    });

  const startMatch = async (): Promise<void> => {
    // with several nodes, a match is created on one, joined on the next, and its seats spread over all
    const k = matchNo++;
    const together = opts.placement === 'together';
    const at = (i: number) => (k + (together ? 0 : i)) % servers.length;
    const node = (i: number) => servers[at(i)].url;
    const created = await post(`${node(0)}/api/matches`, {
      game: opts.game,
      players: opts.players,
      seat: 0,
    });
    const id: string = created.match.id;
    const tokens: string[] = [created.token];
    for (let s = 1; s < opts.players; s++)
      tokens.push((await post(`${node(s)}/api/matches/${id}/join`, {})).token);
    let ends = 0;
    const onEnd = () => {
      if (++ends !== tokens.length) return;
      if (measuring) finished++;
      // a restart still creating its match when the run ends meets stopped servers: not a failure of the run
      if (!stopping)
        void startMatch().catch((e) => {
          if (!stopping) log(`restart failed: ${(e as Error).message}`);
        });
    };
    await Promise.all(tokens.map((t, i) => seat(id, t, wsUrls[at(i)], onEnd)));
  };

  let result: LoadResult | undefined;
  let window: [number, number] | undefined;
  if (opts.cpuProfDir !== undefined) mkdirSync(opts.cpuProfDir, { recursive: true });
  try {
    const heap0 = (await health(servers)).heapUsed;
    log(
      `server at ${server.url}; creating ${opts.matches} matches of ${opts.game} (${opts.players} players)…`,
    );
    stopping = true; // hold moves until every match is connected
    for (let i = 0; i < opts.matches; i += 25) {
      await Promise.all(Array.from({ length: Math.min(25, opts.matches - i) }, () => startMatch()));
    }
    const heap1 = (await health(servers)).heapUsed;
    log('warming up…');
    stopping = false;
    for (const kick of kicks) kick();
    await new Promise((r) => setTimeout(r, 1000));
    const h0 = await health(servers);
    const cpu0 = h0.cpuMicros;
    measuring = true;
    const from = process.hrtime.bigint();
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, opts.seconds * 1000));
    measuring = false;
    const to = process.hrtime.bigint();
    const elapsed = (performance.now() - t0) / 1000;
    const h1 = await health(servers);
    const cpu1 = h1.cpuMicros;
    stopping = true;
    latencies.sort((a, b) => a - b);
    updateSizes.sort((a, b) => a - b);
    window = [Number(from / 1000n), Number(to / 1000n)];
    result = {
      game: opts.game,
      players: opts.players,
      matches: opts.matches,
      connections: opts.matches * opts.players,
      seconds: Math.round(elapsed * 10) / 10,
      moves,
      movesPerSec: moves / elapsed,
      targetRate: opts.rate,
      p50Ms: pct(latencies, 50),
      p99Ms: pct(latencies, 99),
      updates: updateSizes.length,
      medianUpdateBytes: pct(updateSizes, 50),
      meanUpdateBytes: updateSizes.reduce((a, b) => a + b, 0) / Math.max(1, updateSizes.length),
      p99UpdateBytes: pct(updateSizes, 99),
      staleRetries: stale,
      matchesFinished: finished,
      serverCpuPerMoveUs: moves > 0 ? (cpu1 - cpu0) / moves : 0,
      split: cpuSplit(h0.nodes, h1.nodes, moves),
      memoryPerMatchKB: heap0 > 0 ? (heap1 - heap0) / opts.matches / 1024 : 0,
      serverMode: opts.url ? 'separate process' : opts.serverCommand ? 'child process' : 'in process',
      nodes: servers.length,
      storage: schema ? 'postgres' : 'sqlite',
    };
    return result;
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.stop();
    if (result && opts.cpuProfDir !== undefined && window) {
      // the main thread's profile of the first child (bot workers write their own files)
      const pid = servers[0]?.pid;
      const file = readdirSync(opts.cpuProfDir)
        .filter((f) => f.includes(`.${pid}.0.`) && f.endsWith('.cpuprofile'))
        .sort()
        .pop();
      if (file) result.profile = profileBreakdown(join(opts.cpuProfDir, file), window[0], window[1]);
    }
    await schema?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The CPU split column: rules / storage / serialization / sockets / other, µs per move. */
function splitCell(s: CpuSplit | undefined): string {
  if (!s) return '—';
  return [s.rules, s.storage, s.serialization, s.sockets, s.other].map((x) => x.toFixed(0)).join(' / ');
}

/** Heading of the split column, and what it means (for the text under a table). */
export const SPLIT_HEAD = 'CPU/move: rules / storage / serialization / sockets / other';
export const SPLIT_NOTE =
  "CPU/move split (µs): the server's CPU per move divided in proportion to the time its event loop spent in each phase (GET /api/metrics `phases`, measured on every server with performance.now() around the phases: rules = the game's code, checking and applying the move, frames and events; storage = the database driver; serialization = JSON, frame diffs, state hashes, parsing client messages; sockets = reading and writing connections, WebSocket framing; other = the rest: service bookkeeping, promises, timers, HTTP, garbage collection outside those phases).";

export function formatLoad(rows: LoadResult[]): string {
  const head = `| game | players | concurrent matches | offered moves/s | moves/s | move latency p50 | p99 | update median | mean | p99 | server CPU/move | ${SPLIT_HEAD} | memory/match |`;
  const sep = '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const body = rows.map(
    (r) =>
      `| ${r.game} | ${r.players} | ${r.matches} | ${r.targetRate > 0 ? r.targetRate : 'max'} | ${r.movesPerSec.toFixed(0)} | ${r.p50Ms.toFixed(1)} ms | ${r.p99Ms.toFixed(1)} ms | ${r.medianUpdateBytes} B | ${r.meanUpdateBytes.toFixed(0)} B | ${r.p99UpdateBytes} B | ${r.serverCpuPerMoveUs.toFixed(0)} µs | ${splitCell(r.split)} | ${r.memoryPerMatchKB.toFixed(0)} KB |`,
  );
  return [head, sep, ...body].join('\n');
}

/** One row per run: nodes, storage, throughput and latency (the scale-out table of docs/benchmarks.md). */
export function formatCluster(rows: LoadResult[]): string {
  const head = `| nodes | storage | game | players | concurrent matches | offered moves/s | moves/s | move latency p50 | p99 | stale retries | server CPU/move (all nodes) | ${SPLIT_HEAD} |`;
  const sep = '|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const body = rows.map(
    (r) =>
      `| ${r.nodes} | ${r.storage === 'postgres' ? 'PostgreSQL' : 'SQLite'}${r.nodes > 1 ? ' + Redis' : ''} | ${r.game} | ${r.players} | ${r.matches} | ${r.targetRate > 0 ? r.targetRate : 'max'} | ${r.movesPerSec.toFixed(0)} | ${r.p50Ms.toFixed(1)} ms | ${r.p99Ms.toFixed(1)} ms | ${r.staleRetries} | ${r.serverCpuPerMoveUs.toFixed(0)} µs | ${splitCell(r.split)} |`,
  );
  return [head, sep, ...body].join('\n');
}
