import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROUTES } from '../src/openapi.ts';
import { MatchParams, ReplayQuery, SeatParams } from '../src/schemas.ts';
import { api, type Json, loadGames, startServer, type TestServer } from './helpers.ts';

/**
 * /api/openapi.json says what the server does (issue 18, item 10): it lints clean with Redocly's recommended rules,
 * validates as OpenAPI 3.1, and its parameters, bodies, statuses and game ids are those the routes use.
 */

const games = await loadGames();
let ts: TestServer;
let doc: Json;
beforeAll(async () => {
  ts = await startServer(games);
  doc = (await api(ts.url, 'GET', '/api/openapi.json')).body;
});
afterAll(async () => {
  await ts.close();
});

type Op = Json;

/** The routes of Fastify's printRoutes tree, as method and full path. */
function servedRoutes(tree: string): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    for (const method of m[3]?.split(', ') ?? []) out.push({ method, path: stack.join('') });
  }
  return out;
}
function operations(): [string, string, Op][] {
  const out: [string, string, Op][] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Op>>))
    for (const [method, op] of Object.entries(item)) out.push([path, method, op]);
  return out;
}

describe('OpenAPI document', () => {
  it("lints clean with Redocly's recommended rules (no error, no warning)", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc, null, 2),
      absoluteRef: '/openapi.json',
      config,
    });
    expect(
      problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const v = new Validator();
    const r = await v.validate(structuredClone(doc));
    expect(r.errors ?? []).toEqual([]);
    expect(r.valid).toBe(true);
    expect(v.version).toBe('3.1');
  });

  it('has servers, an operationId per operation, and security on every operation', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (const [path, method, op] of operations()) {
      expect(op.operationId, `${method} ${path}`).toMatch(/^[A-Za-z]+$/);
      ids.add(op.operationId);
      expect(Array.isArray(op.security), `${method} ${path}`).toBe(true);
    }
    expect(ids.size).toBe(operations().length);
    // public operations say so with an empty list; token routes ask for the bearer scheme
    expect(doc.paths['/api/matches'].post.security).toEqual([]);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/matches/{id}/leave'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/matches/{id}/replay'].get.security).toEqual([{}, { bearer: [] }]);
  });

  it('path and query parameters are the zod schemas the routes parse with', () => {
    const input = (t: z.ZodObject) =>
      (z.toJSONSchema(t, { io: 'input' }) as { properties: Record<string, Json> }).properties;
    const strip = ({ description: _, ...s }: Json) => s;
    const params = (path: string, method: string) =>
      Object.fromEntries(
        doc.paths[path][method].parameters.map((p: Json) => [`${p.in}:${p.name}`, p.schema]),
      );
    const bot = params('/api/matches/{id}/seats/{seat}/bot', 'post');
    expect(bot['path:id']).toEqual(strip(input(MatchParams).id));
    expect(bot['path:seat']).toEqual(strip(input(SeatParams).seat));
    // what the server requires, spelled out
    expect(bot['path:id']).toMatchObject({ type: 'string', minLength: 1, maxLength: 40 });
    expect(new RegExp(bot['path:id'].pattern).test('abc_D-9')).toBe(true);
    expect(new RegExp(bot['path:id'].pattern).test('a.b')).toBe(false);
    expect(bot['path:seat']).toEqual({ type: 'integer', minimum: 0, maximum: 15 });
    const replay = params('/api/matches/{id}/replay', 'get');
    expect(replay['query:seat']).toEqual(strip(input(ReplayQuery).seat));
    expect(replay['query:seat']).toEqual({ type: 'integer', minimum: 0, maximum: 15 });
    const history = params('/api/history', 'get');
    expect(history['query:before']).toMatchObject({ type: 'integer', minimum: 0 });
    expect(history['query:limit']).toMatchObject({ type: 'integer', minimum: 1, maximum: 200 });
    // every path placeholder is a required path parameter, and nothing else is
    for (const [path, method, op] of operations()) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p: Json) => p.in === 'path');
      expect(
        declared.map((p: Json) => p.name),
        `${method} ${path}`,
      ).toEqual(inPath);
      for (const p of declared) expect(p.required).toBe(true);
    }
  });

  it('every documented route is served, and every served /api route is documented', () => {
    const served = servedRoutes(ts.server.app.printRoutes({ commonPrefix: false }))
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    const documented = ROUTES.map(
      (r) => `${r.method.toUpperCase()} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`,
    ).sort();
    expect(served).toEqual(documented);
    expect(operations().length).toBe(ROUTES.length);
  });

  it('answers within the documented schemas', async () => {
    const route = (method: string, path: string) => {
      const r = ROUTES.find((x) => x.method === method && x.path === path);
      if (!r) throw new Error(`${method} ${path} is not documented`);
      return r.response;
    };
    // the body parses with the documented schema, and an object has no field the schema does not name
    const conforms = (schema: z.ZodType, body: Json, what: string) => {
      const r = schema.safeParse(body);
      expect(r.success, `${what}: ${r.error?.message}`).toBe(true);
      if (schema instanceof z.ZodObject)
        expect(Object.keys(schema.shape), what).toEqual(expect.arrayContaining(Object.keys(body)));
    };
    for (const path of ['/api/health', '/api/ready', '/api/games', '/api/matches', '/api/history'])
      conforms(route('get', path), (await api(ts.url, 'GET', path)).body, path);
    const created = await api(ts.url, 'POST', '/api/matches', { game: games[0].id, players: 2, seat: 0 });
    conforms(route('post', '/api/matches'), created.body, 'create');
    const { id } = created.body.match;
    conforms(
      route('get', '/api/matches/{id}'),
      (await api(ts.url, 'GET', `/api/matches/${id}`)).body,
      'match',
    );
    conforms(
      route('post', '/api/matches/{id}/join'),
      (await api(ts.url, 'POST', `/api/matches/${id}/join`)).body,
      'join',
    );
    conforms(
      route('get', '/api/matches/{id}/spectate'),
      (await api(ts.url, 'GET', `/api/matches/${id}/spectate`)).body,
      'spectate',
    );
  });

  it('the create body is required and its game is an enum of the games served', () => {
    const create = doc.paths['/api/matches'].post;
    expect(create.requestBody.required).toBe(true);
    const body = create.requestBody.content['application/json'].schema;
    expect(body.properties.game.enum).toEqual(games.map((g) => g.id));
    expect(body.required).toEqual(expect.arrayContaining(['game', 'players']));
    // bodies that may be left out are optional
    expect(doc.paths['/api/matches/{id}/join'].post.requestBody.required).toBe(false);
    expect(doc.paths['/api/matches/{id}/rematch'].post.requestBody.required).toBe(false);
  });

  it('documents every status: the rematch 201, the ready 503, and 400/404/413/429 per operation', () => {
    const rematch = doc.paths['/api/matches/{id}/rematch'].post.responses;
    expect(Object.keys(rematch)).toEqual(expect.arrayContaining(['200', '201']));
    const ready = doc.paths['/api/ready'].get.responses;
    expect(ready['503'].content['application/json'].schema).toEqual(
      ready['200'].content['application/json'].schema,
    );
    expect(ready['503'].content['application/json'].schema.properties).toHaveProperty('checks');
    for (const [path, method, op] of operations()) {
      const codes = Object.keys(op.responses);
      expect(codes, `${method} ${path}`).toContain('429');
      expect(op.responses['429'].headers['Retry-After']).toBeDefined();
      if (op.parameters?.length || op.requestBody) expect(codes, `${method} ${path}`).toContain('400');
      if (path.includes('{id}')) expect(codes, `${method} ${path}`).toContain('404');
      if (method === 'post') expect(codes, `${method} ${path}`).toContain('413');
    }
    expect(doc.components.headers.RetryAfter.schema.type).toBe('integer');
    expect(Object.keys(doc.paths['/api/matches'].post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '404', '413', '429']),
    );
  });

  it('a 429 carries Retry-After, as documented', async () => {
    const small = await startServer(games, { httpRate: { burst: 1, perSecond: 0.5 } });
    try {
      const post = () =>
        fetch(`${small.url}/api/matches`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ game: games[0].id, players: 2 }),
        });
      expect((await post()).status).toBe(201);
      const limited = await post();
      expect(limited.status).toBe(429);
      expect((await limited.json()).code).toBe('RATE_LIMITED');
      const after = limited.headers.get('retry-after');
      expect(after).toMatch(/^[1-9][0-9]*$/);
      expect(Number(after)).toBe(2); // one token back at 0.5/s
    } finally {
      await small.close();
    }
  });

  it('/api/ready answers as documented (200 with the Ready body)', async () => {
    const r = await api(ts.url, 'GET', '/api/ready');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(
      Object.keys(
        doc.paths['/api/ready'].get.responses['200'].content['application/json'].schema.properties,
      ).sort(),
    );
  });
});
