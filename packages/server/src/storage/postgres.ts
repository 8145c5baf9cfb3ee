import type { Kysely } from 'kysely';
import pg from 'pg';
import { type Database, KyselyStorage, MIGRATION_LOCK } from './kysely.ts';
import { loadKysely } from './kysely-lib.ts';

/**
 * PostgreSQL storage: the same Kysely queries as SQLite over a pg pool. `schema` (optional) sets the
 * search_path, so tests can use a throw-away schema in a shared database.
 */
export async function openPostgres(
  url: string,
  opts: { schema?: string; max?: number } = {},
): Promise<KyselyStorage> {
  if (opts.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(opts.schema)) {
    throw new Error('schema must be a plain lower-case identifier');
  }
  if (opts.schema !== undefined) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // `create schema if not exists` races when nodes start together (a unique violation in pg_namespace),
      // so it runs under the migrations' advisory lock, released at commit.
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await client.query(`create schema if not exists ${opts.schema}`);
      await client.query('commit');
    } finally {
      await client.end();
    }
  }
  const K = await loadKysely();
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    ...(opts.schema !== undefined ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  const db = new K.Kysely<Database>({ dialect: new K.PostgresDialect({ pool }) }) as Kysely<Database>;
  const storage = new KyselyStorage(db, 'postgres', K);
  await storage.migrate();
  return storage;
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
