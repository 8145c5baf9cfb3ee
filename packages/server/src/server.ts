import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { servedGames } from '@potluck/catalog';
import type { AnyGame } from '@potluck/engine';
import Fastify, { type FastifyInstance } from 'fastify';
import { type ClusterBus, RedisBus } from './cluster.ts';
import { httpStatus, isExpected, ServerError, toErrorBody } from './errors.ts';
import { registerSecurityHeaders } from './headers.ts';
import { registerHttp } from './http.ts';
import { registerAccountRoutes, type WebAuthnConfig } from './http-accounts.ts';
import { DEFAULT_HTTP_LIMITS, type HttpLimits, registerHttpLimits } from './limits.ts';
import { loggerOptions } from './logging.ts';
import { openApiDocument } from './openapi.ts';
import { registerOperator } from './operator.ts';
import { registerPuzzleRoutes } from './puzzles.ts';
import type { AnalysisOptions } from './service/analysis.ts';
import type { QuickMatchOptions } from './service/queue.ts';
import { MatchService } from './service.ts';
import { registerStatic } from './static.ts';
import type { Storage } from './storage/types.ts';
import { registerWs, type WsLimits } from './ws.ts';
import { registerWsGuard } from './ws-guard.ts';

export interface ServerOptions {
  storage: Storage;
  /** Shown by /api/health: 'sqlite' or 'postgres'. */
  storageName?: string;
  /** The games this server can load (usually the catalog's GAMES); the hidden ones are served only if enabled. */
  games: readonly AnyGame[];
  /**
   * Hidden games to serve (`--enable-game`, POTLUCK_ENABLE_GAMES): a slice marked `hidden` (the example game)
   * is otherwise left out of /api/games, the lobby and quick match, and creating or joining it is UNKNOWN_GAME.
   * An id that is not among `games` is UNKNOWN_GAME at start-up.
   */
  enableGames?: readonly string[];
  /** Bot thinking delay in ms (default 600; 0 in tests). */
  botDelayMs?: number;
  /** Snapshot every N versions (default 50). */
  snapshotEvery?: number;
  /** Bot worker threads (default cores − 1, at least 1, when running bundled; 0 = on the main thread). */
  botWorkers?: number;
  /** The bot worker script (default: bot-worker.js next to the bundled server). */
  botWorkerUrl?: URL | null;
  /** Open matches with no connection leave memory after this long (default 10 min; they stay in storage). */
  idleAfterMs?: number;
  /** Post-game analysis (issue 17): budget per decision, per-address limit, worker script. */
  analysis?: AnalysisOptions;
  /** Unfinished matches with hard bots one client address may have at once (default 4; 0 = no limit). */
  hardBotMatchesPerClient?: number;
  /** Clock durations are multiplied by this (tests only; every node of a cluster the same). Default 1. */
  clockScale?: number;
  /** How long a seat must be offline on its turn before the others may vote a bot in (default 60 s). */
  absentAfterMs?: number;
  /** How long a finished match's players keep first claim on their seats in its rematch (default 2 min). */
  rematchClaimMs?: number;
  /** Directory of the built web client; null or missing → a placeholder page. */
  webRoot?: string | null;
  /** Fastify logger option: false, true or a pino options object. Default false. */
  logger?: boolean | Record<string, unknown>;
  /** HTTP body limit in bytes (default 16 KiB). */
  bodyLimit?: number;
  ws?: Partial<WsLimits>;
  /** Token bucket per client IP for HTTP POSTs (create, join, leave, bot): default burst 60, 5/s; 0/s = off. */
  httpRate?: { burst: number; perSecond: number };
  /** GETs per client address: default 300 per 10 s, replays 60 per 10 s apart (docs/api.md); max 0 = off. */
  readRate?: Partial<Pick<HttpLimits, 'get' | 'replay'>>;
  /** Open WebSockets per client address (default 50; 0 = unlimited). */
  wsPerAddress?: number;
  /** Origins besides the serving one whose pages may open the WebSocket (`*` = any). Default none. */
  allowedOrigins?: readonly string[];
  /**
   * Fastify's trustProxy: behind a load balancer, take the client's address (for limits and logs) and the Host
   * from X-Forwarded-For / -Host. true, a number of hops, or the proxies' addresses/CIDRs. Default false.
   */
  trustProxy?: boolean | number | string | string[];
  /** The operator token of GET /api/metrics (memory, CPU, connections); unset = that endpoint is off. */
  operatorToken?: string;
  /** Redis URL: several nodes share the database and this bus (docs/deploy.md). Unset = a single node. */
  redisUrl?: string;
  /** Prefix of the Redis channel and keys (default 'potluck'). */
  redisPrefix?: string;
  /** Bot-turn lease length in ms on a cluster (default 3000). */
  leaseMs?: number;
  /** Passkeys: the relying party id and page origins (default: from each request's Host; docs/deploy.md). */
  webauthn?: WebAuthnConfig;
  /** Quick match: how often this node runs the matcher (default every second) and the rating window. */
  quickMatch?: QuickMatchOptions;
}

