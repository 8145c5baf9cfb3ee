import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type AnyGame, type RngState, randInt, rngFromSeed } from '@potluck/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/storage/sqlite.ts';
import { api, bundleFixture, type Client, connect, loadGames, startServer, WAIT_MS } from './helpers.ts';

const games = await loadGames();
const tmp = mkdtempSync(join(tmpdir(), 'potluck-restart-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function newHumans(url: string, wsUrl: string, game: AnyGame, players: number) {
  const c = await api(url, 'POST', '/api/matches', { game: game.id, players, seat: 0 });
  const id: string = c.body.match.id;
  const tokens: string[] = [c.body.token];
  for (let s = 1; s < players; s++)
    tokens.push((await api(url, 'POST', `/api/matches/${id}/join`, {})).body.token);
  const clients = await Promise.all(tokens.map((t) => connect(wsUrl, id, t)));
  return { id, tokens, clients };
}

/** One random legal move by a seat whose turn it is; resolves with the answer. */
async function randomMove(clients: Client[], rng: RngState) {
  const ready = clients.filter((c) => (c.frame?.legal?.length ?? 0) > 0);
  if (ready.length === 0) return null;
  const c = ready[randInt(rng, ready.length)];
  const legal = c.frame!.legal!;
  const ans = await c.request({
    type: 'move',
    version: c.version,
    action: legal[randInt(rng, legal.length)],
  });
  await Promise.all(clients.map((x) => x.waitFor((y) => y.version >= (ans.version ?? 0), WAIT_MS, 'update')));
  return ans;
}

describe('restart: every match rebuilt from snapshot + log, checked against the stored hash', () => {
  it.each(games.map((g) => [g.id, g] as [string, AnyGame]))(
    '%s: graceful restarts mid-game (with undos) keep state, version and undo rights',
    async (_id, game) => {
      const file = join(tmp, `${game.id}.sqlite`);
      let ts = await startServer(games, { storage: await openSqlite(file), snapshotEvery: 3 });
      const { id, tokens, clients: first } = await newHumans(ts.url, ts.wsUrl, game, game.minPlayers);
      let clients = first;
      let undoRestarts = 0;
      const rng = rngFromSeed(`restart/${game.id}`);
      let restarts = 0;
      for (let step = 0; step < 600; step++) {
        if (clients[0].frame!.result) break;
        const r = randInt(rng, 24);
        if (r === 0) {
          // restart: the state, version and what may be undone must survive
          const before = ts.server.service.debugState(id);
          const version = clients[0].version;
          const canUndo = clients.map((c) => probeUndo(ts.server.service, id, c.you));
          if (canUndo.some(Boolean)) undoRestarts++;
          for (const c of clients) c.close();
          await ts.close();
          ts = await startServer(games, { storage: await openSqlite(file), snapshotEvery: 3 });
          restarts++;
          expect(ts.server.service.debugState(id)).toEqual(before);
          clients = await Promise.all(tokens.map((t) => connect(ts.wsUrl, id, t)));
          expect(clients[0].version).toBe(version);
          const after = clients.map((c) => probeUndo(ts.server.service, id, c.you));
          expect(after).toEqual(canUndo);
          continue;
        }
        if (r <= 6) {
          const c = clients.find((x) => (x.frame?.legal?.length ?? 0) > 0);
          if (c) {
            const ans = await c.request({ type: 'undo', version: c.version });
            if (ans.type === 'ack') {
              await Promise.all(
                clients.map((x) => x.waitFor((y) => y.version >= ans.version, WAIT_MS, 'undo update')),
              );
            }
          }
          continue;
        }
        await randomMove(clients, rng);
      }
      expect(restarts).toBeGreaterThan(0);
      for (const c of clients) c.close();
      await ts.close();
      console.log(`restart ${game.id}: ${restarts} restarts, ${undoRestarts} with an undo pending`);
    },
  );

  it('every unfinished match is loaded at start, beyond one page of 200', async () => {
    const file = join(tmp, 'many.sqlite');
    let ts = await startServer(games, { storage: await openSqlite(file) });
    for (let i = 0; i < 230; i++) await ts.server.service.create({ game: games[0].id, players: 2 });
    await ts.close();
    ts = await startServer(games, { storage: await openSqlite(file) });
    expect(ts.server.service.liveCount).toBe(230);
    await ts.close();
  });

  it('a tampered log is detected: the match is marked broken and refuses moves', async () => {
    const game = games[0];
    const file = join(tmp, 'tamper.sqlite');
    let ts = await startServer(games, { storage: await openSqlite(file) });
    const { id, tokens, clients } = await newHumans(ts.url, ts.wsUrl, game, 2);
    const rng = rngFromSeed('tamper');
    for (let i = 0; i < 4; i++) await randomMove(clients, rng);
    for (const c of clients) c.close();
    await ts.close();
    const storage = await openSqlite(file);
    // the rebuilt state no longer matches the hash stored with the last log entry
    const log = await storage.readLog(id);
    expect(log.length).toBeGreaterThan(0);
    await storage.db
      .updateTable('log')
      .set({ state_hash: 'f'.repeat(64) })
      .where('match_id', '=', id)
      .where('seq', '=', log.length)
      .execute();
    ts = await startServer(games, { storage });
    const info = await api(ts.url, 'GET', `/api/matches/${id}`);
    expect(info.body.status).toBe('broken');
    const c = await connect(ts.wsUrl, id, tokens[0]);
    const ans = await c.request({ type: 'move', version: c.version, action: {} });
    expect(ans.code).toBe('MATCH_BROKEN');
    c.close();
    await ts.close();
  });

  it('moves are hashed where snapshots are taken; a rebuild checks every hashed entry it replays', async () => {
    const game = games[0];
    const file = join(tmp, 'hashed.sqlite');
    let ts = await startServer(games, { storage: await openSqlite(file), snapshotEvery: 3 });
    const { id, clients } = await newHumans(ts.url, ts.wsUrl, game, 2);
    const rng = rngFromSeed('hashed');
    for (let i = 0; i < 4; i++) await randomMove(clients, rng);
    for (const c of clients) c.close();
    await ts.close();
    const storage = await openSqlite(file);
    const log = await storage.readLog(id);
    expect(log.slice(0, 4).map((e) => e.stateHash !== '')).toEqual([false, false, true, false]);
    // without snapshot 3 the rebuild replays entry 3 (not the last one): its hash is checked there
    await storage.db.deleteFrom('snapshots').where('match_id', '=', id).where('seq', '=', 3).execute();
    await storage.db
      .updateTable('log')
      .set({ state_hash: 'f'.repeat(64) })
      .where('match_id', '=', id)
      .where('seq', '=', 3)
      .execute();
    ts = await startServer(games, { storage });
    expect((await api(ts.url, 'GET', `/api/matches/${id}`)).body.status).toBe('broken');
    await ts.close();
  });
});

/** How many moves `seat` could undo now (the service's undo rule, read without changing anything). */
function probeUndo(service: unknown, id: string, seat: number): number {
  const s = service as {
    c: { live: Map<string, { tail: { seat: number; moves: unknown[] }; state: unknown; game: AnyGame }> };
  };
  const m = s.c.live.get(id)!;
  return m.tail.seat === seat && m.game.activePlayers(m.state).includes(seat) ? m.tail.moves.length : 0;
}

// ---------------------------------------------------------------- kill -9

function startChild(entry: string, db: string): Promise<{ proc: ChildProcess; url: string; wsUrl: string }> {
  const proc = spawn(process.execPath, [entry], {
    env: { ...process.env, POTLUCK_TEST_DB: db, POTLUCK_BOT_DELAY: '5' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`child did not start: ${err}`)), WAIT_MS);
    proc.stderr!.on('data', (d) => {
      err += d;
    });
    proc.stdout!.on('data', (d) => {
      out += d;
      const m = /LISTENING (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, url: m[1], wsUrl: `${m[1].replace('http', 'ws')}/ws` });
      }
    });
    proc.on('exit', (code) => reject(new Error(`child exited ${code}: ${err}`)));
  });
}

