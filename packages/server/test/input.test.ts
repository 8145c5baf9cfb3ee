import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import type { Storage } from '../src/storage/types.ts';
import { api, type Json, loadGames, startServer } from './helpers.ts';

/**
 * Strict input (issue 18, items 5 and 10): integers in paths and query strings are decimal digits only, a JSON
 * `null` body is not `{}`, and player names are checked and normalised, on SQLite and on PostgreSQL.
 */

const games = await loadGames();
const tmc = games[0];
const PG = process.env.DATABASE_URL;
if (!PG) console.log('input tests: DATABASE_URL is not set, so PostgreSQL is skipped (SQLite only)');
const schemas: string[] = [];
afterAll(async () => {
  if (PG) for (const s of schemas) await dropPostgresSchema(PG, s);
});

const backends: [string, () => Promise<Storage>][] = [['sqlite', () => openSqlite(':memory:')]];
if (PG)
  backends.push([
    'postgres',
    async () => {
      const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
      schemas.push(schema);
      return openPostgres(PG, { schema, max: 4 });
    },
  ]);

function expectBadRequest(res: { status: number; body: Json }, what: string, message?: RegExp) {
  expect(res.status, what).toBe(400);
  expect(res.body.code, what).toBe('BAD_REQUEST');
  if (message) expect(res.body.message, what).toMatch(message);
}

describe('strict integers in paths and query strings', () => {
  it('accept plain decimal digits only', async () => {
    const ts = await startServer(games);
    try {
      const created = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 2 });
      const { id } = created.body.match;
      const host = created.body.hostToken;
      for (const bad of [
        '',
        '1e2',
        '0x10',
        '%205%20',
        '05',
        '5.0',
        '-1',
        '+1',
        '1_0',
        '16',
        '99999999999999999999',
      ])
        expectBadRequest(await api(ts.url, 'GET', `/api/matches/${id}/replay?seat=${bad}`), `seat=${bad}`);
      for (const bad of ['', '1e2', '0x10', '%205%20', '1.5', '-1', '99999999999999999999'])
        expectBadRequest(await api(ts.url, 'GET', `/api/history?before=${bad}`), `before=${bad}`);
      for (const bad of ['', '1e1', '0x10', '%201%20', '0', '201'])
        expectBadRequest(await api(ts.url, 'GET', `/api/matches?limit=${bad}`), `limit=${bad}`);
      for (const bad of ['1e0', '0x1', '01', '%201', '16'])
        expectBadRequest(
          await api(ts.url, 'POST', `/api/matches/${id}/seats/${bad}/bot`, { level: 'easy' }, host),
          `seat ${bad}`,
        );
      // the good ones still work
      expect((await api(ts.url, 'GET', '/api/history?before=0&limit=1')).status).toBe(200);
      expect((await api(ts.url, 'GET', `/api/history?before=${Date.now() + 1000}`)).status).toBe(200);
      expect((await api(ts.url, 'GET', '/api/matches?limit=200')).body.matches.length).toBe(1);
      expect((await api(ts.url, 'GET', `/api/matches/${id}/replay?seat=0`)).body.code).toBe('NOT_FINISHED');
      expect((await api(ts.url, 'GET', `/api/matches/${id}/replay?seat=15`)).body.code).toBe('NOT_FINISHED');
      const bot = await api(ts.url, 'POST', `/api/matches/${id}/seats/1/bot`, { level: 'easy' }, host);
      expect(bot.status).toBe(200);
      expect(bot.body.seats[1].kind).toBe('bot');
    } finally {
      await ts.close();
    }
  });
});

describe('request bodies', () => {
  it('a JSON null body is refused; a missing body still works where the body is optional', async () => {
    const ts = await startServer(games);
    try {
      const created = await api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 3 });
      const { id } = created.body.match;
      expectBadRequest(await api(ts.url, 'POST', '/api/matches', 'null'), 'create null');
      expectBadRequest(await api(ts.url, 'POST', `/api/matches/${id}/join`, 'null'), 'join null');
      expectBadRequest(
        await api(ts.url, 'POST', `/api/matches/${id}/seats/2/bot`, 'null', created.body.hostToken),
        'bot null',
      );
      for (const other of ['[]', '1', '"x"', 'true'])
        expectBadRequest(await api(ts.url, 'POST', `/api/matches/${id}/join`, other), `join ${other}`);
      // nobody was seated by the refused calls
      expect(
        (await api(ts.url, 'GET', `/api/matches/${id}`)).body.seats.every((s: Json) => !s.occupied),
      ).toBe(true);
      // no body at all: the defaults
      const joined = await api(ts.url, 'POST', `/api/matches/${id}/join`);
      expect(joined.status).toBe(200);
      expect(joined.body.seat).toBe(0);
      const bot = await api(
        ts.url,
        'POST',
        `/api/matches/${id}/seats/2/bot`,
        undefined,
        created.body.hostToken,
      );
      expect(bot.status).toBe(200);
      expect(bot.body.seats[2].botLevel).toBe('medium');
      expect((await api(ts.url, 'POST', '/api/matches')).status).toBe(400); // the create body is required
    } finally {
      await ts.close();
    }
  });
});