export interface PotluckServer {
  app: FastifyInstance;
  service: MatchService;
  /** Listens and returns the base URL (http://host:port). Port 0 picks a free port. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

export const DEFAULT_WS_LIMITS: WsLimits = {
  maxMessageBytes: 8 * 1024,
  burst: 40,
  perSecond: 20,
  maxBufferedBytes: 4 * 1024 * 1024,
  heartbeatMs: 30_000,
};

/**
 * The game server: Fastify with the HTTP API, the WebSocket protocol, OpenAPI at /api/openapi.json and the web
 * client. Recovers every unfinished match from storage before it starts listening.
 */
export async function createPotluckServer(opts: ServerOptions): Promise<PotluckServer> {
  const games = servedGames(opts.games, opts.enableGames);
  const trust = opts.trustProxy ?? false;
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    bodyLimit: opts.bodyLimit ?? 16 * 1024,
    // a hop count trusts that many proxies in front of the server (Fastify's number form, typed as a function)
    trustProxy: typeof trust === 'number' ? (_addr: string, i: number) => i < trust : trust,
  });
  const cluster: ClusterBus | undefined = opts.redisUrl
    ? await RedisBus.open({ url: opts.redisUrl, prefix: opts.redisPrefix, logger: app.log })
    : undefined;
  const service = new MatchService({
    cluster,
    leaseMs: opts.leaseMs,
    storage: opts.storage,
    games,
    botDelayMs: opts.botDelayMs,
    snapshotEvery: opts.snapshotEvery,
    botWorkers: opts.botWorkers,
    botWorkerUrl: opts.botWorkerUrl,
    idleAfterMs: opts.idleAfterMs,
    hardBotMatchesPerClient: opts.hardBotMatchesPerClient,
    clockScale: opts.clockScale,
    absentAfterMs: opts.absentAfterMs,
    rematchClaimMs: opts.rematchClaimMs,
    quickMatch: opts.quickMatch,
    analysis: opts.analysis,
    logger: app.log,
  });
  const limits: WsLimits = { ...DEFAULT_WS_LIMITS, ...opts.ws };

  app.setErrorHandler((err, req, reply) => {
    let e: unknown = err;
    const code = (err as { code?: string }).code;
    const status = (err as { statusCode?: number }).statusCode;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      e = new ServerError('TOO_LARGE', { limit: opts.bodyLimit ?? 16384 });
    else if (
      code?.startsWith('FST_ERR_CTP') ||
      (status !== undefined && status >= 400 && status < 500 && !isExpected(err))
    )
      e = new ServerError('BAD_REQUEST', { detail: code ?? 'malformed request' });
    if (!isExpected(e)) req.log.error({ err: (err as Error).message }, 'request failed');
    const body = toErrorBody(e);
    // Every 429 says when to try again (at the latest once a token has come back to the POST bucket).
    if (body.code === 'RATE_LIMITED' && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(Math.max(1, Math.ceil(1 / (rate.perSecond || 1)))));
    reply.code(httpStatus(body.code)).send(body);
  });

  await registerSecurityHeaders(app);
  await app.register(compress);
  // Per-address limits (docs/api.md): POSTs (a token bucket), GETs and replays (windows), open WebSockets.
  const rate = opts.httpRate ?? DEFAULT_HTTP_LIMITS.post;
  const readLimit = await registerHttpLimits(app, { ...DEFAULT_HTTP_LIMITS, ...opts.readRate, post: rate });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  registerWsGuard(app, { allowedOrigins: opts.allowedOrigins ?? [], maxPerAddress: opts.wsPerAddress ?? 50 });
  const doc = openApiDocument({ games });
  app.get('/api/openapi.json', async () => doc);
  // Readiness (for a load balancer): storage and, on a cluster, Redis reachable, and not shutting down.
  let stopping = false;
  app.get('/api/ready', async (_req, reply) => {
    const checks: Record<string, string> = {};
    try {
      await opts.storage.ping?.();
      checks.storage = 'ok';
    } catch (e) {
      checks.storage = (e as Error).message;
    }
    if (cluster) {
      try {
        await cluster.ping();
        checks.redis = 'ok';
      } catch (e) {
        checks.redis = (e as Error).message;
      }
    }
    const ready = !stopping && Object.values(checks).every((v) => v === 'ok');
    reply.code(ready ? 200 : 503);
    return { ready, stopping, checks };
  });
  await app.register(cookie);
  registerHttp(app, service, { startedAt: Date.now(), storageName: opts.storageName ?? 'sqlite' });
  registerAccountRoutes(app, service, opts.webauthn);
  registerPuzzleRoutes(app, games);
  registerOperator(app, service, {
    startedAt: Date.now(),
    storageName: opts.storageName ?? 'sqlite',
    operatorToken: opts.operatorToken,
  });
  registerWs(app, service, limits);
  await registerStatic(app, opts.webRoot ?? null, readLimit);

  const recovered = await service.recover();
  if (recovered.loaded + recovered.broken > 0) app.log.info(recovered, 'matches restored');

  let closed = false;
  return {
    app,
    service,
    async listen(port = 0, host = '127.0.0.1') {
      await app.listen({ port, host });
      const addr = app.server.address();
      const p = typeof addr === 'object' && addr ? addr.port : port;
      return `http://${host.includes(':') ? `[${host}]` : host}:${p}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      // stop being ready, refuse new moves, finish the ones in flight, then close connections (1001: clients
      // reconnect, through the load balancer, to another node) and stop listening
      stopping = true;
      await service.close();
      for (const c of app.websocketServer?.clients ?? []) c.close(1001, 'server shutting down');
      const closing = app.close();
      const t = setTimeout(() => {
        for (const c of app.websocketServer?.clients ?? []) c.terminate();
      }, 1000);
      await closing;
      clearTimeout(t);
      await cluster?.close();
      await opts.storage.close();
    },
  };
}
