/**
 * What a browser meets: security headers (CSP, nosniff, no framing, Referrer-Policy), WebSocket origins, the web
 * client served by @fastify/static with compression and the SPA fallback.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadGames, startServer, type TestServer } from './helpers.ts';

const games = await loadGames();

/** Opens a WebSocket with these headers; resolves with it once open, or with the status that refused it. */
function upgrade(url: string, headers: Record<string, string>): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    ws.once('error', reject);
  });
}

let web: string;
let ts: TestServer;
const script = `console.log(${JSON.stringify('potluck '.repeat(400))});\n`;
beforeAll(async () => {
  web = mkdtempSync(join(tmpdir(), 'potluck-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><script type="module" src="./assets/app-1a2b.js"></script><div id="root"></div>',
  );
  writeFileSync(join(web, 'assets', 'app-1a2b.js'), script);
  // a file the build compressed ahead (packages/web/build-config.mjs writes .br and .gz beside each text file)
  writeFileSync(join(web, 'assets', 'pre-3c4d.js'), script);
  writeFileSync(join(web, 'assets', 'pre-3c4d.js.br'), brotliCompressSync(script));
  ts = await startServer(games, { webRoot: web, allowedOrigins: ['https://play.example.com'] });
});
afterAll(async () => {
  await ts.close();
  rmSync(web, { recursive: true, force: true });
});

describe('browser-facing headers', () => {
  it('every answer has a CSP (own scripts only, no framing), nosniff and a Referrer-Policy', async () => {
    for (const url of ['/', '/assets/app-1a2b.js', '/api/games', '/api/nope']) {
      const res = await ts.server.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it("the page may open its own server's WebSocket (connect-src)", async () => {
    const res = await ts.server.app.inject({ url: '/', headers: { host: 'potluck.lan:3000' } });
    expect(String(res.headers['content-security-policy'])).toContain(
      "connect-src 'self' ws://potluck.lan:3000 wss://potluck.lan:3000",
    );
  });
});

describe('WebSocket origins', () => {
  it('refuses an upgrade from another site; allows its own origin, configured ones and clients without Origin', async () => {
    const own = new URL(ts.url).origin;
    expect(await upgrade(ts.wsUrl, { origin: 'https://evil.example' })).toBe(403);
    expect(await upgrade(ts.wsUrl, { origin: 'null' })).toBe(403);
    const allowed: Record<string, string>[] = [{ origin: own }, { origin: 'https://play.example.com' }, {}];
    for (const headers of allowed) {
      const ws = await upgrade(ts.wsUrl, headers);
      expect(ws).toBeInstanceOf(WebSocket);
      (ws as WebSocket).close();
    }
  });
});

describe('the web client (@fastify/static)', () => {
  it('compresses the JavaScript and caches hashed assets for a year', async () => {
    const res = await ts.server.app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends a file compressed ahead by the build as it is, with the same headers; others get the plain file', async () => {
    const pre = await ts.server.app.inject({
      url: '/assets/pre-3c4d.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(pre.statusCode).toBe(200);
    expect(pre.headers['content-encoding']).toBe('br');
    expect(pre.headers['content-type']).toContain('javascript');
    expect(pre.headers['cache-control']).toContain('immutable');
    expect(String(pre.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(pre.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(brotliDecompressSync(pre.rawPayload).toString()).toBe(script);
    const plain = await ts.server.app.inject({ url: '/assets/pre-3c4d.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves index.html at / and for unknown page paths; unknown files and API paths are coded 404s', async () => {
    const index = await ts.server.app.inject({ url: '/' });
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.body).toContain('app-1a2b.js');
    expect((await ts.server.app.inject({ url: '/some/page' })).body).toBe(index.body);
    for (const url of ['/missing.js', '/api/nope', '/api']) {
      const res = await ts.server.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await ts.server.app.inject({ url: '/../../etc/passwd' })).body).not.toContain('root:');
  });
});
