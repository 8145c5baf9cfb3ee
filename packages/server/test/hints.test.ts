/**
 * Hints (issue 17 item 3, docs/protocol.md "Hints"): computed in the bot pool from the seat's view only — two true
 * states with the same view give the same hint for the same seed — and only in casual matches against bots.
 */

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GAMES } from '@potluck/catalog';
import { type AnyGame, canonicalJson, createGame, randInt, rngFromSeed } from '@potluck/engine';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { BotPool, botDecider } from '../src/bot-pool.ts';
import { api, connect, type Json, loadGames, startServer, type TestServer, WAIT_MS } from './helpers.ts';

const games = await loadGames();

/**
 * A position some way into a random game where the seat to act has a real choice, and a world sampled from its
 * view (`other`) in which some other seat sees something else (a secret the seat does not know differs).
 */
function position(game: AnyGame, seed: string) {
  const rng = rngFromSeed(seed);
  for (let attempt = 0; attempt < 50; attempt++) {
    const s = createGame(game, { players: game.maxPlayers, seed: `${seed}/${attempt}` });
    const steps = 5 + randInt(rng, 20);
    for (let k = 0; k < steps; k++) {
      const active = game.activePlayers(s);
      if (active.length === 0) break;
      const p = active[randInt(rng, active.length)];
      const legal = game.legalActions(s, p);
      game.step(s, p, legal[randInt(rng, legal.length)], null);
    }
    const active = game.activePlayers(s);
    if (active.length === 0 || game.legalActions(s, active[0]).length <= 3) continue;
    const seat = active[0];
    const other = game.determinize(game.view(s, seat), seat, rngFromSeed('hint-other'));
    const differs = Array.from({ length: game.maxPlayers }, (_, p) => p).some(
      (p) => p !== seat && canonicalJson(game.view(s, p)) !== canonicalJson(game.view(other, p)),
    );
    if (differs) return { s, seat, other };
  }
  throw new Error('no position found');
}

describe('hints see only the seat’s view', () => {
  const decide = botDecider(games);
  for (const game of games) {
    it(`${game.id}: other hidden cards, same view → same hint`, () => {
      // a different true state (someone else sees something else) with the same view for the seat
      const { s, seat, other } = position(game, `hint-${game.id}`);
      expect(canonicalJson(game.view(other, seat))).toBe(canonicalJson(game.view(s, seat)));
      const hint = (st: unknown) =>
        decide({
          gameId: game.id,
          seat,
          view: game.view(st as never, seat),
          level: 'hint',
          seed: 'same-seed',
          hint: { iterations: 150 },
        }) as { action: unknown; chance: number }[];
      const a = hint(s);
      expect(a).toHaveLength(3);
      for (const m of a) {
        expect(m.chance).toBeGreaterThanOrEqual(0);
        expect(m.chance).toBeLessThanOrEqual(1);
        expect(game.validate(s, seat, m.action)).toBeNull();
      }
      expect(hint(other)).toEqual(a);
    });
  }
});

describe('hints over the WebSocket', () => {
  let ts: TestServer;
  afterAll(async () => ts?.close());
  const game = games.find((g) => g.id === 'wasabi') ?? games[0];

  /** Sends a hint request and waits for its answer (`hint` or `error`). */
  async function ask(c: Awaited<ReturnType<typeof connect>>, id: number): Promise<Json> {
    c.send({ type: 'hint', id });
    let found: Json = null;
    await c.waitFor(
      (cl) => {
        found =
          cl.messages.find((m: Json) => (m.type === 'hint' || m.type === 'error') && m.id === id) ?? null;
        return found !== null;
      },
      WAIT_MS,
      'hint answer',
    );
    return found;
  }

  it('answers on my turn against bots; refuses with people at the table and in rated matches', async () => {
    ts = await startServer(games);
    ts.server.service.hints.budget = { iterations: 100 };
    // casual, against a bot: a hint of up to 3 moves for the current version
    const vsBot = await api(ts.url, 'POST', '/api/matches', {
      game: game.id,
      players: 2,
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
      seat: 0,
      name: 'Ann',
    });
    expect(vsBot.status).toBe(201);
    const c = await connect(ts.wsUrl, vsBot.body.match.id, vsBot.body.token);
    await c.waitFor((cl) => cl.frame?.active.includes(0) === true, WAIT_MS, 'my turn');
    const h = await ask(c, 1);
    expect(h.code ?? h.type).toBe('hint');
    expect(h.moves.length).toBeGreaterThan(0);
    expect(h.moves.length).toBeLessThanOrEqual(3);
    expect(typeof h.version).toBe('number');
    // a spectator has no hints
    const spectator = await connect(ts.wsUrl, vsBot.body.match.id);
    expect((await ask(spectator, 2)).code).toBe('NOT_SEATED');
    // with another person at the table: none
    const people = await api(ts.url, 'POST', '/api/matches', {
      game: game.id,
      players: 2,
      seat: 0,
      name: 'Ann',
    });
    await api(ts.url, 'POST', `/api/matches/${people.body.match.id}/join`, { name: 'Bo' });
    const p0 = await connect(ts.wsUrl, people.body.match.id, people.body.token);
    const refused = await ask(p0, 3);
    expect(refused.code).toBe('HINTS_OFF');
    expect(refused.text['zh-Hans']).toBeTruthy();
    expect(refused.text['zh-Hant']).toBeTruthy();
    // rate limit: 3 per 10 s per connection
    expect((await ask(p0, 4)).code).toBe('HINTS_OFF');
    expect((await ask(p0, 5)).code).toBe('HINTS_OFF');
    expect((await ask(p0, 6)).code).toBe('RATE_LIMITED');
    // rated (a clock and a profile; the other seat a bot): none
    const me = await fetch(`${ts.url}/api/me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ann' }),
    });
    const cookie = (me.headers.get('set-cookie') ?? '').split(';')[0];
    const rated = await fetch(`${ts.url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        game: game.id,
        players: 2,
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
        seat: 0,
        name: 'Ann',
        rated: true,
        clock: { kind: 'move', seconds: 60 },
      }),
    });
    const r = (await rated.json()) as Json;
    expect(r.match.settings.rated).toBe(true);
    const rc = await connect(ts.wsUrl, r.match.id, r.token);
    expect((await ask(rc, 7)).code).toBe('HINTS_OFF');
    for (const x of [c, spectator, p0, rc]) x.close();
  });
});

describe('hints in a worker thread', () => {
  it('the bundled bot worker answers a hint job as the in-thread decider does', async () => {
    const root = join(import.meta.dirname, '../../..');
    const outdir = join(root, 'node_modules/.cache/potluck-test-hint-worker');
    await build({
      entryPoints: { 'bot-worker': join(root, 'packages/cli/src/bot-worker.ts') },
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      plugins: [
        {
          name: 'external-third-party',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@potluck/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
      banner: {
        js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      },
    });
    const pool = new BotPool({
      games: GAMES,
      size: 1,
      workerUrl: pathToFileURL(join(outdir, 'bot-worker.js')),
    });
    try {
      expect(pool.size).toBe(1);
      const game = GAMES.find((g) => g.id === 'wasabi') ?? GAMES[0];
      const { s, seat } = position(game, 'hint-worker');
      const job = {
        gameId: game.id,
        seat,
        view: game.view(s as never, seat),
        level: 'hint',
        seed: 'worker-seed',
        hint: { iterations: 100 },
      };
      const inWorker = await pool.decide(job);
      expect(inWorker).toEqual(botDecider(GAMES)(job));
      expect(pool.completed).toBe(1);
    } finally {
      await pool.close();
    }
  });
});
