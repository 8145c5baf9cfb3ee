/**
 * The post-game analysis queue lives in storage (issue 17 item 2; storage/analysis-queue.ts): a restart resumes
 * what was queued, a claim left by a node that died is taken over, two nodes analyse a match once, and the
 * per-client limit holds across nodes. SQLite always; PostgreSQL with DATABASE_URL; two nodes with DATABASE_URL and
 * REDIS_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServerOptions } from '../src/index.ts';
import { AnalysisQueue } from '../src/service/analysis.ts';
import type { AnalysisQueueStore } from '../src/storage/analysis-queue.ts';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import type { Storage } from '../src/storage/types.ts';
import { api, type Json, loadGames, startServer, type TestServer, until } from './helpers.ts';
import { PG, TWO_NODES, twoNodes } from './two-nodes.ts';

const games = await loadGames();
const tmp = mkdtempSync(join(tmpdir(), 'potluck-analysis-queue-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
if (!PG) console.log('analysis queue on PostgreSQL: DATABASE_URL is not set, so that variant is skipped');
if (!TWO_NODES)
  console.log('analysis queue on two nodes: DATABASE_URL and REDIS_URL are not both set, skipped');

const analysis = { budget: { iterations: 8 }, workerUrl: null, pollMs: 50 } as const;

/** A finished 2-player match of random bots. */
async function finishedMatch(s: TestServer): Promise<string> {
  const r = await api(s.url, 'POST', '/api/matches', {
    game: 'too-many-cooks',
    players: 2,
    seats: [
      { kind: 'bot', level: 'random' },
      { kind: 'bot', level: 'random' },
    ],
  });
  expect(r.status).toBe(201);
  const id = r.body.match.id as string;
  await until(
    async () => (await api(s.url, 'GET', `/api/matches/${id}`)).body.status === 'finished',
    'the bot match to finish',
  );
  return id;
}

/** Waits until GET …/analysis (on `s`) says done; every state seen on the way. */
async function analysed(s: TestServer, id: string): Promise<{ done: Json; seen: Json[] }> {
  const seen: Json[] = [];
  let done: Json = null;
  await until(async () => {
    const r = await api(s.url, 'GET', `/api/matches/${id}/analysis`);
    seen.push(r.body);
    if (r.body.status === 'done') done = r.body;
    return done !== null;
  }, 'the analysis');
  return { done, seen };
}

function queueOf(s: TestServer): AnalysisQueueStore {
  return (s.server.service.storage as unknown as { analysisQueue: AnalysisQueueStore }).analysisQueue;
}

const variants: {
  name: string;
  skip: boolean;
  open: () => { storage: () => Promise<Storage>; done(): Promise<void> };
}[] = [
  {
    name: 'SQLite',
    skip: false,
    open: () => {
      const file = join(tmp, `q-${randomBytes(4).toString('hex')}.sqlite`);
      return { storage: () => openSqlite(file), done: async () => {} };
    },
  },
  {
    name: 'PostgreSQL',
    skip: !PG,
    open: () => {
      const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
      return {
        storage: () => openPostgres(PG as string, { schema, max: 4 }),
        done: () => dropPostgresSchema(PG as string, schema),
      };
    },
  },
];

