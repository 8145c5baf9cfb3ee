import { type AnyGame, applyAction, randInt, rngFromSeed, viewEvents } from '@potluck/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameFor } from '../src/frames.ts';
import { api, type Client, connect, loadGames, startServer, type TestServer, WAIT_MS } from './helpers.ts';

const games = await loadGames();
let ts: TestServer;
beforeAll(async () => {
  ts = await startServer(games);
});
afterAll(async () => {
  await ts.close();
});

/** Per match; keeps the suite fast on two cores. Full games are played to the end in play.test.ts. */
const MAX_CHECKED_MOVES = 600;

const ALLOWED_KEYS: Record<string, string[]> = {
  match: ['type', 'you', 'match'],
  sync: ['type', 'version', 'frame', 'recent', 'clock'],
  update: ['type', 'version', 'events', 'patch', 'frame', 'clock'],
  chatHistory: ['type', 'messages'],
  chat: ['type', 'message'],
  ack: ['type', 'id', 'version'],
  error: ['type', 'id', 'code', 'message', 'text', 'rule', 'version'],
  pong: ['type', 'id'],
};

/**
 * Plays random games with human seats and checks, after every move and for every connection (each seat and a
 * spectator): the events it received are exactly the game's viewEvent output for it, its frame is exactly
 * view/legal/active/result of the true state for it (so the patch carried nothing else), messages have only the
 * documented fields, and neither the seed nor the RNG state appears in anything it received.
 */
describe.each(games.map((g) => [g.id, g] as [string, AnyGame]))(
  'no payload leaks hidden information: %s',
  (_id, game) => {
    it('every payload a viewer receives derives from its own view and events', async () => {
      for (const players of [game.maxPlayers]) {
        const created = await api(ts.url, 'POST', '/api/matches', { game: game.id, players, seat: 0 });
        const id: string = created.body.match.id;
        const tokens: string[] = [created.body.token];
        for (let s = 1; s < players; s++)
          tokens.push((await api(ts.url, 'POST', `/api/matches/${id}/join`, {})).body.token);
        const seats = await Promise.all(tokens.map((t) => connect(ts.wsUrl, id, t)));
        const spectator = await connect(ts.wsUrl, id);
        const all: Client[] = [...seats, spectator];
        const seed = ts.server.service.debugSeed(id)!;
        const rng = rngFromSeed(`leaks/${game.id}/${players}`);
        const secrets = new Set<string>([seed]);
        let state = ts.server.service.debugState(id) as { rng: number[] };
        for (let move = 0; move < MAX_CHECKED_MOVES; move++) {
          for (const w of state.rng) if (Math.abs(w) >= 1e5) secrets.add(String(w));
          const ready = seats.filter((c) => (c.frame!.legal?.length ?? 0) > 0);
          if (ready.length === 0) break;
          const c = ready[randInt(rng, ready.length)];
          const legal = c.frame!.legal!;
          const action = legal[randInt(rng, legal.length)];
          const { events } = applyAction(game, state, c.you, action);
          const ans = await c.request({ type: 'move', version: c.version, action });
          expect(ans.type).toBe('ack');
          await Promise.all(all.map((x) => x.waitFor((y) => y.version === ans.version, WAIT_MS, 'update')));
          state = ts.server.service.debugState(id) as { rng: number[] };
          for (const x of all) {
            const viewer = x.you;
            const upd = x.messages.filter((m) => m.type === 'update').at(-1);
            expect(upd.version).toBe(ans.version);
            expect(upd.events).toEqual(viewEvents(game, events, viewer));
            // canUndo (seats only) depends on the log, not the state: checked in replay-seats.test.ts
            const { canUndo, ...frame } = x.frame!;
            expect(typeof canUndo).toBe(viewer < 0 ? 'undefined' : 'boolean');
            expect(frame).toEqual(JSON.parse(JSON.stringify(frameFor(game, state, viewer))));
          }
        }
        // games longer than the cap (Cuisine à la Card: ~1,600 moves at 4 players) are checked up to it
        for (const x of all) {
          for (const m of x.messages) {
            for (const k of Object.keys(m)) expect(ALLOWED_KEYS[m.type]).toContain(k);
          }
          const text = x.raw.join('\n');
          for (const s of secrets) expect(text.includes(s)).toBe(false);
          x.close();
        }
      }
    });
  },
);
