import type { FastifyRequest } from 'fastify';

/** Headers that carry secrets: pino writes `[Redacted]` instead. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie'];

/** Query parameters whose values are worth logging (they are public: ids of games, filters, seat numbers). */
const SAFE_PARAMS = new Set(['game', 'status', 'limit', 'before', 'seat']);

/** A run of base64url characters as long as a token's (tokens are 32; match ids 12, game ids under 24). */
const TOKEN_LIKE = /[A-Za-z0-9_-]{24,}/;

/**
 * A request URL fit for a log: tokens travel in headers, but a client may still put one in a URL (a query string
 * or a path), and a URL is logged with every request. Query values are kept only for the public parameters above;
 * any path segment or value shaped like a token is replaced.
 */
export function safeUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q))
    .split('/')
    .map((s) => (TOKEN_LIKE.test(s) ? '[redacted]' : s))
    .join('/');
  if (q < 0) return path;
  const params = url
    .slice(q + 1)
    .split('&')
    .filter((p) => p !== '')
    .map((p) => {
      const eq = p.indexOf('=');
      const name = eq < 0 ? p : p.slice(0, eq);
      const value = eq < 0 ? '' : p.slice(eq + 1);
      if (!/^[A-Za-z]{1,32}$/.test(name)) return '[redacted]';
      return SAFE_PARAMS.has(name) && !TOKEN_LIKE.test(value) && value.length <= 40
        ? `${name}=${value}`
        : `${name}=[redacted]`;
    });
  return `${path}?${params.join('&')}`;
}

/** How a request appears in the log: method, URL without secrets, client address (after trust-proxy). */
function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  return { method: req.method, url: safeUrl(req.url), remoteAddress: req.ip };
}

/**
 * Fastify's logger option from the server's: false, true (info) or pino options. Never logs tokens (headers are
 * redacted, URLs go through safeUrl), seeds or bodies.
 */
export function loggerOptions(
  logger: boolean | Record<string, unknown> | undefined,
): false | Record<string, unknown> {
  if (!logger) return false;
  const base = { redact: REDACT, serializers: { req: serializeRequest } };
  return logger === true ? { level: 'info', ...base } : { ...base, ...logger };
}
