/**
 * Memory per live match (issue 19 item 4): N two-player matches of each game held by the service, both seats
 * taken, MOVES random moves made through `service.move`, no connection; the heap after a full GC per match, then
 * what each part of a LiveMatch holds (dropped one after the other, the heap measured after each).
 * `node scripts/soak.mjs match-memory` (MEMORY_MATCHES, default 1000; MEMORY_MOVES, default 60; MEMORY_GAMES,
 * default the served games of the catalog).
 */
import { GAMES, servedGames } from '@potluck/catalog';
import { randInt, rngFromSeed } from '@potluck/engine';
import { createPotluckServer, openSqlite } from '../src/index.ts';
import type { LiveMatch } from '../src/service/live-match.ts';
import { hashToken } from '../src/tokens.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc (node scripts/soak.mjs match-memory)');
const N = Number(process.env.MEMORY_MATCHES ?? 1000);
const MOVES = Number(process.env.MEMORY_MOVES ?? 60);
// default: every game a server offers (the catalog's, hidden ones left out)
const ids = process.env.MEMORY_GAMES?.split(',') ?? servedGames(GAMES).map((g) => g.id);

const heap = async () => {
  for (let i = 0; i < 4; i++) {
    gc();
    await new Promise((r) => setImmediate(r));
  }
  return process.memoryUsage().heapUsed;
};

console.log(`| game | live matches | heap per match | state | left |`);
console.log('|---|---:|---:|---:|---:|');
for (const id of ids) {
  const server = await createPotluckServer({
    storage: await openSqlite(':memory:'),
    games: GAMES,
    botDelayMs: 0,
    botWorkers: 0,
    idleAfterMs: 3_600_000,
    httpRate: { burst: 1e9, perSecond: 1e9 },
  });
  const service = server.service;
  const game = GAMES.find((g) => g.id === id);
  if (!game) throw new Error(`unknown game ${id}`);
  const rng = rngFromSeed('memory');
  const h0 = await heap();
  for (let i = 0; i < N; i++) {
    const created = await service.create({ game: game.id, players: 2, seat: 0 });
    const match = created.match.id;
    const joined = await service.join(match, {});
    const actors = [
      { seat: 0, tokenHash: hashToken(created.token ?? '') },
      { seat: joined.seat, tokenHash: hashToken(joined.token) },
    ];
    let version = (await service.matchInfo(match)).version;
    for (let k = 0; k < MOVES; k++) {
      const state = service.debugState(match);
      if (state === undefined || game.result(state)) break;
      const seat = game.activePlayers(state)[0];
      const legal = game.legalActions(state, seat);
      const actor = actors.find((a) => a.seat === seat) ?? actors[0];
      version = await service.move(match, actor, version, legal[randInt(rng, legal.length)]);
    }
  }
  // the service's matches in memory (internal: this is a measurement, not an API)
  const live = (service as unknown as { c: { live: Map<string, LiveMatch> } }).c.live;
  const kb = (bytes: number) => `${(bytes / live.size / 1024).toFixed(1)} KB`;
  let prev = await heap();
  const cells = [id, String(live.size), kb(prev - h0)];
  const drop = async (f: (m: LiveMatch) => void) => {
    for (const m of live.values()) f(m);
    const h = await heap();
    cells.push(kb(prev - h));
    prev = h;
  };
  await drop((m) => {
    m.state = null;
  });
  cells.push(kb(prev - h0));
  console.log(`| ${cells.join(' | ')} |`);
  await server.close();
}
process.exit(0);
