import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ServerError } from './errors.ts';
import { clientKey } from './limits.ts';

export interface WsGuardOptions {
  /**
   * Origins besides the serving one whose pages may open the WebSocket (e.g. `https://play.example.com` when a
   * proxy changes the Host header); `*` allows any.
   */
  allowedOrigins: readonly string[];
  /** Open WebSockets per client address; 0 = unlimited. */
  maxPerAddress: number;
}

/** `origin` without a trailing slash, lower-cased; null if it is not an http(s) origin. */
function normalizeOrigin(origin: string): string | null {
  try {
    const u = new URL(origin);
    return u.protocol === 'http:' || u.protocol === 'https:' ? `${u.protocol}//${u.host}` : null;
  } catch {
    return null;
  }
}

/**
 * Whether a WebSocket upgrade's Origin may connect. Browsers always send Origin, so a page of another site
 * (cross-site WebSocket hijacking) is refused; programs that send none (bots, tests, the bench) are not browsers
 * and pass. The serving origin is the one whose host is the request's Host (X-Forwarded-Host behind a trusted
 * proxy), in either scheme (TLS may end at a proxy).
 */
export function originAllowed(req: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes('*')) return true;
  const o = normalizeOrigin(origin);
  if (o === null) return false;
  if (allowed.some((a) => normalizeOrigin(a) === o)) return true;
  try {
    return new URL(`${new URL(o).protocol}//${req.host}`).host === new URL(o).host;
  } catch {
    return false;
  }
}

/**
 * Checks every WebSocket upgrade before it happens: the Origin (403 BAD_ORIGIN) and the number of WebSockets
 * the address already has open (429 RATE_LIMITED). A slot is taken when the upgrade is let through and given
 * back when its TCP connection closes. Register after @fastify/websocket (which marks upgrades as `req.ws`).
 */
export function registerWsGuard(app: FastifyInstance, opts: WsGuardOptions): void {
  const open = new Map<string, number>();
  app.addHook('onRequest', async (req, reply) => {
    if (!req.ws) return;
    if (!originAllowed(req, opts.allowedOrigins)) throw new ServerError('BAD_ORIGIN');
    if (opts.maxPerAddress <= 0) return;
    const key = clientKey(req);
    const n = open.get(key) ?? 0;
    if (n >= opts.maxPerAddress) {
      reply.header('retry-after', '10');
      throw new ServerError('RATE_LIMITED');
    }
    open.set(key, n + 1);
    req.raw.socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
