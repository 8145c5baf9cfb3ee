import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/index.ts';
import { api, type Client, connect, type Json, loadGames, startServer, WAIT_MS } from './helpers.ts';

const games = await loadGames();
const dir = mkdtempSync(join(tmpdir(), 'potluck-recent-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a connection was sent in `update`s, as sync's `recent` groups it: [{version, events}] with events. */
function received(c: Client): Json[] {
  return c.messages
    .filter((m: Json) => m.type === 'update' && m.events.length > 0)
    .map((m: Json) => ({ version: m.version, events: m.events }));
}

/** The last `max` events of a history, whole versions. */
function lastEvents(h: Json[], max: number): Json[] {
  const out: Json[] = [];
  let n = 0;
  for (let i = h.length - 1; i >= 0 && n < max; i--) {
    out.unshift(h[i]);
    n += h[i].events.length;
  }
  return out;
}

const lastSync = (c: Client): Json => c.messages.filter((m: Json) => m.type === 'sync').at(-1);

describe('sync carries the recent events, redacted for the viewer', () => {
  for (const game of games) {
    it(`${game.id}: a reloaded page gets exactly what it saw; after a restart too`, async () => {
      const file = join(dir, `${game.id}.sqlite`);
      let ts = await startServer(games, { storage: await openSqlite(file), botWorkers: 0 });
      const players = game.minPlayers;
      const c = await api(ts.url, 'POST', '/api/matches', { game: game.id, players, seat: 0 });
      const id: string = c.body.match.id;
      const tokens: string[] = [c.body.token];
      for (let s = 1; s < players; s++)
        tokens.push((await api(ts.url, 'POST', `/api/matches/${id}/join`, {})).body.token);
      const clients = await Promise.all(tokens.map((t) => connect(ts.wsUrl, id, t)));
      const spectator = await connect(ts.wsUrl, id);
      expect(lastSync(spectator).recent).toEqual([]);
      // play 70 moves (or to the end): enough to pass the 50-event window in most games
      for (let i = 0; i < 70; i++) {
        const v = Math.max(...clients.map((x) => x.version));
        await Promise.all(
          [...clients, spectator].map((x) => x.waitFor((y) => y.version >= v, WAIT_MS, 'update')),
        );
        if (clients[0].frame!.result) break;
        const mover = clients.find((x) => (x.frame?.legal?.length ?? 0) > 0);
        if (!mover) break;
        await mover.request({ type: 'move', version: mover.version, action: mover.frame!.legal![0] });
      }
      const version = clients[0].version;
      await Promise.all(
        [...clients, spectator].map((x) => x.waitFor((y) => y.version >= version, WAIT_MS, 'update')),
      );
      const viewers = [...clients, spectator];
      const expected = viewers.map((x) => lastEvents(received(x), 50));
      // a reload of every page: a new connection's sync has that viewer's own recent history
      for (let i = 0; i < viewers.length; i++) {
        const again = await connect(ts.wsUrl, id, i < tokens.length ? tokens[i] : undefined);
        const recent = lastSync(again).recent;
        expect(recent).toEqual(expected[i]);
        expect(recent.reduce((n: number, r: Json) => n + r.events.length, 0)).toBeLessThanOrEqual(
          50 + Math.max(0, ...recent.map((r: Json) => r.events.length)),
        );
        // nothing the viewer did not see: another seat's history differs where its events were redacted
        again.close();
      }
      // an explicit sync request carries it too
      clients[0].send({ type: 'sync' });
      await clients[0].waitFor(
        (x) => lastSync(x).recent.length > 0 || expected[0].length === 0,
        WAIT_MS,
        'recent',
      );
      expect(lastSync(clients[0]).recent).toEqual(expected[0]);
      for (const x of viewers) x.close();
      await ts.close();
      // after a restart too: the history is read from storage on every sync, so a restart loses none of it
      ts = await startServer(games, { storage: await openSqlite(file), botWorkers: 0 });
      const back = await connect(ts.wsUrl, id, tokens[1]);
      expect(lastSync(back).recent).toEqual(expected[1]);
      back.close();
      await ts.close();
    });
  }
});
