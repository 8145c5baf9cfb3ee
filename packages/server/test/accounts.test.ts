import { randomBytes } from 'node:crypto';
import { rate, rating } from 'openskill';
import { afterAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../src/service/context.ts';
import type { LiveMatch } from '../src/service/live-match.ts';
import { botRating, displayRating, Ratings } from '../src/service/ratings.ts';
import type { KyselyStorage } from '../src/storage/kysely.ts';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import { connect, type Json, loadGames, startServer, type TestServer } from './helpers.ts';
import { playToEnd } from './play-to-end.ts';

/** Issue 15: profiles bound to a browser by an HttpOnly cookie, seats bound to profiles, rated matches, deletion. */

const games = await loadGames();
const PG = process.env.DATABASE_URL;
const schemas: string[] = [];
afterAll(async () => {
  if (PG) for (const s of schemas) await dropPostgresSchema(PG, s);
});
const backends: [string, () => Promise<KyselyStorage>][] = [['sqlite', () => openSqlite(':memory:')]];
if (PG)
  backends.push([
    'postgres',
    () => {
      const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
      schemas.push(schema);
      return openPostgres(PG, { schema, max: 4 });
    },
  ]);

/** A browser: keeps its cookie jar (the session cookie) across requests. */
class Browser {
  cookie: string | null = null;
  setCookie: string | null = null;
  constructor(readonly base: string) {}
  async call(method: string, path: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookie) headers.cookie = this.cookie;
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(this.base + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) {
      this.setCookie = set;
      const [pair] = set.split(';');
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Json };
  }
}

const CLOCK = { kind: 'move', seconds: 60 } as const;
const game = games[0];