describe.each(backends)('player names (%s)', (_name, open) => {
  it('refuses control, bidirectional and invisible names; normalises to NFC; counts graphemes', async () => {
    const storage = await open();
    const ts = await startServer(games, { storage });
    try {
      const create = (name: string) =>
        api(ts.url, 'POST', '/api/matches', { game: tmc.id, players: 3, seat: 0, name });
      const refused: [string, RegExp][] = [
        ['a\u0000b', /control characters/],
        ['Bob\u0007', /control characters/],
        ['line\nbreak', /control characters/],
        ['tab\there', /control characters/],
        ['del\u007f', /control characters/],
        ['c1\u0085', /control characters/],
        ['\u202eevil', /bidirectional/],
        ['a\u202ab', /bidirectional/],
        ['x\u2066y\u2069', /bidirectional/],
        ['\u2067rtl', /bidirectional/],
        ['', /visible/],
        ['   ', /visible/],
        ['\u200b\u200b', /visible/],
        ['\u200d\u200c\u2060\ufeff', /visible/],
        ['\u3164', /visible/],
        ['\u115f\u1160', /visible/],
        ['\u00ad', /visible/],
        ['\u2800\u2800', /visible/],
        ['\u3000\u00a0\u2003', /visible/],
        ['\u0301\u0308', /visible/],
        ['\ufe0f', /visible/],
        ['\ud800x', /well-formed/],
        ['a'.repeat(41), /at most 40 characters/],
        ['é'.repeat(41), /at most 40 characters/],
        ['👍🏽'.repeat(41), /at most 40 characters/],
        ['👨‍👩‍👧‍👦'.repeat(40), /at most 40 characters/],
      ];
      for (const [name, why] of refused) expectBadRequest(await create(name), JSON.stringify(name), why);
      // the message is readable in every language and never echoes the name
      const nul = await create('secret\u0000name');
      for (const lang of ['en', 'zh-Hans', 'zh-Hant']) expect(nul.body.text[lang]).not.toContain('secret');
      // the same rules on join (and on rematch and local seats: one schema)
      const ok = await create('  Ana  ');
      expect(ok.status).toBe(201);
      expect(ok.body.match.seats[0].name).toBe('Ana');
      const { id } = ok.body.match;
      expectBadRequest(await api(ts.url, 'POST', `/api/matches/${id}/join`, { name: 'a\u0000' }), 'join');
      expectBadRequest(
        await api(ts.url, 'POST', '/api/matches', {
          game: tmc.id,
          players: 2,
          seat: 0,
          local: [{ seat: 1, name: '\u202e' }],
        }),
        'local',
      );
      // NFC: a decomposed é is stored composed
      const nfd = await api(ts.url, 'POST', `/api/matches/${id}/join`, { name: 'Ame\u0301lie' });
      expect(nfd.status).toBe(200);
      expect(nfd.body.match.seats[nfd.body.seat].name).toBe('Am\u00e9lie');
      // 40 characters as a person counts them, whatever their UTF-16 length
      const long = `${'e\u0301'.repeat(20)}${'👍🏽'.repeat(20)}`;
      const ok40 = await api(ts.url, 'POST', `/api/matches/${id}/join`, { name: long });
      expect(ok40.status).toBe(200);
      expect(ok40.body.match.seats[ok40.body.seat].name).toBe(long.normalize('NFC'));
      // names with invisible parts but something to see are fine
      const chef = await create('👩‍🍳 Chef');
      expect(chef.status).toBe(201);
      expect(chef.body.match.seats[0].name).toBe('👩‍🍳 Chef');
      // and they are stored as answered
      const seats = await storage.getSeats(id);
      expect(seats.map((s) => s.name)).toEqual(['Ana', 'Am\u00e9lie', long.normalize('NFC')]);
    } finally {
      await ts.close();
    }
  });
});