describe('kill -9 mid-game', () => {
  it('restarts with every match intact and no acknowledged move lost; clients reconnect and finish', async () => {
    const entry = await bundleFixture('child-server.ts', 'child');
    const db = join(tmp, 'kill.sqlite');
    try {
      let child = await startChild(entry, db);
      const game = games[0];
      // a human match, played by clients, and a bot-only match that moves on its own the whole time
      const { id, tokens, clients } = await newHumans(child.url, child.wsUrl, game, 3);
      const bots = await api(child.url, 'POST', '/api/matches', {
        game: game.id,
        players: 2,
        seats: [
          { kind: 'bot', level: 'random' },
          { kind: 'bot', level: 'random' },
        ],
      });
      const botId: string = bots.body.match.id;
      const rng = rngFromSeed('kill');
      let acked = 0;
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 5 + randInt(rng, 8); i++) {
          const ans = await randomMove(clients, rng);
          if (ans?.type === 'ack') acked = Math.max(acked, ans.version);
        }
        // fire a move without waiting for it, then kill the server hard
        const c = clients.find((x) => (x.frame?.legal?.length ?? 0) > 0);
        if (c) c.send({ type: 'move', version: c.version, action: c.frame!.legal![0], id: 'inflight' });
        await new Promise((r) => setTimeout(r, randInt(rng, 3)));
        child.proc.kill('SIGKILL');
        await new Promise((r) => child.proc.once('exit', r));
        for (const x of clients) {
          const ack = x.messages.find((m) => m.type === 'ack' && m.id === 'inflight');
          if (ack) acked = Math.max(acked, ack.version);
          x.close();
        }
        child = await startChild(entry, db);
        const info = await api(child.url, 'GET', `/api/matches/${id}`);
        expect(info.body.status).toBe('playing');
        expect(info.body.version).toBeGreaterThanOrEqual(acked);
        const again = await Promise.all(tokens.map((t) => connect(child.wsUrl, id, t)));
        clients.splice(0, clients.length, ...again);
        expect(clients.every((x) => x.version === info.body.version)).toBe(true);
        const botInfo = await api(child.url, 'GET', `/api/matches/${botId}`);
        expect(['playing', 'finished']).toContain(botInfo.body.status);
      }
      // play the human match to its end on the restarted server; the bot match finishes by itself
      for (let i = 0; i < 3000 && !clients[0].frame!.result; i++) await randomMove(clients, rng);
      expect(clients[0].frame!.result).not.toBeNull();
      const spectator = await connect(child.wsUrl, botId);
      await spectator.waitFor((x) => x.frame?.result != null, WAIT_MS, 'bot match end');
      for (const x of [...clients, spectator]) x.close();
      child.proc.kill('SIGKILL');
    } finally {
      rmSync(dirname(entry), { recursive: true, force: true });
    }
  });
});