describe.each(backends)('people: %s', (_name, open) => {
  let ts: TestServer;
  afterAll(async () => ts?.close());

  it('a profile per browser in an HttpOnly SameSite cookie; GET/PATCH /api/me; clear errors', async () => {
    ts = await startServer(games, { storage: await open() });
    const b = new Browser(ts.url);
    expect((await b.call('GET', '/api/me')).body).toEqual({ player: null });
    const bad = await b.call('POST', '/api/me', { avatar: 'unicorn' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_REQUEST');
    expect(Object.keys(bad.body.text).sort()).toEqual(['en', 'zh-Hans', 'zh-Hant']);
    const created = await b.call('POST', '/api/me', { name: 'Ada', language: 'zh-Hant', avatar: 'tea' });
    expect(created.status).toBe(201);
    expect(created.body.player).toMatchObject({
      name: 'Ada',
      language: 'zh-Hant',
      avatar: 'tea',
      passkeys: 0,
    });
    // the session is only in the cookie: HttpOnly, SameSite=Lax, not Secure over plain HTTP; never in a body
    expect(b.setCookie).toMatch(/^potluck_sid=[A-Za-z0-9_-]+;/);
    expect(b.setCookie).toMatch(/HttpOnly/);
    expect(b.setCookie).toMatch(/SameSite=Lax/);
    expect(b.setCookie).not.toMatch(/Secure/);
    const token = b.cookie!.split('=')[1];
    expect(JSON.stringify(created.body)).not.toContain(token);
    // a second POST keeps the profile
    const again = await b.call('POST', '/api/me', {});
    expect(again.status).toBe(200);
    expect(again.body.player.id).toBe(created.body.player.id);
    const patched = await b.call('PATCH', '/api/me', { name: '  Ada L.  ', avatar: 'sushi' });
    expect(patched.body.player).toMatchObject({ name: 'Ada L.', avatar: 'sushi' });
    expect((await b.call('GET', '/api/me')).body.player.name).toBe('Ada L.');
    const stranger = new Browser(ts.url);
    const denied = await stranger.call('PATCH', '/api/me', { name: 'x' });
    expect(denied.status).toBe(401);
    expect(denied.body.code).toBe('NOT_SIGNED_IN');
    expect(denied.body.text['zh-Hans']).toContain('通行密钥');
    // the public profile shows name, avatar, ratings and finished matches; not the language or sessions
    const pub = await stranger.call('GET', `/api/players/${created.body.player.id}`);
    expect(pub.status).toBe(200);
    expect(Object.keys(pub.body).sort()).toEqual([
      'avatar',
      'history',
      'id',
      'name',
      'ratings',
      'recent',
      'stats',
    ]);
    expect((await stranger.call('GET', '/api/players/AAAAAAAAAAAA')).body.code).toBe('PLAYER_NOT_FOUND');
    // sign out: the session ends, the cookie is cleared
    expect((await b.call('DELETE', '/api/session')).status).toBe(200);
    expect(b.cookie).toBeNull();
    await ts.close();
  });

  it('rated needs a clock and profiles; a rated match updates ratings as openskill does; my games; deletion', async () => {
    ts = await startServer(games, { storage: await open() });
    const [a, b, guest] = [new Browser(ts.url), new Browser(ts.url), new Browser(ts.url)];
    const pa = (await a.call('POST', '/api/me', { name: 'Ann' })).body.player;
    const pb = (await b.call('POST', '/api/me', { name: 'Ben' })).body.player;
    const spec = { game: game.id, players: 2, seat: 0, name: 'Ann', rated: true };
    expect((await a.call('POST', '/api/matches', spec)).body.code).toBe('RATED_NEEDS_CLOCK');
    expect((await guest.call('POST', '/api/matches', { ...spec, clock: CLOCK })).body.code).toBe(
      'RATED_NEEDS_PROFILE',
    );
    expect(
      (await a.call('POST', '/api/matches', { ...spec, clock: CLOCK, local: [{ seat: 1 }] })).body.code,
    ).toBe('RATED_NEEDS_PROFILE');
    const created = await a.call('POST', '/api/matches', { ...spec, clock: CLOCK });
    expect(created.status).toBe(201);
    expect(created.body.match.settings.rated).toBe(true);
    const id = created.body.match.id;
    expect((await guest.call('POST', `/api/matches/${id}/join`, {})).body.code).toBe('RATED_NEEDS_PROFILE');
    expect((await a.call('POST', `/api/matches/${id}/join`, {})).body.code).toBe('ALREADY_SEATED');
    const joined = await b.call('POST', `/api/matches/${id}/join`, { name: 'Ben' });
    expect(joined.status).toBe(200);
    // my games: in progress, with whose turn it is
    const mine = (await a.call('GET', '/api/me/matches')).body;
    expect(mine.finished).toEqual([]);
    expect(mine.playing).toHaveLength(1);
    expect(mine.playing[0]).toMatchObject({ id, rated: true, seat: 0, status: 'playing' });
    expect(mine.playing[0].turn.length).toBeGreaterThan(0);
    expect(mine.playing[0].myTurn).toBe(mine.playing[0].turn.includes(0));
    expect(mine.playing[0].seats.map((s: Json) => s.player)).toEqual([pa.id, pb.id]);

    const c0 = await connect(ts.wsUrl, id, created.body.token);
    const c1 = await connect(ts.wsUrl, id, joined.body.token);
    await playToEnd([c0, c1]);
    const ranks: number[] = [...(c0.frame?.result?.ranks ?? [])];
    c0.close();
    c1.close();
    // the finishing move was acknowledged after the ratings were stored: no wait needed
    const expected = rate([[rating()], [rating()]], { rank: ranks });
    for (const [who, seat] of [
      [pa, 0],
      [pb, 1],
    ] as const) {
      const prof = (await guest.call('GET', `/api/players/${who.id}`)).body;
      expect(prof.ratings).toHaveLength(1);
      expect(prof.ratings[0].mu).toBeCloseTo(expected[seat][0].mu, 10);
      expect(prof.ratings[0].sigma).toBeCloseTo(expected[seat][0].sigma, 10);
      expect(prof.ratings[0]).toMatchObject({ game: game.id, games: 1, provisional: true });
      expect(prof.ratings[0].rating).toBe(displayRating(expected[seat][0].mu, expected[seat][0].sigma));
      expect(prof.history).toEqual([
        expect.objectContaining({ match: id, rank: ranks[seat], players: 2, game: game.id }),
      ]);
      expect(prof.recent[0]).toMatchObject({ id, rank: ranks[seat], replay: `/#/replay/${id}` });
      expect(prof.stats).toEqual([
        {
          game: game.id,
          players: 2,
          played: 1,
          won: ranks[seat] === 1 ? 1 : 0,
          winRate: ranks[seat] === 1 ? 1 : 0,
        },
      ]);
    }
    const board = (await guest.call('GET', `/api/leaderboard?game=${game.id}&size=1`)).body;
    expect(board).toMatchObject({ game: game.id, page: 1, size: 1, total: 2, pages: 2 });
    expect(board.rows[0].place).toBe(1);
    const page2 = (await guest.call('GET', `/api/leaderboard?game=${game.id}&size=1&page=2`)).body;
    expect(page2.rows[0].place).toBe(2);
    expect(board.rows[0].rating).toBeGreaterThanOrEqual(page2.rows[0].rating);
    expect((await guest.call('GET', '/api/leaderboard?game=nope')).body.code).toBe('UNKNOWN_GAME');
    expect((await guest.call('GET', '/api/leaderboard')).body.code).toBe('BAD_REQUEST');

    // a rematch is rated too, with the same clock
    const again = await a.call('POST', `/api/matches/${id}/rematch`, {}, created.body.token);
    expect(again.status).toBe(201);
    expect(again.body.match.settings).toMatchObject({ rated: true, clock: CLOCK });

    // Ben deletes his account: his profile goes, the match and its replay stay, his seat is a "deleted player"
    const replayBefore = await guest.call('GET', `/api/matches/${id}/replay`);
    expect((await b.call('DELETE', '/api/me')).status).toBe(200);
    expect((await guest.call('GET', `/api/players/${pb.id}`)).body.code).toBe('PLAYER_NOT_FOUND');
    expect((await b.call('GET', '/api/me')).body).toEqual({ player: null });
    const finished = (await a.call('GET', '/api/me/matches')).body.finished;
    expect(finished[0].seats[1]).toMatchObject({ player: null, name: null, deleted: true });
    expect(finished[0].seats[0]).toMatchObject({ player: pa.id, deleted: false });
    const replayAfter = await guest.call('GET', `/api/matches/${id}/replay`);
    expect(replayAfter.status).toBe(200);
    expect(replayAfter.body.steps).toEqual(replayBefore.body.steps);
    const leaderboard = (await guest.call('GET', `/api/leaderboard?game=${game.id}`)).body;
    expect(leaderboard.rows.map((r: Json) => r.player)).toEqual([pa.id]);
    await ts.close();
  });

  it('updates for 2–5 players with ties (and bots) are those of openskill rate() called directly', async () => {
    const storage = await open();
    await storage.migrate();
    const logs: string[] = [];
    const log = {
      info() {},
      warn: (o: object) => logs.push(JSON.stringify(o)),
      error: (o: object) => logs.push(JSON.stringify(o)),
    };
    const ratings = new Ratings({ storage, log } as unknown as ServiceContext);
    const store = storage.accounts;
    const people = Array.from({ length: 5 }, (_, i) => `player${i}`.padEnd(12, 'x'));
    for (const [i, p] of people.entries())
      await store.createPlayer(
        { id: p, name: `P${i}`, avatar: 'tea', language: 'en', createdAt: 1 },
        `h${p}`,
      );
    const now = new Map(people.map((p) => [p, rating()]));
    // each match: who sits (a person's index, or a bot level) and the placings (equal numbers tie)
    const matches: [(number | string)[], number[]][] = [
      [
        [0, 1],
        [1, 1],
      ],
      [
        [0, 1, 2],
        [1, 1, 3],
      ],
      [
        [3, 'hard', 1, 2],
        [2, 1, 2, 4],
      ],
      [
        [4, 3, 2, 1, 0],
        [1, 2, 2, 4, 4],
      ],
      [
        [2, 0, 'easy', 4, 3],
        [3, 3, 1, 3, 5],
      ],
      [
        [1, 4],
        [2, 1],
      ],
    ];
    for (const [k, [sitters, ranks]] of matches.entries()) {
      const id = `rated${k}`;
      for (const [seat, s] of sitters.entries())
        if (typeof s === 'number') await store.setSeatPlayer(id, seat, people[s]);
      const m = {
        id,
        game: { id: 'wasabi' },
        settings: { rated: true },
        result: { ranks },
        seats: sitters.map((s, seat) => ({
          seat,
          kind: typeof s === 'number' ? 'human' : 'bot',
          botLevel: typeof s === 'number' ? null : s,
        })),
      } as unknown as LiveMatch;
      const teams = sitters.map((s) => [
        typeof s === 'number' ? now.get(people[s])! : botRating('wasabi', s),
      ]);
      const expected = rate(teams, { rank: ranks });
      await ratings.settle(m);
      await ratings.settle(m); // once per match, however often it is called
      sitters.forEach((s, i) => {
        if (typeof s === 'number') now.set(people[s], expected[i][0]);
      });
      const stored = await store.ratingsOf(people, 'wasabi');
      for (const r of stored) {
        expect(r.mu, `${id} ${r.playerId}`).toBeCloseTo(now.get(r.playerId)!.mu, 10);
        expect(r.sigma, `${id} ${r.playerId}`).toBeCloseTo(now.get(r.playerId)!.sigma, 10);
      }
    }
    const games = (await store.ratingsOf(people, 'wasabi')).map((r) => [r.playerId, r.games]);
    expect(Object.fromEntries(games)).toEqual({
      [people[0]]: 4,
      [people[1]]: 5,
      [people[2]]: 4,
      [people[3]]: 3,
      [people[4]]: 3,
    });
    expect(logs).toEqual([]);
    await storage.close();
  });
});
