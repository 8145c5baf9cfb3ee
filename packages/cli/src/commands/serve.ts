import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES } from '@potluck/catalog';
import { GameError } from '@potluck/engine';
import type { KyselyStorage } from '@potluck/server';
import type { Command } from 'commander';
import { describeListenError, portProblem } from '../port-check.ts';
import { addGuardFlags, type GuardFlags, guardOptions } from './serve-options.ts';

export interface ServeFlags extends GuardFlags {
  port?: string;
  host?: string;
  db?: string;
  databaseUrl?: string;
  web?: string;
  botDelay?: string;
  botWorkers?: string;
  httpRate?: string;
  quiet?: boolean;
  redisUrl?: string;
  enableGame?: string[];
}

/**
 * The hidden games to serve: each `--enable-game <id>` (repeatable, or comma-separated) and $POTLUCK_ENABLE_GAMES
 * (`id,id`). The ids are checked by the server (an unknown one is UNKNOWN_GAME).
 */
export function enabledGames(
  flags: readonly string[] | undefined,
  env = process.env.POTLUCK_ENABLE_GAMES,
): string[] {
  const ids = [...(flags ?? []), env ?? '']
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return [...new Set(ids)];
}

/** The built web client: packages/web/dist, found from the working directory or from this file. */
function findWebRoot(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    resolve(process.cwd(), 'packages/web/dist'),
    resolve(here, '../../web/dist'), // bundled: packages/cli/dist
    resolve(here, '../../../web/dist'), // source: packages/cli/src/commands
  ];
  return candidates.find((d) => existsSync(join(d, 'index.html'))) ?? null;
}

/**
 * Starts the game server; resolves once it listens. Stops cleanly on SIGINT/SIGTERM. `log`: the log format when
 * neither --log-format nor $POTLUCK_LOG_FORMAT says (`start`: short lines; `serve`: JSON).
 */
export async function runServer(flags: ServeFlags, log: 'pretty' | 'json' = 'json'): Promise<void> {
  // loaded on demand: the other commands do not need Fastify and the database drivers
  const { createPotluckServer, openPostgres, openSqlite, StorageUnavailableError } = await import(
    '@potluck/server'
  );
  const port = Number(flags.port ?? process.env.PORT ?? 3000);
  const host = flags.host ?? process.env.HOST ?? '127.0.0.1';
  // a taken port is one line and exit status 1, before the database is opened and the matches restored
  const busy = await portProblem(port, host);
  if (busy !== null) {
    process.stderr.write(`potluck: ${busy}\n`);
    process.exit(1);
  }
  const url =
    flags.databaseUrl ??
    (flags.db ? undefined : (process.env.DATABASE_URL ?? process.env.POTLUCK_DATABASE_URL));
  const redisUrl = flags.redisUrl ?? process.env.REDIS_URL;
  let storage: KyselyStorage;
  let storageName: string;
  // a database that cannot be used (unreachable, corrupt, deleted) is one line and exit status 1, not a stack
  const unusable =
    (context = '') =>
    (e: unknown): never => {
      if (!(e instanceof StorageUnavailableError)) throw e;
      process.stderr.write(`potluck: ${context}${e.message}\n`);
      process.exit(1);
    };
  if (url) {
    storage = await openPostgres(url).catch(unusable());
    storageName = 'postgres';
  } else {
    const file = resolve(flags.db ?? 'data/potluck.sqlite');
    const fresh = !existsSync(file);
    storage = await openSqlite(file).catch(unusable());
    storageName = 'sqlite';
    if (fresh) process.stderr.write(`Potluck created a new, empty database: ${file}\n`);
  }
  const webRoot = flags.web ? resolve(flags.web) : findWebRoot();
  const enableGames = enabledGames(flags.enableGame);
  const server = await createPotluckServer({
    storage,
    storageName,
    games: GAMES,
    enableGames,
    webRoot,
    botDelayMs: flags.botDelay !== undefined ? Number(flags.botDelay) : undefined,
    botWorkers: flags.botWorkers !== undefined ? Number(flags.botWorkers) : undefined,
    httpRate:
      flags.httpRate !== undefined
        ? { burst: Math.max(1, 12 * Number(flags.httpRate)), perSecond: Number(flags.httpRate) }
        : undefined,
    ...guardOptions(flags, log),
    redisUrl,
    redisPrefix: process.env.REDIS_PREFIX,
  })
    .catch((e: unknown) => {
      // a misspelt --enable-game: one line naming the games there are, exit status 1
      if (!(e instanceof GameError && e.code === 'UNKNOWN_GAME')) throw e;
      process.stderr.write(`potluck: --enable-game / POTLUCK_ENABLE_GAMES: ${e.message}\n`);
      process.exit(1);
    })
    .catch(unusable('the database failed while restoring the matches: '));
  const base = await server.listen(port, host).catch(async (e: NodeJS.ErrnoException) => {
    process.stderr.write(`potluck: ${describeListenError(e, port, host)}\n`); // taken since the check above
    await server.close();
    process.exit(1);
  });
  process.stderr.write(
    `Potluck is serving on ${base} (${storageName}${redisUrl ? ' + redis' : ''}${webRoot ? ', web client' : ', no web client built: placeholder page'}${enableGames.length > 0 ? `, hidden games enabled: ${enableGames.join(', ')}` : ''})\n`,
  );
  // graceful: not ready any more, in-flight moves finish, connections close (clients reconnect elsewhere)
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    process.stderr.write('Potluck is shutting down\n');
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

export function registerServe(program: Command): void {
  const cmd = program
    .command('serve')
    .description('Run the game server (HTTP API, WebSocket, web client) on SQLite or PostgreSQL')
    .option('--port <port>', 'port to listen on (default $PORT or 3000)')
    .option('--host <host>', 'interface to listen on (default $HOST or 127.0.0.1; 0.0.0.0 for your network)')
    .option('--db <file>', 'SQLite database file (default data/potluck.sqlite, created on first start)')
    .option(
      '--database-url <url>',
      'PostgreSQL URL instead of SQLite (or $DATABASE_URL / $POTLUCK_DATABASE_URL)',
    )
    .option('--redis-url <url>', 'Redis URL: run as one of several nodes on one PostgreSQL (or $REDIS_URL)')
    .option('--web <dir>', 'directory of the built web client (default packages/web/dist)')
    .option('--bot-delay <ms>', 'milliseconds a bot waits before moving (default 600)')
    .option(
      '--bot-workers <n>',
      'worker threads for bot decisions (default cores − 1, at least 1; 0 = main thread)',
    )
    .option(
      '--http-rate <n>',
      'HTTP POSTs per second per client address (burst 12×; 0 = unlimited; default 5)',
    )
    .option('--quiet', 'log warnings and errors only')
    .option(
      '--enable-game <id>',
      'also serve this hidden game (the example game, example-bids): in the lobby, quick match and /api/games; repeatable (or $POTLUCK_ENABLE_GAMES=id,id)',
      (id: string, prev: string[] = []) => [...prev, id],
    );
  addGuardFlags(cmd).action(async (flags: ServeFlags) => {
    await runServer(flags);
  });
}
