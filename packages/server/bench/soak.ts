/**
 * Soak: thousands of matches created and abandoned (nobody joins, or everyone leaves mid-game), then left to go
 * idle; the heap after a full GC must come back to where it started. Run with `node scripts/soak.mjs` (bundles
 * this file and runs it with --expose-gc); prints a markdown row per round.
 *
 * SOAK_PLAY=<n> plays instead: both seats are taken and n random moves made through the service (`end`: to the
 * end of the match, so it finishes). SOAK_IDLE_MS (default 200): how long a match nobody is connected to stays.
 */
import { GAMES } from '@potluck/catalog';
import { randInt, rngFromSeed } from '@potluck/engine';
import { createPotluckServer, openSqlite } from '../src/index.ts';
import { hashToken } from '../src/tokens.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc (node scripts/soak.mjs)');
const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 4);
const PER_ROUND = Number(process.env.SOAK_MATCHES ?? 3000);
const IDLE_MS = Number(process.env.SOAK_IDLE_MS ?? 200);
const PLAY = process.env.SOAK_PLAY;
const MOVES = PLAY === undefined ? 0 : PLAY === 'end' ? Number.POSITIVE_INFINITY : Number(PLAY);

const heapMb = async () => {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((r) => setImmediate(r));
  }
  return process.memoryUsage().heapUsed / 2 ** 20;
};

const server = await createPotluckServer({
  storage: await openSqlite(':memory:'),
  games: GAMES,
  botDelayMs: 0,
  botWorkers: 0,
  idleAfterMs: IDLE_MS,
  httpRate: { burst: 1e9, perSecond: 1e9 },
});
const service = server.service;
const game = GAMES.find((g) => g.id === 'too-many-cooks')!;
const start = await heapMb();
const rng = rngFromSeed('soak');

/** Takes both seats of a new match and makes up to MOVES random moves; whether it finished. */
async function play(): Promise<boolean> {
  const created = await service.create({ game: game.id, players: 2, seat: 0 });
  const id = created.match.id;
  const joined = await service.join(id, {});
  const actors = [
    { seat: 0, tokenHash: hashToken(created.token!) },
    { seat: joined.seat, tokenHash: hashToken(joined.token) },
  ];
  let version = (await service.matchInfo(id)).version;
  for (let k = 0; k < MOVES; k++) {
    const state = service.debugState(id);
    if (state === undefined || game.result(state)) return true;
    const seat = game.activePlayers(state)[0];
    const legal = game.legalActions(state, seat);
    const actor = actors.find((a) => a.seat === seat)!;
    version = await service.move(id, actor, version, legal[randInt(rng, legal.length)]);
  }
  return false;
}

if (PLAY !== undefined) {
  console.log('| round | matches played | moves each | live right after | live once idle | heap after GC |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  console.log(`| 0 | 0 | | ${service.liveCount} | ${service.liveCount} | ${start.toFixed(1)} MB |`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (let i = 0; i < PER_ROUND; i++) await play();
    const right = service.liveCount;
    while (service.liveCount > 0) await new Promise((r) => setTimeout(r, IDLE_MS));
    console.log(
      `| ${round} | ${round * PER_ROUND} | ${PLAY} | ${right} | ${service.liveCount} | ${(await heapMb()).toFixed(1)} MB |`,
    );
  }
  await server.close();
  process.exit(0);
}

console.log('| round | matches created | live right after | live once idle | heap after GC |');
console.log('|---:|---:|---:|---:|---:|');
console.log(`| 0 | 0 | ${service.liveCount} | ${service.liveCount} | ${start.toFixed(1)} MB |`);
for (let round = 1; round <= ROUNDS; round++) {
  for (let i = 0; i < PER_ROUND; i++) {
    // half wait for players nobody sends; half are played a little and left by both
    const created = await service.create({ game: game.id, players: 2, seat: 0 });
    if (i % 2 === 1) {
      const id = created.match.id;
      const joined = await service.join(id, {});
      await service.leave(id, joined.token);
      await service.leave(id, created.token!);
    }
  }
  const right = service.liveCount;
  while (service.liveCount > 0) await new Promise((r) => setTimeout(r, IDLE_MS));
  console.log(
    `| ${round} | ${round * PER_ROUND} | ${right} | ${service.liveCount} | ${(await heapMb()).toFixed(1)} MB |`,
  );
}
await server.close();
