/**
 * Persistence behind one interface. Two implementations share the same Kysely queries: SQLite
 * (better-sqlite3, the default) and PostgreSQL (pg). Everything here is server-side only: the seed, the
 * states in snapshots and the token hashes never leave the server.
 */

export type MatchStatus = 'open' | 'playing' | 'finished' | 'broken';
export type SeatKind = 'human' | 'bot';

export interface MatchRecord {
  id: string;
  game: string;
  players: number;
  /** Parsed options (defaults filled), as JSON. */
  options: unknown;
  /** The RNG seed. Secret: never sent, logged or put into an error. */
  seed: string;
  status: MatchStatus;
  /**
   * Version and state hash as of the match row's last update (creation, finish). The log is authoritative for
   * the current version and hash of a running match: its last entry carries both.
   */
  version: number;
  stateHash: string;
  /** sha256 of the host token. */
  hostTokenHash: string;
  /** Scores/ranks/winners once finished (public). */
  result: unknown | null;
  createdAt: number;
  updatedAt: number;
  /**
   * The id of this finished match's rematch, once a player started one. Set once (setRematch); absent while
   * there is none.
   */
  rematch?: string | null;
  /** The match's settings (clock, timeout policy), as created; absent for matches made before them. */
  settings?: unknown;
  /** Epoch ms at which the match started (its clocks' origin); absent while open. */
  startedAt?: number;
}

/** A free human seat of a rematch kept for the player who held it in the previous match, until `until`. */
export interface SeatReservation {
  /** sha256 of that player's seat token in the previous match. */
  tokenHash: string;
  /** Epoch milliseconds; the seat is an ordinary free seat after it. */
  until: number;
}

export interface SeatRecord {
  matchId: string;
  seat: number;
  kind: SeatKind;
  /** Bot level for bot seats (easy, medium, hard, random). */
  botLevel: string | null;
  /** Display name (public). */
  name: string | null;
  /** sha256 of the seat token, null while nobody holds the seat (or for bots). */
  tokenHash: string | null;
  /** Rematch: kept for a player of the previous match (absent or null when not). Stored by createMatch/updateSeat. */
  reserved?: SeatReservation | null;
}

/** `seat`: a change of who controls a seat (a timeout, a vote, taking it back, resigning); no game state change. */
export type LogKind = 'move' | 'undo' | 'seat';

/** One entry of the append-only log. `seq` runs 1, 2, 3… per match; it is the version after the entry. */
export interface LogEntry {
  seq: number;
  seat: number;
  kind: LogKind;
  /** For `move`: the action. For `undo`: `{ undone: number[] }`, the seqs taken back. */
  payload: unknown;
  /** REVEALED | RANDOMNESS bits of the step (0 for undo). */
  flags: number;
  /** Hash of the state after this entry (checked when the match is rebuilt). */
  stateHash: string;
  at: number;
}

export interface Snapshot {
  seq: number;
  /** The full state as JSON text (secret). */
  state: string;
  stateHash: string;
}

/**
 * One message of a match's chat (outside the game state and the log). `id` runs 1, 2, 3… per match, in the order
 * the messages were stored; `seat` is −1 for a spectator. Exactly one of `text` and `reaction` is set.
 */
export interface ChatEntry {
  id: number;
  at: number;
  seat: number;
  /** The seat's display name when it was written (null for spectators and unnamed seats). */
  name: string | null;
  text?: string;
  /** A quick reaction's id (CHAT_REACTIONS). */
  reaction?: string;
}

/** Which chat messages readChat returns, oldest first. */
export interface ChatQuery {
  /** Only messages with a greater id. */
  afterId?: number;
  /** Only the newest this many (of those that match). */
  last?: number;
  /** Only players' messages (seat ≥ 0). */
  playersOnly?: boolean;
}

/** A status change stored with a log entry (the game ended): the match row is updated in the same transaction. */
export interface MatchProgress {
  status: MatchStatus;
  result: unknown | null;
}

export interface ListFilter {
  status?: MatchStatus | readonly MatchStatus[];
  game?: string;
  limit: number;
  /** Only matches updated strictly before this time (for paging). */
  before?: number;
  /** Keyset paging by id: only ids after this one, ordered by id (instead of newest first). */
  afterId?: string;
}

