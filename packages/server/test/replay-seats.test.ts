import { type AnyGame, applyAction, randInt, rngFromSeed } from '@potluck/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPatch } from '../src/diff.ts';
import {
  api,
  type Client,
  connect,
  type Json,
  loadGames,
  startServer,
  type TestServer,
  WAIT_MS,
} from './helpers.ts';

const games = await loadGames();
const tmc = games[0];
let ts: TestServer;
beforeAll(async () => {
  ts = await startServer(games);
});
afterAll(async () => {
  await ts.close();
});

async function humansMatch(game: AnyGame, players: number) {
  const c = await api(ts.url, 'POST', '/api/matches', { game: game.id, players, seat: 0 });
  const id: string = c.body.match.id;
  const tokens: string[] = [c.body.token];
  for (let s = 1; s < players; s++)
    tokens.push((await api(ts.url, 'POST', `/api/matches/${id}/join`, {})).body.token);
  const clients = await Promise.all(tokens.map((t) => connect(ts.wsUrl, id, t)));
  return { id, tokens, clients };
}

const settle = (clients: Client[], v: number) =>
  Promise.all(clients.map((c) => c.waitFor((x) => x.version >= v, WAIT_MS, `version ${v}`)));

describe('replay: any seat of a finished match', () => {
  it('every seat view once finished (patches rebuild it), none before, never the seed', async () => {
    const players = tmc.minPlayers;
    const seats = Array.from({ length: players }, (_, i) =>
      i === 0 ? { kind: 'human' } : { kind: 'bot', level: 'random' },
    );
    const c = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players, seats, seat: 0 });
    const id = c.body.match.id;
    // unfinished: no seat's view, with or without a token
    for (let s = 0; s < players; s++) {
      const r = await api(ts.url, 'GET', `/api/matches/${id}/replay?seat=${s}`);
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('NOT_FINISHED');
    }
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
    const state = ts.server.service.debugState(id) as { rng: number[] };
    for (let s = 0; s < players; s++) {
      // no token: anyone may ask for any seat of a finished match
      const rep = await api(ts.url, 'GET', `/api/matches/${id}/replay?seat=${s}`);
      expect(rep.status).toBe(200);
      expect(rep.body.viewer).toBe(s);
      expect(rep.text).not.toContain(seed);
      expect(rep.text).not.toContain(JSON.stringify(state.rng));
      expect(rep.text).not.toContain('"rng"');
      expect(rep.body.initial.canUndo).toBeUndefined();
      let f: Json = rep.body.initial;
      for (const st of rep.body.steps) f = applyPatch(f, st.patch);
      expect(f.view).toEqual(tmc.view(state, s));
      expect(f.view.hand).toEqual(tmc.view(state, s).hand);
      for (const st of rep.body.steps) expect('action' in st).toBe(st.seat === s);
    }
    expect((await api(ts.url, 'GET', `/api/matches/${id}/replay?seat=${players}`)).status).toBe(400);
    expect((await api(ts.url, 'GET', `/api/matches/${id}/replay?seat=x`)).status).toBe(400);
    const doc = await api(ts.url, 'GET', '/api/openapi.json');
    const params = doc.body.paths['/api/matches/{id}/replay'].get.parameters as {
      name: string;
      in: string;
    }[];
    expect(params.some((p) => p.name === 'seat' && p.in === 'query')).toBe(true);
  });
});

describe.each(games.map((g) => [g.id, g] as [string, AnyGame]))('canUndo in the frame: %s', (_id, game) => {
  it('a seat frame says canUndo exactly when the undo policy would accept an undo', async () => {
    const players = game.minPlayers;
    const { id, clients } = await humansMatch(game, players);
    const spectator = await connect(ts.wsUrl, id);
    const rng = rngFromSeed(`can-undo/${game.id}`);
    let run = { seat: -2, moves: 0 };
    let trues = 0;
    for (let step = 0; step < 120; step++) {
      const state = ts.server.service.debugState(id);
      for (const c of clients) {
        const allowed = run.seat === c.you && run.moves > 0 && game.activePlayers(state).includes(c.you);
        expect(c.frame!.canUndo).toBe(allowed);
        if (allowed) trues++;
      }
      expect(spectator.frame!.canUndo).toBeUndefined();
      if (game.activePlayers(state).length === 0) break;
      const ready = clients.filter((c) => (c.frame!.legal?.length ?? 0) > 0);
      const c = ready[randInt(rng, ready.length)];
      if (c.frame!.canUndo && randInt(rng, 4) === 0) {
        const ans = await c.request({ type: 'undo', version: c.version });
        expect(ans.type).toBe('ack');
        await settle([...clients, spectator], ans.version);
        run.moves--;
        continue;
      }
      if (!c.frame!.canUndo && randInt(rng, 8) === 0) {
        expect((await c.request({ type: 'undo', version: c.version })).code).toBe('UNDO_NOT_ALLOWED');
        continue;
      }
      const legal = c.frame!.legal!;
      const action = legal[randInt(rng, legal.length)];
      const { flags } = applyAction(game, state, c.you, action);
      const ans = await c.request({ type: 'move', version: c.version, action });
      expect(ans.type).toBe('ack');
      await settle([...clients, spectator], ans.version);
      if (flags !== 0) run = { seat: c.you, moves: 0 };
      else if (run.seat !== c.you) run = { seat: c.you, moves: 1 };
      else run.moves++;
    }
    for (const x of [...clients, spectator]) x.close();
    console.log(`canUndo ${game.id}: true in ${trues} seat frames`);
    if (game.id === 'cuisine-a-la-card') expect(trues).toBeGreaterThan(0);
  });
});
