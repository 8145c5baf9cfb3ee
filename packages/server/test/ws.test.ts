import { type AnyGame, applyAction, randInt, rngFromSeed } from '@potluck/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  Client,
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
  return { id, tokens, clients, host: c.body.hostToken as string };
}

const settle = (clients: Client[], v: number) =>
  Promise.all(clients.map((c) => c.waitFor((x) => x.version >= v, WAIT_MS, `version ${v}`)));

describe('WebSocket protocol', () => {
  it('hello: unknown match and bad token are coded errors; the connection stays up', async () => {
    const c = new Client(ts.wsUrl);
    await c.opened();
    const e1 = await c.request({ type: 'hello', matchId: 'nope' });
    expect(e1.code).toBe('MATCH_NOT_FOUND');
    const { id, clients } = await humansMatch(tmc, 2);
    const e2 = await c.request({ type: 'hello', matchId: id, token: 'not-a-token' });
    expect(e2.code).toBe('BAD_TOKEN');
    expect((await c.request({ type: 'ping' })).type).toBe('pong');
    for (const x of [c, ...clients]) x.close();
  });

  it('the match id in the URL (/ws?match=<id>, for a load balancer to hash on) is ignored: hello decides', async () => {
    const { id, clients } = await humansMatch(tmc, 2);
    const viaQuery = await connect(`${ts.wsUrl}?match=${encodeURIComponent(id)}`, id, undefined);
    expect(viaQuery.match).toMatchObject({ id });
    expect(viaQuery.version).toBeGreaterThanOrEqual(0);
    // a query naming another match changes nothing: the connection is the hello's match's
    const other = await humansMatch(tmc, 2);
    const mismatched = await connect(`${ts.wsUrl}?match=${encodeURIComponent(other.id)}`, id, undefined);
    expect(mismatched.match).toMatchObject({ id });
    for (const x of [viaQuery, mismatched, ...clients, ...other.clients]) x.close();
  });

  it('garbage and fuzzed messages get coded errors and the server stays up', async () => {
    const { id, clients } = await humansMatch(tmc, 2);
    const c = clients[0];
    const rng = rngFromSeed('fuzz');
    const samples: unknown[] = [
      'hello',
      '{',
      '[]',
      'null',
      '42',
      '{"type":"nope"}',
      '{"type":"move"}',
      '{"type":"move","version":-1,"action":{}}',
      '{"type":"move","version":"0","action":{}}',
      '{"type":"hello","matchId":"../../etc"}',
      '{"type":"undo","version":0,"count":0}',
      '{"type":"ping","extra":1}',
      `{"type":"move","version":0,"action":${'['.repeat(2000)}${']'.repeat(2000)}}`,
      '\u0000\uffff',
      '{"__proto__":{"polluted":1},"type":"ping"}',
      '{"type":"move","version":0,"action":{"type":"play","card":1e308}}',
      '{"type":"move","version":0,"action":{"type":"choose","recipe":{"toString":1}}}',
    ];
    const alphabet = '{}[]":,0123456789abcdefghijklmnopqrstuvwxyz-_.\\ \u00e9\u6599';
    for (let i = 0; i < 150; i++) {
      const n = randInt(rng, 60);
      let s = '';
      for (let k = 0; k < n; k++) s += alphabet[randInt(rng, alphabet.length)];
      samples.push(s);
      // structured fuzz: valid envelope, random action
      samples.push(
        JSON.stringify({
          type: 'move',
          version: c.version,
          action: {
            type: ['play', 'choose', 'x'][randInt(rng, 3)],
            card: randInt(rng, 300) - 50,
            recipe: s,
          },
        }),
      );
    }
    const before = c.messages.length;
    for (const s of samples) c.send(s);
    await c.waitFor((x) => x.messages.length - before >= samples.length, WAIT_MS, 'an answer per message');
    const answers = c.messages.slice(before);
    for (const a of answers) {
      expect(['error', 'pong', 'ack', 'update']).toContain(a.type);
      if (a.type === 'error') {
        expect(typeof a.code).toBe('string');
        expect(Object.keys(a.text).sort()).toEqual(['en', 'zh-Hans', 'zh-Hant']);
        expect(a.code).not.toBe('INTERNAL');
      }
    }
    expect(({} as Json).polluted).toBeUndefined();
    expect((await c.request({ type: 'ping' })).type).toBe('pong');
    const h = await api(ts.url, 'GET', '/api/health');
    expect(h.body.ok).toBe(true);
    // the match is intact: the client's frame still matches the true state
    expect(c.frame!.view).toEqual(tmc.view(ts.server.service.debugState(id), 0));
    for (const x of clients) x.close();
  });

  it('spectators cannot move; move before hello; binary frames', async () => {
    const { id, clients } = await humansMatch(tmc, 2);
    const s = await connect(ts.wsUrl, id);
    expect((await s.request({ type: 'move', version: 0, action: {} })).code).toBe('NOT_SEATED');
    const n = new Client(ts.wsUrl);
    await n.opened();
    expect((await n.request({ type: 'move', version: 0, action: {} })).code).toBe('NOT_HELLO');
    n.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await n.waitFor((x) => x.messages.some((m) => m.code === 'BAD_MESSAGE'), WAIT_MS, 'BAD_MESSAGE');
    for (const x of [s, n, ...clients]) x.close();
  });

  it('engine errors pass through with their code and rule; the state does not change', async () => {
    const { id, clients } = await humansMatch(tmc, 2);
    const seat = clients.find((c) => (c.frame!.legal?.length ?? 0) > 0)!;
    const other = clients.find((c) => c !== seat)!;
    const before = JSON.stringify(ts.server.service.debugState(id));
    const shape = await seat.request({ type: 'move', version: seat.version, action: { type: 'teleport' } });
    expect(shape.code).toBe('BAD_ACTION_SHAPE');
    if ((other.frame!.legal?.length ?? 0) === 0) {
      const turn = await other.request({
        type: 'move',
        version: other.version,
        action: seat.frame!.legal![0],
      });
      expect(turn.code).toBe('NOT_YOUR_TURN');
    }
    expect(JSON.stringify(ts.server.service.debugState(id))).toBe(before);
    expect(seat.version).toBe(0);
    for (const x of clients) x.close();
  });

  it('two racing moves on one version: exactly one is accepted', async () => {
    for (let round = 0; round < 5; round++) {
      const { id, clients, tokens } = await humansMatch(tmc, 2);
      // two connections of a seat to move race with different legal moves
      const seat = clients.find((c) => (c.frame!.legal?.length ?? 0) > 0)!;
      const second = await connect(ts.wsUrl, id, tokens[seat.you]);
      const legal = seat.frame!.legal!;
      const [a, b] = await Promise.all([
        seat.request({ type: 'move', version: 0, action: legal[0] }),
        second.request({ type: 'move', version: 0, action: legal[legal.length - 1] }),
      ]);
      const acks = [a, b].filter((x) => x.type === 'ack');
      const errs = [a, b].filter((x) => x.type === 'error');
      expect(acks.length).toBe(1);
      expect(errs.length).toBe(1);
      expect(errs[0].code).toBe('STALE_VERSION');
      expect(errs[0].version).toBe(1);
      await settle([...clients, second], 1);
      expect(clients.every((c) => c.version === 1)).toBe(true);
      for (const x of [...clients, second]) x.close();
    }
  });

  it('a player who leaves is disconnected from its seat (no later hand leaks to the old connection)', async () => {
    const { id, tokens, clients } = await humansMatch(tmc, 2);
    const left = await api(ts.url, 'POST', `/api/matches/${id}/leave`, undefined, tokens[1]);
    expect(left.body.ok).toBe(true);
    await clients[1].waitFor((x) => x.messages.some((m) => m.code === 'BAD_TOKEN'), WAIT_MS, 'revocation');
    const rejoin = await api(ts.url, 'POST', `/api/matches/${id}/join`, {});
    expect(rejoin.body.seat).toBe(1);
    const fresh = await connect(ts.wsUrl, id, rejoin.body.token);
    const before = clients[1].messages.length;
    const mover = [clients[0], fresh].find((c) => (c.frame!.legal?.length ?? 0) > 0)!;
    const ans = await mover.request({ type: 'move', version: mover.version, action: mover.frame!.legal![0] });
    expect(ans.type).toBe('ack');
    await fresh.waitFor((x) => x.version === ans.version);
    expect(clients[1].messages.length).toBe(before); // the old connection hears nothing more
    expect((await clients[1].request({ type: 'move', version: ans.version, action: {} })).code).toBe(
      'NOT_HELLO',
    );
    for (const x of [...clients, fresh]) x.close();
  });

  it('a reconnecting client resumes exactly where it was', async () => {
    const { id, tokens, clients } = await humansMatch(tmc, 3);
    const rng = rngFromSeed('reconnect');
    for (let i = 0; i < 6; i++) {
      const c = clients.find((x) => (x.frame!.legal?.length ?? 0) > 0)!;
      const legal = c.frame!.legal!;
      const a = await c.request({
        type: 'move',
        version: c.version,
        action: legal[randInt(rng, legal.length)],
      });
      expect(a.type).toBe('ack');
      await settle(clients, a.version);
    }
    const before = clients[1].frame;
    const v = clients[1].version;
    clients[1].close();
    const again = await connect(ts.wsUrl, id, tokens[1]);
    expect(again.version).toBe(v);
    expect(again.frame).toEqual(before);
    expect(again.you).toBe(1);
    for (const x of [again, clients[0], clients[2]]) x.close();
  });

  it('a move sent right behind its hello (a reconnected page that plays at once) is the seat’s move', async () => {
    // The browser keeps its table while it reconnects, so a tap can send a move as soon as the socket opens, before
    // the server has looked up the hello's token. That move must wait for the hello, not be refused as a spectator's.
    for (let round = 0; round < 5; round++) {
      const { id, tokens, clients } = await humansMatch(tmc, 2);
      const mover = clients.find((c) => (c.frame!.legal?.length ?? 0) > 0)!;
      const action = mover.frame!.legal![0];
      mover.close();
      const again = new Client(ts.wsUrl);
      await again.opened();
      again.send({ type: 'hello', matchId: id, token: tokens[mover.you] });
      const answer = await again.request({ type: 'move', version: 0, action });
      expect(answer).toMatchObject({ type: 'ack', version: 1 });
      for (const x of [again, ...clients]) x.close();
    }
  });

  it('every frame takes a token: over the limit, oversized and binary frames go unanswered and a flood is closed', async () => {
    // no refill within the test (one token per 1000 s), so the counts below do not depend on timing
    const small = await startServer(games, { ws: { burst: 5, perSecond: 0.001, maxMessageBytes: 512 } });
    try {
      const c = new Client(small.wsUrl);
      await c.opened();
      const closing = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
      const oversized = () => c.send({ type: 'ping', pad: 'x'.repeat(600) });
      const binary = () => c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
      // five frames of every kind take the five tokens, and each is answered (the connection stays up)
      oversized();
      binary();
      c.send('garbage');
      c.send({ type: 'ping', id: 1 });
      c.send({ type: 'ping', id: 2 });
      await c.waitFor((x) => x.messages.length >= 5, WAIT_MS, 'five answers');
      expect(c.messages.map((m) => m.code ?? m.type)).toEqual([
        'TOO_LARGE',
        'BAD_MESSAGE',
        'BAD_MESSAGE',
        'pong',
        'pong',
      ]);
      // over the limit: an oversized or binary frame is dropped unanswered; a JSON message hears RATE_LIMITED
      oversized();
      binary();
      c.send({ type: 'ping', id: 3 });
      await c.waitFor((x) => x.messages.some((m) => m.id === 3), WAIT_MS, 'answer to ping 3');
      expect(c.messages.slice(5)).toEqual([expect.objectContaining({ code: 'RATE_LIMITED', id: 3 })]);
      // those were three of the five strikes; two more, and the next frame closes the connection (1008)
      for (let i = 0; i < 3; i++) oversized();
      expect(await closing).toBe(1008);
      expect(c.messages.length).toBe(6);
    } finally {
      await small.close();
    }
  });
});

