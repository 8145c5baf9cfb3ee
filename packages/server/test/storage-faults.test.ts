import { randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import { type MatchRecord, StorageUnavailableError } from '../src/storage/types.ts';
import { api, type Client, connect, loadGames, startServer, type TestServer } from './helpers.ts';

const games = await loadGames();
const game = games[0];
const tmp = mkdtempSync(join(tmpdir(), 'potluck-faults-'));
const PG = process.env.DATABASE_URL;
const schemas: string[] = [];
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  if (PG) for (const s of schemas) await dropPostgresSchema(PG, s);
});

let n = 0;
const dbFile = () => join(tmp, `faults-${++n}.sqlite`);

/** A started match of humans (every seat connected) on `ts`. */
async function playing(ts: TestServer) {
  const c = await api(ts.url, 'POST', '/api/matches', { game: game.id, players: game.minPlayers, seat: 0 });
  expect(c.status).toBe(201);
  const id: string = c.body.match.id;
  const tokens: string[] = [c.body.token];
  for (let s = 1; s < game.minPlayers; s++)
    tokens.push((await api(ts.url, 'POST', `/api/matches/${id}/join`, {})).body.token);
  const clients = await Promise.all(tokens.map((t) => connect(ts.wsUrl, id, t)));
  return { id, clients };
}

/** One legal move by a seat whose turn it is: the answer (ack or error). */
function move(clients: Client[]) {
  const c = clients.find((x) => (x.frame?.legal?.length ?? 0) > 0);
  if (!c) throw new Error('nobody can move');
  return { client: c, answer: c.request({ type: 'move', version: c.version, action: c.frame!.legal![0] }) };
}

const createBody = () => ({ game: game.id, players: game.minPlayers, seat: 0 });

describe('SQLite: a deleted, replaced or corrupt database file is seen', () => {
  it('deleted under a running server: moves are refused (UNAVAILABLE), /api/ready is 503, and the next start refuses to begin an empty database', async () => {
    const file = dbFile();
    const ts = await startServer(games, { storage: await openSqlite(file) });
    const { id, clients } = await playing(ts);
    try {
      expect((await api(ts.url, 'GET', '/api/ready')).status).toBe(200);
      const first = move(clients);
      const ack = await first.answer;
      expect(ack).toMatchObject({ type: 'ack' });
      await Promise.all(clients.map((c) => c.waitFor((x) => x.version === ack.version)));

      unlinkSync(file);
      const second = move(clients);
      const refused = await second.answer;
      expect(refused).toMatchObject({ type: 'error', code: 'UNAVAILABLE' });
      // not applied either: the match is still at the acknowledged version
      expect((await api(ts.url, 'GET', `/api/matches/${id}/spectate`)).body.version).toBe(ack.version);

      const ready = await api(ts.url, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.ready).toBe(false);
      expect(ready.body.checks.storage).toMatch(/deleted or moved/);
      const create = await api(ts.url, 'POST', '/api/matches', createBody());
      expect(create.status).toBe(503);
      expect(create.body.code).toBe('UNAVAILABLE');
    } finally {
      for (const c of clients) c.close();
      await ts.close();
    }
    // the WAL and shared-memory files are left without their database: no new empty database over them
    expect(existsSync(`${file}-wal`)).toBe(true);
    const reopened = openSqlite(file);
    await expect(reopened).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(reopened).rejects.toThrow(
      /is missing but its .*-wal.* there: the database was deleted or moved/,
    );
    expect(existsSync(file)).toBe(false);
  });

  it('replaced under a running server (moved aside, a copy put in its place): writes and /api/ready fail', async () => {
    const file = dbFile();
    const ts = await startServer(games, { storage: await openSqlite(file) });
    const { clients } = await playing(ts);
    try {
      renameSync(file, `${file}.old`);
      copyFileSync(`${file}.old`, file);
      expect((await move(clients).answer).code).toBe('UNAVAILABLE');
      const ready = await api(ts.url, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.checks.storage).toMatch(/replaced/);
    } finally {
      for (const c of clients) c.close();
      await ts.close();
    }
  });

  it('overwritten from its first byte under a running server: /api/ready is 503 and so are the next calls', async () => {
    const file = dbFile();
    const ts = await startServer(games, { storage: await openSqlite(file) });
    try {
      expect((await api(ts.url, 'POST', '/api/matches', createBody())).status).toBe(201);
      const fd = openSync(file, 'r+');
      writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 0);
      closeSync(fd);
      const ready = await api(ts.url, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.checks.storage).toMatch(/no longer starts with a SQLite header/);
      const create = await api(ts.url, 'POST', '/api/matches', createBody());
      expect(create.status).toBe(503);
      expect(create.body.code).toBe('UNAVAILABLE');
    } finally {
      await ts.close();
    }
  });

  it('corrupt pages: a replay and a create answer 503 UNAVAILABLE (not 500), /api/ready turns 503, a restart is refused in one line', async () => {
    const file = dbFile();
    // a finished match with a long log, written before the server starts (so the server has none of it cached)
    const before = await openSqlite(file);
    const id = 'finished-1';
    const m: MatchRecord = {
      id,
      game: game.id,
      players: 2,
      options: {},
      seed: 's',
      status: 'finished',
      version: 400,
      stateHash: 'h',
      hostTokenHash: 'hh',
      result: null,
      createdAt: 1,
      updatedAt: 1,
    };
    const seats = [0, 1].map((seat) => ({
      matchId: id,
      seat,
      kind: 'human' as const,
      botLevel: null,
      name: null,
      tokenHash: null,
    }));
    await before.createMatch(m, seats, { seq: 0, state: '{}', stateHash: 'h0' });
    for (let seq = 1; seq <= 400; seq++)
      await before.appendEntry(id, {
        seq,
        seat: seq % 2,
        kind: 'move',
        payload: { pad: 'x'.repeat(200) },
        flags: 0,
        stateHash: `h${seq}`,
        at: seq,
      });
    await before.close();

    const ts = await startServer(games, { storage: await openSqlite(file) });
    try {
      expect((await api(ts.url, 'GET', '/api/ready')).status).toBe(200);
      // every page but the first (the header and the schema) turns to garbage
      const size = statSync(file).size;
      expect(size).toBeGreaterThan(20 * 4096);
      const fd = openSync(file, 'r+');
      writeSync(fd, Buffer.alloc(size - 4096, 0xa5), 0, size - 4096, 4096);
      closeSync(fd);

      const replay = await api(ts.url, 'GET', `/api/matches/${id}/replay`);
      expect(replay.status).toBe(503);
      expect(replay.body.code).toBe('UNAVAILABLE');
      const create = await api(ts.url, 'POST', '/api/matches', createBody());
      expect(create.status).toBe(503);
      expect(create.body.code).toBe('UNAVAILABLE');
      const ready = await api(ts.url, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.checks.storage).toMatch(/corrupt \(SQLITE_CORRUPT/);
    } finally {
      await ts.close();
    }
    const reopened = openSqlite(file);
    await expect(reopened).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(reopened).rejects.toThrow(
      new RegExp(
        `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is not a usable SQLite database: .+; move it aside or restore a backup$`,
      ),
    );
  });

  it('a file that is not a database at all is refused at start in one line', async () => {
    const file = dbFile();
    const fd = openSync(file, 'w');
    writeSync(fd, 'these are my notes, not a database\n'.repeat(200));
    closeSync(fd);
    await expect(openSqlite(file)).rejects.toThrow(
      `${file} is not a usable SQLite database: SQLITE_NOTADB: file is not a database; move it aside or restore a backup`,
    );
  });
});

