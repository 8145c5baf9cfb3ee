import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/storage/sqlite.ts';
import { newMatchId } from '../src/tokens.ts';
import { api, connect, type Json, loadGames, startServer, type TestServer } from './helpers.ts';
import { playToEnd } from './play-to-end.ts';

const games = await loadGames();
const tmc = games.find((g) => g.id === 'too-many-cooks') ?? games[0];
const tmp = mkdtempSync(join(tmpdir(), 'potluck-rematch-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A finished match of Ann (seat 0, host), Bo (seat 1) and a random bot. */
async function finishedMatch(ts: TestServer) {
  const c = await api(ts.url, 'POST', '/api/matches', {
    game: tmc.id,
    players: 3,
    seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', level: 'random' }],
    seat: 0,
    name: 'Ann',
  });
  const id: string = c.body.match.id;
  const j = await api(ts.url, 'POST', `/api/matches/${id}/join`, { name: 'Bo' });
  const tokens: string[] = [c.body.token, j.body.token];
  const clients = await Promise.all(tokens.map((t) => connect(ts.wsUrl, id, t)));
  await playToEnd(clients);
  for (const x of clients) x.close();
  return { id, tokens };
}

describe('rematch hand-off survives a restart (stored, not in memory)', () => {
  it('after a restart: the old match names its rematch, kept seats stay kept for their players only', async () => {
    const file = join(tmp, 'restart.sqlite');
    let ts = await startServer(games, { storage: await openSqlite(file), botWorkers: 0 });
    const { id, tokens } = await finishedMatch(ts);
    const r0 = await api(ts.url, 'POST', `/api/matches/${id}/rematch`, {}, tokens[0]);
    expect(r0.body).toMatchObject({ seat: 0, created: true });
    const nextId: string = r0.body.match.id;
    await ts.close();

    // The claim time of the new process does not matter: the reservation's end was stored with it.
    ts = await startServer(games, { storage: await openSqlite(file), botWorkers: 0, rematchClaimMs: 1 });
    try {
      expect((await api(ts.url, 'GET', `/api/matches/${id}`)).body.rematch).toBe(nextId);
      const history = (await api(ts.url, 'GET', `/api/history?game=${tmc.id}`)).body.matches as Json[];
      expect(history.find((m) => m.id === id)?.rematch).toBe(nextId);
      const next = (await api(ts.url, 'GET', `/api/matches/${nextId}`)).body;
      expect(next.seats[0]).toMatchObject({ occupied: true });
      expect(next.seats[1]).toMatchObject({ occupied: false, reserved: true });

      // a stranger cannot take Bo's kept seat, nor find the match in the lobby
      expect((await api(ts.url, 'POST', `/api/matches/${nextId}/join`, { seat: 1 })).body.code).toBe(
        'SEAT_TAKEN',
      );
      expect((await api(ts.url, 'POST', `/api/matches/${nextId}/join`, {})).body.code).toBe('NO_FREE_SEAT');
      const open = (await api(ts.url, 'GET', `/api/matches?game=${tmc.id}`)).body.matches as Json[];
      expect(open.some((m) => m.id === nextId)).toBe(false);

      // Ann already claimed hers: no second rematch is created after the restart
      expect((await api(ts.url, 'POST', `/api/matches/${id}/rematch`, {}, tokens[0])).body.code).toBe(
        'SEAT_TAKEN',
      );
      // Bo claims his kept seat: same rematch, the match starts
      const r1 = await api(ts.url, 'POST', `/api/matches/${id}/rematch`, {}, tokens[1]);
      expect(r1.status).toBe(200);
      expect(r1.body).toMatchObject({ seat: 1, created: false });
      expect(r1.body.match.id).toBe(nextId);
      expect(r1.body.match.status).toBe('playing');
      expect(r1.body.match.seats[1]).toMatchObject({ occupied: true, name: 'Bo' });
      const c1 = await connect(ts.wsUrl, nextId, r1.body.token);
      expect(c1.you).toBe(1);
      c1.close();
    } finally {
      await ts.close();
    }
  });

  it('a rematch id recorded without its match (its creator died, or is about to create it) is created with that id', async () => {
    const ts = await startServer(games, {
      storage: await openSqlite(join(tmp, 'orphan.sqlite')),
      botWorkers: 0,
    });
    try {
      const { id, tokens } = await finishedMatch(ts);
      const chosen = newMatchId();
      expect(await ts.server.service.storage.setRematch(id, chosen)).toBe(chosen);
      const r1 = await api(ts.url, 'POST', `/api/matches/${id}/rematch`, {}, tokens[1]);
      expect(r1.status).toBe(201);
      expect(r1.body.match.id).toBe(chosen);
      expect(r1.body.match.seats[0]).toMatchObject({ occupied: false, reserved: true });
      expect((await api(ts.url, 'GET', `/api/matches/${id}`)).body.rematch).toBe(chosen);
    } finally {
      await ts.close();
    }
  });
});
