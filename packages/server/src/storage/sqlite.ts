import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Sqlite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { type Database, KyselyStorage } from './kysely.ts';
import { loadKysely } from './kysely-lib.ts';

/**
 * SQLite storage (better-sqlite3). `file` is created with its directory on first use; ':memory:' gives a
 * throw-away database for tests. WAL with synchronous=NORMAL: a committed move survives the process being
 * killed at any moment (it is in the WAL), which is what restart recovery relies on.
 */
export async function openSqlite(file: string): Promise<KyselyStorage> {
  const K = await loadKysely();
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new Sqlite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  // Kysely prepares every query anew; better-sqlite3 statements can be reused, so cache them by SQL text.
  const statements = new Map<string, Sqlite.Statement>();
  const cached = {
    prepare(sql: string) {
      let st = statements.get(sql);
      if (!st) {
        if (statements.size > 500) statements.clear();
        st = database.prepare(sql);
        statements.set(sql, st);
      }
      return st;
    },
    close() {
      database.close();
    },
  };
  const db = new K.Kysely<Database>({
    dialect: new K.SqliteDialect({ database: cached as unknown as Sqlite.Database }),
  }) as Kysely<Database>;
  const storage = new KyselyStorage(db, 'sqlite', K);
  await storage.migrate();
  return storage;
}
