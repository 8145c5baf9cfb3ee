import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGame, parseOptions, randomSeed } from '@potluck/engine';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClusterBus, Notice } from '../src/cluster.ts';
import { MatchService, stateHash } from '../src/service.ts';
import type { KyselyStorage } from '../src/storage/kysely.ts';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import { MatchExistsError, type MatchRecord, type SeatRecord } from '../src/storage/types.ts';
import { hashToken, newMatchId, newToken } from '../src/tokens.ts';
import { loadGames } from './helpers.ts';

const games = await loadGames();
const PG = process.env.DATABASE_URL;
if (!PG)
  console.log('rematch storage tests: DATABASE_URL is not set, so PostgreSQL is skipped (SQLite only)');
const tmp = mkdtempSync(join(tmpdir(), 'potluck-rematch-storage-'));
const schemas: string[] = [];
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  if (PG) for (const s of schemas) await dropPostgresSchema(PG, s);
});

/** A backend: `fresh()` names a new empty database, `open(name)` opens a connection (a node) to it. */
interface Backend {
  fresh(): string;
  open(name: string): Promise<KyselyStorage>;
}
const backends: [string, Backend][] = [
  [
    'sqlite',
    { fresh: () => join(tmp, `${randomBytes(6).toString('hex')}.sqlite`), open: (f) => openSqlite(f) },
  ],
];
if (PG) {
  backends.push([
    'postgres',
    {
      fresh() {
        const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
        schemas.push(schema);
        return schema;
      },
      open: (schema) => openPostgres(PG, { schema, max: 4 }),
    },
  ]);
}

function record(id: string): MatchRecord {
  return {
    id,
    game: 'g',
    players: 2,
    options: {},
    seed: 's',
    status: 'finished',
    version: 0,
    stateHash: 'h',
    hostTokenHash: 'hh',
    result: null,
    createdAt: 1,
    updatedAt: 1,
  };
}

function seat(matchId: string, n: number, extra: Partial<SeatRecord> = {}): SeatRecord {
  return { matchId, seat: n, kind: 'human', botLevel: null, name: null, tokenHash: null, ...extra };
}

const snap = { seq: 0, state: '{}', stateHash: 'h' };

/** A message bus between in-process nodes (what Redis is between processes). */
class MemoryBus implements ClusterBus {
  private handlers: ((n: Notice) => void)[] = [];
  constructor(
    readonly nodeId: string,
    private readonly all: MemoryBus[],
  ) {
    all.push(this);
  }
  publish(m: string, v: number, seats?: boolean): void {
    for (const b of this.all) {
      if (b === this) continue;
      const n: Notice = { m, v, n: this.nodeId, ...(seats ? { s: 1 as const } : {}) };
      setImmediate(() => {
        for (const h of b.handlers) h(n);
      });
    }
  }
  onNotice(fn: (n: Notice) => void): void {
    this.handlers.push(fn);
  }
  onResubscribed(): void {}
  async lease(): Promise<boolean> {
    return true;
  }
  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}

/** Two in-process nodes (services) over one database, talking through a MemoryBus; `close` shuts both down. */
async function twoNodes(backend: Backend) {
  const name = backend.fresh();
  const buses: MemoryBus[] = [];
  const storages = [await backend.open(name), await backend.open(name)];
  const nodes = storages.map(
    (storage, i) =>
      new MatchService({
        storage,
        games,
        botDelayMs: 0,
        botWorkers: 0,
        botWorkerUrl: null,
        cluster: new MemoryBus(`node${i}`, buses),
      }),
  );
  const close = async () => {
    for (const node of nodes) await node.close();
    for (const s of storages) await s.close();
  };
  return { storages, nodes, close };
}

