import { type AnyGame, randInt, rngFromSeed } from '@potluck/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Client, connect, loadGames, startServer, type TestServer, WAIT_MS } from './helpers.ts';

const games = await loadGames();
let ts: TestServer;
beforeAll(async () => {
  ts = await startServer(games);
});
afterAll(async () => {
  await ts.close();
});

/** Plays until the game ends: each turn, one client whose frame lists legal actions picks one at random. */
async function playOut(clients: Client[], seed: string): Promise<number> {
  const rng = rngFromSeed(seed);
  let moves = 0;
  for (;;) {
    const v = Math.max(...clients.map((c) => c.version));
    await Promise.all(clients.map((c) => c.waitFor((x) => x.version >= v, WAIT_MS, `version ${v}`)));
    const first = clients[0].frame!;
    if (first.result) return moves;
    const ready = clients.filter((c) => (c.frame?.legal?.length ?? 0) > 0);
    if (ready.length === 0) {
      // bots are to move: wait for the next version
      await clients[0].waitFor((x) => x.version > v, WAIT_MS, 'a bot move');
      continue;
    }
    const c = ready[randInt(rng, ready.length)];
    const legal = c.frame!.legal!;
    const answer = await c.request({
      type: 'move',
      version: c.version,
      action: legal[randInt(rng, legal.length)],
    });
    if (answer.type === 'error') {
      // a bot moved first (its update is on the way): retry on the new version
      expect(answer.code).toBe('STALE_VERSION');
      continue;
    }
    moves++;
  }
}

describe.each(games.map((g) => [g.id, g] as [string, AnyGame]))(
  'full games over HTTP + WebSocket: %s',
  (_id, game) => {
    it('humans only (the maximum player count is played in leaks.test.ts)', async () => {
      for (const players of [game.minPlayers]) {
        const created = await api(ts.url, 'POST', '/api/matches', {
          game: game.id,
          players,
          seat: 0,
          name: 'Ann',
        });
        expect(created.status).toBe(201);
        const id = created.body.match.id as string;
        expect(created.body.match.status).toBe('open');
        const tokens = [created.body.token as string];
        for (let s = 1; s < players; s++) {
          const j = await api(ts.url, 'POST', `/api/matches/${id}/join`, { name: `P${s}` });
          expect(j.status).toBe(200);
          expect(j.body.seat).toBe(s);
          tokens.push(j.body.token);
        }
        const info = await api(ts.url, 'GET', `/api/matches/${id}`);
        expect(info.body.status).toBe('playing');
        const clients = await Promise.all(tokens.map((t) => connect(ts.wsUrl, id, t)));
        const spectator = await connect(ts.wsUrl, id);
        expect(clients.map((c) => c.you)).toEqual(tokens.map((_, i) => i));
        const moves = await playOut(clients, `${game.id}/${players}`);
        expect(moves).toBeGreaterThan(0);
        await spectator.waitFor((c) => c.version === clients[0].version);
        // every connection rebuilt exactly the server's frame from its patches
        const server = ts.server.service;
        const state = server.debugState(id);
        for (const c of clients) expect(c.frame!.view).toEqual(game.view(state, c.you));
        expect(spectator.frame!.view).toEqual(game.view(state, -1));
        expect(spectator.frame!.result).toEqual(game.result(state));
        for (const c of [...clients, spectator]) c.close();
        const hist = await api(ts.url, 'GET', `/api/history?game=${game.id}`);
        expect(hist.body.matches.some((m: { id: string }) => m.id === id)).toBe(true);
      }
    });

    it('one human against bots', async () => {
      const players = Math.min(3, game.maxPlayers);
      const seats = Array.from({ length: players }, (_, i) =>
        i === 0 ? { kind: 'human' } : { kind: 'bot', level: 'easy' },
      );
      const created = await api(ts.url, 'POST', '/api/matches', { game: game.id, players, seats, seat: 0 });
      expect(created.status).toBe(201);
      expect(created.body.match.status).toBe('playing');
      const c = await connect(ts.wsUrl, created.body.match.id, created.body.token);
      await playOut([c], `${game.id}/bots`);
      expect(c.frame!.result).not.toBeNull();
      c.close();
    });

    it('bots only: the match plays itself; a spectator sees it end', async () => {
      const players = game.minPlayers;
      const seats = Array.from({ length: players }, () => ({ kind: 'bot', level: 'random' }));
      const created = await api(ts.url, 'POST', '/api/matches', { game: game.id, players, seats });
      const id = created.body.match.id;
      const s = await connect(ts.wsUrl, id);
      await s.waitFor((c) => c.frame?.result != null, WAIT_MS, 'the end');
      expect(s.gaps).toBe(0);
      s.close();
    });
  },
);
