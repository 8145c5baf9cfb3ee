import { z } from 'zod';
import {
  ChatLog,
  CreatedMatch,
  CreateMatchBody,
  ErrorBodySchema,
  GameInfo,
  Health,
  HistoryQuery,
  JoinBody,
  Joined,
  ListQuery,
  MatchExport,
  MatchInfo,
  MatchParams,
  Metrics,
  Ready,
  RematchBody,
  Rematched,
  ReplaceBody,
  Replay,
  ReplayQuery,
  SeatParams,
  Spectated,
} from './schemas.ts';
import {
  CreateProfileBody,
  Leaderboard,
  LeaderboardQuery,
  MeResponse,
  MyMatches,
  PasskeyBody,
  PatchProfileBody,
  PlayerParams,
  PublicProfile,
  QueueBody,
  QueueState,
  SignInBody,
  TakeSeatBody,
} from './schemas-accounts.ts';
import { AnalysisStateSchema } from './schemas-analysis.ts';
import {
  PuzzleAttemptBody,
  PuzzleAttemptResult,
  PuzzleGameParams,
  PuzzleList,
  PuzzleParams,
  PuzzleShown,
} from './schemas-puzzles.ts';

/** An error status an operation may answer, besides `default` (docs/api.md lists the codes). */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

interface Route {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  operationId: string;
  summary: string;
  /** `session`: the session cookie (a profile) is required; `optional-session`: used when sent. */
  auth?: 'seat' | 'host' | 'optional-seat' | 'operator' | 'session' | 'optional-session';
  /** The path parameters: the zod schema the route parses `req.params` with. */
  params?: z.ZodObject;
  /** The query parameters: the zod schema the route parses `req.query` with. */
  query?: z.ZodObject;
  /** The body schema; the body is required unless the schema accepts `{}` (a missing body reads as `{}`). */
  body?: z.ZodType;
  response: z.ZodType;
  /** The statuses answered with `response`, and what each means (default: 200 OK). */
  statuses?: Record<number, string>;
  /** The 4xx statuses this operation may answer with an error body; the rest (5xx) fall under `default`. */
  errors: ErrorStatus[];
  /** What an error status means here, where it differs from ERROR_TEXT. */
  errorText?: Partial<Record<ErrorStatus, string>>;
}

const POST_ERRORS: ErrorStatus[] = [400, 413, 429];
const BOT_QUOTA_429 =
  'RATE_LIMITED: too many requests from this address (`Retry-After` says when to try again); or BOT_QUOTA: this address already has the most unfinished matches with hard bots it may have.';

