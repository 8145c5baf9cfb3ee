import type { Kysely } from 'kysely';
import { inPhase } from '../phases.ts';
import { AccountStore, accountTables } from './accounts.ts';
import { AnalysisQueueStore, analysisRequestsTable } from './analysis-queue.ts';
import type { KyselyLib } from './kysely-lib.ts';
import {
  type ChatEntry,
  type ChatQuery,
  type ListFilter,
  type LogEntry,
  MatchExistsError,
  type MatchProgress,
  type MatchRecord,
  type MatchStatus,
  type SeatRecord,
  type SeatReservation,
  SeqConflictError,
  type Snapshot,
  type Storage,
  StorageUnavailableError,
} from './types.ts';

/** A log row of a group commit, with the match row's new status when the entry changes it. */
export interface LogRow {
  matchId: string;
  entry: LogEntry;
  progress: MatchProgress | undefined;
}

/**
 * A backend's own writer of a group commit (SQLite: better-sqlite3 prepared statements in one transaction,
 * synchronous), used instead of the shared INSERT: for each row, whether it was stored (false: its (match, seq)
 * exists). It runs while this storage holds its connection, so no other transaction is open.
 */
export type LogWriter = (rows: readonly LogRow[]) => boolean[];

/** An append waiting for the next group commit. */
interface PendingAppend extends LogRow {
  resolve(): void;
  reject(e: unknown): void;
}

/** At most this many log rows per group commit (the rest go in the next). */
const MAX_BATCH = 1000;

/** Table types. Timestamps are epoch milliseconds (bigint in PostgreSQL, which pg returns as strings). */
export interface Database {
  matches: {
    id: string;
    game: string;
    players: number;
    options: string;
    seed: string;
    status: string;
    version: number;
    state_hash: string;
    host_token_hash: string;
    result: string | null;
    created_at: number | string;
    updated_at: number | string;
    /** Migration 3: the rematch's id, set once. */
    rematch: string | null;
    /** Migration 4: the match's settings (clock, timeout policy) as JSON; null = none (matches made before). */
    settings: string | null;
    /** Migration 4: when the match started (its clocks' origin); null while open. */
    started_at: number | string | null;
  };
  seats: {
    match_id: string;
    seat: number;
    kind: string;
    bot_level: string | null;
    name: string | null;
    token_hash: string | null;
    /** Migration 3: a rematch seat kept for the old token hash until reserved_until (both null when not). */
    reserved_hash: string | null;
    reserved_until: number | string | null;
  };
  log: {
    match_id: string;
    seq: number;
    seat: number;
    kind: string;
    payload: string;
    flags: number;
    state_hash: string;
    at: number | string;
  };
  schema_migrations: {
    version: number;
    name: string;
    applied_at: number;
  };
  snapshots: {
    match_id: string;
    seq: number;
    state: string;
    state_hash: string;
  };
  /** Migration 5: each match's chat; `id` runs 1, 2, 3… per match. */
  chat: {
    match_id: string;
    id: number;
    at: number | string;
    seat: number;
    name: string | null;
    text: string | null;
    reaction: string | null;
  };
  /** Migration 7: each finished match's post-game analysis (JSON), written once. */
  analyses: {
    match_id: string;
    analysis: string;
    created_at: number | string;
  };
}

type MatchRow = Database['matches'];

/** The advisory lock key under which PostgreSQL migrations run (any constant shared by all nodes). */
export const MIGRATION_LOCK = 7_310_001;

function toMatch(r: MatchRow): MatchRecord {
  return {
    id: r.id,
    game: r.game,
    players: Number(r.players),
    options: JSON.parse(r.options),
    seed: r.seed,
    status: r.status as MatchStatus,
    version: Number(r.version),
    stateHash: r.state_hash,
    hostTokenHash: r.host_token_hash,
    result: r.result === null ? null : JSON.parse(r.result),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    ...(r.rematch !== null && r.rematch !== undefined ? { rematch: r.rematch } : {}),
    ...(r.settings !== null && r.settings !== undefined ? { settings: JSON.parse(r.settings) } : {}),
    ...(r.started_at !== null && r.started_at !== undefined ? { startedAt: Number(r.started_at) } : {}),
  };
}

