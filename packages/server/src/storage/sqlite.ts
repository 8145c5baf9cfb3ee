import { closeSync, existsSync, mkdirSync, openSync, readSync, type Stats, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { inPhase } from '../phases.ts';
import {
  type Database,
  describeError,
  KyselyStorage,
  type LogRow,
  type LogWriter,
  type StorageGuard,
} from './kysely.ts';
import { loadKysely } from './kysely-lib.ts';
import { StorageUnavailableError } from './types.ts';

/** Driver errors after which this file is not used again until a restart (the data will not heal itself). */
const FATAL = /^SQLITE_(CORRUPT|NOTADB)/;
const MAGIC = 'SQLite format 3\0';

/**
 * SQLite storage (better-sqlite3). `file` is created with its directory on first use; ':memory:' gives a
 * throw-away database for tests. WAL with synchronous=NORMAL: a committed move survives the process being
 * killed at any moment (it is in the WAL), which is what restart recovery relies on.
 *
 * Faults are seen (StorageUnavailableError): at start, a file that fails `pragma quick_check` or that is missing
 * while its -wal/-shm files are there (deleted: a new empty database would hide the loss) is refused with one
 * readable message; while running, every call first checks that the file (and its WAL) at `file` is still the
 * one opened — a deleted or replaced file would otherwise keep taking writes that no restart ever sees — and a
 * corrupt page fails every later call, so /api/ready reports it.
 */
export async function openSqlite(file: string): Promise<KyselyStorage> {
  const K = await loadKysely();
  const memory = file === ':memory:';
  const existed = !memory && existsSync(file);
  if (!memory && !existed) {
    const left = ['-wal', '-shm'].filter((s) => existsSync(file + s));
    if (left.length > 0)
      throw new StorageUnavailableError(
        `${file} is missing but its ${left.map((s) => basename(file) + s).join(' and ')} ${left.length > 1 ? 'are' : 'is'} there: the database was deleted or moved. Put it back, or move the ${left.join('/')} file${left.length > 1 ? 's' : ''} aside first to restore a backup or start an empty database`,
      );
  }
  let database: Sqlite.Database | undefined;
  try {
    if (existed) {
      // Pages, indexes and free lists (not integrity_check's slower index-vs-table cross-check), on a connection
      // of its own: the server's starts with an empty page cache, so it reads (and sees) a page corrupted later.
      const check = new Sqlite(file, { fileMustExist: true });
      try {
        const rows = check.pragma('quick_check(2)') as { quick_check: string }[];
        const problems = rows
          .flatMap((r) => r.quick_check.split('\n'))
          .filter((line) => line !== 'ok' && !line.startsWith('***'));
        if (problems.length > 0)
          throw new Error(`quick_check: ${problems[0]}${problems.length > 1 ? ' (and more)' : ''}`);
      } finally {
        check.close();
      }
    }
    if (!memory) mkdirSync(dirname(file), { recursive: true });
    database = new Sqlite(file);
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('busy_timeout = 5000');
    // Checkpoint every 10,000 WAL pages (about 40 MB) instead of SQLite's 1,000: every move dirties its match's
    // page of the log index, and a page written many times between two checkpoints is copied back once. A bare
    // better-sqlite3 loop of this log's group commits: 13.6 -> 10.4 µs a row (issue 19, docs/benchmarks.md).
    database.pragma('wal_autocheckpoint = 10000');
  } catch (e) {
    database?.close();
    const code = (e as { code?: unknown }).code;
    if (code === 'SQLITE_CANTOPEN' || code === 'EACCES' || code === 'EROFS' || code === 'ENOTDIR')
      throw new StorageUnavailableError(`cannot open ${file}: ${describeError(e)}`, { cause: e });
    throw new StorageUnavailableError(
      `${file} is not a usable SQLite database: ${describeError(e)}; move it aside or restore a backup`,
      { cause: e },
    );
  }
  const db3 = database;
  // Kysely prepares every query anew; better-sqlite3 statements can be reused, so cache them by SQL text.
  const statements = new Map<string, Sqlite.Statement>();
  const cached = {
    prepare(sql: string) {
      let st = statements.get(sql);
      if (!st) {
        if (statements.size > 500) statements.clear();
        st = timed(db3.prepare(sql));
        statements.set(sql, st);
      }
      return st;
    },
    close() {
      db3.close();
    },
  };
  const db = new K.Kysely<Database>({
    dialect: new K.SqliteDialect({ database: cached as unknown as Sqlite.Database }),
  }) as Kysely<Database>;
  const guard = memory ? new FileGuard(null) : new FileGuard(file);
  const storage = new KyselyStorage(db, 'sqlite', K, guard, logWriter(db3));
  try {
    await storage.migrate();
  } catch (e) {
    await storage.close();
    throw new StorageUnavailableError(
      `${file} is not a usable SQLite database: ${(e as Error).message}; move it aside or restore a backup`,
      { cause: e },
    );
  }
  guard.watch();
  return storage;
}

/**
 * The group commit's writer: one prepared INSERT run per row and the match rows' updates, in one transaction
 * (prepared on first use, after the migrations made the tables). Cheaper than the shared INSERT over json_each:
 * no JSON of the rows to build and parse again, no query compiled per batch.
 */
function logWriter(db3: Sqlite.Database): LogWriter {
  let write: ((rows: readonly LogRow[]) => boolean[]) | null = null;
  const prepare = () => {
    const insert = db3.prepare(
      'insert into log (match_id, seq, seat, kind, payload, flags, state_hash, at) values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (match_id, seq) do nothing',
    );
    const update = db3.prepare(
      'update matches set version = ?, state_hash = ?, status = ?, result = ?, updated_at = ? where id = ?',
    );
    return db3.transaction((rows: readonly LogRow[]) => {
      const ok: boolean[] = [];
      for (const { matchId, entry: e, progress } of rows) {
        const stored =
          insert.run(matchId, e.seq, e.seat, e.kind, JSON.stringify(e.payload), e.flags, e.stateHash, e.at)
            .changes === 1;
        ok.push(stored);
        if (stored && progress)
          update.run(
            e.seq,
            e.stateHash,
            progress.status,
            progress.result === null ? null : JSON.stringify(progress.result),
            e.at,
            matchId,
          );
      }
      return ok;
    });
  };
  return (rows) => {
    // the storage holds its only connection: a transaction still open here would swallow these rows
    if (db3.inTransaction) throw new Error('log write inside an open transaction');
    write ??= prepare();
    return write(rows);
  };
}

/** The statement, its work charged to the storage phase (phases.ts). */
function timed(st: Sqlite.Statement): Sqlite.Statement {
  const own = st as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const k of ['all', 'run', 'get', 'iterate']) {
    const f = own[k].bind(st);
    own[k] = (...args: unknown[]) => inPhase('storage', () => f(...args));
  }
  return st;
}

