/**
 * Issue 14.7: on two nodes (one PostgreSQL, one Redis) a clock that runs out is acted on exactly once, and the
 * clocks agree on both nodes with the seats connected to different nodes.
 */
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/storage/postgres.ts';
import { api, connect, type Json, loadGames, WAIT_MS } from './helpers.ts';
import { PG, TWO_NODES, twoNodes } from './two-nodes.ts';

const games = await loadGames();
const tmc = games.find((g) => g.id === 'too-many-cooks')!;
if (!TWO_NODES)
  console.log('clock cluster test: DATABASE_URL and REDIS_URL are not both set, so it is skipped');

describe.skipIf(!TWO_NODES)('clocks on two nodes', () => {
  it('a timeout fires once, whichever node acts; both nodes show the same clocks', async () => {
    const nodes = await twoNodes(games, { clockScale: 0.01, leaseMs: 500 }); // a 20 s decision is 200 ms
    const { a, b, schema } = nodes;
    try {
      for (let round = 0; round < 5; round++) {
        const c = await api(a.url, 'POST', '/api/matches', {
          game: tmc.id,
          players: 2,
          seat: 0,
          options: { deck: 'classic52' },
          clock: { kind: 'move', seconds: 20 },
          onTimeout: { action: 'bot', level: 'random' },
        });
        const id: string = c.body.match.id;
        const j = await api(b.url, 'POST', `/api/matches/${id}/join`, {});
        const p0 = await connect(a.wsUrl, id, c.body.token);
        const p1 = await connect(b.wsUrl, id, j.body.token);
        // both nodes hold the match and both arm its timers; each seat times out exactly once
        for (const p of [p0, p1])
          await p.waitFor(
            (x) => x.match.seats.every((s: Json) => s.control?.reason === 'timeout'),
            WAIT_MS,
            'both seats timed out',
          );
        const storage = await openPostgres(PG as string, { schema, max: 1 });
        try {
          const seatEntries = (await storage.readLog(id)).filter((e) => e.kind === 'seat');
          expect(seatEntries.map((e) => e.seat).sort()).toEqual([0, 1]);
          expect(seatEntries.every((e) => (e.payload as { what: string }).what === 'timeout')).toBe(true);
        } finally {
          await storage.close();
        }
        // the same clocks on both nodes (as of one version; none runs: bots play both seats)
        const [ia, ib] = await Promise.all([
          api(a.url, 'GET', `/api/matches/${id}`),
          api(b.url, 'GET', `/api/matches/${id}`),
        ]);
        expect(ia.body.clock.seats.map((s: Json) => s.running)).toEqual([false, false]);
        expect(ib.body.clock.seats.map((s: Json) => s.running)).toEqual([false, false]);
        p0.close();
        p1.close();
      }
    } finally {
      await nodes.close();
    }
  });
});
