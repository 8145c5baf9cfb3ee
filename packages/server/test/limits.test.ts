import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createPotluckServer, openSqlite } from '../src/index.ts';
import { api, type Json, loadGames, startServer } from './helpers.ts';

const games = await loadGames();
const tmc = games[0];

/** Opens a WebSocket; resolves with it once open, or with the HTTP status that refused the upgrade. */
function upgrade(url: string, headers: Record<string, string> = {}): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    ws.once('error', reject);
  });
}

function expectRateLimited(res: { status: number; body: Json }, retryAfter: string | null) {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe('RATE_LIMITED');
  expect(typeof res.body.text['zh-Hans']).toBe('string');
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
}

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { headers });
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
}

describe('per-address limits', () => {
  it('GETs: the defaults let a busy page through; over the window, 429 RATE_LIMITED with Retry-After', async () => {
    const ts = await startServer(games, { readRate: {} });
    try {
      // a lobby page and its polls: well under the default (300 per 10 s)
      for (let i = 0; i < 120; i++) expect((await get(ts.url, '/api/matches')).status).toBe(200);
    } finally {
      await ts.close();
    }
    const small = await startServer(games, { readRate: { get: { max: 3, windowMs: 60_000 } } });
    try {
      for (let i = 0; i < 3; i++) expect((await get(small.url, '/api/games')).status).toBe(200);
      const over = await get(small.url, '/api/health');
      expectRateLimited(over, over.retryAfter);
      // the not-found handler and the web client's pages count too
      expect((await get(small.url, '/api/nope')).status).toBe(429);
      // POSTs have their own bucket
      expect((await api(small.url, 'POST', '/api/matches', { game: tmc.id, players: 2 })).status).toBe(201);
    } finally {
      await small.close();
    }
  });

  it('replays count in their own, smaller window', async () => {
    const ts = await startServer(games, {
      readRate: { get: { max: 100, windowMs: 60_000 }, replay: { max: 2, windowMs: 60_000 } },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await get(ts.url, '/api/matches/nope/replay')).status);
      expect(codes).toEqual([404, 404, 429]);
      expect((await get(ts.url, '/api/matches/nope')).status).toBe(404); // other reads still pass
    } finally {
      await ts.close();
    }
  });

  it('POSTs over the token bucket get 429 with Retry-After', async () => {
    const ts = await startServer(games, { httpRate: { burst: 2, perSecond: 0.001 } });
    try {
      for (let i = 0; i < 2; i++)
        expect((await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2 })).status).toBe(201);
      const res = await fetch(`${ts.url}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: tmc.id, players: 2 }),
      });
      expectRateLimited({ status: res.status, body: await res.json() }, res.headers.get('retry-after'));
    } finally {
      await ts.close();
    }
  });

  it('behind a trusted proxy, limits apply per real client (X-Forwarded-For); otherwise per connection address', async () => {
    const readRate = { get: { max: 2, windowMs: 60_000 } };
    const a = { 'x-forwarded-for': '203.0.113.1' };
    const b = { 'x-forwarded-for': '203.0.113.2' };
    const proxied = await startServer(games, { readRate, trustProxy: true });
    try {
      for (let i = 0; i < 2; i++) expect((await get(proxied.url, '/api/games', a)).status).toBe(200);
      expect((await get(proxied.url, '/api/games', a)).status).toBe(429);
      expect((await get(proxied.url, '/api/games', b)).status).toBe(200);
    } finally {
      await proxied.close();
    }
    const direct = await startServer(games, { readRate });
    try {
      for (let i = 0; i < 2; i++) expect((await get(direct.url, '/api/games', a)).status).toBe(200);
      // X-Forwarded-For is not trusted by default: a client cannot dodge the limit by inventing addresses
      expect((await get(direct.url, '/api/games', b)).status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('open WebSockets per address are capped; a closed one gives its slot back', async () => {
    const ts = await startServer(games, { wsPerAddress: 3 });
    try {
      const open: WebSocket[] = [];
      for (let i = 0; i < 3; i++) {
        const ws = await upgrade(ts.wsUrl);
        expect(ws).toBeInstanceOf(WebSocket);
        open.push(ws as WebSocket);
      }
      expect(await upgrade(ts.wsUrl)).toBe(429);
      // the server frees the slot when the connection's socket closes (its WebSocket 'close' follows that)
      const serverSide = [...ts.server.app.websocketServer.clients][0];
      const gone = new Promise((r) => serverSide.once('close', r));
      for (const ws of open) ws.close();
      await gone;
      const again = await upgrade(ts.wsUrl);
      expect(again).toBeInstanceOf(WebSocket);
      (again as WebSocket).close();
    } finally {
      await ts.close();
    }
  });

  it('by default, 50 WebSockets per address', async () => {
    const server = await createPotluckServer({ games, storage: await openSqlite(':memory:'), botDelayMs: 0 });
    const wsUrl = `${(await server.listen(0)).replace('http', 'ws')}/ws`;
    try {
      const open = await Promise.all(Array.from({ length: 50 }, () => upgrade(wsUrl)));
      expect(open.every((ws) => ws instanceof WebSocket)).toBe(true);
      expect(await upgrade(wsUrl)).toBe(429);
      for (const ws of open) (ws as WebSocket).close();
    } finally {
      await server.close();
    }
  });
});
