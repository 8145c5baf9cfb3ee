/**
 * Issue 14.6: abandoned matches leave the lobby and memory. A match everyone left is not listed as being played
 * and leaves memory once idle (it stays in storage, reachable by link); thousands of created-and-abandoned
 * matches leave nothing behind in memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, connect, loadGames, startServer, type TestServer } from './helpers.ts';

const games = await loadGames();
const tmc = games.find((g) => g.id === 'too-many-cooks')!;

describe('lobby hygiene', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startServer(games, { idleAfterMs: 300 });
  });
  afterAll(() => ts.close());

  it('a played match everyone left drops out of "Playing now" and out of memory, and comes back by link', async () => {
    const c = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, seat: 0 });
    const id: string = c.body.match.id;
    const j = await api(ts.url, 'POST', `/api/matches/${id}/join`, {});
    const a = await connect(ts.wsUrl, id, c.body.token);
    const b = await connect(ts.wsUrl, id, j.body.token);
    expect((await a.request({ type: 'move', version: 0, action: a.frame!.legal![0] })).type).toBe('ack');
    const playing = async () =>
      (await api(ts.url, 'GET', '/api/matches?status=playing')).body.matches.some(
        (m: { id: string }) => m.id === id,
      );
    expect(await playing()).toBe(true);
    const state = JSON.stringify(ts.server.service.debugState(id));
    a.close();
    b.close();
    await expect.poll(() => ts.server.service.debugState(id) === undefined, { timeout: 30_000 }).toBe(true);
    expect(await playing()).toBe(false);
    // the invite link still works: the match is loaded again, as it was
    const info = await api(ts.url, 'GET', `/api/matches/${id}`);
    expect(info.body).toMatchObject({ status: 'playing', version: 1 });
    expect(JSON.stringify(ts.server.service.debugState(id))).toBe(state);
  });

  it('thousands of created-and-abandoned matches leave memory', async () => {
    const before = ts.server.service.liveCount;
    for (let i = 0; i < 2000; i++) {
      await ts.server.service.create({ game: tmc.id, players: 2, seat: 0 });
    }
    expect(ts.server.service.liveCount).toBeGreaterThanOrEqual(before + 2000);
    await expect.poll(() => ts.server.service.liveCount, { timeout: 60_000 }).toBeLessThanOrEqual(before);
  }, 90_000);
});
