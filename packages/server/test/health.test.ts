import { describe, expect, it } from 'vitest';
import { api, loadGames, startServer } from './helpers.ts';

const games = await loadGames();

describe('health for everyone, counters for operators', () => {
  it('the public /api/health shows no memory, CPU or connection counts', async () => {
    const ts = await startServer(games, { operatorToken: 'op-secret-token' });
    try {
      const h = await api(ts.url, 'GET', '/api/health');
      expect(h.status).toBe(200);
      expect(Object.keys(h.body).sort()).toEqual(['ok', 'storage', 'uptimeSeconds']);
    } finally {
      await ts.close();
    }
  });

  it('GET /api/metrics needs the operator token, and is off (404) when none is configured', async () => {
    const ts = await startServer(games, { operatorToken: 'op-secret-token' });
    try {
      expect((await api(ts.url, 'GET', '/api/metrics')).body.code).toBe('BAD_TOKEN');
      expect((await api(ts.url, 'GET', '/api/metrics', undefined, 'wrong')).status).toBe(401);
      const m = await api(ts.url, 'GET', '/api/metrics', undefined, 'op-secret-token');
      expect(m.status).toBe(200);
      expect(m.body).toMatchObject({ ok: true, storage: 'sqlite', liveMatches: 0, connections: 0 });
      expect(m.body.memory.heapUsed).toBeGreaterThan(0);
      expect(m.body.cpuMicros).toBeGreaterThan(0);
    } finally {
      await ts.close();
    }
    const off = await startServer(games);
    try {
      const m = await api(off.url, 'GET', '/api/metrics', undefined, 'op-secret-token');
      expect(m.status).toBe(404);
      expect(m.body.code).toBe('NOT_FOUND');
    } finally {
      await off.close();
    }
  });
});
