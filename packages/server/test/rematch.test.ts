import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, connect, type Json, loadGames, startServer, type TestServer, WAIT_MS } from './helpers.ts';
import { playToEnd } from './play-to-end.ts';

const games = await loadGames();
const tmc = games.find((g) => g.id === 'too-many-cooks') ?? games[0];
let ts: TestServer;
beforeAll(async () => {
  ts = await startServer(games, { botWorkers: 0, rematchClaimMs: 400 });
});
afterAll(async () => {
  await ts.close();
});

async function finishedMatch(extra: Json = {}) {
  const c = await api(ts.url, 'POST', '/api/matches', {
    ...extra,
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
  return { id, tokens, clients };
}

describe('rematch hand-off', () => {
  it('one rematch per match; pushed to every connection; each player claims its own seat once', async () => {
    const { id, tokens, clients } = await finishedMatch();
    const spectator = await connect(ts.wsUrl, id);
    // only a seated player, only once finished
    expect((await api(ts.url, 'POST', `/api/matches/${id}/rematch`, {})).body.code).toBe('BAD_TOKEN');
    expect((await api(ts.url, 'POST', `/api/matches/${id}/rematch`, {}, 'nope')).body.code).toBe('BAD_TOKEN');
    const r1 = await api(ts.url, 'POST', `/api/matches/${id}/rematch`, {}, tokens[1]);
    expect(r1.status).toBe(201);
    expect(r1.body).toMatchObject({ seat: 1, created: true });
    expect(typeof r1.body.hostToken).toBe('string');
    const next: Json = r1.body.match;
    expect(next.id).not.toBe(id);
    expect(next).toMatchObject({
      game: tmc.id,
      players: 3,
      status: 'open',
      options: clients[0].match.options,
    });
    expect(next.seats.map((s: Json) => [s.kind, s.botLevel])).toEqual([
      ['human', null],
      ['human', null],
      ['bot', 'random'],
    ]);
    expect(next.seats[1]).toMatchObject({ occupied: true, name: 'Bo' });
    expect(next.seats[0]).toMatchObject({ occupied: false, reserved: true });
    // everyone watching the old match hears of it
    for (const c of [...clients, spectator])
      await c.waitFor((x) => x.match?.rematch === next.id, WAIT_MS, 'rematch in match info');
    expect((await api(ts.url, 'GET', `/api/matches/${id}`)).body.rematch).toBe(next.id);
    const history = (await api(ts.url, 'GET', `/api/history?game=${tmc.id}`)).body.matches as Json[];
    expect(history.find((m) => m.id === id)?.rematch).toBe(next.id);
    // the kept seat is neither listed nor joinable by others while the claim lasts
    const open = (await api(ts.url, 'GET', `/api/matches?game=${tmc.id}`)).body.matches as Json[];
    expect(open.some((m) => m.id === next.id)).toBe(false);
    expect((await api(ts.url, 'POST', `/api/matches/${next.id}/join`, {})).body.code).toBe('NO_FREE_SEAT');
    expect((await api(ts.url, 'POST', `/api/matches/${next.id}/join`, { seat: 0 })).body.code).toBe(
      'SEAT_TAKEN',
    );
    // the other player follows: same rematch, its own seat, the match starts
    const r0 = await api(ts.url, 'POST', `/api/matches/${id}/rematch`, {}, tokens[0]);
    expect(r0.status).toBe(200);
    expect(r0.body).toMatchObject({ seat: 0, created: false });
    expect(r0.body.hostToken).toBeUndefined();
    expect(r0.body.match.id).toBe(next.id);
    expect(r0.body.match.status).toBe('playing');
    expect(r0.body.match.seats[0]).toMatchObject({ occupied: true, name: 'Ann' });
    // one-time: a second claim of the same seat is refused
    expect((await api(ts.url, 'POST', `/api/matches/${id}/rematch`, {}, tokens[0])).body.code).toBe(
      'SEAT_TAKEN',
    );
    // the new tokens work in the new match, the old ones do not
    const c0 = await connect(ts.wsUrl, next.id, r0.body.token);
    expect(c0.you).toBe(0);
    await expect(connect(ts.wsUrl, next.id, tokens[0])).rejects.toThrow(/BAD_TOKEN/);
    for (const c of [...clients, spectator, c0]) c.close();
  });

  it('a rematch keeps the table settings: its clock and what a timeout does', async () => {
    const settings = {
      clock: { kind: 'total', minutes: 30, increment: 5 },
      onTimeout: { action: 'forfeit', level: 'easy' },
    };
    const { id, tokens, clients } = await finishedMatch(settings);
    expect(clients[0].match.settings).toMatchObject(settings);
    const r = await api(ts.url, 'POST', `/api/matches/${id}/rematch`, {}, tokens[0]);
    expect(r.status).toBe(201);
    expect(r.body.match.settings).toEqual(settings);
    for (const c of clients) c.close();
  });

  it('a match not finished has no rematch; an unclaimed kept seat opens to anyone after the claim time', async () => {
    const c = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2, seat: 0 });
    expect(
      (await api(ts.url, 'POST', `/api/matches/${c.body.match.id}/rematch`, {}, c.body.token)).body.code,
    ).toBe('NOT_FINISHED');
    const { id, tokens, clients } = await finishedMatch();
    const r = await api(ts.url, 'POST', `/api/matches/${id}/rematch`, { name: 'Ann 2' }, tokens[0]);
    expect(r.body.match.seats[0].name).toBe('Ann 2');
    await new Promise((res) => setTimeout(res, 450)); // rematchClaimMs is 400 ms in this test
    const j = await api(ts.url, 'POST', `/api/matches/${r.body.match.id}/join`, {});
    expect(j.body.seat).toBe(1);
    // Bo comes back too late: the seat is someone else's now
    expect((await api(ts.url, 'POST', `/api/matches/${id}/rematch`, {}, tokens[1])).body.code).toBe(
      'SEAT_TAKEN',
    );
    for (const x of clients) x.close();
  });
});
