import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ServerError, toErrorBody } from './errors.ts';
import { PLACEHOLDER_HTML } from './messages.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves the built web client from `root` (single-page app: unknown paths without an extension get
 * index.html), or a small placeholder page when `root` is null or has no index.html. Unknown /api paths get a
 * coded NOT_FOUND.
 */
export function registerStatic(app: FastifyInstance, root: string | null): void {
  const base = root !== null && existsSync(join(root, 'index.html')) ? resolve(root) : null;
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url === '/ws' ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      reply.code(404).send(toErrorBody(new ServerError('NOT_FOUND')));
      return;
    }
    if (base === null) {
      reply.type('text/html; charset=utf-8').send(PLACEHOLDER_HTML);
      return;
    }
    let rel: string;
    try {
      rel = decodeURIComponent(url);
    } catch {
      reply.code(400).send(toErrorBody(new ServerError('BAD_REQUEST', { detail: 'bad path' })));
      return;
    }
    const file = resolve(base, `.${normalize(rel)}`);
    const inside = file === base || file.startsWith(base + sep);
    let target: string | null = null;
    if (inside && existsSync(file) && statSync(file).isFile()) target = file;
    else if (extname(rel) === '') target = join(base, 'index.html');
    if (target === null) {
      reply.code(404).send(toErrorBody(new ServerError('NOT_FOUND')));
      return;
    }
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    if (target.includes(`${sep}assets${sep}`))
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.type(type).send(createReadStream(target));
  });
}
