import type { Bot } from '@potluck/ai';
import { notServed } from '@potluck/catalog';
import type { AnyGame } from '@potluck/engine';
import { BotPool, defaultBotWorkers, defaultBotWorkerUrl } from '../bot-pool.ts';
import type { ClusterBus } from '../cluster.ts';
import type { Storage } from '../storage/types.ts';
import type { Accounts } from './accounts.ts';
import type { AnalysisOptions } from './analysis.ts';
import type { BotTurns } from './bot-turns.ts';
import type { Broadcaster } from './broadcast.ts';
import type { Chat } from './chat.ts';
import type { ClusterSync } from './cluster-sync.ts';
import type { Connections } from './connections.ts';
import type { LiveMatch } from './live-match.ts';
import type { Loader } from './loader.ts';
import type { Play } from './play.ts';
import type { Presence } from './presence.ts';
import type { QuickMatch, QuickMatchOptions } from './queue.ts';
import type { Ratings } from './ratings.ts';
import type { Reading } from './reading.ts';
import type { SeatChanges } from './seat-changes.ts';
import type { Seats } from './seats.ts';
import type { Timeouts } from './timeouts.ts';

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const silent: Logger = { info() {}, warn() {}, error() {} };

export interface ServiceOptions {
  storage: Storage;
  games: readonly AnyGame[];
  /** Milliseconds a bot waits before moving (0 in tests). Default 600. */
  botDelayMs?: number;
  /** A snapshot of the state every this many versions. Default 50. */
  snapshotEvery?: number;
  /** Finished matches with no connection leave memory after this long. Default 60 s. */
  evictAfterMs?: number;
  /** Open matches (waiting for players) with no connection leave memory after this long. Default 10 min. */
  idleAfterMs?: number;
  /** How long the players of a finished match keep first claim on their seats in its rematch. Default 2 min. */
  rematchClaimMs?: number;
  logger?: Logger;
  /** A custom bot factory (tests): bots then decide on the main thread. */
  makeBot?: (gameId: string, level: string) => Bot;
  /**
   * Worker threads for bot decisions. Default: cores − 1 (at least 1) when the bundled worker script exists
   * (running from the CLI bundle), else 0. 0 = decide on the main thread.
   */
  botWorkers?: number;
  /** The bot worker script (default: bot-worker.js next to the bundled server code). */
  botWorkerUrl?: URL | null;
  /**
   * Several nodes sharing the database: notices after every change, bot-turn leases (docs/deploy.md). Without
   * it this node assumes it is the only writer.
   */
  cluster?: ClusterBus;
  /**
   * Unfinished matches with hard bots (ISMCTS: the costliest thing the server does) one client address may have
   * at once; more are BOT_QUOTA. Default 4; 0 = no limit.
   */
  hardBotMatchesPerClient?: number;
  /**
   * Clock durations are multiplied by this (tests only: 0.01 makes a 20 s decision 200 ms). Every node of a
   * cluster must use the same. Default 1.
   */
  clockScale?: number;
  /** How long a seat must be offline on its turn before others may vote a bot in (default 60 s). */
  absentAfterMs?: number;
  /** How long a bot-turn lease lasts (cluster only; default 3000 ms): another node takes over after it. */
  leaseMs?: number;
  /** Post-game analysis (issue 17 item 2): service/analysis.ts. */
  analysis?: AnalysisOptions;
  /** Quick match (issue 15 item 5): how often this node runs the matcher, and the rating window. */
  quickMatch?: QuickMatchOptions;
}

/** The service's parts, each one job; they reach each other through the context. */
export interface Parts {
  loader: Loader;
  seats: Seats;
  connections: Connections;
  play: Play;
  bots: BotTurns;
  out: Broadcaster;
  chat: Chat;
  reading: Reading;
  sync: ClusterSync;
  seatChanges: SeatChanges;
  timeouts: Timeouts;
  presence: Presence;
  /** People: profiles, passkeys, public profiles, leaderboards (issue 15). */
  accounts: Accounts;
  /** Ratings of rated matches, settled when one finishes (issue 15). */
  ratings: Ratings;
  /** Quick match: the queue and its matcher (issue 15 item 5). */
  queue: QuickMatch;
}

/** What every part of the service shares: settings, storage, the live matches and the other parts. */
export class ServiceContext {
  readonly storage: Storage;
  readonly games: Map<string, AnyGame>;
  readonly live = new Map<string, LiveMatch>();
  readonly botDelayMs: number;
  readonly snapshotEvery: number;
  readonly evictAfterMs: number;
  readonly idleAfterMs: number;
  readonly rematchClaimMs: number;
  readonly leaseMs: number;
  readonly hardBotMatchesPerClient: number;
  readonly clockScale: number;
  readonly absentAfterMs: number;
  readonly log: Logger;
  readonly cluster: ClusterBus | null;
  /** Bot decisions: worker threads (or in-thread when there are none). */
  readonly botPool: BotPool;
  closing = false;
  /** Live connections (subscribers) over all matches. */
  connections = 0;
  parts!: Parts;

  constructor(opts: ServiceOptions) {
    this.storage = opts.storage;
    this.games = new Map(opts.games.map((g) => [g.id, g]));
    this.botDelayMs = opts.botDelayMs ?? 600;
    this.snapshotEvery = Math.max(1, opts.snapshotEvery ?? 50);
    this.evictAfterMs = opts.evictAfterMs ?? 60_000;
    this.idleAfterMs = opts.idleAfterMs ?? 10 * 60_000;
    this.rematchClaimMs = opts.rematchClaimMs ?? 2 * 60_000;
    this.leaseMs = opts.leaseMs ?? 3000;
    this.hardBotMatchesPerClient = opts.hardBotMatchesPerClient ?? 4;
    this.clockScale = opts.clockScale ?? 1;
    this.absentAfterMs = opts.absentAfterMs ?? 60_000;
    this.log = opts.logger ?? silent;
    this.cluster = opts.cluster ?? null;
    const workerUrl = opts.botWorkerUrl === undefined ? defaultBotWorkerUrl() : opts.botWorkerUrl;
    this.botPool = new BotPool({
      games: opts.games,
      size: opts.botWorkers ?? (workerUrl ? defaultBotWorkers() : 0),
      workerUrl,
      makeBot: opts.makeBot,
    });
  }

  game(id: string): AnyGame {
    const g = this.games.get(id);
    if (!g) throw notServed(id, [...this.games.keys()]);
    return g;
  }
}
