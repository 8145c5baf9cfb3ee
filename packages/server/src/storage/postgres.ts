import type { Kysely } from 'kysely';
import pg from 'pg';
import { enter, leave, type Phase } from '../phases.ts';
import { type Database, describeError, KyselyStorage, MIGRATION_LOCK } from './kysely.ts';
import { loadKysely } from './kysely-lib.ts';
import { StorageUnavailableError } from './types.ts';

/**
 * PostgreSQL storage: the same Kysely queries as SQLite over a pg pool. `schema` (optional) sets the
 * search_path, so tests can use a throw-away schema in a shared database. A database that cannot be reached or
 * used fails the start with one readable StorageUnavailableError (the URL without its password), and later calls
 * with StorageUnavailableError (503 UNAVAILABLE) until it is back.
 */
export async function openPostgres(
  url: string,
  opts: {
    schema?: string;
    max?: number;
    /** Told when an idle pooled connection dies (the pool replaces it on the next call). */
    onIdleError?: (e: Error) => void;
  } = {},
): Promise<KyselyStorage> {
  if (opts.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(opts.schema)) {
    throw new Error('schema must be a plain lower-case identifier');
  }
  if (opts.schema !== undefined) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    try {
      await client.connect();
      // `create schema if not exists` races when nodes start together (a unique violation in pg_namespace),
      // so it runs under the migrations' advisory lock, released at commit.
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(`create schema if not exists ${opts.schema}`);
      await client.query('commit');
    } catch (e) {
      throw unusable(url, e);
    } finally {
      await client.end().catch(() => {});
    }
  }
  const K = await loadKysely();
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    // a database that does not answer fails the call (503 UNAVAILABLE) instead of queueing it for ever
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(opts.schema !== undefined ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  // An idle connection that dies (the server restarted, a proxy dropped it) is an 'error' event on the pool: the
  // pool drops that connection and the next call opens a new one. Without a listener it would end the process.
  pool.on('error', (e) => opts.onIdleError?.(e));
  // the driver's reading of replies counts as storage (phases.ts)
  pool.on('connect', (client) => {
    const stream = (client as unknown as { connection?: { stream?: NodeJS.EventEmitter } }).connection
      ?.stream;
    let outer: Phase | null = null;
    stream?.prependListener('data', () => {
      outer = enter('storage');
    });
    stream?.on('data', () => leave(outer));
  });
  const db = new K.Kysely<Database>({ dialect: new K.PostgresDialect({ pool }) }) as Kysely<Database>;
  const storage = new KyselyStorage(db, 'postgres', K);
  try {
    await storage.migrate();
  } catch (e) {
    await storage.close().catch(() => {});
    throw unusable(url, e);
  }
  return storage;
}

const CONNECT_TIMEOUT_MS = 5000;

/** A start-up failure in one line, naming the database without its password. */
function unusable(url: string, e: unknown): StorageUnavailableError {
  let where = 'the PostgreSQL database';
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    where = u.toString();
  } catch {
    // not a URL: name no address (it could hold a password)
  }
  const reason = e instanceof StorageUnavailableError ? e.message : describeError(e);
  return new StorageUnavailableError(`cannot use ${where}: ${reason}`, { cause: e });
}

/** Drops a schema created for tests. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('bad schema name');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
