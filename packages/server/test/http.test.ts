import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, connect, type Json, loadGames, startServer, type TestServer, WAIT_MS } from './helpers.ts';

const games = await loadGames();
const tmc = games[0];
let ts: TestServer;
beforeAll(async () => {
  ts = await startServer(games);
});
afterAll(async () => {
  await ts.close();
});

const LANGS = ['zh-Hans', 'zh-Hant', 'en'];
function expectError(res: { status: number; body: Json }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body.code).toBe(code);
  for (const l of LANGS) expect(typeof res.body.text[l]).toBe('string');
  expect(res.body.message).toBe(res.body.text.en);
}

describe('HTTP API', () => {
  it('health, games and the OpenAPI document', async () => {
    const h = await api(ts.url, 'GET', '/api/health');
    expect(h.status).toBe(200);
    expect(h.body.ok).toBe(true);
    const g = await api(ts.url, 'GET', '/api/games');
    expect(g.body.map((x: { id: string }) => x.id)).toEqual(games.map((x) => x.id));
    expect(g.body[0].options.type).toBe('object');
    const doc = await api(ts.url, 'GET', '/api/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toContain('/api/matches/{id}/join');
    const create = doc.body.paths['/api/matches'].post;
    expect(create.requestBody.content['application/json'].schema.properties.game.type).toBe('string');
  });

  it('create: validation and coded errors in three languages', async () => {
    expectError(
      await api(ts.url, 'POST', '/api/matches', { game: 'chess', players: 2 }),
      404,
      'UNKNOWN_GAME',
    );
    expectError(await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 99 }), 400, 'BAD_REQUEST');
    expectError(
      await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 1 }),
      400,
      'BAD_PLAYER_COUNT',
    );
    expectError(
      await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, options: { deck: 'nope' } }),
      400,
      'BAD_OPTIONS',
    );
    expectError(
      await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, extra: 1 }),
      400,
      'BAD_REQUEST',
    );
    expectError(
      await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, seats: [{ kind: 'human' }] }),
      400,
      'BAD_REQUEST',
    );
    expectError(
      await api(ts.url, 'POST', '/api/matches', {
        game: tmc.id,
        players: 2,
        seats: [{ kind: 'bot' }, { kind: 'human' }],
        seat: 0,
      }),
      400,
      'BAD_SEAT',
    );
    expectError(await api(ts.url, 'POST', '/api/matches', '{"game":'), 400, 'BAD_REQUEST');
    expectError(
      await api(ts.url, 'POST', '/api/matches', JSON.stringify({ game: 'x'.repeat(20_000) })),
      413,
      'TOO_LARGE',
    );
    expectError(await api(ts.url, 'GET', '/api/matches/nope'), 404, 'MATCH_NOT_FOUND');
    expectError(await api(ts.url, 'GET', '/api/matches/bad%20id'), 400, 'BAD_REQUEST');
    expectError(await api(ts.url, 'GET', '/api/nothing'), 404, 'NOT_FOUND');
    expectError(await api(ts.url, 'GET', '/api/matches?limit=-1'), 400, 'BAD_REQUEST');
  });

  it('join, seat taken, leave, list open matches, replace by a bot', async () => {
    const c = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 3, seat: 1, name: 'Host' });
    expect(c.status).toBe(201);
    const id = c.body.match.id;
    const host = c.body.hostToken;
    expect(c.body.seat).toBe(1);
    expect(JSON.stringify(c.body)).not.toContain(ts.server.service.debugSeed(id)!);
    let list = await api(ts.url, 'GET', `/api/matches?game=${tmc.id}`);
    expect(list.body.matches.some((m: { id: string }) => m.id === id)).toBe(true);

    expectError(await api(ts.url, 'POST', `/api/matches/${id}/join`, { seat: 1 }), 409, 'SEAT_TAKEN');
    expectError(await api(ts.url, 'POST', `/api/matches/${id}/join`, { seat: 7 }), 400, 'BAD_SEAT');
    const j0 = await api(ts.url, 'POST', `/api/matches/${id}/join`, { name: 'Bo' });
    expect(j0.body.seat).toBe(0);
    const j2 = await api(ts.url, 'POST', `/api/matches/${id}/join`, {});
    expect(j2.body.seat).toBe(2);
    expect(j2.body.match.status).toBe('playing');
    expectError(await api(ts.url, 'POST', `/api/matches/${id}/join`, {}), 409, 'NO_FREE_SEAT');
    list = await api(ts.url, 'GET', '/api/matches');
    expect(list.body.matches.some((m: { id: string }) => m.id === id)).toBe(false);

    // leave: the token stops working, the seat is open again
    expectError(await api(ts.url, 'POST', `/api/matches/${id}/leave`), 401, 'BAD_TOKEN');
    expectError(await api(ts.url, 'POST', `/api/matches/${id}/leave`, undefined, 'nope'), 401, 'BAD_TOKEN');
    expect((await api(ts.url, 'POST', `/api/matches/${id}/leave`, undefined, j2.body.token)).body.ok).toBe(
      true,
    );
    expectError(
      await api(ts.url, 'POST', `/api/matches/${id}/leave`, undefined, j2.body.token),
      401,
      'BAD_TOKEN',
    );
    list = await api(ts.url, 'GET', '/api/matches');
    expect(list.body.matches.some((m: { id: string }) => m.id === id)).toBe(true);

    // the host (or anyone seated) replaces the absent player with a bot; not someone else, not a connected seat
    expectError(
      await api(ts.url, 'POST', `/api/matches/${id}/seats/2/bot`, { level: 'random' }, 'x'.repeat(32)),
      403,
      'NOT_HOST',
    );
    const conn = await connect(ts.wsUrl, id, j0.body.token);
    expectError(
      await api(ts.url, 'POST', `/api/matches/${id}/seats/0/bot`, { level: 'random' }, host),
      400,
      'BAD_SEAT',
    );
    expectError(
      await api(ts.url, 'POST', `/api/matches/${id}/seats/2/bot`, { level: 'genius' }, host),
      400,
      'BAD_REQUEST',
    );
    const r = await api(ts.url, 'POST', `/api/matches/${id}/seats/2/bot`, { level: 'random' }, host);
    expect(r.status).toBe(200);
    expect(r.body.seats[2]).toMatchObject({ kind: 'bot', botLevel: 'random', occupied: true });
    await conn.waitFor((x) => x.match?.seats[2].kind === 'bot', WAIT_MS, 'match info with the bot');
    conn.close();
  });

  it('spectate, replay (only once finished, per viewer) and history', async () => {
    const players = tmc.minPlayers;
    const seats = Array.from({ length: players }, (_, i) =>
      i === 0 ? { kind: 'human' } : { kind: 'bot', level: 'random' },
    );
    const c = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players, seats, seat: 0 });
    const id = c.body.match.id;
    // The bot may choose its recipe between the two reads: compare once the match waits for seat 0.
    await expect
      .poll(async () => {
        const sp = await api(ts.url, 'GET', `/api/matches/${id}/spectate`);
        expect(sp.body.frame.legal).toBeNull();
        const now = tmc.view(ts.server.service.debugState(id), -1);
        return JSON.stringify(sp.body.frame.view) === JSON.stringify(now)
          ? 'same'
          : { sp: sp.body.frame.view, now };
      })
      .toBe('same');
    expectError(await api(ts.url, 'GET', `/api/matches/${id}/replay`), 409, 'NOT_FINISHED');
    // play it out as seat 0 through the WebSocket
    const ws = await connect(ts.wsUrl, id, c.body.token);
    while (!ws.frame!.result) {
      const legal = ws.frame!.legal!;
      if (legal.length === 0) {
        const v = ws.version;
        await ws.waitFor((x) => x.version > v, WAIT_MS, 'bot');
        continue;
      }
      const a = await ws.request({ type: 'move', version: ws.version, action: legal[0] });
      if (a.type === 'error') expect(a.code).toBe('STALE_VERSION');
    }
    ws.close();
    const seed = ts.server.service.debugSeed(id)!;
    for (const token of [undefined, c.body.token]) {
      const rep = await api(ts.url, 'GET', `/api/matches/${id}/replay`, undefined, token);
      expect(rep.status).toBe(200);
      expect(rep.text).not.toContain(seed);
      expect(rep.body.viewer).toBe(token ? 0 : -1);
      expect(rep.body.steps.length).toBe(rep.body.match.version);
      // actions only in the viewer's own moves
      for (const s of rep.body.steps) expect('action' in s).toBe(token !== undefined && s.seat === 0);
      // the patches rebuild the final frame
      const { applyPatch } = await import('../src/diff.ts');
      let f = rep.body.initial;
      for (const s of rep.body.steps) f = applyPatch(f, s.patch);
      expect(f.view).toEqual(tmc.view(ts.server.service.debugState(id), token ? 0 : -1));
    }
    const h = await api(ts.url, 'GET', `/api/history?game=${tmc.id}&limit=5`);
    expect(h.body.matches[0].id).toBe(id);
    expect(h.body.matches[0].result.winners.length).toBeGreaterThan(0);
  });

  it('rate-limits POSTs per client (token bucket)', async () => {
    const small = await startServer(games, { httpRate: { burst: 3, perSecond: 0.5 } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await api(small.url, 'POST', '/api/matches', { game: tmc.id, players: 2 })).status);
      expect(codes.slice(0, 3)).toEqual([201, 201, 201]);
      expect(codes).toContain(429);
      expect((await api(small.url, 'GET', '/api/health')).status).toBe(200); // reads are not limited
    } finally {
      await small.close();
    }
  });

  it('serves a placeholder page when the web client is not built', async () => {
    const r = await fetch(`${ts.url}/`);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(await r.text()).toContain('Potluck');
  });
});