for (const v of variants) {
  describe.skipIf(v.skip)(`the analysis queue in storage (${v.name})`, () => {
    const start = async (
      db: ReturnType<(typeof variants)[number]['open']>,
      opts: Partial<ServerOptions> = {},
    ) => startServer(games, { storage: await db.storage(), ...opts });

    it('a restart resumes a queued analysis', async () => {
      const db = v.open();
      // this node only queues: the request is still waiting when it stops
      let s = await start(db, { analysis: { ...analysis, runners: 0 } });
      try {
        const id = await finishedMatch(s);
        const r = await api(s.url, 'POST', `/api/matches/${id}/analysis`);
        expect(r.body).toEqual({ status: 'queued', position: 1 });
        await s.close();
        s = await start(db, { analysis });
        const { done } = await analysed(s, id);
        const exp = await api(s.url, 'GET', `/api/matches/${id}/export`);
        expect(done.analysis.decisions.length).toBe(exp.body.actions.length);
        expect(s.server.service.analysis.runs).toBe(1);
        expect((await queueOf(s).get(id))?.status).toBe('done');
      } finally {
        await s.close();
        await db.done();
      }
    });

    it('a claim whose node died is taken over; a live one is not', async () => {
      const db = v.open();
      let s = await start(db, { analysis: { ...analysis, runners: 0 } });
      try {
        const id = await finishedMatch(s);
        await api(s.url, 'POST', `/api/matches/${id}/analysis`);
        const q = queueOf(s);
        // a node claims it and is never heard of again: its last heartbeat a minute ago
        const dead = await q.claim('dead-node', Date.now() - 60_000, 30_000);
        expect(dead).toMatchObject({ matchId: id, status: 'running', claimedBy: 'dead-node', attempts: 1 });
        expect((await api(s.url, 'GET', `/api/matches/${id}/analysis`)).body).toMatchObject({
          status: 'running',
        });
        // a second after its claim it is still beating: nobody else may take it
        expect(await q.claim('other', Date.now() - 60_000 + 1000, 30_000)).toBeNull();
        // a minute later a new node starts and takes it over; the dead node's claim no longer counts
        await s.close();
        s = await start(db, { analysis: { ...analysis, staleMs: 30_000 } });
        await analysed(s, id);
        expect(s.server.service.analysis.runs).toBe(1);
        const row = await queueOf(s).get(id);
        expect(row).toMatchObject({ status: 'done', attempts: 2 });
        expect(row?.claimedBy).toBe(s.server.service.analysis.node);
        expect(await queueOf(s).progress(id, dead?.claim ?? '', 1, 1, Date.now())).toBe(false);
      } finally {
        await s.close();
        await db.done();
      }
    });
  });
}

