/**
 * A finished match exported by the server (`GET /api/matches/{id}/export`, server in-process) replays through
 * `potluck script` to the server's own final state and is analysed by `potluck analyze`; the seed never leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loadGames, startServer, type TestServer, WAIT_MS } from '../../server/test/helpers.ts';
import { runAnalysis } from '../src/analysis.ts';
import { runScenario } from '../src/scenario.ts';

const games = await loadGames();
let ts: TestServer;
beforeAll(async () => {
  ts = await startServer(games);
});
afterAll(async () => {
  await ts.close();
});

async function finished(id: string): Promise<void> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    if ((await api(ts.url, 'GET', `/api/matches/${id}`)).body.status === 'finished') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`match ${id} did not finish`);
}

describe('export of a finished match', () => {
  it('is refused before the end', async () => {
    const c = await api(ts.url, 'POST', '/api/matches', { game: games[0].id, players: 2, seat: 0 });
    const r = await api(ts.url, 'GET', `/api/matches/${c.body.match.id}/export`);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('NOT_FINISHED');
  });

  it.each(games.map((g) => [g.id]))(
    '%s: script replays it to the same end, analyze judges it',
    async (gameId) => {
      const created = await api(ts.url, 'POST', '/api/matches', {
        game: gameId,
        players: 2,
        seats: [
          { kind: 'bot', level: 'easy' },
          { kind: 'bot', level: 'easy' },
        ],
      });
      const id: string = created.body.match.id;
      await finished(id);
      const r = await api(ts.url, 'GET', `/api/matches/${id}/export`);
      expect(r.status).toBe(200);
      expect(r.text).not.toContain(ts.server.service.debugSeed(id)!);
      const exported = r.body;
      expect(exported).toMatchObject({ game: gameId, players: 2, match: { id, status: 'finished' } });
      const replayed = runScenario(exported);
      if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
      expect(replayed.state).toEqual(ts.server.service.debugState(id));
      expect(replayed.result).not.toBeNull();
      const analysed = runAnalysis(exported, { budget: { iterations: 10 } });
      if (!analysed.ok) throw new Error(JSON.stringify(analysed.error));
      expect(analysed.decisions).toHaveLength(exported.actions.length);
      expect(analysed.result).toEqual(replayed.result);
    },
  );
});