/** Every HTTP route, for the OpenAPI document and docs/api.md. */
export const ROUTES: Route[] = [
  {
    method: 'get',
    path: '/api/health',
    operationId: 'getHealth',
    summary: 'Liveness (public; the counters are in /api/metrics, for operators).',
    response: Health,
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/metrics',
    operationId: 'getMetrics',
    summary:
      'For operators: memory, CPU time, matches in memory and connections. Needs the operator token; 404 when the server has none.',
    auth: 'operator',
    response: Metrics,
    errors: [401, 404, 429],
    errorText: {
      401: 'BAD_TOKEN: the operator token is missing or wrong.',
      404: 'NOT_FOUND: the server has no operator token, so this endpoint is off.',
    },
  },
  {
    method: 'get',
    path: '/api/ready',
    operationId: 'getReady',
    summary: 'Readiness for a load balancer: 200 when storage (and Redis on a cluster) answer, else 503.',
    response: Ready,
    statuses: {
      200: 'Ready: storage (and Redis on a cluster) answer.',
      503: 'Not ready: a dependency failed (`checks` says which) or the node is shutting down (`stopping`).',
    },
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/games',
    operationId: 'listGames',
    summary: 'The games served, with their options.',
    response: z.array(GameInfo),
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/matches',
    operationId: 'createMatch',
    summary: 'Create a match. The creator gets a host token (and a seat token when `seat` is given).',
    body: CreateMatchBody,
    response: CreatedMatch,
    statuses: { 201: 'Created.' },
    errors: [400, 404, 413, 429],
    errorText: { 429: BOT_QUOTA_429 },
  },
  {
    method: 'get',
    path: '/api/matches',
    operationId: 'listMatches',
    summary:
      'Open matches (`status=open`, the default): those with a free human seat. `status=playing`: every match being played, to watch.',
    query: ListQuery,
    response: z.object({ matches: z.array(MatchInfo) }),
    errors: [400, 429],
  },
  {
    method: 'get',
    path: '/api/matches/{id}',
    operationId: 'getMatch',
    summary: 'Public information about a match.',
    params: MatchParams,
    response: MatchInfo,
    errors: [400, 404, 429],
  },
  {
    method: 'post',
    path: '/api/matches/{id}/join',
    operationId: 'joinMatch',
    summary: 'Take a free human seat; returns its seat token (shown once, stored only as a hash).',
    params: MatchParams,
    body: JoinBody,
    response: Joined,
    errors: [...POST_ERRORS, 404, 409],
  },
  {
    method: 'post',
    path: '/api/matches/{id}/seat',
    operationId: 'takeSeat',
    summary:
      "A seat follows its person to another device: the signed-in profile that holds a human seat of this match takes it here with a fresh seat token. The token is rotated: the old device's connections get BAD_TOKEN, and it may take the seat back the same way.",
    auth: 'session',
    params: MatchParams,
    body: TakeSeatBody,
    response: Joined,
    errors: [...POST_ERRORS, 401, 403, 404],
    errorText: {
      401: 'NOT_SIGNED_IN: this browser has no profile (no session cookie).',
      403: 'NOT_YOUR_SEAT: the profile holds no (such) seat in this match.',
    },
  },
  {
    method: 'post',
    path: '/api/matches/{id}/rematch',
    operationId: 'rematch',
    summary:
      'A seated player of a finished match starts its rematch (201, once) or joins it (200): same game, options and seat kinds; each player of the old match keeps first claim on its seat.',
    auth: 'seat',
    params: MatchParams,
    body: RematchBody,
    response: Rematched,
    statuses: {
      200: 'Joined the rematch another player had started (`created: false`).',
      201: 'Started the rematch (`created: true`, with its `hostToken`).',
    },
    errors: [...POST_ERRORS, 401, 404, 409],
  },
  {
    method: 'post',
    path: '/api/matches/{id}/leave',
    operationId: 'leaveMatch',
    summary: 'Give up your seat (its token stops working). The host may then put a bot there.',
    auth: 'seat',
    params: MatchParams,
    response: z.object({ ok: z.boolean() }),
    errors: [...POST_ERRORS, 401, 404],
  },
  {
    method: 'post',
    path: '/api/matches/{id}/resign',
    operationId: 'resign',
    summary:
      'Resign your seat: ranked last; a bot plays on, or the match ends when one seat is left in (docs/protocol.md).',
    auth: 'seat',
    params: MatchParams,
    response: z.object({ version: z.number().int().describe('The match version after the resignation.') }),
    errors: [...POST_ERRORS, 401, 404, 409],
  },
  {
    method: 'post',
    path: '/api/matches/{id}/seats/{seat}/bot',
    operationId: 'seatBot',
    summary:
      'The host, or any person seated at the table (their seat token): a bot takes over a human seat nobody is connected to.',
    auth: 'host',
    params: SeatParams,
    body: ReplaceBody,
    response: MatchInfo,
    errors: [...POST_ERRORS, 401, 403, 404],
    errorText: { 429: BOT_QUOTA_429 },
  },
  {
    method: 'get',
    path: '/api/matches/{id}/spectate',
    operationId: 'spectateMatch',
    summary: "The spectator's current frame (for live updates use the WebSocket).",
    params: MatchParams,
    response: Spectated,
    errors: [400, 404, 429],
  },
  {
    method: 'get',
    path: '/api/history',
    operationId: 'listHistory',
    summary: 'Finished matches, newest first.',
    query: HistoryQuery,
    response: z.object({ matches: z.array(MatchInfo) }),
    errors: [400, 429],
  },
  {
    method: 'get',
    path: '/api/matches/{id}/replay',
    operationId: 'getReplay',
    summary:
      "A finished match's replay as one viewer saw it: `?seat=` for any seat's view (the match is over, nothing is secret but the seed), a seat token for that seat's, else a spectator's.",
    auth: 'optional-seat',
    params: MatchParams,
    query: ReplayQuery,
    response: Replay,
    errors: [400, 401, 404, 409, 429],
  },
  {
    method: 'get',
    path: '/api/matches/{id}/export',
    operationId: 'exportMatch',
    summary:
      "A finished match as a scenario that `potluck script` replays and `potluck analyze` judges: the moves played (undone ones left out) and, instead of the secret seed, the RNG state the game started from (this match's deal and shuffles; docs/api.md, Export). 409 NOT_FINISHED before the end.",
    params: MatchParams,
    response: MatchExport,
    errors: [400, 404, 409, 429],
  },
  {
    method: 'post',
    path: '/api/matches/{id}/analysis',
    operationId: 'requestAnalysis',
    summary:
      "Queue a finished match's post-game analysis (issue 17; docs/api.md, Analysis): every decision judged from its seat's view, one analysis at a time on a low-priority worker thread. Each match is analysed once and stored; asking again returns its state (queued, running, done). 409 NOT_FINISHED before the end; 429 ANALYSIS_QUOTA when this address, or the signed-in person (the session cookie, when sent), already has that many analyses waiting or running.",
    auth: 'optional-session',
    params: MatchParams,
    response: AnalysisStateSchema,
    errors: [...POST_ERRORS, 404, 409],
  },
  {
    method: 'get',
    path: '/api/matches/{id}/analysis',
    operationId: 'getAnalysis',
    summary:
      "The state of a finished match's analysis: `none`, `queued` (position), `running` (decisions done / total), `done` (the analysis) or `failed`.",
    params: MatchParams,
    response: AnalysisStateSchema,
    errors: [400, 404, 409, 429],
  },
  {
    method: 'get',
    path: '/api/puzzles/{game}',
    operationId: 'listPuzzles',
    summary:
      "A game's puzzles (issue 17; docs/api.md, Puzzles): positions where one move is far better than every other after a long search from the seat's own view, and today's daily puzzle (chosen from the UTC date). 404 UNKNOWN_GAME.",
    params: PuzzleGameParams,
    response: PuzzleList,
    errors: [400, 404, 429],
  },
  {
    method: 'get',
    path: '/api/puzzles/{game}/{id}',
    operationId: 'getPuzzle',
    summary:
      "One puzzle as its seat sees it: that seat's view of the position and its legal moves, never the true state, the seed or other seats' hidden cards; the answer only after an attempt. 404 UNKNOWN_GAME or PUZZLE_NOT_FOUND.",
    params: PuzzleParams,
    response: PuzzleShown,
    errors: [400, 404, 429],
  },
  {
    method: 'post',
    path: '/api/puzzles/{game}/{id}/attempt',
    operationId: 'attemptPuzzle',
    summary:
      "Try a move: whether it is the answer, the answer, the search's numbers for every move it looked at (estimated winning chance, visits) and an explanation in every language. A move the seat cannot make: 400 BAD_ACTION_SHAPE or 409 ILLEGAL_ACTION, as at a table.",
    params: PuzzleParams,
    body: PuzzleAttemptBody,
    response: PuzzleAttemptResult,
    errors: [...POST_ERRORS, 404, 409],
  },
  {
    method: 'get',
    path: '/api/matches/{id}/chat',
    operationId: 'getChat',
    summary:
      "A finished match's chat, oldest first (the newest 1000 messages): once the match is over everyone may read all of it, spectators' messages included. 409 NOT_FINISHED before the end (live chat is on the WebSocket).",
    params: MatchParams,
    response: ChatLog,
    errors: [400, 404, 409, 429],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getOpenApi',
    summary: 'This document.',
    response: z.record(z.string(), z.unknown()),
    errors: [429],
  },
  ...ACCOUNT_ROUTES(),
];