/** Raised by createMatch when a match with that id exists: another caller created it first. */
export class MatchExistsError extends Error {
  constructor(matchId: string) {
    super(`match ${matchId} already exists`);
    this.name = 'MatchExistsError';
  }
}

/** Raised by appendEntry when the seq already exists: another writer got there first. */
export class SeqConflictError extends Error {
  constructor(matchId: string, seq: number) {
    super(`log entry ${seq} of match ${matchId} already exists`);
    this.name = 'SeqConflictError';
  }
}

/**
 * Raised by any storage call that the database could not serve: a driver failure (PostgreSQL unreachable, disk
 * full, a corrupt page), or a SQLite file deleted or replaced under the running server. The server answers it with
 * 503 `UNAVAILABLE`; nothing was stored. The message says why (for logs, /api/ready and start-up), never what a
 * query carried.
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

export interface Storage {
  // Every call but close fails with StorageUnavailableError when the database cannot serve it; createMatch and
  // appendEntry also with their own conflict errors (MatchExistsError, SeqConflictError), which callers rely on.

  /** Creates the tables if they do not exist. */
  migrate(): Promise<void>;
  /**
   * Inserts a match, its seats and its initial snapshot (seq 0) in one transaction. Fails with MatchExistsError
   * if a match with that id exists.
   */
  createMatch(match: MatchRecord, seats: readonly SeatRecord[], initial: Snapshot): Promise<void>;
  getMatch(id: string): Promise<MatchRecord | null>;
  listMatches(filter: ListFilter): Promise<MatchRecord[]>;
  getSeats(matchId: string): Promise<SeatRecord[]>;
  /** Writes kind, bot level, name, token hash and reservation (none if `seat.reserved` is absent). */
  updateSeat(seat: SeatRecord): Promise<void>;
  /**
   * Records `rematchId` as the rematch of `matchId` unless it has one already (a set-once conditional update,
   * atomic across nodes), and returns the rematch it has now: `rematchId` for the winner, the earlier id for
   * anyone else; null if there is no such match.
   */
  setRematch(matchId: string, rematchId: string): Promise<string | null>;
  /** Sets the status; with `startedAt` (when it starts playing) also the start time. */
  setStatus(matchId: string, status: MatchStatus, startedAt?: number): Promise<void>;
  /**
   * Appends `entry` (one insert: the hot path). Fails with SeqConflictError if an entry with that seq exists (a
   * unique key on (match, seq)), so two writers can never share a seq. With `progress`, the match row (status,
   * result, version, state hash) is updated in the same transaction.
   */
  appendEntry(matchId: string, entry: LogEntry, progress?: MatchProgress): Promise<void>;
  /** Log entries with seq > afterSeq, in order. */
  readLog(matchId: string, afterSeq?: number): Promise<LogEntry[]>;
  putSnapshot(matchId: string, snapshot: Snapshot): Promise<void>;
  /** Snapshots of a match (seq and hash only are cheap; the state is loaded with getSnapshot). */
  snapshotSeqs(matchId: string): Promise<number[]>;
  getSnapshot(matchId: string, seq: number): Promise<Snapshot | null>;
  /**
   * Stores a chat message under the next id of its match (max + 1; retried when another node took that id
   * first) and returns the id.
   */
  appendChat(matchId: string, entry: Omit<ChatEntry, 'id'>): Promise<number>;
  /** Chat messages of a match, oldest first. */
  readChat(matchId: string, query?: ChatQuery): Promise<ChatEntry[]>;
  /**
   * For /api/ready: a cheap query on the match tables (plus, on SQLite, checks that the file opened is still the
   * one at its path and still starts like a database); throws StorageUnavailableError if it fails.
   */
  ping?(): Promise<void>;
  /** A finished match's stored post-game analysis (JSON), or null (issue 17; migration 7). */
  getAnalysis?(matchId: string): Promise<string | null>;
  /** Stores a match's analysis once: a second one for the same match is ignored (the first stays). */
  putAnalysis?(matchId: string, analysis: string): Promise<void>;
  close(): Promise<void>;
}