function toSeat(r: Database['seats']): SeatRecord {
  return {
    matchId: r.match_id,
    seat: Number(r.seat),
    kind: r.kind as SeatRecord['kind'],
    botLevel: r.bot_level,
    name: r.name,
    tokenHash: r.token_hash,
    ...(r.reserved_hash !== null && r.reserved_hash !== undefined && r.reserved_until !== null
      ? { reserved: { tokenHash: r.reserved_hash, until: Number(r.reserved_until) } }
      : {}),
  };
}

/** The reservation columns of a seat row. */
function reservedColumns(r: SeatReservation | null | undefined) {
  return { reserved_hash: r?.tokenHash ?? null, reserved_until: r?.until ?? null };
}

/** True if `e` is a unique/primary-key violation in SQLite or PostgreSQL. */
function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505' // PostgreSQL unique_violation
  );
}

/**
 * What a backend adds to the shared queries: SQLite watches its file (deleted, replaced, corrupt); PostgreSQL
 * needs nothing more (its driver errors say it all).
 */
export interface StorageGuard {
  /** Before every call: throws StorageUnavailableError once the database can no longer be used. Cheap. */
  check(): void;
  /** Told of every driver error before it is wrapped (SQLite fails for good on a corrupt file). */
  failed?(e: unknown): void;
  /** More checks for ping (/api/ready), e.g. the file's header; throws StorageUnavailableError. */
  ping?(): void;
}

