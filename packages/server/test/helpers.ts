import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES, HIDDEN_GAMES } from '@potluck/catalog';
import type { AnyGame } from '@potluck/engine';
import { build } from 'esbuild';
import WebSocket from 'ws';
import {
  applyPatch,
  createPotluckServer,
  type Frame,
  openSqlite,
  type PotluckServer,
  type ServerOptions,
} from '../src/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: test code reads arbitrary JSON messages
export type Json = any;

/** The games under test: every game in the catalog, hidden ones (the example game) included. */
export async function loadGames(): Promise<AnyGame[]> {
  return [...GAMES];
}

export interface TestServer {
  server: PotluckServer;
  url: string;
  wsUrl: string;
  close(): Promise<void>;
}

export async function startServer(games: AnyGame[], opts: Partial<ServerOptions> = {}): Promise<TestServer> {
  const storage = opts.storage ?? (await openSqlite(':memory:'));
  const server = await createPotluckServer({
    games,
    // a test server serves every game it is given: hidden ones (the example game) too, unless a test says
    enableGames: games.filter((g) => HIDDEN_GAMES.has(g.id)).map((g) => g.id),
    botDelayMs: 0,
    ...opts,
    ws: { burst: 10_000, perSecond: 10_000, ...opts.ws },
    httpRate: opts.httpRate ?? { burst: 10_000, perSecond: 10_000 },
    // tests open many connections and reads from one address; limits.test.ts checks the defaults
    readRate: opts.readRate ?? { get: { max: 0, windowMs: 1000 }, replay: { max: 0, windowMs: 1000 } },
    wsPerAddress: opts.wsPerAddress ?? 0,
    storage,
  });
  const url = await server.listen(0);
  return { server, url, wsUrl: `${url.replace('http', 'ws')}/ws`, close: () => server.close() };
}

export async function api(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Json; text: string }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed, text };
}

/**
 * How long a test waits for something the server will do (a message, a bot move, a process starting). Waits end
 * on the event itself, so this budget is only how long a test that is really stuck takes to fail: generous, so a
 * busy machine (other test files, a `potluck simulate` beside) never fails a test that is merely slow.
 * POTLUCK_TEST_WAIT_MS overrides it. Tests keep the run's own limit (vitest.config.ts, 120 s), above this, so a
 * stuck test fails on its wait, saying what it waited for.
 */
export const WAIT_MS = Number(process.env.POTLUCK_TEST_WAIT_MS) || 60_000;

/** Resolves once `cond()` is true, checked every few milliseconds; fails after `ms` (at least WAIT_MS). */
export async function until(
  cond: () => boolean | Promise<boolean>,
  what = 'condition',
  ms = WAIT_MS,
): Promise<void> {
  const end = Date.now() + Math.max(ms, WAIT_MS);
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A test WebSocket client: keeps its frame up to date from sync/update messages and records every payload. */
export class Client {
  readonly ws: WebSocket;
  readonly raw: string[] = [];
  readonly messages: Json[] = [];
  frame: Frame | null = null;
  version = -1;
  you = -2;
  match: Json = null;
  gaps = 0;
  private waiters: { pred: (c: Client) => boolean; resolve: () => void; reject: (e: Error) => void }[] = [];
  private nextId = 1;
  closed = false;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const msg = JSON.parse(text);
      this.messages.push(msg);
      if (msg.type === 'match') {
        this.match = msg.match;
        this.you = msg.you;
      } else if (msg.type === 'sync') {
        this.frame = msg.frame;
        this.version = msg.version;
      } else if (msg.type === 'update') {
        if (msg.version !== this.version + 1 || this.frame === null) {
          this.gaps++;
          this.send({ type: 'sync' });
        } else {
          this.frame = msg.frame ?? applyPatch(this.frame, msg.patch);
          this.version = msg.version;
        }
      }
      this.check();
    });
    this.ws.on('close', () => {
      this.closed = true;
      this.check();
      // nothing more will arrive: a wait not met by now never will be, so it fails at once, not after its budget
      for (const w of this.waiters) w.reject(new Error(`connection closed (version ${this.version})`));
      this.waiters = [];
    });
  }

  opened(): Promise<void> {
    if (this.ws.readyState === WebSocket.OPEN) return Promise.resolve();
    return new Promise((res, rej) => {
      this.ws.once('open', () => res());
      this.ws.once('error', rej);
    });
  }

  private check() {
    this.waiters = this.waiters.filter((w) => {
      if (w.pred(this)) {
        w.resolve();
        return false;
      }
      return true;
    });
  }

  /**
   * Resolves when `pred` holds, checked on every message (event-driven, no polling). `ms` is a floor, never a
   * deadline: every wait gets at least WAIT_MS, because a loaded machine can be many times slower than an idle one
   * and a wait that times out early only makes a flaky test.
   */
  waitFor(pred: (c: Client) => boolean, ms = WAIT_MS, what = 'condition'): Promise<void> {
    if (pred(this)) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error(`timed out waiting for ${what}: connection closed`));
    return new Promise((resolve, reject) => {
      const w = {
        pred,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (e: Error) => {
          clearTimeout(timer);
          reject(new Error(`waiting for ${what}: ${e.message}`));
        },
      };
      const timer = setTimeout(
        () => {
          this.waiters = this.waiters.filter((x) => x !== w);
          reject(new Error(`timed out waiting for ${what} (version ${this.version})`));
        },
        Math.max(ms, WAIT_MS),
      );
      this.waiters.push(w);
    });
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** Sends a request with an id and waits for its ack or error. */
  async request(msg: Record<string, unknown>): Promise<Json> {
    const id = this.nextId++;
    const start = this.messages.length;
    this.send({ ...msg, id });
    let found: Json = null;
    await this.waitFor(
      (c) => {
        for (let i = start; i < c.messages.length; i++) {
          const m = c.messages[i];
          if ((m.type === 'ack' || m.type === 'error' || m.type === 'pong') && m.id === id) {
            found = m;
            return true;
          }
        }
        return false;
      },
      WAIT_MS,
      `answer to ${String(msg.type)}`,
    );
    return found;
  }

  async hello(matchId: string, token?: string): Promise<void> {
    await this.opened();
    const start = this.messages.length;
    this.send(token === undefined ? { type: 'hello', matchId } : { type: 'hello', matchId, token });
    await this.waitFor(
      (c) => c.messages.slice(start).some((m) => m.type === 'sync' || m.type === 'error'),
      WAIT_MS,
      'sync',
    );
    const err = this.messages.slice(start).find((m) => m.type === 'error');
    if (err) throw new Error(`hello failed: ${err.code}`);
  }

  close(): void {
    this.ws.close();
  }
}

export async function connect(wsUrl: string, matchId: string, token?: string): Promise<Client> {
  const c = new Client(wsUrl);
  await c.hello(matchId, token);
  return c;
}

/**
 * Bundles a server entry from test/fixtures into a runnable .mjs under packages/server/dist (workspace packages and
 * kysely bundled, other packages left to node_modules), for tests that run servers as child processes.
 */
export async function bundleFixture(fixture: string, name: string): Promise<string> {
  const here = dirname(fileURLToPath(import.meta.url));
  const out = join(here, '..', 'dist', `test-${name}-${process.pid}`);
  mkdirSync(out, { recursive: true });
  await build({
    entryPoints: [join(here, 'fixtures', fixture)],
    outfile: join(out, `${name}.mjs`),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    plugins: [
      {
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@potluck/') || args.path === 'kysely'
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return join(out, `${name}.mjs`);
}