/** People (issue 15): profiles, passkeys, sign-in, public profiles, leaderboards, my games. */
function ACCOUNT_ROUTES(): Route[] {
  const NOT_SIGNED_IN = { 401: 'NOT_SIGNED_IN: no session cookie, or a signed-out one.' };
  const ok = z.object({ ok: z.literal(true) });
  const webauthnOptions = z
    .record(z.string(), z.unknown())
    .describe(
      'WebAuthn options as JSON (for @simplewebauthn/browser); the challenge is valid for 5 minutes.',
    );
  return [
    {
      method: 'get',
      path: '/api/me',
      operationId: 'getMe',
      summary: "This browser's profile (by its session cookie), or `player: null` when it has none.",
      auth: 'optional-session',
      response: MeResponse,
      errors: [429],
    },
    {
      method: 'post',
      path: '/api/me',
      operationId: 'createMe',
      summary:
        "Create this browser's profile and its session cookie (HttpOnly, SameSite=Lax, Secure over HTTPS). With a valid session already: that profile, 200.",
      auth: 'optional-session',
      body: CreateProfileBody,
      response: MeResponse,
      statuses: {
        200: 'The profile this browser has already.',
        201: 'Created; Set-Cookie carries the session.',
      },
      errors: POST_ERRORS,
    },
    {
      method: 'patch',
      path: '/api/me',
      operationId: 'updateMe',
      summary: 'Change display name, language or avatar.',
      auth: 'session',
      body: PatchProfileBody,
      response: MeResponse,
      errors: [400, 401, 413, 429],
      errorText: NOT_SIGNED_IN,
    },
    {
      method: 'delete',
      path: '/api/me',
      operationId: 'deleteMe',
      summary:
        'Delete the account: profile, sessions, passkeys and ratings go; matches and replays stay, its seats shown as a deleted player.',
      auth: 'session',
      response: ok,
      errors: [401, 429],
      errorText: NOT_SIGNED_IN,
    },
    {
      method: 'get',
      path: '/api/me/matches',
      operationId: 'myMatches',
      summary: 'My games: open or in progress (with whose turn it is), and finished.',
      auth: 'session',
      response: MyMatches,
      errors: [401, 429],
      errorText: NOT_SIGNED_IN,
    },
    {
      method: 'post',
      path: '/api/me/passkeys/options',
      operationId: 'passkeyOptions',
      summary: 'Options to register a passkey for this profile (navigator.credentials.create).',
      auth: 'session',
      body: PatchProfileBody.pick({}),
      response: webauthnOptions,
      errors: [400, 401, 413, 429],
      errorText: NOT_SIGNED_IN,
    },
    {
      method: 'post',
      path: '/api/me/passkeys',
      operationId: 'addPasskey',
      summary: 'Add the passkey just created (its registration response) to this profile.',
      auth: 'session',
      body: PasskeyBody,
      response: MeResponse,
      errors: [400, 401, 413, 429],
      errorText: { 400: 'BAD_REQUEST, or PASSKEY_FAILED: the response did not verify.', ...NOT_SIGNED_IN },
    },
    {
      method: 'post',
      path: '/api/session/options',
      operationId: 'signInOptions',
      summary: 'Options to sign in with a passkey (navigator.credentials.get, discoverable credentials).',
      body: PatchProfileBody.pick({}),
      response: webauthnOptions,
      errors: POST_ERRORS,
    },
    {
      method: 'post',
      path: '/api/session',
      operationId: 'signIn',
      summary:
        'Sign in with a passkey: a new session cookie for its profile. A guest profile this browser had (no passkey) has its matches and ratings moved to the account.',
      auth: 'optional-session',
      body: SignInBody,
      response: MeResponse,
      errors: POST_ERRORS,
      errorText: {
        400: 'BAD_REQUEST, or PASSKEY_FAILED: unknown passkey, expired challenge, bad signature.',
      },
    },
    {
      method: 'delete',
      path: '/api/session',
      operationId: 'signOut',
      summary: 'Sign out: the session ends and its cookie is cleared (the profile stays).',
      auth: 'optional-session',
      response: ok,
      errors: [429],
    },
    {
      method: 'get',
      path: '/api/players/{id}',
      operationId: 'getPlayer',
      summary:
        'A public profile: name, avatar, ratings, stats per game and player count, rating history, recent finished matches.',
      params: PlayerParams,
      response: PublicProfile,
      errors: [400, 404, 429],
      errorText: { 404: 'PLAYER_NOT_FOUND.' },
    },
    {
      method: 'get',
      path: '/api/leaderboard',
      operationId: 'getLeaderboard',
      summary: "A game's leaderboard by conservative rating, one page at a time.",
      query: LeaderboardQuery,
      response: Leaderboard,
      errors: [400, 404, 429],
      errorText: { 404: 'UNKNOWN_GAME.' },
    },
    {
      method: 'post',
      path: '/api/queue',
      operationId: 'joinQueue',
      summary:
        'Quick match: wait for people near my rating for a game and player count; after `waitSeconds` bots near my rating fill the empty seats. Casual, 1 min a move. Again while waiting: a new wait. Poll GET /api/queue for the seat.',
      auth: 'session',
      body: QueueBody,
      response: QueueState,
      errors: [400, 401, 404, 409, 413, 429],
      errorText: {
        400: 'BAD_REQUEST, or BAD_PLAYER_COUNT: not a player count of that game.',
        404: 'UNKNOWN_GAME.',
        409: 'QUEUE_MATCHED: the queue seated me in a match already; leave the queue (DELETE) first.',
        ...NOT_SIGNED_IN,
      },
    },
    {
      method: 'get',
      path: '/api/queue',
      operationId: 'getQueue',
      summary:
        'My place in the quick-match queue: waiting (since, the rating window now, when bots come), matched (the match, my seat and seat token), or none.',
      auth: 'session',
      response: QueueState,
      errors: [401, 429],
      errorText: NOT_SIGNED_IN,
    },
    {
      method: 'delete',
      path: '/api/queue',
      operationId: 'leaveQueue',
      summary:
        'Leave the quick-match queue, or (once matched) forget that match (the seat stays mine). `left`: whether I was in it.',
      auth: 'session',
      response: z.object({ ok: z.literal(true), left: z.boolean() }),
      errors: [401, 429],
      errorText: NOT_SIGNED_IN,
    },
  ];
}

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'BAD_REQUEST: the path, query or body fails its schema (or another invalid-input code).',
  401: 'BAD_TOKEN: the token is missing, malformed or not valid for this match.',
  403: 'NOT_HOST: the host token is required.',
  404: 'MATCH_NOT_FOUND (or UNKNOWN_GAME when creating).',
  409: 'The match is not in a state that allows this (SEAT_TAKEN, NO_FREE_SEAT, NOT_FINISHED, …).',
  413: 'TOO_LARGE: the body is over the limit.',
  429: 'RATE_LIMITED: too many requests from this address; `Retry-After` says when to try again.',
};

