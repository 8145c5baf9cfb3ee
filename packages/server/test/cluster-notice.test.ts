import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ClusterBus, Notice } from '../src/cluster.ts';
import { MatchService, type Subscriber } from '../src/service.ts';
import type { KyselyStorage } from '../src/storage/kysely.ts';
import { openSqlite } from '../src/storage/sqlite.ts';
import { hashToken } from '../src/tokens.ts';
import { loadGames, WAIT_MS } from './helpers.ts';

const games = await loadGames();
const tmp = mkdtempSync(join(tmpdir(), 'potluck-notice-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** In-process notices (what Redis is between processes), whole as published; `drop` loses the next ones. */
class MemoryBus implements ClusterBus {
  private handlers: ((n: Notice) => void)[] = [];
  drop = 0;
  constructor(
    readonly nodeId: string,
    private readonly all: MemoryBus[],
  ) {
    all.push(this);
  }
  publish(m: string, v: number, seats?: boolean, chat?: number, entry?: Notice['e']): void {
    const n: Notice = { m, v, n: this.nodeId, ...(seats ? { s: 1 as const } : {}) };
    if (chat !== undefined) n.c = chat;
    if (entry !== undefined) n.e = JSON.parse(JSON.stringify(entry)); // as it crosses Redis
    if (this.drop > 0 && !seats) {
      this.drop--;
      return;
    }
    for (const b of this.all)
      if (b !== this) {
        MemoryBus.inflight++;
        setImmediate(() => {
          MemoryBus.inflight--;
          for (const h of b.handlers) h(n);
        });
      }
  }
  /** Notices published and not yet delivered. */
  static inflight = 0;
  static async delivered(): Promise<void> {
    while (MemoryBus.inflight > 0) await new Promise((r) => setImmediate(r));
  }
  onNotice(fn: (n: Notice) => void): void {
    this.handlers.push(fn);
  }
  onResubscribed(): void {}
  async lease(): Promise<boolean> {
    return true;
  }
  async ping(): Promise<void> {}
  async close(): Promise<void> {}
}

/** A subscriber that keeps every version it was sent. */
function watcher(viewer: number, tokenHash: string) {
  const versions: number[] = [];
  let wake: (() => void) | null = null;
  const sub: Subscriber = {
    viewer,
    tokenHash,
    send(text) {
      const msg = JSON.parse(text);
      if (msg.type === 'update' || msg.type === 'sync') versions.push(msg.version);
      wake?.();
    },
  };
  const until = async (version: number) => {
    const deadline = Date.now() + WAIT_MS;
    while (!versions.includes(version)) {
      if (Date.now() > deadline) throw new Error(`version ${version} never arrived (${versions})`);
      await new Promise<void>((r) => {
        wake = r;
        setTimeout(r, 50);
      });
    }
  };
  return { sub, versions, until };
}

describe('two nodes: a notice carries the log entry', () => {
  it('the other node applies it without reading the log; after a lost notice it reads the gap', async () => {
    const file = join(tmp, 'notice.sqlite');
    const buses: MemoryBus[] = [];
    const storages: KyselyStorage[] = [await openSqlite(file), await openSqlite(file)];
    const nodes = storages.map(
      (storage, i) =>
        new MatchService({
          storage,
          games,
          botDelayMs: 0,
          botWorkers: 0,
          botWorkerUrl: null,
          cluster: new MemoryBus(`node${i}`, buses),
        }),
    );
    let reads = 0;
    const readLog = storages[1].readLog.bind(storages[1]);
    storages[1].readLog = (id, after) => {
      reads++;
      return readLog(id, after);
    };
    try {
      const game = games[0];
      const created = await nodes[0].create({ game: game.id, players: 2, seat: 0 } as never);
      const id = created.match.id;
      const tokens = [created.token as string, (await nodes[0].join(id, {})).token];
      // both seats watch through node 1; node 0 takes the moves
      const w = tokens.map((t, seat) => watcher(seat, hashToken(t)));
      for (let seat = 0; seat < 2; seat++) await nodes[1].subscribe(id, w[seat].sub, tokens[seat]);
      const play = async (n: number, wait = true) => {
        for (let i = 0; i < n; i++) {
          const [seat] = game.activePlayers(nodes[0].debugState(id) as never);
          const { version, frame } = await nodes[0].syncFor(id, seat);
          const actor = { seat, tokenHash: hashToken(tokens[seat]) };
          const v = await nodes[0].move(id, actor, version, frame.legal![0]);
          if (wait) await Promise.all(w.map((x) => x.until(v)));
        }
      };
      // loading, subscribing and the join's notice read the log: let them finish
      await MemoryBus.delivered();
      await nodes[1].idle(id);
      reads = 0;
      await play(3);
      expect(reads).toBe(0); // every move arrived with its entry
      buses[0].drop = 1;
      await play(1, false); // its notice is lost: node 1 does not know of it…
      await play(1); // …until the next one shows a gap, filled from the log
      expect(reads).toBe(1);
      const versions = (await nodes[0].matchInfo(id)).version;
      for (const x of w)
        expect(x.versions.filter((v) => v > 0)).toEqual(Array.from({ length: versions }, (_, i) => i + 1));
      expect(nodes[1].debugState(id)).toEqual(nodes[0].debugState(id));
    } finally {
      for (const node of nodes) await node.close();
      for (const s of storages) await s.close();
    }
  });
});
