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
  /** The node that published it (a node ignores its own notices). On the wire it is the batch's, once. */
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
    // Every node hears every message, its own included (one shared channel): its own are recognised by their first
    // bytes (the publisher's id comes first in the text) and dropped unread, before any decoding or JSON. Only
    // `messageBuffer` is listened to, so ioredis does not turn every message into a string first.
    const own = Buffer.from(`{"n":${JSON.stringify(this.nodeId)},`);
    this.sub.on('messageBuffer', (_channel: Buffer, raw: Buffer) => {
      if (raw.length > own.length && raw.compare(own, 0, own.length, 0, own.length) === 0) return;
      let msg: Notice & { b?: Omit<Notice, 'n'>[] };
      try {
        msg = JSON.parse(raw.toString()) as typeof msg;
      } catch {
        return;
      }
      // (a message of this node in another key order, e.g. from an older version, still ends here)
      if (typeof msg !== 'object' || msg === null || msg.n === this.nodeId) return;
      if (Array.isArray(msg.b)) {
        for (const one of msg.b) {
          const n = one as Notice;
          n.n = msg.n;
          this.deliver(n);
        }
      } else this.deliver(msg); // a single notice (nodes before batching)
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

  private deliver(n: Notice): void {
    if (typeof n !== 'object' || n === null || typeof n.m !== 'string' || typeof n.v !== 'number') return;
    for (const fn of this.noticeFns) fn(n);
  }

  publish(matchId: string, version: number, seats = false, chat?: number, entry?: LogEntry): void {
    if (this.closed) return;
    const n: Omit<Notice, 'n'> = seats ? { m: matchId, v: version, s: 1 } : { m: matchId, v: version };
    if (chat !== undefined) n.c = chat;
    if (entry !== undefined) n.e = entry;
    this.queue(JSON.stringify(n));
  }

  presence(matchId: string, counts: number[]): void {
    if (this.closed) return;
    this.queue(JSON.stringify({ m: matchId, v: 0, p: counts }));
  }

  /** Notices waiting for this turn's message (JSON texts, in the order they were published). */
  private outbox: string[] = [];

  /**
   * The notices published in one turn of the event loop (a group commit's moves, their presence changes) leave as
   * one Redis message, `{"n":<this node>,"b":[…]}`, sent once the turn's promise callbacks have run: one PUBLISH,
   * one message for every subscriber to read and parse, instead of one per notice. Order is kept: a match's
   * notices are published in version order and stay so in the batch, and batches of one node arrive in order.
   */
  private queue(text: string): void {
    this.outbox.push(text);
    if (this.outbox.length === 1) process.nextTick(() => this.flush());
  }

  private flush(): void {
    const texts = this.outbox;
    this.outbox = [];
    if (texts.length === 0 || this.closed) return;
    const message = `{"n":${JSON.stringify(this.nodeId)},"b":[${texts.join(',')}]}`;
    this.pub.publish(this.channel, message).catch(() => {
      // Redis is down: the other nodes catch up by version when their subscription comes back (presence: the
      // next heartbeat says it again)
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
    this.flush(); // this turn's notices still leave
    this.closed = true;
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
