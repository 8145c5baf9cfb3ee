import { randomBytes } from 'node:crypto';
import type { AnyGame } from '@potluck/engine';
import type { ServerOptions } from '../src/index.ts';
import { dropPostgresSchema, openPostgres } from '../src/storage/postgres.ts';
import { startServer, type TestServer } from './helpers.ts';

export const PG = process.env.DATABASE_URL;
export const REDIS = process.env.REDIS_URL;
/** Two-node tests need both; without them they are skipped (and say so). */
export const TWO_NODES = Boolean(PG && REDIS);

/**
 * Two in-process server nodes sharing a fresh PostgreSQL schema and a fresh Redis prefix, with the same options.
 * `close` stops both and drops the schema.
 */
export async function twoNodes(
  games: AnyGame[],
  opts: Partial<ServerOptions> = {},
): Promise<{ a: TestServer; b: TestServer; schema: string; close(): Promise<void> }> {
  const schema = `potluck_test_${randomBytes(6).toString('hex')}`;
  const prefix = `potluck-test-${randomBytes(6).toString('hex')}`;
  const node = async () =>
    startServer(games, {
      storage: await openPostgres(PG as string, { schema, max: 4 }),
      storageName: 'postgres',
      redisUrl: REDIS,
      redisPrefix: prefix,
      ...opts,
    });
  const a = await node();
  const b = await node();
  return {
    a,
    b,
    schema,
    async close() {
      await a.close();
      await b.close();
      await dropPostgresSchema(PG as string, schema);
    },
  };
}