describe.skipIf(!PG)('PostgreSQL: an unusable database is UNAVAILABLE', () => {
  const newSchema = () => {
    const schema = `potluck_faults_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    return schema;
  };

  it('its schema dropped under a running server: creates answer 503 UNAVAILABLE, /api/ready 503', async () => {
    const schema = newSchema();
    const ts = await startServer(games, { storage: await openPostgres(PG as string, { schema, max: 2 }) });
    try {
      expect((await api(ts.url, 'POST', '/api/matches', createBody())).status).toBe(201);
      expect((await api(ts.url, 'GET', '/api/ready')).status).toBe(200);
      await dropPostgresSchema(PG as string, schema);
      const create = await api(ts.url, 'POST', '/api/matches', createBody());
      expect(create.status).toBe(503);
      expect(create.body.code).toBe('UNAVAILABLE');
      const history = await api(ts.url, 'GET', '/api/history');
      expect(history.status).toBe(503);
      const ready = await api(ts.url, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.checks.storage).toMatch(/42P01: relation "matches" does not exist/);
    } finally {
      await ts.close();
    }
  });

  it('unreachable at start: one readable error naming the database without its password', async () => {
    const url = new URL(PG as string);
    url.port = '1'; // nothing listens there
    url.password = 'sekret';
    const opening = openPostgres(url.toString());
    await expect(opening).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(opening).rejects.toThrow(
      /^cannot use postgres:\/\/[^ ]*:\*\*\*@[^ ]+:1\/[^ ]*: .*ECONNREFUSED/,
    );
    await expect(opening).rejects.not.toThrow(/sekret/);
  });

  it('idle connections killed (a database restart): no crash, the next calls open new connections', async () => {
    const schema = newSchema();
    const app = `potluck_faults_${randomBytes(4).toString('hex')}`;
    const url = new URL(PG as string);
    url.searchParams.set('application_name', app);
    let idleError!: (e: Error) => void;
    const dropped = new Promise<Error>((resolve) => {
      idleError = resolve;
    });
    const storage = await openPostgres(url.toString(), { schema, max: 1, onIdleError: (e) => idleError(e) });
    const ts = await startServer(games, { storage });
    try {
      expect((await api(ts.url, 'POST', '/api/matches', createBody())).status).toBe(201);
      const admin = new pg.Client({ connectionString: PG });
      await admin.connect();
      try {
        const r = await admin.query(
          'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1',
          [app],
        );
        expect(r.rows.length).toBe(1);
      } finally {
        await admin.end();
      }
      expect((await dropped).message).toMatch(/terminat/);
      expect((await api(ts.url, 'GET', '/api/ready')).status).toBe(200);
      expect((await api(ts.url, 'POST', '/api/matches', createBody())).status).toBe(201);
    } finally {
      await ts.close();
    }
  });
});
