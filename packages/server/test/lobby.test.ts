import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, connect, type Json, loadGames, startServer, type TestServer, until } from './helpers.ts';

const games = await loadGames();
const tmc = games.find((g) => g.id === 'too-many-cooks') ?? games[0];
let ts: TestServer;
beforeAll(async () => {
  ts = await startServer(games, { botWorkers: 0, idleAfterMs: 300, botDelayMs: 50 });
});
afterAll(async () => {
  await ts.close();
});

const ids = (r: Json): string[] => r.body.matches.map((m: Json) => m.id);

describe('one screen, several players (local seats at creation)', () => {
  it('takes every local seat in the creating request: a token each, never listed as joinable', async () => {
    const c = await api(ts.url, 'POST', '/api/matches', {
      game: tmc.id,
      players: 3,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }, { kind: 'human' }],
      seat: 0,
      name: 'Ana',
      local: [{ seat: 2, name: 'Bo' }],
    });
    expect(c.status).toBe(201);
    expect(c.body.match.status).toBe('playing');
    expect(c.body.local).toEqual([{ seat: 2, token: expect.any(String) }]);
    expect(c.body.match.seats.map((s: Json) => s.name)).toEqual(['Ana', null, 'Bo']);
    expect(ids(await api(ts.url, 'GET', `/api/matches?game=${tmc.id}`))).not.toContain(c.body.match.id);
    const bo = await connect(ts.wsUrl, c.body.match.id, c.body.local[0].token);
    expect(bo.you).toBe(2);
    bo.close();
    const taken = await api(ts.url, 'POST', `/api/matches/${c.body.match.id}/join`, { seat: 2 });
    expect(taken.body.code).toBe('SEAT_TAKEN');
  });

  it('refuses a local seat that is a bot, out of range or taken twice, and creates nothing', async () => {
    const before = ids(await api(ts.url, 'GET', `/api/matches?game=${tmc.id}&limit=100`));
    const seats = [{ kind: 'human' }, { kind: 'bot', level: 'random' }, { kind: 'human' }];
    for (const local of [[{ seat: 1 }], [{ seat: 5 }], [{ seat: 2 }, { seat: 2 }], [{ seat: 0 }]]) {
      const r = await api(ts.url, 'POST', '/api/matches', {
        game: tmc.id,
        players: 3,
        seats,
        seat: 0,
        local,
      });
      expect(r.status).toBe(400);
      expect(['BAD_SEAT', 'BAD_REQUEST']).toContain(r.body.code);
    }
    expect(ids(await api(ts.url, 'GET', `/api/matches?game=${tmc.id}&limit=100`))).toEqual(before);
  });
});

describe('lobby lists', () => {
  it('status=playing lists full and all-bot matches (to watch); the default lists joinable ones', async () => {
    const bots = await api(ts.url, 'POST', '/api/matches', {
      game: tmc.id,
      players: 3,
      seats: [0, 1, 2].map(() => ({ kind: 'bot', level: 'random' })),
    });
    const full = await api(ts.url, 'POST', '/api/matches', {
      game: tmc.id,
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
      seat: 0,
    });
    const open = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, seat: 0 });
    const playing = await api(ts.url, 'GET', `/api/matches?status=playing&game=${tmc.id}`);
    expect(playing.status).toBe(200);
    expect(ids(playing)).toEqual(expect.arrayContaining([bots.body.match.id, full.body.match.id]));
    expect(ids(playing)).not.toContain(open.body.match.id);
    for (const m of playing.body.matches) expect(m.status).toBe('playing');
    const joinable = await api(ts.url, 'GET', `/api/matches?game=${tmc.id}`);
    expect(ids(joinable)).toContain(open.body.match.id);
    expect(ids(joinable)).not.toContain(bots.body.match.id);
    expect(ids(await api(ts.url, 'GET', `/api/matches?status=open&game=${tmc.id}`))).toEqual(ids(joinable));
    expect((await api(ts.url, 'GET', '/api/matches?status=finished')).body.code).toBe('BAD_REQUEST');
    // a listed match can be watched
    const spectator = await connect(ts.wsUrl, bots.body.match.id);
    expect(spectator.you).toBe(-1);
    expect(spectator.frame!.legal).toBeNull();
    spectator.close();
  });

  it('an open match nobody joins leaves memory (not listed) but stays in storage and can still be joined', async () => {
    const open = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, seat: 0 });
    const id: string = open.body.match.id;
    const watched = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, seat: 0 });
    const host = await connect(ts.wsUrl, watched.body.match.id, watched.body.token);
    expect(ids(await api(ts.url, 'GET', '/api/matches?limit=200'))).toContain(id);
    // idleAfterMs is 300 ms: its timer fires then on an idle machine, later on a busy one
    let listed: string[] = [];
    await until(async () => {
      listed = ids(await api(ts.url, 'GET', '/api/matches?limit=200'));
      return !listed.includes(id);
    }, 'the unjoined match to leave the list');
    expect(listed).not.toContain(id);
    // a connected lobby stays
    expect(listed).toContain(watched.body.match.id);
    // the invite link still works: loaded from storage on demand
    expect((await api(ts.url, 'GET', `/api/matches/${id}`)).body.status).toBe('open');
    const j = await api(ts.url, 'POST', `/api/matches/${id}/join`, {});
    expect(j.body.match.status).toBe('playing');
    const c = await connect(ts.wsUrl, id, open.body.token);
    expect(c.you).toBe(0);
    c.close();
    host.close();
  });
});