/** A driver error in one line: its code (SQLITE_CORRUPT, ECONNREFUSED, a PostgreSQL SQLSTATE) and message. */
export function describeError(e: unknown): string {
  const err = e as { code?: unknown; message?: unknown; errors?: unknown } | null;
  let message = typeof err?.message === 'string' ? err.message : String(e);
  // a connection refused on every address of a host name is an AggregateError with an empty message
  if (!message && Array.isArray(err?.errors))
    message = [...new Set(err.errors.map((x) => (x as Error)?.message).filter(Boolean))].join('; ');
  const code = typeof err?.code === 'string' ? err.code : '';
  if (!message) return code || 'unknown error';
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

/**
 * The Storage implementation over Kysely. The same queries run on SQLite and PostgreSQL; only the dialect
 * (and `bigint` vs `integer` for timestamps) differs.
 */
export class KyselyStorage implements Storage {
  constructor(
    readonly db: Kysely<Database>,
    private readonly flavour: 'sqlite' | 'postgres',
    private readonly K: KyselyLib,
    private readonly guard?: StorageGuard,
    private readonly logWriter?: LogWriter,
  ) {}

  private accountStore: AccountStore | null = null;

  /** People (issue 15): profiles, sessions, passkeys, seats' players, ratings, the queue (./accounts.ts). */
  get accounts(): AccountStore {
    this.accountStore ??= new AccountStore(this.db as Kysely<unknown>, this.K);
    return this.accountStore;
  }

  private analysisQueueStore: AnalysisQueueStore | null = null;

  /** The post-game analysis queue (issue 17 item 2; migration 8, ./analysis-queue.ts). */
  get analysisQueue(): AnalysisQueueStore {
    this.analysisQueueStore ??= new AnalysisQueueStore(this.db as Kysely<unknown>, this.K, this.flavour, () =>
      this.guard?.check(),
    );
    return this.analysisQueueStore;
  }

  /**
   * One storage call: the backend's guard first, then `f`; any error but the conflicts callers rely on
   * (MatchExistsError, SeqConflictError) comes out as StorageUnavailableError.
   */
  private async op<T>(f: () => Promise<T>): Promise<T> {
    try {
      if (this.guard) inPhase('storage', () => this.guard?.check());
      return await f();
    } catch (e) {
      if (
        e instanceof MatchExistsError ||
        e instanceof SeqConflictError ||
        e instanceof StorageUnavailableError
      )
        throw e;
      this.guard?.failed?.(e);
      throw new StorageUnavailableError(describeError(e), { cause: e });
    }
  }

  /**
   * Versioned migrations, run at start (idempotent): each applied once, recorded in schema_migrations. On
   * PostgreSQL several nodes may start at once, so one migrates at a time under an advisory lock.
   */
  migrate(): Promise<void> {
    return this.op(async () => {
      if (this.flavour !== 'postgres') return this.migrateWith(this.db);
      await this.db.connection().execute(async (conn) => {
        await this.K.sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
        try {
          await this.migrateWith(conn);
        } finally {
          await this.K.sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
        }
      });
    });
  }

  private async migrateWith(db: Kysely<Database>): Promise<void> {
    const big = this.flavour === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('schema_migrations')
      .ifNotExists()
      .addColumn('version', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('applied_at', big, (c) => c.notNull())
      .execute();
    const done = new Set(
      (await db.selectFrom('schema_migrations').select('version').execute()).map((r) => Number(r.version)),
    );
    const steps: [number, string, (db: Kysely<Database>) => Promise<void>][] = [
      [1, 'tables', (d) => this.tables(d)],
      [2, 'log.state_hash', (d) => this.logStateHash(d)],
      [3, 'rematch', (d) => this.rematchColumns(d)],
      [4, 'settings', (d) => this.settingsColumns(d)],
      [5, 'chat', (d) => this.chatTable(d)],
      [6, 'players', (d) => accountTables(d as Kysely<unknown>, this.flavour)],
      [7, 'analyses', (d) => this.analysesTable(d)],
      [8, 'analysis_requests', (d) => analysisRequestsTable(d as Kysely<unknown>, this.flavour)],
    ];
    for (const [version, name, up] of steps) {
      if (done.has(version)) continue;
      await up(db);
      await db.insertInto('schema_migrations').values({ version, name, applied_at: Date.now() }).execute();
    }
  }

  /**
   * The tables of this database. PostgreSQL's introspection lists every schema's tables, so only those of the
   * current schema (the search_path's, e.g. a test schema) count.
   */
  private async ownTables(db: Kysely<Database>) {
    const tables = await db.introspection.getTables();
    if (this.flavour !== 'postgres') return tables;
    const r = await this.K.sql<{ s: string }>`select current_schema() as s`.execute(db);
    return tables.filter((t) => t.schema === r.rows[0]?.s);
  }

  /** Migration 2: databases created before the log carried state hashes. */
  private async logStateHash(db: Kysely<Database>): Promise<void> {
    const log = (await this.ownTables(db)).find((t) => t.name === 'log');
    if (log && !log.columns.some((c) => c.name === 'state_hash')) {
      await db.schema
        .alterTable('log')
        .addColumn('state_hash', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
  }

  /**
   * Migration 3: the rematch hand-off survives restarts and is shared by cluster nodes: matches.rematch (set
   * once) and the seats' reservations. One column per statement (SQLite adds one at a time); a column already
   * there is skipped.
   */
  private async rematchColumns(db: Kysely<Database>): Promise<void> {
    const big = this.flavour === 'postgres' ? 'bigint' : 'integer';
    const tables = await this.ownTables(db);
    const has = (table: string, column: string) =>
      tables.find((t) => t.name === table)?.columns.some((c) => c.name === column) ?? false;
    if (!has('matches', 'rematch'))
      await db.schema.alterTable('matches').addColumn('rematch', 'text').execute();
    if (!has('seats', 'reserved_hash'))
      await db.schema.alterTable('seats').addColumn('reserved_hash', 'text').execute();
    if (!has('seats', 'reserved_until'))
      await db.schema.alterTable('seats').addColumn('reserved_until', big).execute();
  }

  /** Migration 4: a match's settings (clock, timeout policy) and its start time (the clocks' origin). */
  private async settingsColumns(db: Kysely<Database>): Promise<void> {
    const big = this.flavour === 'postgres' ? 'bigint' : 'integer';
    const has = (await this.ownTables(db))
      .find((t) => t.name === 'matches')
      ?.columns.some((c) => c.name === 'settings');
    if (!has) {
      await db.schema.alterTable('matches').addColumn('settings', 'text').execute();
      await db.schema.alterTable('matches').addColumn('started_at', big).execute();
    }
  }

  /** Migration 5: the chat beside each match (outside the log: a message changes no version). */
  private async chatTable(db: Kysely<Database>): Promise<void> {
    const big = this.flavour === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('chat')
      .ifNotExists()
      .addColumn('match_id', 'text', (c) => c.notNull())
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('at', big, (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('text', 'text')
      .addColumn('reaction', 'text')
      .addPrimaryKeyConstraint('chat_pk', ['match_id', 'id'])
      .execute();
  }

  /** Migration 7: post-game analyses (issue 17), one row per match. */
  private async analysesTable(db: Kysely<Database>): Promise<void> {
    const big = this.flavour === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('analyses')
      .ifNotExists()
      .addColumn('match_id', 'text', (c) => c.primaryKey())
      .addColumn('analysis', 'text', (c) => c.notNull())
      .addColumn('created_at', big, (c) => c.notNull())
      .execute();
  }

  /** Migration 1: the tables (if not there: databases made before versioned migrations have them). */
  private async tables(db: Kysely<Database>): Promise<void> {
    const big = this.flavour === 'postgres' ? 'bigint' : 'integer';
    await db.schema
      .createTable('matches')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('players', 'integer', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('seed', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('state_hash', 'text', (c) => c.notNull())
      .addColumn('host_token_hash', 'text', (c) => c.notNull())
      .addColumn('result', 'text')
      .addColumn('created_at', big, (c) => c.notNull())
      .addColumn('updated_at', big, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('matches_status_updated')
      .ifNotExists()
      .on('matches')
      .columns(['status', 'updated_at'])
      .execute();
    await db.schema
      .createTable('seats')
      .ifNotExists()
      .addColumn('match_id', 'text', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('bot_level', 'text')
      .addColumn('name', 'text')
      .addColumn('token_hash', 'text')
      .addPrimaryKeyConstraint('seats_pk', ['match_id', 'seat'])
      .execute();
    await db.schema
      .createTable('log')
      .ifNotExists()
      .addColumn('match_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('flags', 'integer', (c) => c.notNull())
      .addColumn('state_hash', 'text', (c) => c.notNull())
      .addColumn('at', big, (c) => c.notNull())
      .addPrimaryKeyConstraint('log_pk', ['match_id', 'seq'])
      .execute();
    await db.schema
      .createTable('snapshots')
      .ifNotExists()
      .addColumn('match_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('state_hash', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('snapshots_pk', ['match_id', 'seq'])
      .execute();
  }

  createMatch(match: MatchRecord, seats: readonly SeatRecord[], initial: Snapshot): Promise<void> {
    return this.op(async () => {
      try {
        await this.insertMatch(match, seats, initial);
      } catch (e) {
        if (isUniqueViolation(e) && (await this.getMatch(match.id))) throw new MatchExistsError(match.id);
        throw e;
      }
    });
  }

  private async insertMatch(
    match: MatchRecord,
    seats: readonly SeatRecord[],
    initial: Snapshot,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('matches')
        .values({
          id: match.id,
          game: match.game,
          players: match.players,
          options: JSON.stringify(match.options),
          seed: match.seed,
          status: match.status,
          version: match.version,
          state_hash: match.stateHash,
          host_token_hash: match.hostTokenHash,
          result: match.result === null ? null : JSON.stringify(match.result),
          created_at: match.createdAt,
          updated_at: match.updatedAt,
          rematch: match.rematch ?? null,
          settings: match.settings ? JSON.stringify(match.settings) : null,
          started_at: match.startedAt ?? null,
        })
        .execute();
      if (seats.length > 0) {
        await trx
          .insertInto('seats')
          .values(
            seats.map((s) => ({
              match_id: match.id,
              seat: s.seat,
              kind: s.kind,
              bot_level: s.botLevel,
              name: s.name,
              token_hash: s.tokenHash,
              ...reservedColumns(s.reserved),
            })),
          )
          .execute();
      }
      await trx
        .insertInto('snapshots')
        .values({ match_id: match.id, seq: initial.seq, state: initial.state, state_hash: initial.stateHash })
        .execute();
    });
  }

  getMatch(id: string): Promise<MatchRecord | null> {
    return this.op(async () => {
      const r = await this.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toMatch(r) : null;
    });
  }

  listMatches(filter: ListFilter): Promise<MatchRecord[]> {
    return this.op(async () => {
      let q = this.db.selectFrom('matches').selectAll();
      if (filter.status !== undefined) {
        const list = typeof filter.status === 'string' ? [filter.status] : [...filter.status];
        q = q.where('status', 'in', list);
      }
      if (filter.game !== undefined) q = q.where('game', '=', filter.game);
      if (filter.before !== undefined) q = q.where('updated_at', '<', filter.before);
      const rows =
        filter.afterId !== undefined
          ? await q.where('id', '>', filter.afterId).orderBy('id').limit(filter.limit).execute()
          : await q.orderBy('updated_at', 'desc').orderBy('id').limit(filter.limit).execute();
      return rows.map(toMatch);
    });
  }

  getSeats(matchId: string): Promise<SeatRecord[]> {
    return this.op(async () => {
      const rows = await this.db
        .selectFrom('seats')
        .selectAll()
        .where('match_id', '=', matchId)
        .orderBy('seat')
        .execute();
      return rows.map(toSeat);
    });
  }

  updateSeat(s: SeatRecord): Promise<void> {
    return this.op(async () => {
      await this.db
        .updateTable('seats')
        .set({
          kind: s.kind,
          bot_level: s.botLevel,
          name: s.name,
          token_hash: s.tokenHash,
          ...reservedColumns(s.reserved),
        })
        .where('match_id', '=', s.matchId)
        .where('seat', '=', s.seat)
        .execute();
    });
  }

  setRematch(matchId: string, rematchId: string): Promise<string | null> {
    return this.op(async () => {
      // One conditional update: whichever writer commits first sets it; later ones match no row (PostgreSQL
      // re-checks `rematch is null` on the committed row after waiting for the first writer's lock).
      await this.db
        .updateTable('matches')
        .set({ rematch: rematchId })
        .where('id', '=', matchId)
        .where('rematch', 'is', null)
        .execute();
      const r = await this.db
        .selectFrom('matches')
        .select('rematch')
        .where('id', '=', matchId)
        .executeTakeFirst();
      return r?.rematch ?? null;
    });
  }

  setStatus(matchId: string, status: MatchStatus, startedAt?: number): Promise<void> {
    return this.op(async () => {
      await this.db
        .updateTable('matches')
        .set(
          startedAt === undefined
            ? { status, updated_at: Date.now() }
            : { status, updated_at: startedAt, started_at: startedAt },
        )
        .where('id', '=', matchId)
        .execute();
    });
  }

  /** Appends waiting for the next group commit; group commits being written; whether one is scheduled. */
  private pending: PendingAppend[] = [];
  private inFlight = 0;
  private scheduled = false;

  /**
   * Group commits written at the same time. PostgreSQL: two, so that the next batch is sent while the previous
   * one commits (a match never has two appends in flight: its queue waits for each). SQLite writes synchronously.
   */
  private get maxInFlight(): number {
    return this.flavour === 'postgres' ? 2 : 1;
  }

  /**
   * Group commit: appends made in the same turn of the event loop are written together, in one statement (one
   * transaction when a match's row changes too), and each resolves only once that has committed, so a resolved
   * append is stored exactly as before. An entry whose seq exists (also twice in one batch) fails alone with
   * SeqConflictError; the others are stored.
   */
  appendEntry(matchId: string, entry: LogEntry, progress?: MatchProgress): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ matchId, entry, progress, resolve, reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight || this.pending.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flushLog();
    });
  }

  private async flushLog(): Promise<void> {
    if (this.inFlight >= this.maxInFlight || this.pending.length === 0) return;
    this.inFlight++;
    const batch = this.pending.splice(0, MAX_BATCH);
    this.scheduleFlush(); // appends arriving meanwhile may go out before this batch commits (PostgreSQL)
    try {
      await this.writeBatch(batch);
    } catch (e) {
      for (const p of batch) p.reject(e); // not expected (writeBatch settles each); never leave one hanging
    } finally {
      this.inFlight--;
      this.scheduleFlush();
    }
  }

  private async writeBatch(batch: PendingAppend[]): Promise<void> {
    const key = (matchId: string, seq: number) => `${matchId}\u0000${seq}`;
    const rows: PendingAppend[] = [];
    const seen = new Set<string>();
    for (const p of batch) {
      const k = key(p.matchId, p.entry.seq);
      if (seen.has(k)) p.reject(new SeqConflictError(p.matchId, p.entry.seq));
      else {
        seen.add(k);
        rows.push(p);
      }
    }
    const writer = this.logWriter;
    if (writer) {
      let ok: boolean[];
      try {
        ok = await this.op(() =>
          this.db.connection().execute(async () => inPhase('storage', () => writer(rows))),
        );
      } catch (e) {
        for (const p of rows) p.reject(e);
        return;
      }
      for (let i = 0; i < rows.length; i++) {
        const p = rows[i];
        if (ok[i]) p.resolve();
        else p.reject(new SeqConflictError(p.matchId, p.entry.seq));
      }
      return;
    }
    let stored: Set<string>;
    try {
      stored = await this.op(async () => {
        const write = async (db: Kysely<Database>) => {
          const query = inPhase('storage', () => this.insertLog(rows));
          const r = await db.executeQuery<{ match_id: string; seq: number | string }>(query);
          const done = new Set(r.rows.map((x) => key(x.match_id, Number(x.seq))));
          for (const p of rows) {
            if (!p.progress || !done.has(key(p.matchId, p.entry.seq))) continue;
            await db
              .updateTable('matches')
              .set({
                version: p.entry.seq,
                state_hash: p.entry.stateHash,
                status: p.progress.status,
                result: p.progress.result === null ? null : JSON.stringify(p.progress.result),
                updated_at: p.entry.at,
              })
              .where('id', '=', p.matchId)
              .execute();
          }
          return done;
        };
        // one statement commits on its own; a match row to update goes in the same transaction
        return rows.some((p) => p.progress)
          ? await this.db.transaction().execute(write)
          : await write(this.db);
      });
    } catch (e) {
      for (const p of rows) p.reject(e);
      return;
    }
    for (const p of rows) {
      if (stored.has(key(p.matchId, p.entry.seq))) p.resolve();
      else p.reject(new SeqConflictError(p.matchId, p.entry.seq));
    }
  }

  /**
   * One INSERT of any number of log rows (the same SQL text every time, so it stays prepared): the rows travel
   * as one JSON parameter (SQLite, json_each) or as one array per column (PostgreSQL, unnest). An existing
   * (match, seq) is skipped; RETURNING names the rows stored.
   */
  private insertLog(rows: PendingAppend[]) {
    const cols = 'match_id, seq, seat, kind, payload, flags, state_hash, at';
    const tail = 'on conflict (match_id, seq) do nothing returning match_id, seq';
    if (this.flavour === 'postgres') {
      const c: unknown[][] = [[], [], [], [], [], [], [], []];
      for (const { matchId, entry: e } of rows) {
        const v = [matchId, e.seq, e.seat, e.kind, JSON.stringify(e.payload), e.flags, e.stateHash, e.at];
        for (let i = 0; i < 8; i++) c[i].push(v[i]);
      }
      return this.K.CompiledQuery.raw(
        `insert into log (${cols}) select * from unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::int[], $7::text[], $8::bigint[]) ${tail}`,
        c,
      );
    }
    const json = JSON.stringify(
      rows.map(({ matchId, entry: e }) => [
        matchId,
        e.seq,
        e.seat,
        e.kind,
        JSON.stringify(e.payload),
        e.flags,
        e.stateHash,
        e.at,
      ]),
    );
    const x = (i: number) => `value ->> ${i}`;
    return this.K.CompiledQuery.raw(
      `insert into log (${cols}) select ${[0, 1, 2, 3, 4, 5, 6, 7].map(x).join(', ')} from json_each(?) where true ${tail}`,
      [json],
    );
  }

  readLog(matchId: string, afterSeq = 0): Promise<LogEntry[]> {
    return this.op(async () => {
      const rows = await this.db
        .selectFrom('log')
        .selectAll()
        .where('match_id', '=', matchId)
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .execute();
      return rows.map((r) => ({
        seq: Number(r.seq),
        seat: Number(r.seat),
        kind: r.kind as LogEntry['kind'],
        payload: JSON.parse(r.payload),
        flags: Number(r.flags),
        stateHash: r.state_hash,
        at: Number(r.at),
      }));
    });
  }

  putSnapshot(matchId: string, s: Snapshot): Promise<void> {
    return this.op(async () => {
      try {
        await this.db
          .insertInto('snapshots')
          .values({ match_id: matchId, seq: s.seq, state: s.state, state_hash: s.stateHash })
          .execute();
      } catch (e) {
        if (!isUniqueViolation(e)) throw e; // a snapshot of that seq exists already: same state by construction
      }
    });
  }

  snapshotSeqs(matchId: string): Promise<number[]> {
    return this.op(async () => {
      const rows = await this.db
        .selectFrom('snapshots')
        .select('seq')
        .where('match_id', '=', matchId)
        .orderBy('seq')
        .execute();
      return rows.map((r) => Number(r.seq));
    });
  }

  getSnapshot(matchId: string, seq: number): Promise<Snapshot | null> {
    return this.op(async () => {
      const r = await this.db
        .selectFrom('snapshots')
        .selectAll()
        .where('match_id', '=', matchId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      return r ? { seq: Number(r.seq), state: r.state, stateHash: r.state_hash } : null;
    });
  }

  ping(): Promise<void> {
    return this.op(async () => {
      this.guard?.ping?.();
      // a real query on a table every call uses (a dropped schema, a missing table or an unreadable page fail it)
      await this.db.selectFrom('matches').select('id').limit(1).execute();
    });
  }

  appendChat(matchId: string, e: Omit<ChatEntry, 'id'>): Promise<number> {
    return this.op(async () => {
      const { sql } = this.K;
      // One statement takes the next id; two nodes writing at once collide on the primary key: try again.
      for (let attempt = 0; ; attempt++) {
        try {
          const r = await sql<{ id: number | string }>`
            insert into chat (match_id, id, at, seat, name, text, reaction)
            select ${matchId}, coalesce(max(id), 0) + 1, cast(${e.at} as bigint), cast(${e.seat} as integer),
              cast(${e.name} as text), cast(${e.text ?? null} as text), cast(${e.reaction ?? null} as text)
            from chat where match_id = ${matchId} returning id`.execute(this.db);
          return Number(r.rows[0]?.id);
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 50) throw err;
        }
      }
    });
  }

  readChat(matchId: string, q: ChatQuery = {}): Promise<ChatEntry[]> {
    return this.op(async () => {
      let s = this.db.selectFrom('chat').selectAll().where('match_id', '=', matchId);
      if (q.afterId !== undefined) s = s.where('id', '>', q.afterId);
      if (q.playersOnly) s = s.where('seat', '>=', 0);
      const rows =
        q.last === undefined
          ? await s.orderBy('id').execute()
          : (await s.orderBy('id', 'desc').limit(q.last).execute()).reverse();
      return rows.map((r) => ({
        id: Number(r.id),
        at: Number(r.at),
        seat: Number(r.seat),
        name: r.name,
        ...(r.text !== null ? { text: r.text } : {}),
        ...(r.reaction !== null ? { reaction: r.reaction } : {}),
      }));
    });
  }

  getAnalysis(matchId: string): Promise<string | null> {
    return this.op(async () => {
      const r = await this.db
        .selectFrom('analyses')
        .select('analysis')
        .where('match_id', '=', matchId)
        .executeTakeFirst();
      return r?.analysis ?? null;
    });
  }

  putAnalysis(matchId: string, analysis: string): Promise<void> {
    return this.op(async () => {
      await this.db
        .insertInto('analyses')
        .values({ match_id: matchId, analysis, created_at: Date.now() })
        .onConflict((oc) => oc.column('match_id').doNothing())
        .execute();
    });
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  /** For tests: a raw query. */
  async count(table: keyof Database): Promise<number> {
    const r = await this.K.sql<{
      n: number | string;
    }>`select count(*) as n from ${this.K.sql.table(table)}`.execute(this.db);
    return Number(r.rows[0]?.n ?? 0);
  }
}
