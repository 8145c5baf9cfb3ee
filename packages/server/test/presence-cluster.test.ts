/**
 * Issue 14.1 on two nodes: a seat connected to one node is online on the other too (no vote against a person who
 * is at the table through another node), and goes offline everywhere when its last connection closes.
 */
import { describe, expect, it } from 'vitest';
import { api, connect, type Json, loadGames, WAIT_MS } from './helpers.ts';
import { TWO_NODES, twoNodes } from './two-nodes.ts';

const games = await loadGames();
const tmc = games.find((g) => g.id === 'too-many-cooks')!;
if (!TWO_NODES)
  console.log('presence cluster test: DATABASE_URL and REDIS_URL are not both set, so it is skipped');

describe.skipIf(!TWO_NODES)('presence on two nodes', () => {
  it('a seat connected through the other node is online here, and offline here once it leaves there', async () => {
    const nodes = await twoNodes(games, { absentAfterMs: 0 });
    const { a, b } = nodes;
    try {
      const c = await api(a.url, 'POST', '/api/matches', { game: tmc.id, players: 3, seat: 0 });
      const id: string = c.body.match.id;
      const j1 = await api(a.url, 'POST', `/api/matches/${id}/join`, { seat: 1 });
      const j2 = await api(b.url, 'POST', `/api/matches/${id}/join`, { seat: 2 });
      const p0 = await connect(a.wsUrl, id, c.body.token);
      const p1 = await connect(a.wsUrl, id, j1.body.token);
      const p2 = await connect(b.wsUrl, id, j2.body.token); // seat 2 is at the table through node B
      await p0.waitFor((x) => x.match.seats[2].connected === true, WAIT_MS, 'seat 2 online on node A');
      expect(p0.match.seats[2].offlineSince).toBeNull();
      // nobody on node A may vote seat 2 out: it is not absent
      expect((await p0.request({ type: 'proposeBot', seat: 2 })).code).toBe('VOTE_NOT_ALLOWED');
      p2.close();
      await p0.waitFor((x) => x.match.seats[2].offlineSince !== null, WAIT_MS, 'seat 2 offline on node A');
      expect(p0.match.seats[2].connected).toBe(false);
      // now it is absent, everywhere: the proposal is taken
      expect((await p0.request({ type: 'proposeBot', seat: 2, level: 'random' })).type).toBe('ack');
      await p1.waitFor((x) => (x.match.vote as Json)?.seat === 2, WAIT_MS, 'the proposal');
      p0.close();
      p1.close();
    } finally {
      await nodes.close();
    }
  }, 120_000);
});
