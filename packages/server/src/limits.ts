import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ServerError } from './errors.ts';
import { TokenBucket } from './rate-limit.ts';

export interface HttpLimits {
  /** Token bucket per client address for POSTs (create, join, leave, bot, rematch); 0/s = off. */
  post: { burst: number; perSecond: number };
  /** GETs (API, web client, WebSocket upgrades) per client address per window; 0 = off. */
  get: { max: number; windowMs: number };
  /** Replays (the dearest read) per client address per window, counted apart from other GETs; 0 = off. */
  replay: { max: number; windowMs: number };
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  post: { burst: 60, perSecond: 5 },
  get: { max: 300, windowMs: 10_000 },
  replay: { max: 60, windowMs: 10_000 },
};

/** The client's address as limits count it: behind a trusted proxy the real client's, IPv6 per /64. */
export const clientKey = (req: FastifyRequest): string => normalizeIP(req.ip);

const isRead = (req: FastifyRequest) => req.method === 'GET' || req.method === 'HEAD';
const isReplay = (req: FastifyRequest) => /^\/api\/matches\/[^/?]+\/replay(\?|$)/.test(req.url);

/**
 * Per-address HTTP limits, answered `429 RATE_LIMITED` with `Retry-After`: GETs with @fastify/rate-limit (fixed
 * windows; replays in their own, smaller window), POSTs with a token bucket (bursts of a game night's creates and
 * joins pass, a flood does not). Register before the routes. Returns the hook that limits a route the plugin does
 * not see (the not-found handler).
 */
export async function registerHttpLimits(
  app: FastifyInstance,
  limits: HttpLimits,
): Promise<preHandlerAsyncHookHandler | undefined> {
  const { post } = limits;
  const buckets = new Map<string, TokenBucket>();
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'POST' || post.perSecond <= 0) return;
    const key = clientKey(req);
    if (buckets.size > 10_000) buckets.clear();
    let b = buckets.get(key);
    if (!b) {
      b = new TokenBucket(post.burst, post.perSecond);
      buckets.set(key, b);
    }
    if (!b.take()) {
      reply.header('retry-after', String(b.secondsToNextToken()));
      throw new ServerError('RATE_LIMITED');
    }
  });

  if (limits.get.max <= 0 && limits.replay.max <= 0) return undefined;
  const kind = (req: FastifyRequest) => (isReplay(req) ? 'replay' : 'get');
  await app.register(rateLimit, {
    global: true,
    keyGenerator: (req) => `${kind(req)} ${clientKey(req)}`,
    allowList: (req) => !isRead(req) || limits[kind(req)].max <= 0,
    max: (req) => limits[kind(req)].max,
    timeWindow: (req) => limits[kind(req)].windowMs,
    // the x-ratelimit-* headers only on a 429 (with Retry-After), not on every answer
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: () => new ServerError('RATE_LIMITED'),
  });
  return app.rateLimit();
}
