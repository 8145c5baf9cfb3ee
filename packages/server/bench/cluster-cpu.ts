/**
 * What a second node adds to a move, measured without the machine's load in it (issue 19 target 3): one process
 * holds one or two nodes (`createPotluckServer` each, on one PostgreSQL schema; with two, a Redis bus each), N
 * two-player matches play random moves in a closed loop through `service.move`, each seat subscribed by a
 * connection that only reads the version it is sent. The process's CPU per move covers every node in it (Redis
 * and PostgreSQL's own processes are not counted, sockets to clients are not modelled). Placement as in
 * `potluck bench-server --placement`: `spread` (each seat on another node: every move reaches the other seat
 * through a notice) or `together` (a match on one node, matches alternating).
 *
 * `CLUSTER_NODES=2 CLUSTER_PLACEMENT=spread node scripts/soak.mjs cluster-cpu` with DATABASE_URL (and REDIS_URL
 * for two nodes); CLUSTER_MATCHES (default 500), CLUSTER_SECONDS (default 6).
 */
import { randomBytes } from 'node:crypto';
import { GAMES } from '@potluck/catalog';
import { randInt, rngFromSeed } from '@potluck/engine';
import {
  createPotluckServer,
  dropPostgresSchema,
  openPostgres,
  type PotluckServer,
  type Subscriber,
} from '../src/index.ts';
import { hashToken } from '../src/tokens.ts';

const PG = process.env.DATABASE_URL;
const REDIS = process.env.REDIS_URL;
const NODES = Number(process.env.CLUSTER_NODES ?? 1);
const TOGETHER = process.env.CLUSTER_PLACEMENT === 'together';
const N = Number(process.env.CLUSTER_MATCHES ?? 500);
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 6);
const GAME = 'too-many-cooks';
if (!PG || (NODES > 1 && !REDIS)) throw new Error('DATABASE_URL (and REDIS_URL for two nodes) needed');

const schema = `potluck_ccpu_${randomBytes(5).toString('hex')}`;
const prefix = `potluck-ccpu-${randomBytes(5).toString('hex')}`;
const servers: PotluckServer[] = [];
for (let i = 0; i < NODES; i++)
  servers.push(
    await createPotluckServer({
      storage: await openPostgres(PG, { schema }),
      games: GAMES,
      botDelayMs: 0,
      botWorkers: 0,
      httpRate: { burst: 1e9, perSecond: 1e9 },
      ...(NODES > 1 ? { redisUrl: REDIS, redisPrefix: prefix } : {}),
    }),
  );
const game = GAMES.find((g) => g.id === GAME);
if (!game) throw new Error(`unknown game ${GAME}`);
const rng = rngFromSeed('cluster-cpu');
let moves = 0;
let choosingMs = 0;
let stop = false;
let matchNo = 0;
let started = 0;

/** A connection that keeps the last version it was sent (read from the message's first characters). */
function seatWatcher() {
  let version = -1;
  let wake: (() => void) | null = null;
  const sub: Subscriber = {
    viewer: -1,
    tokenHash: null,
    send(text) {
      const m = /"version":(\d+)/.exec(text.slice(0, 48));
      if (m) version = Math.max(version, Number(m[1]));
      if (wake) {
        const w = wake;
        wake = null;
        w();
      }
    },
  };
  const reach = async (v: number) => {
    while (version < v && !stop) await new Promise<void>((r) => (wake = r));
  };
  return {
    sub,
    reach,
    get version() {
      return version;
    },
  };
}

async function loop(): Promise<void> {
  while (!stop) {
    const k = matchNo++;
    const nodeOf = (seat: number) => servers[(k + (TOGETHER ? 0 : seat)) % servers.length].service;
    const created = await nodeOf(0).create({ game: GAME, players: 2, seat: 0 });
    const id = created.match.id;
    const joined = await nodeOf(1).join(id, {});
    const tokens = [created.token ?? '', joined.token];
    const seats = [0, joined.seat];
    const watchers = tokens.map(() => seatWatcher());
    const offs: (() => void)[] = [];
    for (let i = 0; i < 2; i++) offs.push(await nodeOf(seats[i]).subscribe(id, watchers[i].sub, tokens[i]));
    started++;
    let version = Math.max(watchers[0].version, watchers[1].version);
    while (!stop) {
      const t = performance.now();
      const state = nodeOf(seats[0]).debugState(id);
      if (state === undefined || game?.result(state)) break;
      const seat = game?.activePlayers(state)[0] ?? 0;
      const i = seats.indexOf(seat);
      const legal = game?.legalActions(state, seat) ?? [];
      const action = legal[randInt(rng, legal.length)];
      choosingMs += performance.now() - t;
      // the mover's node has shown it this version (as a client waits for its update before moving)
      await watchers[i].reach(version);
      version = await nodeOf(seat).move(id, { seat, tokenHash: hashToken(tokens[i]) }, version, action);
      moves++;
      // the state is read from seat 0's node: wait until it has this move too
      await watchers[0].reach(version);
    }
    for (const off of offs) off();
  }
}

const loops = Array.from({ length: N }, () => loop());
// measured once every match is created, joined and subscribed on its nodes, and a second more
while (started < N) await new Promise((r) => setTimeout(r, 100));
await new Promise((r) => setTimeout(r, 1000));
const cpu0 = process.cpuUsage();
const [m0, c0] = [moves, choosingMs];
await new Promise((r) => setTimeout(r, SECONDS * 1000));
const cpu = process.cpuUsage(cpu0);
const n = moves - m0;
console.log(
  `${NODES} node(s)${NODES > 1 ? `, ${TOGETHER ? 'together' : 'spread'}` : ''}, ${N} matches of ${GAME}: ${n} moves in ${SECONDS} s; CPU ${((cpu.user + cpu.system - (choosingMs - c0) * 1000) / n).toFixed(1)} µs/move (${(cpu.system / n).toFixed(1)} µs in the kernel)`,
);
stop = true;
await Promise.race([Promise.allSettled(loops), new Promise((r) => setTimeout(r, 2000))]);
for (const s of servers) await s.close();
await dropPostgresSchema(PG, schema);
process.exit(0);
