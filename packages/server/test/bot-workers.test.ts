import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BotJob } from '../src/index.ts';
import {
  api,
  connect,
  type Json,
  loadGames,
  startServer,
  type TestServer,
  until,
  WAIT_MS,
} from './helpers.ts';

const games = await loadGames();
const tmc = games.find((g) => g.id === 'too-many-cooks') ?? games[0];
const root = join(import.meta.dirname, '../../..');

/** Bundles the real bot worker entry (packages/cli/src/bot-worker.ts) as scripts/build.mjs does. */
async function buildWorker(): Promise<URL> {
  const outdir = join(root, 'node_modules/.cache/potluck-test-bot-worker');
  await build({
    entryPoints: { 'bot-worker': join(root, 'packages/cli/src/bot-worker.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-third-party',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@potluck/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return pathToFileURL(join(outdir, 'bot-worker.js'));
}

describe('bots in worker threads', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startServer(games, { botWorkers: 1, botWorkerUrl: await buildWorker() });
  });
  afterAll(async () => {
    await ts.close();
  });

  it('the main thread answers other matches while a hard bot thinks in a worker', async () => {
    const pool = ts.server.service.bots;
    expect(pool.size).toBe(1);
    // an all-bot match of hard bots: ISMCTS for up to 0.9 s a decision
    const bots = await api(ts.url, 'POST', '/api/matches', {
      game: tmc.id,
      players: 3,
      seats: [0, 1, 2].map(() => ({ kind: 'bot', level: 'hard' })),
    });
    // another match with two humans
    const c = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, seat: 0 });
    const id: string = c.body.match.id;
    const j = await api(ts.url, 'POST', `/api/matches/${id}/join`, {});
    const a = await connect(ts.wsUrl, id, c.body.token);
    const b = await connect(ts.wsUrl, id, j.body.token);
    const spectator = await connect(ts.wsUrl, bots.body.match.id);
    let checked = 0;
    for (let i = 0; i < 3; i++) {
      await until(() => pool.busy > 0, 'a bot decision in the worker');
      const done = pool.completed;
      // while that decision is still being made, a ping and a move of the other match are answered
      const pong = await a.request({ type: 'ping' });
      expect(pong.type).toBe('pong');
      const mover = [a, b].find((x) => (x.frame?.legal?.length ?? 0) > 0);
      let ack: Json = null;
      if (mover)
        ack = await mover.request({ type: 'move', version: mover.version, action: mover.frame!.legal![0] });
      if (pool.completed === done && pool.busy > 0) {
        checked++;
        if (ack) expect(ack.type).toBe('ack');
      }
      await until(() => pool.completed > done, 'the decision');
    }
    // structural: at least once, both answers came while the worker was still on the same decision
    expect(checked).toBeGreaterThan(0);
    // the worker's answers are real moves, applied by the main thread
    await spectator.waitFor((x) => x.version >= 2, WAIT_MS, 'bot moves');
    for (const x of [a, b, spectator]) x.close();
  });
});

describe('bot decisions (in-thread)', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startServer(games, { botWorkers: 0 });
  });
  afterAll(async () => {
    await ts.close();
  });

  it('a bot is given only its view and a derived seed; a stale answer is dropped and it decides again', async () => {
    const service = ts.server.service;
    expect(service.bots.size).toBe(0);
    const jobs: BotJob[] = [];
    let release: (() => void) | null = null;
    const hold = new Promise<void>((r) => {
      release = r;
    });
    const original = service.bots.decide.bind(service.bots);
    service.bots.decide = (job: BotJob) => {
      jobs.push(structuredClone(job));
      // hold the first decision until the human has moved: its answer is then stale
      return jobs.length === 1 ? hold.then(() => original(job)) : original(job);
    };
    const created = await api(ts.url, 'POST', '/api/matches', {
      game: tmc.id,
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
      seat: 0,
    });
    const id: string = created.body.match.id;
    const c = await connect(ts.wsUrl, id, created.body.token);
    await until(() => jobs.length === 1, 'the first bot job');
    const job = jobs[0];
    expect(Object.keys(job).sort()).toEqual(['gameId', 'level', 'seat', 'seed', 'view']);
    // still version 0 (the decision is held): the job's view is exactly the bot seat's view of the true state
    expect(job.view).toEqual(tmc.view(service.debugState(id), job.seat));
    expect(JSON.stringify(job)).not.toContain(service.debugSeed(id) as string);
    const rngState = JSON.stringify((service.debugState(id) as { rng: unknown }).rng);
    expect(JSON.stringify(job)).not.toContain(rngState);
    const simultaneous = c.frame!.legal!.length > 0;
    if (simultaneous) {
      // both seats act at once (secret choices): the human moves while the bot thinks
      const ack = await c.request({ type: 'move', version: c.version, action: c.frame!.legal![0] });
      expect(ack.type).toBe('ack');
    }
    release!();
    await c.waitFor((x) => x.version >= (simultaneous ? 2 : 1), WAIT_MS, 'the bot move');
    if (simultaneous) {
      // the first answer was made for version 0 and dropped; the bot decided again on version 1
      expect(jobs.length).toBeGreaterThanOrEqual(2);
      expect(jobs[1].seed).not.toBe(jobs[0].seed);
      expect(c.messages.filter((m: Json) => m.type === 'update').length).toBeGreaterThanOrEqual(2);
    }
    service.bots.decide = original;
    c.close();
  });
});
