import { z } from 'zod';
import {
  CreatedMatch,
  CreateMatchBody,
  ErrorBodySchema,
  GameInfo,
  Health,
  HistoryQuery,
  JoinBody,
  Joined,
  ListQuery,
  MatchInfo,
  Ready,
  RematchBody,
  Rematched,
  ReplaceBody,
  Replay,
  ReplayQuery,
  Spectated,
} from './schemas.ts';

interface Route {
  method: 'get' | 'post';
  path: string;
  summary: string;
  auth?: 'seat' | 'host' | 'optional-seat';
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  status?: number;
}

/** Every HTTP route, for the OpenAPI document and docs/api.md. */
export const ROUTES: Route[] = [
  { method: 'get', path: '/api/health', summary: 'Liveness and a few counters.', response: Health },
  {
    method: 'get',
    path: '/api/ready',
    summary: 'Readiness for a load balancer: 200 when storage (and Redis on a cluster) answer, else 503.',
    response: Ready,
  },
  {
    method: 'get',
    path: '/api/games',
    summary: 'The games served, with their options.',
    response: z.array(GameInfo),
  },
  {
    method: 'post',
    path: '/api/matches',
    summary: 'Create a match. The creator gets a host token (and a seat token when `seat` is given).',
    body: CreateMatchBody,
    response: CreatedMatch,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/matches',
    summary:
      'Open matches (`status=open`, the default): those with a free human seat. `status=playing`: every match being played, to watch.',
    query: ListQuery,
    response: z.object({ matches: z.array(MatchInfo) }),
  },
  {
    method: 'get',
    path: '/api/matches/{id}',
    summary: 'Public information about a match.',
    response: MatchInfo,
  },
  {
    method: 'post',
    path: '/api/matches/{id}/join',
    summary: 'Take a free human seat; returns its seat token (shown once, stored only as a hash).',
    body: JoinBody,
    response: Joined,
  },
  {
    method: 'post',
    path: '/api/matches/{id}/rematch',
    summary:
      'A seated player of a finished match starts its rematch (201, once) or joins it (200): same game, options and seat kinds; each player of the old match keeps first claim on its seat.',
    auth: 'seat',
    body: RematchBody,
    response: Rematched,
  },
  {
    method: 'post',
    path: '/api/matches/{id}/leave',
    summary: 'Give up your seat (its token stops working). The host may then put a bot there.',
    auth: 'seat',
    response: z.object({ ok: z.boolean() }),
  },
  {
    method: 'post',
    path: '/api/matches/{id}/seats/{seat}/bot',
    summary: 'Host only: a bot takes over a human seat nobody is connected to.',
    auth: 'host',
    body: ReplaceBody,
    response: MatchInfo,
  },
  {
    method: 'get',
    path: '/api/matches/{id}/spectate',
    summary: "The spectator's current frame (for live updates use the WebSocket).",
    response: Spectated,
  },
  {
    method: 'get',
    path: '/api/history',
    summary: 'Finished matches, newest first.',
    query: HistoryQuery,
    response: z.object({ matches: z.array(MatchInfo) }),
  },
  {
    method: 'get',
    path: '/api/matches/{id}/replay',
    summary:
      "A finished match's replay as one viewer saw it: `?seat=` for any seat's view (the match is over, nothing is secret but the seed), a seat token for that seat's, else a spectator's.",
    query: ReplayQuery,
    auth: 'optional-seat',
    response: Replay,
  },
];

const schema = (t: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(t, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;

/** The OpenAPI 3.1 document, generated from the zod schemas. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of ROUTES) {
    const params: unknown[] = [];
    for (const m of r.path.matchAll(/\{(\w+)\}/g)) {
      params.push({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: m[1] === 'seat' ? 'integer' : 'string' },
      });
    }
    if (r.query) {
      const js = schema(r.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, s] of Object.entries(js.properties ?? {})) {
        params.push({ name, in: 'query', required: js.required?.includes(name) ?? false, schema: s });
      }
    }
    const op: Record<string, unknown> = {
      summary: r.summary,
      parameters: params,
      responses: {
        [String(r.status ?? 200)]: {
          description: 'OK',
          content: { 'application/json': { schema: schema(r.response, 'output') } },
        },
        default: {
          description: 'A coded error (see docs/api.md).',
          content: { 'application/json': { schema: schema(ErrorBodySchema, 'output') } },
        },
      },
    };
    if (r.body) {
      op.requestBody = {
        required: false,
        content: { 'application/json': { schema: schema(r.body, 'input') } },
      };
    }
    if (r.auth === 'seat' || r.auth === 'host') op.security = [{ bearer: [] }];
    if (r.auth === 'optional-seat') op.security = [{}, { bearer: [] }];
    paths[r.path] = { ...(paths[r.path] ?? {}), [r.method]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Potluck game server',
      version: '0.1.0',
      description:
        'HTTP API of the Potluck game server. The live protocol (WebSocket /ws) is in docs/protocol.md.',
    },
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A seat token or the host token.' },
      },
    },
  };
}
