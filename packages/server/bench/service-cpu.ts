/**
 * The service's own CPU per move, without sockets (issue 19): N two-player matches in a closed loop of random
 * moves through `service.move`, each seat subscribed by a connection that only counts what it is sent, SQLite in a
 * file as `potluck serve` uses it; new matches replace finished ones. Prints CPU per move (the loop's own choice of
 * moves left out) and, with SERVICE_ALLOC=1, the bytes allocated per move by function (V8's sampling heap
 * profiler, collected objects included). `node scripts/soak.mjs service-cpu` (SERVICE_MATCHES, default 500;
 * SERVICE_GAME; SERVICE_SECONDS, default 6).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GAMES } from '@potluck/catalog';
import { randInt, rngFromSeed } from '@potluck/engine';
import { createPotluckServer, openSqlite, type Subscriber } from '../src/index.ts';
import { hashToken } from '../src/tokens.ts';

const N = Number(process.env.SERVICE_MATCHES ?? 500);
const GAME = process.env.SERVICE_GAME ?? 'too-many-cooks';
const SECONDS = Number(process.env.SERVICE_SECONDS ?? 6);
const dir = mkdtempSync(join(tmpdir(), 'service-cpu-'));
const server = await createPotluckServer({
  storage: await openSqlite(join(dir, 'potluck.sqlite')),
  games: GAMES,
  botDelayMs: 0,
  botWorkers: 0,
  httpRate: { burst: 1e9, perSecond: 1e9 },
});
const service = server.service;
const game = GAMES.find((g) => g.id === GAME);
if (!game) throw new Error(`unknown game ${GAME}`);
const rng = rngFromSeed('service-cpu');
let moves = 0;
let sends = 0;
let bytes = 0;
let choosingMs = 0;
let stop = false;

async function loop(): Promise<void> {
  while (!stop) {
    const created = await service.create({ game: GAME, players: 2, seat: 0 });
    const id = created.match.id;
    const joined = await service.join(id, {});
    const tokens = [created.token ?? '', joined.token];
    const actors = tokens.map((t, i) => ({ seat: i === 0 ? 0 : joined.seat, tokenHash: hashToken(t) }));
    const offs: (() => void)[] = [];
    for (const token of tokens) {
      const sub: Subscriber = {
        viewer: -1,
        tokenHash: null,
        send(text) {
          sends++;
          bytes += text.length;
        },
      };
      offs.push(await service.subscribe(id, sub, token));
    }
    let version = (await service.matchInfo(id)).version;
    while (!stop) {
      const t = performance.now();
      const state = service.debugState(id);
      if (state === undefined || game?.result(state)) break;
      const seat = game?.activePlayers(state)[0] ?? 0;
      const legal = game?.legalActions(state, seat) ?? [];
      const actor = actors.find((a) => a.seat === seat) ?? actors[0];
      const action = legal[randInt(rng, legal.length)];
      choosingMs += performance.now() - t;
      version = await service.move(id, actor, version, action);
      moves++;
    }
    for (const off of offs) off();
  }
}

const session = new Session();
const post = <T>(method: string, params: object = {}) =>
  new Promise<T>((resolve, reject) =>
    session.post(method, params, (e, r) => (e ? reject(e) : resolve(r as T))),
  );
const loops = Array.from({ length: N }, () => loop());
await new Promise((r) => setTimeout(r, 2000));
const alloc = process.env.SERVICE_ALLOC === '1';
if (alloc) {
  session.connect();
  await post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
}
const cpu0 = process.cpuUsage();
const [m0, s0, b0, c0] = [moves, sends, bytes, choosingMs];
await new Promise((r) => setTimeout(r, SECONDS * 1000));
const cpu = process.cpuUsage(cpu0);
const n = moves - m0;
console.log(
  `${GAME}, ${N} matches: ${n} moves in ${SECONDS} s; service CPU ${((cpu.user + cpu.system - (choosingMs - c0) * 1000) / n).toFixed(1)} µs/move (${(cpu.system / n).toFixed(1)} µs of it in the kernel); ${((sends - s0) / n).toFixed(2)} messages/move, ${Math.round((bytes - b0) / (sends - s0))} characters each`,
);
if (alloc) {
  interface Node {
    callFrame: { functionName: string; url: string; lineNumber: number };
    selfSize: number;
    children: Node[];
  }
  const { profile } = await post<{ profile: { head: Node } }>('HeapProfiler.stopSampling');
  const by = new Map<string, number>();
  let total = 0;
  const walk = (node: Node) => {
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    by.set(key, (by.get(key) ?? 0) + node.selfSize);
    total += node.selfSize;
    for (const c of node.children) walk(c);
  };
  walk(profile.head);
  console.log(`allocated: ${Math.round(total / n)} bytes/move; the largest:`);
  for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`${String(Math.round(v / n)).padStart(7)} B  ${k}`);
}
stop = true;
await Promise.allSettled(loops);
await server.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