describe.each(games.map((g) => [g.id, g] as [string, AnyGame]))('undo: %s', (_id, game) => {
  it('accepted exactly when the policy allows, and others see their old frame again', async () => {
    let accepted = 0;
    for (let g = 0; g < 2; g++) {
      const players = game.minPlayers;
      const { id, clients } = await humansMatch(game, players);
      const rng = rngFromSeed(`undo/${game.id}/${g}`);
      // our model of the undoable run: seat, and flags of its moves
      let run: { seat: number; moves: number; frames: Json[][] } = { seat: -2, moves: 0, frames: [] };
      for (let step = 0; step < 400; step++) {
        const state = ts.server.service.debugState(id);
        if (game.activePlayers(state).length === 0) break;
        const ready = clients.filter((c) => (c.frame!.legal?.length ?? 0) > 0);
        const c = ready[randInt(rng, ready.length)];
        const allowed = run.seat === c.you && run.moves > 0;
        if (randInt(rng, 3) === 0) {
          const before = clients.map((x) => x.frame);
          const ans = await c.request({ type: 'undo', version: c.version });
          if (!allowed) {
            expect(ans.code).toBe('UNDO_NOT_ALLOWED');
            continue;
          }
          expect(ans.type).toBe('ack');
          accepted++;
          await settle(clients, ans.version);
          const old = run.frames.pop()!;
          run.moves--;
          for (let k = 0; k < clients.length; k++) {
            expect(clients[k].frame).toEqual(old[k]);
            const last = clients[k].messages.filter((m) => m.type === 'update').at(-1);
            const changed = JSON.stringify(before[k]) !== JSON.stringify(old[k]);
            expect(last.events.length > 0).toBe(k === c.you || changed);
          }
          continue;
        }
        const legal = c.frame!.legal!;
        const action = legal[randInt(rng, legal.length)];
        const { flags } = applyAction(game, state, c.you, action);
        const frames = clients.map((x) => x.frame);
        const ans = await c.request({ type: 'move', version: c.version, action });
        expect(ans.type).toBe('ack');
        await settle(clients, ans.version);
        if (flags !== 0) run = { seat: c.you, moves: 0, frames: [] };
        else if (run.seat !== c.you) run = { seat: c.you, moves: 1, frames: [frames] };
        else {
          run.moves++;
          run.frames.push(frames);
        }
      }
      for (const x of clients) x.close();
    }
    console.log(`undo ${game.id}: ${accepted} undos accepted`);
  });
});
