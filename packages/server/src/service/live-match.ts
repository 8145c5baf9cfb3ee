import type { AnyGame, Viewer } from '@potluck/engine';
import type { Frame } from '../frames.ts';
import type { MatchSettings } from '../schemas.ts';
import type { LogEntry, MatchRecord, MatchStatus, SeatRecord } from '../storage/types.ts';
import type { ClockState } from './clock.ts';
import { newSeatControl, type SeatControlState } from './seat-control.ts';

/**
 * A live connection's view of a match: the service calls `send` with ready-to-send JSON text. `subscribe` sets
 * `viewer` and `tokenHash` (the seat it proved, inside the match's queue); moves are checked against them there.
 */
export interface Subscriber {
  viewer: Viewer;
  tokenHash: string | null;
  send(text: string): void;
  /** Called after the service dropped this subscriber because its seat token stopped being valid. */
  revoke?(): void;
}

/** Who makes a move: a seat and the hash of the seat token it proved, checked inside the match's queue. */
export interface Actor {
  seat: number;
  tokenHash: string | null;
}

export interface LiveSeat extends SeatRecord {
  connections: number;
  /** Presence: null while this node has a connection for the seat, else since when it has none (epoch ms). */
  offlineSince: number | null;
}

/** Settings of matches made before settings existed. */
export const DEFAULT_SETTINGS: MatchSettings = {
  clock: { kind: 'none' },
  onTimeout: { action: 'bot', level: 'medium' },
};

/** An open proposal that a bot plays for an absent seat (memory only: it lapses on a restart). */
export interface Vote {
  seat: number;
  level: string;
  yes: Set<number>;
  no: Set<number>;
  voters: number[];
}

/**
 * The undoable run: the latest log entries, all by `seat`, none revealing anything (see docs/protocol.md). Its
 * starting state is not kept (it was a whole extra state per match): an undo reads the state before the oldest
 * move it takes back from storage (service/recent.ts, stateAfter).
 */
export interface Tail {
  seat: number;
  /** The seqs of the run's moves that are still in effect, oldest first. */
  moves: number[];
}

export type NewEntry = Omit<LogEntry, 'stateHash'>;

export interface CachedFrame {
  version: number;
  frame: Frame;
  /** Length of this viewer's last whole-frame update (to skip building one when a patch is far shorter). */
  fullLength?: number;
}

/** A match held in memory: its state, seats, connections and the work queued on it. */
export class LiveMatch {
  state: unknown;
  version = 0;
  status: MatchStatus;
  result: unknown | null = null;
  tail: Tail;
  chain: Promise<unknown> = Promise.resolve();
  botTimer: NodeJS.Timeout | null = null;
  /** A bot decision is being made (in a worker) for this version; no second one is started meanwhile. */
  botThinking = false;
  evictTimer: NodeJS.Timeout | null = null;
  readonly subscribers = new Set<Subscriber>();
  /** The subscribers by viewer (an update is built once per viewer), until one comes or goes. */
  private groups: Map<Viewer, Subscriber[]> | null = null;
  /** How to remove each subscriber (the function `subscribe` returned). */
  readonly offs = new Map<Subscriber, () => void>();
  readonly frames = new Map<Viewer, CachedFrame>();
  updatedAt: number;
  /** When this node took it into memory (an idle match loaded by a link stays a while). */
  readonly loadedAt = Date.now();
  /** The address that created it (memory only: for the per-client quota on hard bots). */
  client: string | null = null;
  readonly settings: MatchSettings;
  /** Bots playing for absent people, seats that are out (folded from `seat` log entries). */
  seatControl: SeatControlState;
  /** The turn clocks (null without a clock), as of the last log entry. */
  clock: ClockState | null = null;
  clockTimer: NodeJS.Timeout | null = null;
  vote: Vote | null = null;
  /** Human seats whose person deleted their account (MatchInfo `deleted`; service/deleted-seats.ts keeps it). */
  deletedSeats: ReadonlySet<number> = new Set();
  /** Presence on the other nodes of a cluster: each node's live connections per seat, and when it said so. */
  readonly remote = new Map<string, { counts: number[]; at: number }>();

