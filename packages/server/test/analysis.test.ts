/**
 * Post-game analysis on the server (issue 17 item 2): queued per finished match, one at a time, progress while
 * it runs, stored once (a second request and a second server on the same database read it), a per-address limit
 * with a clear error in three languages. A tiny iteration budget keeps it fast.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AnalysisQueue } from '../src/service/analysis.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import { api, type Json, loadGames, startServer, type TestServer, until } from './helpers.ts';

const games = await loadGames();
const analysis = { budget: { iterations: 8 }, workerUrl: null };

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

describe('post-game analysis', () => {
  let s: TestServer | undefined;
  afterEach(async () => {
    await s?.close();
    s = undefined;
  });

  it('queues, runs with progress, stores once; later requests and another server read it', async () => {
    const dir = await import('node:fs').then((fs) =>
      fs.mkdtempSync(`${(globalThis.process.env.TMPDIR ?? '/tmp').replace(/\/$/, '')}/potluck-analysis-`),
    );
    const file = `${dir}/a.sqlite`;
    s = await startServer(games, {
      storage: await openSqlite(file),
      analysis: { ...analysis, perClient: 0 },
    });
    const a = await finishedMatch(s);
    const b = await finishedMatch(s);
    expect((await api(s.url, 'GET', `/api/matches/${a}/analysis`)).body).toEqual({ status: 'none' });
    const ra = await api(s.url, 'POST', `/api/matches/${a}/analysis`);
    expect(ra.status).toBe(200);
    expect(ra.body).toEqual({ status: 'queued', position: 1 });
    const rb = await api(s.url, 'POST', `/api/matches/${b}/analysis`);
    expect(['queued', 'running', 'done']).toContain(rb.body.status);
    if (rb.body.status === 'queued') expect(rb.body.position).toBeGreaterThanOrEqual(1);
    const seen = new Set<string>();
    let done: Json = null;
    await until(async () => {
      const r = await api(s!.url, 'GET', `/api/matches/${a}/analysis`);
      seen.add(r.body.status);
      if (r.body.status === 'running') expect(r.body.done).toBeLessThanOrEqual(r.body.total);
      if (r.body.status === 'done') done = r.body;
      return r.body.status === 'done';
    }, 'the analysis');
    const exp = await api(s.url, 'GET', `/api/matches/${a}/export`);
    const got = done;
    expect(got.analysis.decisions.length).toBe(exp.body.actions.length);
    expect(got.analysis.seats.length).toBe(2);
    await until(
      async () => (await api(s!.url, 'GET', `/api/matches/${b}/analysis`)).body.status === 'done',
      'the second analysis',
    );
    // asked again: the stored one, not a new run
    const again = await api(s.url, 'POST', `/api/matches/${a}/analysis`);
    expect(again.body.status).toBe('done');
    expect(again.body.analysis).toEqual(got.analysis);
    const storage = s.server.service.storage as unknown as { count(t: string): Promise<number> };
    expect(await storage.count('analyses')).toBe(2);
    await s.close();
    // another server on the same database reads it
    s = await startServer(games, { storage: await openSqlite(file), analysis });
    const later = await api(s.url, 'GET', `/api/matches/${a}/analysis`);
    expect(later.body.status).toBe('done');
    expect(later.body.analysis).toEqual(got.analysis);
  });

  it('refuses an unfinished match and more than the per-address limit (ANALYSIS_QUOTA, three languages)', async () => {
    s = await startServer(games, {
      analysis: { budget: { iterations: 400 }, workerUrl: null, perClient: 1 },
    });
    const open = await api(s.url, 'POST', '/api/matches', { game: 'too-many-cooks', players: 2 });
    const notYet = await api(s.url, 'POST', `/api/matches/${open.body.match.id}/analysis`);
    expect(notYet.status).toBe(409);
    expect(notYet.body.code).toBe('NOT_FINISHED');
    expect((await api(s.url, 'POST', '/api/matches/nope/analysis')).status).toBe(404);
    const a = await finishedMatch(s);
    const b = await finishedMatch(s);
    expect((await api(s.url, 'POST', `/api/matches/${a}/analysis`)).status).toBe(200);
    // the same match again is no new request
    expect((await api(s.url, 'POST', `/api/matches/${a}/analysis`)).status).toBe(200);
    const over = await api(s.url, 'POST', `/api/matches/${b}/analysis`);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('ANALYSIS_QUOTA');
    expect(over.body.text.en).toMatch(/1 analyses/);
    expect(over.body.text['zh-Hans']).toMatch(/分析/);
    expect(over.body.text['zh-Hant']).toMatch(/分析/);
  });

  it('counts one signed-in person once over several addresses', async () => {
    const storage = await openSqlite(':memory:');
    const q = new AnalysisQueue(
      {
        storage,
        games,
        exportMatch: async () => ({
          game: 'too-many-cooks',
          players: 2,
          rng: [1, 2, 3, 4],
          options: {},
          actions: [{ player: 0, action: null }],
        }),
      },
      // this node only queues (runners 0): the requests stay waiting, as the limit counts them
      { budget: { iterations: 1 }, workerUrl: null, perClient: 1, runners: 0 },
    );
    try {
      expect((await q.request('m1', '10.0.0.1', 'p1')).status).toBe('queued');
      await expect(q.request('m2', '10.0.0.2', 'p1')).rejects.toMatchObject({ code: 'ANALYSIS_QUOTA' });
      // someone else on another address is not held up
      expect((await q.request('m3', '10.0.0.3', 'p2')).status).toBe('queued');
    } finally {
      await q.close();
      await storage.close();
    }
  });
});
