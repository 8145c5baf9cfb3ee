import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import { type MatchRecord, SeqConflictError, type Storage } from '../src/storage/types.ts';
import { api, connect, loadGames, startServer, WAIT_MS } from './helpers.ts';

const games = await loadGames();
const PG = process.env.DATABASE_URL;
if (!PG)
  console.log('storage tests: DATABASE_URL is not set, so the PostgreSQL storage is skipped (SQLite only)');
const schemas: string[] = [];
afterAll(async () => {
  if (PG) for (const s of schemas) await dropPostgresSchema(PG, s);
});

async function pgStorage() {
  const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  return openPostgres(PG as string, { schema, max: 4 });
}

const backends: [string, () => Promise<Storage>][] = [['sqlite', () => openSqlite(':memory:')]];
if (PG) backends.push(['postgres', pgStorage]);

function record(id: string, status: MatchRecord['status'], updatedAt: number): MatchRecord {
  return {
    id,
    game: 'g',
    players: 2,
    options: { a: 1 },
    seed: 'secret',
    status,
    version: 0,
    stateHash: 'h0',
    hostTokenHash: 'hh',
    result: null,
    createdAt: updatedAt,
    updatedAt,
  };
}

describe.each(backends)('Storage contract: %s', (_name, open) => {
  it('matches, seats, the append-only log with a unique seq, snapshots', async () => {
    const s = await open();
    try {
      await s.migrate(); // idempotent
      const seats = [0, 1].map((seat) => ({
        matchId: 'm1',
        seat,
        kind: 'human' as const,
        botLevel: null,
        name: null,
        tokenHash: null,
      }));
      await s.createMatch(record('m1', 'playing', 1000), seats, {
        seq: 0,
        state: '{"x":0}',
        stateHash: 'h0',
      });
      await s.createMatch(record('m2', 'finished', 2000), [{ ...seats[0], matchId: 'm2' }], {
        seq: 0,
        state: '{}',
        stateHash: 'z',
      });
      expect(await s.getMatch('m1')).toEqual(record('m1', 'playing', 1000));
      expect(await s.getMatch('none')).toBeNull();
      expect((await s.listMatches({ status: 'finished', limit: 10 })).map((m) => m.id)).toEqual(['m2']);
      expect((await s.listMatches({ status: ['playing', 'finished'], limit: 10 })).map((m) => m.id)).toEqual([
        'm2',
        'm1',
      ]);
      expect((await s.listMatches({ limit: 10, before: 2000 })).map((m) => m.id)).toEqual(['m1']);
      expect((await s.listMatches({ limit: 1, afterId: '' })).map((m) => m.id)).toEqual(['m1']);
      expect((await s.listMatches({ limit: 5, afterId: 'm1' })).map((m) => m.id)).toEqual(['m2']);

      await s.updateSeat({ ...seats[1], kind: 'bot', botLevel: 'easy', name: 'B' });
      expect((await s.getSeats('m1'))[1]).toMatchObject({
        kind: 'bot',
        botLevel: 'easy',
        name: 'B',
        tokenHash: null,
      });

      const entry = (seq: number) => ({
        seq,
        seat: 0,
        kind: 'move' as const,
        payload: { type: 'x', n: seq },
        flags: 2,
        stateHash: `h${seq}`,
        at: 5000 + seq,
      });
      await s.appendEntry('m1', entry(1));
      await expect(s.appendEntry('m1', { ...entry(1), stateHash: 'other' })).rejects.toBeInstanceOf(
        SeqConflictError,
      );
      await expect(
        s.appendEntry(
          'm1',
          { ...entry(1), stateHash: 'other' },
          { status: 'finished', result: { winners: [1] } },
        ),
      ).rejects.toBeInstanceOf(SeqConflictError);
      const m = await s.getMatch('m1');
      expect(m?.status).toBe('playing'); // the failed append changed nothing
      expect((await s.readLog('m1'))[0].stateHash).toBe('h1');
      await s.appendEntry('m1', entry(2), { status: 'finished', result: { winners: [0] } });
      expect(await s.readLog('m1')).toEqual([entry(1), entry(2)]);
      expect(await s.getMatch('m1')).toMatchObject({
        status: 'finished',
        version: 2,
        stateHash: 'h2',
        updatedAt: 5002,
      });
      expect(await s.readLog('m1', 1)).toEqual([entry(2)]);
      expect((await s.getMatch('m1'))?.result).toEqual({ winners: [0] });

      await s.putSnapshot('m1', { seq: 2, state: '{"x":2}', stateHash: 'h2' });
      await s.putSnapshot('m1', { seq: 2, state: '{"x":2}', stateHash: 'h2' }); // idempotent
      expect(await s.snapshotSeqs('m1')).toEqual([0, 2]);
      expect(await s.getSnapshot('m1', 2)).toEqual({ seq: 2, state: '{"x":2}', stateHash: 'h2' });
      await s.setStatus('m1', 'broken');
      expect((await s.getMatch('m1'))?.status).toBe('broken');
    } finally {
      await s.close();
    }
  });

  it('two writers racing on one seq: exactly one wins', async () => {
    const s = await open();
    try {
      await s.createMatch(record('r', 'playing', 1), [], { seq: 0, state: '{}', stateHash: 'h' });
      for (let seq = 1; seq <= 20; seq++) {
        const results = await Promise.allSettled(
          [0, 1, 2].map((w) =>
            s.appendEntry(
              'r',
              { seq, seat: w, kind: 'move', payload: { w }, flags: 0, stateHash: `h${w}`, at: seq },
              w === 2 ? { status: 'playing', result: null } : undefined,
            ),
          ),
        );
        expect(results.filter((r) => r.status === 'fulfilled').length).toBe(1);
        for (const r of results)
          if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(SeqConflictError);
      }
      expect((await s.readLog('r')).map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    } finally {
      await s.close();
    }
  });

  it('appends made together are committed together, each on its own: a conflict fails alone', async () => {
    const s = await open();
    try {
      for (const id of ['a', 'b', 'c'])
        await s.createMatch(record(id, 'playing', 1), [], { seq: 0, state: '{}', stateHash: 'h' });
      const e = (seq: number, w: number) => ({
        seq,
        seat: 0,
        kind: 'move' as const,
        payload: { w },
        flags: 0,
        stateHash: '',
        at: seq,
      });
      await s.appendEntry('a', e(1, 0));
      const results = await Promise.allSettled([
        s.appendEntry('a', e(1, 1)), // that seq is stored already
        s.appendEntry('a', e(2, 0)),
        s.appendEntry('b', e(1, 0), { status: 'finished', result: { winners: [0] } }),
        s.appendEntry('c', e(1, 0)),
        s.appendEntry('c', e(1, 1), { status: 'finished', result: null }), // the same seq twice in one batch
      ]);
      expect(results.map((r) => r.status)).toEqual([
        'rejected',
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
      ]);
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(SeqConflictError);
      expect(await s.readLog('a')).toEqual([e(1, 0), e(2, 0)]);
      expect(await s.getMatch('b')).toMatchObject({
        status: 'finished',
        version: 1,
        result: { winners: [0] },
      });
      expect(await s.readLog('c')).toEqual([e(1, 0)]);
      expect((await s.getMatch('c'))?.status).toBe('playing'); // the failed append changed nothing
    } finally {
      await s.close();
    }
  });

  it('a full server game on this storage, then a restart with the match intact', async () => {
    const game = games[0];
    let ts = await startServer(games, { storage: await open() });
    const created = await api(ts.url, 'POST', '/api/matches', {
      game: game.id,
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'random' }],
      seat: 0,
    });
    const id = created.body.match.id;
    const c = await connect(ts.wsUrl, id, created.body.token);
    for (let i = 0; i < 10 && !c.frame!.result; i++) {
      const legal = c.frame!.legal!;
      if (legal.length === 0) {
        const v = c.version;
        await c.waitFor((x) => x.version > v, WAIT_MS, 'bot');
        continue;
      }
      await c.request({ type: 'move', version: c.version, action: legal[0] });
    }
    const version = c.version;
    c.close();
    // The bot may still be answering the last move: compare the state after it has moved.
    await ts.server.service.idle(id);
    const state = ts.server.service.debugState(id);
    if (_name === 'sqlite') {
      await ts.close();
      return; // the SQLite restart is covered by restart.test.ts with a file database
    }
    // PostgreSQL keeps its data across connections: restart on the same schema
    const schema = schemas[schemas.length - 1];
    await ts.close();
    ts = await startServer(games, { storage: await openPostgres(PG as string, { schema, max: 4 }) });
    expect(ts.server.service.debugState(id)).toEqual(state);
    const again = await connect(ts.wsUrl, id, created.body.token);
    expect(again.version).toBeGreaterThanOrEqual(version);
    again.close();
    await ts.close();
  });
});

describe.skipIf(!PG)('PostgreSQL start-up', () => {
  it('several nodes opening one new schema at the same moment all start (schema and migrations serialised)', async () => {
    const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    const opened = await Promise.all(
      Array.from({ length: 6 }, () => openPostgres(PG as string, { schema, max: 1 })),
    );
    try {
      await opened[0].createMatch(record('m1', 'playing', 1), [], { seq: 0, state: '{}', stateHash: 'h0' });
      expect((await opened[5].getMatch('m1'))?.id).toBe('m1');
    } finally {
      for (const s of opened) await s.close();
    }
  });
});