  constructor(
    readonly game: AnyGame,
    readonly record: MatchRecord,
    readonly seats: LiveSeat[],
    state: unknown,
  ) {
    this.state = state;
    this.status = record.status;
    this.result = record.result;
    this.tail = { seat: -2, moves: [] };
    this.updatedAt = record.updatedAt;
    this.settings = (record.settings as MatchSettings | undefined) ?? DEFAULT_SETTINGS;
    this.seatControl = newSeatControl(record.players);
  }

  /** Whether a seat has a live connection on this node or (as last heard) on another. */
  online(seat: number): boolean {
    if ((this.seats[seat]?.connections ?? 0) > 0) return true;
    for (const r of this.remote.values()) if ((r.counts[seat] ?? 0) > 0) return true;
    return false;
  }

  /** Whether a bot plays this seat now: a bot seat, a bot for an absent person, or a seat that is out. */
  botPlays(seat: number): boolean {
    return (
      this.seats[seat]?.kind === 'bot' ||
      this.seatControl.control[seat] != null ||
      this.seatControl.out[seat] != null
    );
  }

  /** The level of the bot playing a seat (see botPlays). */
  botLevel(seat: number): string {
    const sc = this.seatControl;
    return sc.control[seat]?.level ?? sc.out[seat]?.level ?? this.seats[seat]?.botLevel ?? 'medium';
  }

  /** The seats whose clocks run: active, played by their person (not a bot), while the match is played. */
  clockedSeats(): number[] {
    if (this.status !== 'playing' || this.settings.clock.kind === 'none') return [];
    return this.game.activePlayers(this.state).filter((s) => !this.botPlays(s));
  }

  /** Adds a live connection (its viewer set); see viewerGroups. */
  addSubscriber(sub: Subscriber): void {
    this.subscribers.add(sub);
    this.groups = null;
  }

  deleteSubscriber(sub: Subscriber): void {
    this.subscribers.delete(sub);
    this.groups = null;
  }

  /** The subscribers grouped by viewer, kept between moves (a subscriber's viewer is set before it is added). */
  viewerGroups(): ReadonlyMap<Viewer, readonly Subscriber[]> {
    if (this.groups) return this.groups;
    const groups = new Map<Viewer, Subscriber[]>();
    for (const sub of this.subscribers) {
      const list = groups.get(sub.viewer);
      if (list) list.push(sub);
      else groups.set(sub.viewer, [sub]);
    }
    this.groups = groups;
    return groups;
  }

  get id(): string {
    return this.record.id;
  }

  /** Runs `fn` after every earlier task of this match: one move at a time per match. */
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const p = this.chain.then(() => fn());
    this.chain = p.then(
      () => undefined,
      () => undefined,
    );
    return p;
  }

  /** Whether `undo {count: 1}` by this viewer would be accepted now (the checks of `undo`, without the token). */
  canUndo(viewer: Viewer): boolean {
    if (viewer < 0 || this.status !== 'playing' || this.settings.clock.kind !== 'none') return false;
    const t = this.tail;
    return t.seat === viewer && t.moves.length > 0 && this.game.activePlayers(this.state).includes(viewer);
  }

  /** A seat kept for a player of the previous match (rematch) whose claim has not expired. */
  isReserved(seat: number): boolean {
    const r = this.seats[seat]?.reserved;
    return r !== null && r !== undefined && r.until > Date.now();
  }

  /** The human seat a token hash holds now, if any. */
  seatOf(actor: Actor): LiveSeat | undefined {
    const s = this.seats[actor.seat];
    return s?.kind === 'human' && s.tokenHash !== null && s.tokenHash === actor.tokenHash ? s : undefined;
  }

  /** Drops every connection of a seat (its token stopped being valid): they must not see its hand any more. */
  revokeSeat(seat: number): void {
    for (const sub of [...this.subscribers]) {
      if (sub.viewer !== seat) continue;
      this.offs.get(sub)?.();
      sub.revoke?.();
    }
  }
}
