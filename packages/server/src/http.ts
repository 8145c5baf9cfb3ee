import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ServerError } from './errors.ts';
import { requestPlayer } from './http-accounts.ts';
import { parseInput } from './http-input.ts';
import {
  CreateMatchBody,
  HistoryQuery,
  JoinBody,
  ListQuery,
  MatchParams,
  RematchBody,
  ReplaceBody,
  ReplayQuery,
  SeatParams,
} from './schemas.ts';
import { TakeSeatBody } from './schemas-accounts.ts';
import type { MatchService } from './service.ts';
import { hashToken } from './tokens.ts';

/** The bearer token of a request (seat or host token), if any. Tokens travel in headers, never in URLs. */
export function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (h === undefined) return undefined;
  const m = typeof h === 'string' ? /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(h.trim()) : null;
  if (!m) throw new ServerError('BAD_TOKEN');
  return m[1];
}

function requireBearer(req: FastifyRequest): string {
  const t = bearer(req);
  if (t === undefined) throw new ServerError('BAD_TOKEN');
  return t;
}

export interface HttpInfo {
  startedAt: number;
  storageName: string;
}

/** The HTTP API (docs/api.md). Handlers only parse input and call the MatchService. */
export function registerHttp(app: FastifyInstance, service: MatchService, info: HttpInfo): void {
  // Public liveness only; memory, CPU and connection counts are for operators (GET /api/metrics, operator.ts).
  app.get('/api/health', async () => ({
    ok: true,
    uptimeSeconds: Math.round((Date.now() - info.startedAt) / 1000),
    storage: info.storageName,
  }));

  app.get('/api/games', async () =>
    service.gameList().map((g) => ({
      id: g.id,
      names: g.names,
      minPlayers: g.minPlayers,
      maxPlayers: g.maxPlayers,
      options: z.toJSONSchema(g.optionsSchema, { io: 'input', unrepresentable: 'any' }),
      optionsMeta: g.optionsMeta,
      defaults: g.optionsSchema.parse({}),
    })),
  );

  app.post('/api/matches', async (req, reply) => {
    const body = parseInput(CreateMatchBody, req.body);
    const created = await service.create(body, req.ip, await requestPlayer(req, service));
    reply.code(201);
    return created;
  });

  app.get('/api/matches', async (req) => {
    const q = parseInput(ListQuery, req.query);
    return { matches: q.status === 'playing' ? service.listPlaying(q) : service.listOpen(q) };
  });

  app.get('/api/matches/:id', async (req) => {
    const { id } = parseInput(MatchParams, req.params);
    return service.matchInfo(id);
  });

  app.post('/api/matches/:id/join', async (req) => {
    const { id } = parseInput(MatchParams, req.params);
    const body = parseInput(JoinBody, req.body);
    return service.join(id, body, await requestPlayer(req, service));
  });

  // a seat follows its person: the profile that holds it takes it on this device (the old token stops working)
  app.post('/api/matches/:id/seat', async (req) => {
    const { id } = parseInput(MatchParams, req.params);
    const { seat } = parseInput(TakeSeatBody, req.body);
    const player = await requestPlayer(req, service);
    if (player === null) throw new ServerError('NOT_SIGNED_IN');
    return service.takeSeat(id, player, seat);
  });

  app.post('/api/matches/:id/rematch', async (req, reply) => {
    const { id } = parseInput(MatchParams, req.params);
    const { name } = parseInput(RematchBody, req.body);
    const out = await service.rematch(id, requireBearer(req), name, await requestPlayer(req, service));
    if (out.created) reply.code(201);
    return out;
  });

  app.post('/api/matches/:id/resign', async (req) => {
    const { id } = parseInput(MatchParams, req.params);
    const token = requireBearer(req);
    const seat = await service.seatOfToken(id, token);
    const version = await service.resign(id, { seat, tokenHash: hashToken(token) });
    return { version };
  });

  app.post('/api/matches/:id/leave', async (req) => {
    const { id } = parseInput(MatchParams, req.params);
    await service.leave(id, requireBearer(req));
    return { ok: true };
  });

  app.post('/api/matches/:id/seats/:seat/bot', async (req) => {
    const { id, seat } = parseInput(SeatParams, req.params);
    const { level } = parseInput(ReplaceBody, req.body);
    return service.replaceWithBot(id, requireBearer(req), seat, level, req.ip);
  });

  app.get('/api/matches/:id/spectate', async (req) => {
    const { id } = parseInput(MatchParams, req.params);
    const match = await service.matchInfo(id);
    const { version, frame } = await service.syncFor(id, -1);
    return { match, version, frame };
  });

  app.get('/api/history', async (req) => {
    const q = parseInput(HistoryQuery, req.query);
    return { matches: await service.history(q) };
  });

  app.get('/api/matches/:id/chat', async (req) => {
    const { id } = parseInput(MatchParams, req.params);
    return { messages: await service.chatLog(id) };
  });

  app.get('/api/matches/:id/export', async (req) => {
    const { id } = parseInput(MatchParams, req.params);
    return service.exportMatch(id);
  });

  app.get('/api/matches/:id/analysis', async (req) => {
    const { id } = parseInput(MatchParams, req.params);
    return service.analysis.state(id);
  });

  app.post('/api/matches/:id/analysis', async (req) => {
    const { id } = parseInput(MatchParams, req.params);
    return service.analysis.request(id, req.ip, await requestPlayer(req, service));
  });

  app.get('/api/matches/:id/replay', async (req, reply) => {
    const { id } = parseInput(MatchParams, req.params);
    const { seat } = parseInput(ReplayQuery, req.query);
    // JSON text built once per match and viewer (service/replay-cache.ts)
    reply.type('application/json; charset=utf-8');
    return service.replay(id, bearer(req), seat);
  });
}
