import { existsSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { ServerError, toErrorBody } from './errors.ts';
import { PLACEHOLDER_HTML } from './messages.ts';

/**
 * Serves the built web client from `root` with @fastify/static (single-page app: unknown paths without an
 * extension get index.html; hashed files under assets/ are cached for a year), or a small placeholder page when
 * `root` is null or has no index.html. Unknown /api paths, /ws without an upgrade and other methods get a coded
 * NOT_FOUND. `limit` (the GET rate limit) also guards the not-found handler, which the plugin does not see.
 */
export async function registerStatic(
  app: FastifyInstance,
  root: string | null,
  limit?: preHandlerAsyncHookHandler,
): Promise<void> {
  const base = root !== null && existsSync(join(root, 'index.html')) ? resolve(root) : null;
  if (base !== null)
    await app.register(fastifyStatic, {
      root: base,
      wildcard: true,
      index: 'index.html',
      // the web build writes <file>.br and <file>.gz (best quality): sent as they are when the browser takes them,
      // otherwise @fastify/compress compresses the plain file as before
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.includes(`${sep}assets${sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  app.setNotFoundHandler(limit ? { preHandler: limit } : {}, (req, reply) => {
    const url = req.url.split('?')[0];
    const api = url.startsWith('/api/') || url === '/api' || url === '/ws';
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (api || !read) reply.code(404).send(toErrorBody(new ServerError('NOT_FOUND')));
    else if (base === null) reply.type('text/html; charset=utf-8').send(PLACEHOLDER_HTML);
    else if (extname(url) === '') reply.sendFile('index.html');
    else reply.code(404).send(toErrorBody(new ServerError('NOT_FOUND')));
  });
}
