import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ServerError } from './errors.ts';
import { parseInput } from './http-input.ts';
import {
  CreateProfileBody,
  LeaderboardQuery,
  PasskeyBody,
  PatchProfileBody,
  PlayerParams,
  QueueBody,
  SignInBody,
} from './schemas-accounts.ts';
import type { WebAuthnSite } from './service/accounts.ts';
import type { MatchService } from './service.ts';

/** The session cookie: HttpOnly (never readable by scripts), SameSite=Lax, Secure over HTTPS. */
export const SESSION_COOKIE = 'potluck_sid';
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;

export interface WebAuthnConfig {
  /** The relying party id (a registrable domain, e.g. potluck.example). Default: the request's host name. */
  rpID?: string;
  /** The page origins passkeys may be used from (e.g. https://potluck.example). Default: the request's origin. */
  origins?: string[];
}

/** The session token of a request's cookie, if any. */
function sessionToken(req: FastifyRequest): string | undefined {
  const v = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[
    SESSION_COOKIE
  ];
  return typeof v === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(v) ? v : undefined;
}

/** The profile of the browser making the request (its session cookie), or null. */
export async function requestPlayer(req: FastifyRequest, service: MatchService): Promise<string | null> {
  const token = sessionToken(req);
  return token ? service.accounts.playerOfSession(token) : null;
}

function setSession(req: FastifyRequest, reply: FastifyReply, token: string): void {
  (reply as FastifyReply & { setCookie: (n: string, v: string, o: object) => void }).setCookie(
    SESSION_COOKIE,
    token,
    {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      path: '/',
      maxAge: COOKIE_MAX_AGE_S,
    },
  );
}

function clearSession(req: FastifyRequest, reply: FastifyReply): void {
  (reply as FastifyReply & { clearCookie: (n: string, o: object) => void }).clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    path: '/',
  });
}

/**
 * People (issue 15, docs/api.md "People"): the browser's profile (GET/POST/PATCH/DELETE /api/me), passkeys,
 * sign-in and out, public profiles, leaderboards and my games.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  service: MatchService,
  cfg: WebAuthnConfig = {},
): void {
  const accounts = service.accounts;
  const site = (req: FastifyRequest): WebAuthnSite => ({
    rpID: cfg.rpID ?? req.hostname,
    origins: cfg.origins ?? [`${req.protocol}://${req.host}`],
  });
  const signedIn = async (req: FastifyRequest): Promise<{ token: string; playerId: string }> => {
    const token = sessionToken(req);
    const playerId = token ? await accounts.playerOfSession(token) : null;
    if (!token || !playerId) throw new ServerError('NOT_SIGNED_IN');
    return { token, playerId };
  };

  app.get('/api/me', async (req) => {
    const player = await requestPlayer(req, service);
    return { player: player ? await accounts.me(player) : null };
  });

  app.post('/api/me', async (req, reply) => {
    const body = parseInput(CreateProfileBody, req.body);
    const existing = await requestPlayer(req, service);
    if (existing) return { player: await accounts.me(existing) };
    const { me, token } = await accounts.create(body);
    setSession(req, reply, token);
    reply.code(201);
    return { player: me };
  });

  app.patch('/api/me', async (req) => {
    const body = parseInput(PatchProfileBody, req.body);
    const { playerId } = await signedIn(req);
    return { player: await accounts.update(playerId, body) };
  });

  app.delete('/api/me', async (req, reply) => {
    const { playerId } = await signedIn(req);
    await accounts.deleteAccount(playerId);
    clearSession(req, reply);
    return { ok: true };
  });

  app.get('/api/me/matches', async (req) => {
    const { playerId } = await signedIn(req);
    return accounts.myMatches(playerId);
  });

  app.post('/api/me/passkeys/options', async (req) => {
    parseInput(PatchProfileBody.pick({}), req.body);
    const { playerId } = await signedIn(req);
    return accounts.registrationOptions(playerId, site(req));
  });

  app.post('/api/me/passkeys', async (req) => {
    const { response } = parseInput(PasskeyBody, req.body);
    const { playerId } = await signedIn(req);
    return { player: await accounts.register(playerId, response as RegistrationResponseJSON, site(req)) };
  });

  app.post('/api/session/options', async (req) => {
    parseInput(PatchProfileBody.pick({}), req.body);
    return accounts.authenticationOptions(site(req));
  });

  app.post('/api/session', async (req, reply) => {
    const { response } = parseInput(SignInBody, req.body);
    const token = sessionToken(req);
    const current = token ? await accounts.playerOfSession(token) : null;
    const out = await accounts.signIn(
      response as AuthenticationResponseJSON,
      site(req),
      token && current ? { token, playerId: current } : null,
    );
    setSession(req, reply, out.token);
    return { player: out.me };
  });

  app.delete('/api/session', async (req, reply) => {
    const token = sessionToken(req);
    if (token) await accounts.signOut(token);
    clearSession(req, reply);
    return { ok: true };
  });

  app.get('/api/players/:id', async (req) => {
    const { id } = parseInput(PlayerParams, req.params);
    return accounts.publicProfile(id);
  });

  // quick match (docs/api.md "Quick match"): join, poll my state (the seat token arrives here), leave
  app.post('/api/queue', async (req) => {
    const body = parseInput(QueueBody, req.body);
    const { playerId } = await signedIn(req);
    return service.queue.join(playerId, body);
  });

  app.get('/api/queue', async (req) => {
    const { playerId } = await signedIn(req);
    return service.queue.state(playerId);
  });

  app.delete('/api/queue', async (req) => {
    const { playerId } = await signedIn(req);
    return service.queue.leave(playerId);
  });

  app.get('/api/leaderboard', async (req) => {
    const q = parseInput(LeaderboardQuery, req.query);
    return accounts.leaderboard(q.game, q.page, q.size);
  });
}