/** The analysis worker bundled as scripts/build.mjs bundles it (third-party packages left to node_modules). */
async function bundleAnalysisWorker(): Promise<URL> {
  const root = join(import.meta.dirname, '../../..');
  const outdir = join(root, 'node_modules/.cache/potluck-test-analysis-worker');
  await build({
    entryPoints: { 'analysis-worker': join(root, 'packages/cli/src/analysis-worker.ts') },
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
  return pathToFileURL(join(outdir, 'analysis-worker.js'));
}

describe('the analysis queue with its worker thread', () => {
  it('runs in the worker; stopped mid-run, it gives the request back, and the next start finishes it', async () => {
    const workerUrl = await bundleAnalysisWorker();
    const file = join(tmp, `w-${randomBytes(4).toString('hex')}.sqlite`);
    let s = await startServer(games, {
      storage: await openSqlite(file),
      analysis: { ...analysis, runners: 0 },
    });
    try {
      const id = await finishedMatch(s);
      const exportMatch = (m: string) => s.server.service.exportMatch(m);
      // a slow search, so that the queue is stopped while the worker is busy with it
      const slow = new AnalysisQueue(
        { storage: s.server.service.storage, games, exportMatch },
        { budget: { iterations: 3000 }, workerUrl, pollMs: 50 },
      );
      expect((await slow.request(id, null)).status).toMatch(/queued|running/);
      // stopped once the worker has judged a decision (so it is stopped in the middle of its search)
      await until(async () => {
        const st = await slow.state(id);
        return st.status === 'running' && st.done >= 1;
      }, 'the worker to start');
      await slow.close();
      expect(await queueOf(s).get(id)).toMatchObject({ status: 'queued', claim: null });
      // a quick one finishes it in the worker
      const quick = new AnalysisQueue(
        { storage: s.server.service.storage, games, exportMatch },
        { budget: { iterations: 8 }, workerUrl, pollMs: 50 },
      );
      try {
        await until(async () => (await quick.state(id)).status === 'done', 'the analysis in the worker');
        expect(quick.runs).toBe(1);
      } finally {
        await quick.close();
      }
      await s.close();
      s = await startServer(games, {
        storage: await openSqlite(file),
        analysis: { ...analysis, runners: 0 },
      });
      expect((await api(s.url, 'GET', `/api/matches/${id}/analysis`)).body.status).toBe('done');
    } finally {
      await s.close();
    }
  });
});

describe.skipIf(!TWO_NODES)('the analysis queue on two nodes', () => {
  it('both nodes asked at once: the match is analysed once, and both read it', async () => {
    const nodes = await twoNodes(games, { botWorkers: 0, analysis });
    try {
      const id = await finishedMatch(nodes.a);
      const [ra, rb] = await Promise.all([
        api(nodes.a.url, 'POST', `/api/matches/${id}/analysis`),
        api(nodes.b.url, 'POST', `/api/matches/${id}/analysis`),
      ]);
      expect(ra.status).toBe(200);
      expect(rb.status).toBe(200);
      const onA = await analysed(nodes.a, id);
      const onB = await analysed(nodes.b, id);
      expect(onB.done.analysis).toEqual(onA.done.analysis);
      expect(nodes.a.server.service.analysis.runs + nodes.b.server.service.analysis.runs).toBe(1);
      const storage = nodes.a.server.service.storage as unknown as { count(t: string): Promise<number> };
      expect(await storage.count('analyses')).toBe(1);
      // asked again on either node: the stored one
      expect((await api(nodes.b.url, 'POST', `/api/matches/${id}/analysis`)).body.status).toBe('done');
      expect(nodes.a.server.service.analysis.runs + nodes.b.server.service.analysis.runs).toBe(1);
    } finally {
      await nodes.close();
    }
  });

  it('progress is read on any node; the per-address limit holds across nodes', async () => {
    // neither node runs analyses here: what is queued stays queued, so the counts are exact
    const nodes = await twoNodes(games, {
      botWorkers: 0,
      analysis: { ...analysis, runners: 0, perClient: 2 },
    });
    try {
      const ids = [await finishedMatch(nodes.a), await finishedMatch(nodes.a), await finishedMatch(nodes.b)];
      expect((await api(nodes.a.url, 'POST', `/api/matches/${ids[0]}/analysis`)).body).toEqual({
        status: 'queued',
        position: 1,
      });
      // one queue: through B, the second request is second in line
      expect((await api(nodes.b.url, 'POST', `/api/matches/${ids[1]}/analysis`)).body).toEqual({
        status: 'queued',
        position: 2,
      });
      const over = await api(nodes.a.url, 'POST', `/api/matches/${ids[2]}/analysis`);
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('ANALYSIS_QUOTA');
      const overB = await api(nodes.b.url, 'POST', `/api/matches/${ids[2]}/analysis`);
      expect(overB.body.code).toBe('ANALYSIS_QUOTA');
      // a node claims the first (as a runner would) and writes progress: the other node reads it
      const q = queueOf(nodes.a);
      const row = await q.claim('runner', Date.now(), 30_000);
      expect(row?.matchId).toBe(ids[0]);
      expect(await q.progress(ids[0], row?.claim ?? '', 3, 10, Date.now())).toBe(true);
      expect((await api(nodes.b.url, 'GET', `/api/matches/${ids[0]}/analysis`)).body).toEqual({
        status: 'running',
        done: 3,
        total: 10,
      });
      expect((await api(nodes.b.url, 'GET', `/api/matches/${ids[1]}/analysis`)).body).toEqual({
        status: 'queued',
        position: 1,
      });
      // once it is done, the address may ask for one more
      await q.finish(ids[0], row?.claim ?? '', JSON.stringify({ decisions: [], seats: [] }), Date.now());
      expect((await api(nodes.b.url, 'POST', `/api/matches/${ids[2]}/analysis`)).body).toEqual({
        status: 'queued',
        position: 2,
      });
    } finally {
      await nodes.close();
    }
  });
});
