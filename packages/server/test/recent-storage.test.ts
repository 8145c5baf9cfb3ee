import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HIDDEN_GAMES } from '@potluck/catalog';
import { type AnyGame, randInt, rngFromSeed, SPECTATOR } from '@potluck/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { createPotluckServer, openSqlite, type PotluckServer } from '../src/index.ts';
import type { Storage } from '../src/storage/types.ts';
import { hashToken } from '../src/tokens.ts';
import { type Json, loadGames } from './helpers.ts';

/**
 * The recent history a `sync` carries is read from storage (service/recent.ts), no longer kept in memory. Pinned
 * here against what it replaced: for random games (seeded) with moves, undos of one to three moves and seat
 * entries, every viewer kept connected records the events of each `update` it receives, and at random moments a
 * new connection of each viewer (a reload) must get exactly that viewer's last 50 events as received (whole
 * versions) — the same as the in-memory history gave a connected viewer. Snapshots are taken every few versions
 * and some of them are lost (a failed write), so the replay starts from other snapshots than the window's, and
 * undos reach back past them. After a restart, the same.
 */

const games = await loadGames();
const dir = mkdtempSync(join(tmpdir(), 'potluck-recent-storage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * What a sync at `version` carries of a viewer's history `h` ([{version, events}] as received): its last 50
 * events (whole versions) of the last 50 versions.
 */
function lastEvents(h: readonly Json[], version: number): Json[] {
  const out: Json[] = [];
  let n = 0;
  for (let i = h.length - 1; i >= 0 && n < 50 && h[i].version > version - 50; i--) {
    out.unshift(h[i]);
    n += h[i].events.length;
  }
  return out;
}

/** A subscriber that records its messages. */
function recorder() {
  const messages: Json[] = [];
  return {
    messages,
    sub: { viewer: SPECTATOR, tokenHash: null, send: (t: string) => messages.push(JSON.parse(t)) },
    /** The events of the updates received, as sync's `recent` groups them. */
    received: () =>
      messages
        .filter((m) => m.type === 'update' && m.events.length > 0)
        .map((m) => ({ version: m.version, events: m.events })),
  };
}

/** Storage whose snapshot writes fail now and then (the service logs it and replays further back). */
function losingSnapshots(s: Storage, seed: string): Storage {
  const rng = rngFromSeed(seed);
  return new Proxy(s, {
    get(target, key) {
      if (key === 'putSnapshot')
        return async (id: string, snap: Parameters<Storage['putSnapshot']>[1]) => {
          if (randInt(rng, 3) === 0) throw new Error('snapshot lost (test)');
          return target.putSnapshot(id, snap);
        };
      const v = Reflect.get(target, key);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

async function server(
  file: string,
  every: number,
  seed: string,
): Promise<{ srv: PotluckServer; storage: Storage }> {
  const storage = losingSnapshots(await openSqlite(file), seed);
  const srv = await createPotluckServer({
    storage,
    games,
    enableGames: games.filter((g) => HIDDEN_GAMES.has(g.id)).map((g) => g.id),
    botDelayMs: 0,
    botWorkers: 0,
    snapshotEvery: every,
    httpRate: { burst: 1e9, perSecond: 1e9 },
  });
  return { srv, storage };
}

/** Plays one random match; resolves with the number of undos it made. */
async function play(game: AnyGame, seed: string, players: number, every: number): Promise<number> {
  const file = join(dir, `${game.id}-${seed}.sqlite`);
  let { srv, storage } = await server(file, every, seed);
  const rng = rngFromSeed(seed);
  const created = await srv.service.create({ game: game.id, players, seat: 0 });
  const id = created.match.id;
  const tokens = [created.token ?? ''];
  for (let s = 1; s < players; s++) tokens.push((await srv.service.join(id, {})).token);
  const actor = (seat: number) => ({ seat, tokenHash: hashToken(tokens[seat]) });
  // one connection per viewer all along: what each was sent
  const viewers = [...tokens.map((_, s) => s), SPECTATOR];
  const kept = viewers.map(() => recorder());
  for (let i = 0; i < viewers.length; i++)
    await srv.service.subscribe(id, kept[i].sub, viewers[i] === SPECTATOR ? undefined : tokens[viewers[i]]);
  /** A reload of every viewer's page: its sync's history is what it received. */
  const reloads = async (s: PotluckServer) => {
    for (let i = 0; i < viewers.length; i++) {
      const again = recorder();
      const off = await s.service.subscribe(
        id,
        again.sub,
        viewers[i] === SPECTATOR ? undefined : tokens[viewers[i]],
      );
      const sync = again.messages.find((m) => m.type === 'sync');
      expect(sync.version).toBe((await s.service.matchInfo(id)).version);
      expect(sync.recent, `viewer ${viewers[i]} at version ${sync.version}`).toEqual(
        lastEvents(kept[i].received(), sync.version),
      );
      off();
    }
  };
  let version = (await srv.service.matchInfo(id)).version;
  let undos = 0;
  // the state after each version as it was then: an undo must go back to the one before its oldest move
  const states = [JSON.stringify(srv.service.debugState(id))];
  for (let step = 0; step < 160; step++) {
    const state = srv.service.debugState(id);
    if (state === undefined || game.result(state)) break;
    const r = randInt(rng, 20);
    const active = game.activePlayers(state);
    if (r < 5) {
      // an undo by a seat that may have moves to take back (refused when it has none)
      const seat = active[randInt(rng, active.length)];
      try {
        version = await srv.service.undo(id, actor(seat), version, 1 + randInt(rng, 3));
        undos++;
        const [entry] = await storage.readLog(id, version - 1);
        const oldest = Math.min(...(entry.payload as { undone: number[] }).undone);
        expect(JSON.stringify(srv.service.debugState(id))).toBe(states[oldest - 1]);
      } catch (e) {
        expect((e as { code?: string }).code).toBe('UNDO_NOT_ALLOWED');
      }
    } else if (r === 5 && players >= 2) {
      // seat entries: a hints proposal and its refusal (public events, no change of who plays)
      try {
        version = await srv.service.proposeHints(id, actor(0));
        version = await srv.service.voteHints(id, actor(1), false);
      } catch (e) {
        expect((e as { code?: string }).code).toBe('HINTS_VOTE_NOT_ALLOWED');
      }
    } else {
      const seat = active[randInt(rng, active.length)];
      const legal = game.legalActions(state, seat);
      version = await srv.service.move(id, actor(seat), version, legal[randInt(rng, legal.length)]);
    }
    while (states.length <= version) states.push(JSON.stringify(srv.service.debugState(id)));
    if (randInt(rng, 15) === 0) await reloads(srv);
  }
  await reloads(srv);
  // what a viewer asks for (sync after a gap) carries the same
  const again = recorder();
  again.sub.viewer = 1;
  await srv.service.resync(id, again.sub);
  const sync = again.messages.find((m) => m.type === 'sync');
  expect(sync.recent).toEqual(lastEvents(kept[1].received(), sync.version));
  await srv.close();
  // after a restart: the same histories, rebuilt from the same storage
  ({ srv, storage } = await server(file, every, `${seed}-again`));
  await reloads(srv);
  await srv.close();
  return undos;
}

/** Games whose moves can be taken back in these runs (料理厨王's turn passes with each move: nothing to undo). */
const UNDOABLE = new Set(['wasabi', 'cuisine-a-la-card']);

describe('the recent history read from storage is what each viewer received', () => {
  for (const game of games) {
    it(`${game.id}: random games with undos and seat entries, snapshots lost, a restart`, async () => {
      let undos = 0;
      for (const [seed, every] of [
        ['a', 7],
        ['b', 50],
        ['c', 3],
      ] as const) {
        const players = Math.min(game.maxPlayers, Math.max(game.minPlayers, seed === 'c' ? 3 : 2));
        undos += await play(game, `${game.id}-${seed}`, players, every);
      }
      // the runs did take moves back where the game allows it (a run without would test less than it says)
      if (UNDOABLE.has(game.id)) expect(undos).toBeGreaterThan(5);
    });
  }
});