describe.each(backends)('rematch storage: %s', (_name, backend) => {
  it('setRematch is set once: racing writers all get the first one', async () => {
    const s = await backend.open(backend.fresh());
    try {
      await s.createMatch(record('old'), [], snap);
      expect((await s.getMatch('old'))?.rematch ?? null).toBeNull();
      const ids = Array.from({ length: 6 }, () => newMatchId());
      const won = await Promise.all(ids.map((id) => s.setRematch('old', id)));
      expect(ids).toContain(won[0]);
      expect(new Set(won).size).toBe(1);
      expect(await s.setRematch('old', newMatchId())).toBe(won[0]);
      expect((await s.getMatch('old'))?.rematch).toBe(won[0]);
      expect((await s.listMatches({ status: 'finished', limit: 5 }))[0].rematch).toBe(won[0]);
      expect(await s.setRematch('missing', 'x')).toBeNull();
    } finally {
      await s.close();
    }
  });

  it('the same set-once across two connections (two nodes), and a seat reservation kept until claimed', async () => {
    const name = backend.fresh();
    const a = await backend.open(name);
    const b = await backend.open(name);
    try {
      const kept = { tokenHash: 'old-hash', until: 1_900_000_000_000 };
      await a.createMatch(record('old'), [], snap);
      await a.createMatch(record('new'), [seat('new', 0, { reserved: kept }), seat('new', 1)], snap);
      await expect(b.createMatch(record('new'), [], snap)).rejects.toBeInstanceOf(MatchExistsError);
      const [x, y] = await Promise.all([a.setRematch('old', 'A'), b.setRematch('old', 'B')]);
      expect(x).toBe(y);
      expect((await a.getMatch('old'))?.rematch).toBe(x);
      const seats = await b.getSeats('new');
      expect(seats[0].reserved).toEqual(kept);
      expect(seats[1].reserved ?? null).toBeNull();
      await b.updateSeat({ ...seats[0], tokenHash: 'new-hash', reserved: null }); // claimed
      expect((await a.getSeats('new'))[0]).toMatchObject({ tokenHash: 'new-hash' });
      expect((await a.getSeats('new'))[0].reserved ?? null).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('migration 3 brings a database from before it up to date (its data intact)', async () => {
    const name = backend.fresh();
    let s = await backend.open(name);
    await s.createMatch(record('old'), [seat('old', 0, { tokenHash: 't' })], snap);
    // back to the version-2 schema
    await sql`delete from schema_migrations where version = 3`.execute(s.db);
    await sql`alter table matches drop column rematch`.execute(s.db);
    await sql`alter table seats drop column reserved_hash`.execute(s.db);
    await sql`alter table seats drop column reserved_until`.execute(s.db);
    await s.close();
    s = await backend.open(name);
    try {
      expect(await s.getSeats('old')).toEqual([seat('old', 0, { tokenHash: 't' })]);
      expect(await s.setRematch('old', 'R')).toBe('R');
      const versions = await s.db.selectFrom('schema_migrations').select('version').execute();
      expect(versions.map((v) => Number(v.version))).toContain(3);
    } finally {
      await s.close();
    }
  });

  // Nodes share PostgreSQL (docs/deploy.md); two SQLite connections in one thread would block each other.
  it.skipIf(_name === 'sqlite')(
    'two nodes: the last two seats taken at once, one on each node, start the match',
    async () => {
      const { storages, nodes, close } = await twoNodes(backend);
      try {
        for (let round = 0; round < 5; round++) {
          const { match } = await nodes[0].create({
            game: games[0].id,
            players: 2,
            seats: [{ kind: 'human' }, { kind: 'human' }],
          } as never);
          await nodes[1].matchInfo(match.id); // both nodes have it loaded, neither with a seat taken
          await Promise.all([nodes[0].join(match.id, { seat: 0 }), nodes[1].join(match.id, { seat: 1 })]);
          expect((await storages[0].getMatch(match.id))?.status).toBe('playing');
        }
      } finally {
        await close();
      }
    },
  );

  it.skipIf(_name === 'sqlite')(
    'two nodes: both players ask at once, each on its own node; one rematch, each in its own seat',
    async () => {
      const game = games[0];
      const { storages, nodes, close } = await twoNodes(backend);
      try {
        // a finished match of two humans, written as the node that ran it left it
        const options = parseOptions(game, {});
        const state = createGame(game, { players: 2, seed: randomSeed(), options });
        const tokens = [newToken(), newToken()];
        const id = newMatchId();
        await storages[0].createMatch(
          { ...record(id), game: game.id, options, stateHash: stateHash(state) },
          tokens.map((t, i) => seat(id, i, { tokenHash: hashToken(t) })),
          { seq: 0, state: JSON.stringify(state), stateHash: stateHash(state) },
        );
        const [r0, r1] = await Promise.all([
          nodes[0].rematch(id, tokens[0]),
          nodes[1].rematch(id, tokens[1]),
        ]);
        expect(r0.match.id).toBe(r1.match.id);
        expect([r0.created, r1.created].filter(Boolean)).toHaveLength(1);
        expect([r0.seat, r1.seat]).toEqual([0, 1]);
        const rematchId = r0.match.id;
        expect((await storages[0].getMatch(id))?.rematch).toBe(rematchId);
        for (const node of nodes) expect((await node.matchInfo(id)).rematch).toBe(rematchId);
        const seats = await storages[1].getSeats(rematchId);
        expect(seats.map((s) => s.tokenHash)).toEqual([hashToken(r0.token), hashToken(r1.token)]);
        expect(seats.map((s) => s.reserved ?? null)).toEqual([null, null]);
        // With both seats filled, one node or the other started it, whichever saw both.
        expect((await storages[0].getMatch(rematchId))?.status).toBe('playing');
        // a third call claims nothing new
        await expect(nodes[1].rematch(id, tokens[0])).rejects.toMatchObject({ code: 'SEAT_TAKEN' });
      } finally {
        await close();
      }
    },
  );
});
