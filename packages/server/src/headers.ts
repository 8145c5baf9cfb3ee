import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The page's own WebSocket origins (`ws://host wss://host`) for `connect-src`: CSP Level 3 lets `'self'` match
 * them, but older browsers do not. A Host header that is not a plain host[:port] adds nothing.
 */
function socketOrigins(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? `ws://${host} wss://${host}`
    : "'self'";
}

/**
 * Browser security headers on every response (@fastify/helmet): a Content-Security-Policy that lets the page run
 * only its own scripts and styles and talk only to its own server, with no framing (`frame-ancestors 'none'`,
 * X-Frame-Options DENY); `X-Content-Type-Options: nosniff`; `Referrer-Policy: no-referrer`. React's `style`
 * props are set through the CSSOM, which CSP does not restrict, so no `'unsafe-inline'` is needed. No HSTS and
 * no `upgrade-insecure-requests`: Potluck is often served over plain HTTP on a home network; a deployment with
 * TLS sets HSTS at its proxy.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigins],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
}