/**
 * Watches the database file under a running server: the file and its WAL must stay the ones opened (same device
 * and inode; a stat per call, a few microseconds), and the file must still start with SQLite's header. The first
 * fault is kept: every later call fails with it until a restart.
 */
class FileGuard implements StorageGuard {
  private fault: string | null = null;
  private ids: { path: string; stats: Stats }[] = [];

  constructor(private readonly file: string | null) {}

  /** Takes note of the file and its WAL as they are now (after opening and migrating). */
  watch(): void {
    if (this.file === null) return;
    for (const path of [this.file, `${this.file}-wal`]) {
      const stats = statSync(path, { throwIfNoEntry: false });
      if (stats) this.ids.push({ path, stats });
    }
  }

  check(): void {
    if (this.fault === null) {
      for (const { path, stats } of this.ids) {
        const now = statSync(path, { throwIfNoEntry: false });
        if (!now) this.fail(`${basename(path)} was deleted or moved away under the running server`);
        else if (now.ino !== stats.ino || now.dev !== stats.dev)
          this.fail(`${basename(path)} was replaced under the running server`);
      }
    }
    if (this.fault !== null) throw new StorageUnavailableError(this.fault);
  }

  failed(e: unknown): void {
    const code = (e as { code?: unknown }).code;
    if (this.fault === null && typeof code === 'string' && FATAL.test(code))
      this.fault = `the database is corrupt (${describeError(e)}); restart from a backup`;
  }

  ping(): void {
    if (this.file === null) return;
    const head = Buffer.alloc(MAGIC.length);
    let n = 0;
    try {
      const fd = openSync(this.file, 'r');
      try {
        n = readSync(fd, head, 0, head.length, 0);
      } finally {
        closeSync(fd);
      }
    } catch (e) {
      throw new StorageUnavailableError(`cannot read ${basename(this.file)}: ${describeError(e)}`);
    }
    if (n < head.length || head.toString('latin1') !== MAGIC) {
      this.fail(`${basename(this.file)} no longer starts with a SQLite header (overwritten or truncated)`);
      this.check();
    }
  }

  private fail(reason: string): void {
    this.fault ??= reason;
  }
}
