/**
 * Hidden games (the example game): left out of /api/games, OpenAPI, creating and quick match unless the server
 * enables them; a match kept in storage from when one was enabled waits untouched and says why it cannot open.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES, HIDDEN_GAMES } from '@potluck/catalog';
import { GameError } from '@potluck/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/index.ts';
import { api, startServer } from './helpers.ts';
import { Browser } from './queue-kit.ts';

const games = [...GAMES];
const hidden = games.filter((g) => HIDDEN_GAMES.has(g.id));
const tmp = mkdtempSync(join(tmpdir(), 'potluck-hidden-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const shown = games.filter((g) => !HIDDEN_GAMES.has(g.id)).map((g) => g.id);

describe.each(hidden.map((g) => [g.id, g] as const))('hidden game %s', (id, game) => {
  it('is not served unless enabled: not listed, not in OpenAPI, creating and quick match are UNKNOWN_GAME', async () => {
    const ts = await startServer(games, { enableGames: [] });
    try {
      const list = await api(ts.url, 'GET', '/api/games');
      expect(list.body.map((g: { id: string }) => g.id)).toEqual(shown);
      const doc = await api(ts.url, 'GET', '/api/openapi.json');
      expect(JSON.stringify(doc.body)).not.toContain(`"${id}"`);
      const created = await api(ts.url, 'POST', '/api/matches', { game: id, players: game.minPlayers });
      expect([created.status, created.body.code]).toEqual([404, 'UNKNOWN_GAME']);
      expect(created.body.message).toContain(`--enable-game ${id}`);
      expect(Object.keys(created.body.text).sort()).toEqual(['en', 'zh-Hans', 'zh-Hant']);
      const b = new Browser(ts.url);
      await b.profile('Ada');
      const queued = await b.call('POST', '/api/queue', { game: id, players: game.minPlayers });
      expect([queued.status, queued.body.code]).toEqual([404, 'UNKNOWN_GAME']);
    } finally {
      await ts.close();
    }
  });

  it('is served when enabled: listed, and a match of it can be created', async () => {
    const ts = await startServer(games, { enableGames: [id] });
    try {
      const list = await api(ts.url, 'GET', '/api/games');
      expect(list.body.map((g: { id: string }) => g.id)).toEqual(
        [...shown, id].sort(
          (a, b) => games.findIndex((g) => g.id === a) - games.findIndex((g) => g.id === b),
        ),
      );
      const created = await api(ts.url, 'POST', '/api/matches', {
        game: id,
        players: game.minPlayers,
        seats: Array.from({ length: game.minPlayers }, () => ({ kind: 'bot', level: 'random' })),
      });
      expect(created.status).toBe(201);
    } finally {
      await ts.close();
    }
  });

  it('a match kept from when it was enabled waits in storage: UNKNOWN_GAME until enabled again', async () => {
    const file = join(tmp, `${id}.sqlite`);
    const first = await startServer(games, { enableGames: [id], storage: await openSqlite(file) });
    const created = await api(first.url, 'POST', '/api/matches', { game: id, players: game.minPlayers });
    expect(created.status).toBe(201);
    const matchId: string = created.body.match.id;
    await first.close();
    const second = await startServer(games, { enableGames: [], storage: await openSqlite(file) });
    try {
      const joined = await api(second.url, 'POST', `/api/matches/${matchId}/join`, {});
      expect([joined.status, joined.body.code]).toEqual([404, 'UNKNOWN_GAME']);
    } finally {
      await second.close();
    }
    const third = await startServer(games, { enableGames: [id], storage: await openSqlite(file) });
    try {
      expect((await api(third.url, 'GET', `/api/matches/${matchId}`)).body.status).toBe('open');
    } finally {
      await third.close();
    }
  });
});

it('enabling a game there is not stops the server with UNKNOWN_GAME', async () => {
  const e = await startServer(games, { enableGames: ['no-such-game'] }).catch((x: unknown) => x);
  expect(e).toBeInstanceOf(GameError);
  expect((e as GameError).code).toBe('UNKNOWN_GAME');
});