const schema = (t: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...js } = z.toJSONSchema(t, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  return js;
};

/** The JSON Schema of each property of an object schema (path or query parameters), with `required`. */
function parameters(where: 'path' | 'query', t: z.ZodObject): Record<string, unknown>[] {
  const js = schema(t, 'input') as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(js.properties ?? {}).map(([name, { description, ...s }]) => ({
    name,
    in: where,
    required: where === 'path' || (js.required?.includes(name) ?? false),
    ...(description === undefined ? {} : { description }),
    schema: s,
  }));
}

export interface OpenApiOptions {
  /** The games served (their ids become the enum of `game` when creating a match). */
  games: readonly { id: string }[];
}

/**
 * The OpenAPI 3.1 document, generated from the zod schemas the routes parse their input with, so that it says
 * what the server does: the same path, query and body schemas, every status, and the game ids served.
 */
export function openApiDocument({ games }: OpenApiOptions): Record<string, unknown> {
  const ids = games.map((g) => g.id);
  const createBody =
    ids.length > 0
      ? CreateMatchBody.extend({
          game: z.enum(ids as [string, ...string[]]).describe('Game id (see GET /api/games).'),
        })
      : CreateMatchBody;
  const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of ROUTES) {
    const placeholders = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const params = r.params ? parameters('path', r.params) : [];
    const names = params.map((p) => p.name);
    if (placeholders.join() !== names.join())
      throw new Error(`${r.path}: path parameters ${names.join()} do not match the path`);
    if (r.query) params.push(...parameters('query', r.query));
    const responses: Record<string, unknown> = {};
    for (const [status, description] of Object.entries(r.statuses ?? { 200: 'OK.' })) {
      responses[status] = {
        description,
        content: { 'application/json': { schema: schema(r.response, 'output') } },
      };
    }
    for (const status of r.errors) {
      responses[status] =
        status === 429
          ? {
              description: r.errorText?.[status] ?? ERROR_TEXT[status],
              headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
              content: errorBody,
            }
          : { description: r.errorText?.[status] ?? ERROR_TEXT[status], content: errorBody };
    }
    responses.default = {
      description: 'Any other coded error (5xx: UNAVAILABLE, MATCH_BROKEN, INTERNAL; see docs/api.md).',
      content: errorBody,
    };
    const op: Record<string, unknown> = {
      operationId: r.operationId,
      summary: r.summary,
      ...(params.length > 0 ? { parameters: params } : {}),
    };
    if (r.body) {
      const body = r.body === CreateMatchBody ? createBody : r.body;
      op.requestBody = {
        required: !r.body.safeParse({}).success,
        content: { 'application/json': { schema: schema(body, 'input') } },
      };
    }
    op.responses = responses;
    op.security =
      r.auth === 'seat' || r.auth === 'host'
        ? [{ bearer: [] }]
        : r.auth === 'optional-seat'
          ? [{}, { bearer: [] }]
          : r.auth === 'operator'
            ? [{ operator: [] }]
            : r.auth === 'session'
              ? [{ session: [] }]
              : r.auth === 'optional-session'
                ? [{}, { session: [] }]
                : [];
    paths[r.path] = { ...(paths[r.path] ?? {}), [r.method]: op };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Potluck game server',
      version: '0.1.0',
      description:
        'HTTP API of the Potluck game server. The live protocol (WebSocket /ws) is in docs/protocol.md.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/', description: 'The server that serves this document.' }],
    paths,
    components: {
      schemas: { Error: schema(ErrorBodySchema, 'output') },
      headers: {
        RetryAfter: {
          description: 'Seconds to wait before trying again (always sent with RATE_LIMITED).',
          schema: { type: 'integer', minimum: 1 },
        },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'A seat token or the host token.' },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'potluck_sid',
          description:
            "This browser's session (HttpOnly, SameSite=Lax; set by POST /api/me or POST /api/session).",
        },
        operator: {
          type: 'http',
          scheme: 'bearer',
          description: 'The operator token (`POTLUCK_OPERATOR_TOKEN` / `--operator-token`).',
        },
      },
    },
  };
}
