import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { LogEntry } from './storage/types.ts';

/**
 * What several server processes share besides the database: a notice after every committed change of a match
 * (id and version, never any hidden state) and short leases (who computes a bot's move). Redis pub/sub behind
 * ioredis; without REDIS_URL no bus is used and a single node works on its own.
 */
export interface Notice {
  /** Match id. */
  m: string;
  /** Version of the match after the change (the log's last seq). */
  v: number;
  /** Seats or status changed (join, leave, bot replacement, start): reload them. */
  s?: 1;
  /** A chat message with this id was stored (nothing else changed): read the chat rows after the last one seen. */
  c?: number;
  /**
   * Presence: the publishing node's live connections per seat of the match (nothing else changed; `v` is 0).
   * Sent when a seat's count there goes to or from zero, and again every few seconds while any is connected.
   */
  p?: number[];
  /**
   * The log entry just stored (a move or an undo), as in the database: a node one version behind applies it without
   * reading the log back (docs/deploy.md). Redis thus sees what the database holds, never a token or the seed.
   */
  e?: LogEntry;
  /** The node that published it (a node ignores its own notices). */
  n: string;
}

export interface ClusterBus {
  readonly nodeId: string;
  /**
   * Tells the other nodes that `matchId` changed (with `chat`: that its chat message `chat` was stored). Never
   * throws, never blocks the caller for long.
   */
  publish(matchId: string, version: number, seats?: boolean, chat?: number, entry?: LogEntry): void;
  /** Tells the other nodes how many live connections each seat of a match has on this node. */
  presence?(matchId: string, counts: number[]): void;
  /** Called for every notice of another node. */
  onNotice(fn: (n: Notice) => void): void;
  /** Called after the subscription is (re)established: notices may have been missed, catch up by version. */
  onResubscribed(fn: () => void): void;
  /**
   * A lease for one bot turn of a match (SET NX PX): true if this node got it. On a Redis error, true: the
   * unique (match, seq) of the log keeps the move single anyway, the lease only saves duplicate work.
   */
  lease(key: string, ms: number): Promise<boolean>;
  /** Throws if Redis is not reachable (for /api/ready). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`${what} timed out`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

export interface RedisBusOptions {
  url: string;
  /** Prefix of the channel and lease keys (several deployments or test runs can share one Redis). */
  prefix?: string;
  nodeId?: string;
  logger?: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
}

/** The Redis implementation: one connection publishes and leases, one subscribes. */
export class RedisBus implements ClusterBus {
  readonly nodeId: string;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly channel: string;
  private readonly prefix: string;
  private readonly noticeFns: ((n: Notice) => void)[] = [];
  private readonly resubFns: (() => void)[] = [];
  private closed = false;

  private constructor(opts: RedisBusOptions) {
    this.nodeId = opts.nodeId ?? randomBytes(6).toString('hex');
    this.prefix = opts.prefix ?? 'potluck';
    this.channel = `${this.prefix}:notices`;
    const common = {
      // keep trying to reconnect (every ≤ 1 s) for as long as the process lives
      retryStrategy: (times: number) => Math.min(100 * times, 1000),
      maxRetriesPerRequest: 2,
    };
    // the notices of one turn of the event loop (a group commit's moves) leave in one write, not one each
    this.pub = new Redis(opts.url, { ...common, lazyConnect: true, enableAutoPipelining: true });
    this.sub = new Redis(opts.url, { ...common, lazyConnect: true, autoResubscribe: false });
    const log = opts.logger;
    for (const c of [this.pub, this.sub]) c.on('error', (e) => log?.warn({ err: e.message }, 'redis error'));
    this.sub.on('message', (_channel: string, text: string) => {
      let n: Notice;
      try {
        n = JSON.parse(text) as Notice;
      } catch {
        return;
      }
      if (n.n === this.nodeId || typeof n.m !== 'string' || typeof n.v !== 'number') return;
      for (const fn of this.noticeFns) fn(n);
    });
    // After a reconnect: subscribe again, then let the service catch up on whatever it missed meanwhile.
    let first = true;
    this.sub.on('ready', () => {
      if (this.closed) return;
      this.sub.subscribe(this.channel).then(
        () => {
          if (first) {
            first = false;
            return;
          }
          log?.info({}, 'redis resubscribed: catching up');
          for (const fn of this.resubFns) fn();
        },
        (e: Error) => log?.warn({ err: e.message }, 'redis subscribe failed'),
      );
    });
  }

  static async open(opts: RedisBusOptions): Promise<RedisBus> {
    const bus = new RedisBus(opts);
    await Promise.all([bus.pub.connect(), bus.sub.connect()]);
    await bus.sub.subscribe(bus.channel);
    return bus;
  }

  publish(matchId: string, version: number, seats = false, chat?: number, entry?: LogEntry): void {
    if (this.closed) return;
    const n: Notice = seats
      ? { m: matchId, v: version, s: 1, n: this.nodeId }
      : { m: matchId, v: version, n: this.nodeId };
    if (chat !== undefined) n.c = chat;
    if (entry !== undefined) n.e = entry;
    this.pub.publish(this.channel, JSON.stringify(n)).catch(() => {
      // Redis is down: the other nodes catch up by version when their subscription comes back
    });
  }

  presence(matchId: string, counts: number[]): void {
    if (this.closed) return;
    const n: Notice = { m: matchId, v: 0, p: counts, n: this.nodeId };
    this.pub.publish(this.channel, JSON.stringify(n)).catch(() => {
      // Redis is down: the next heartbeat says it again
    });
  }

  onNotice(fn: (n: Notice) => void): void {
    this.noticeFns.push(fn);
  }

  onResubscribed(fn: () => void): void {
    this.resubFns.push(fn);
  }

  async lease(key: string, ms: number): Promise<boolean> {
    try {
      const r = await withTimeout(
        this.pub.set(`${this.prefix}:lease:${key}`, this.nodeId, 'PX', ms, 'NX'),
        1000,
        'redis lease',
      );
      return r === 'OK';
    } catch {
      return true;
    }
  }

  async ping(): Promise<void> {
    await withTimeout(this.pub.ping(), 1000, 'redis ping');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
