import type { GameResult } from '@potluck/engine';

/**
 * The match shapes a game screen reads (the server's wire format: docs/api.md, docs/protocol.md,
 * packages/server/src/schemas.ts). The web app's other wire types are in packages/web/src/net/types.ts.
 */

export type BotLevel = 'easy' | 'medium' | 'hard' | 'random';

export interface SeatInfo {
  seat: number;
  kind: 'human' | 'bot';
  botLevel: string | null;
  name: string | null;
  occupied: boolean;
  connected: boolean;
  /** Human seats held by a person: null while connected, else when its last connection closed (server epoch ms). */
  offlineSince?: number | null;
  /** A bot plays for the absent person until they take the seat back. */
  control?: SeatControl | null;
  /** The person resigned or forfeited on time: ranked last, a bot plays on. */
  out?: 'resigned' | 'forfeited' | null;
  /** The account that held this human seat was deleted: shown as "deleted player". */
  deleted?: true;
}

export interface SeatControl {
  by: 'bot';
  level: string;
  reason: 'timeout' | 'vote';
}

/** The turn clock chosen at creation (docs/protocol.md, "Tables that never strand"). */
export type ClockSpec =
  | { kind: 'none' }
  | { kind: 'move'; seconds: number }
  | { kind: 'total'; minutes: number; increment: number }
  | { kind: 'correspondence'; days: number };

/** What happens when a clock reaches zero. */
export interface TimeoutPolicy {
  action: 'bot' | 'forfeit';
  level: BotLevel;
}

export interface MatchSettings {
  clock: ClockSpec;
  onTimeout: TimeoutPolicy;
  /** A rated match (issue 15): no hints. */
  rated?: boolean;
}

/** Each seat's time left as of sending; a running seat's goes down from there. */
export interface ClockView {
  seats: { remainingMs: number; running: boolean }[];
}

/** The last clocks the server sent and when they arrived (`performance.now()`). */
export interface ReceivedClock {
  view: ClockView;
  at: number;
}

/** An open proposal that a bot plays for an absent seat. */
export interface BotVote {
  seat: number;
  level: string;
  yes: number[];
  no: number[];
  voters: number[];
}

/**
 * A finished match's result: the game's, re-ranked so that seats that are out come last, with `out`; a two-player
 * match ended by resign or forfeit has `ended` and no `scores`.
 */
export type MatchResult = Omit<GameResult, 'scores'> & {
  scores?: readonly number[];
  out?: { seat: number; reason: 'resigned' | 'forfeited' | string }[];
  ended?: 'resign' | 'forfeit' | string;
};

export type MatchStatus = 'open' | 'playing' | 'finished' | 'broken';

export interface MatchInfo {
  id: string;
  game: string;
  players: number;
  options: unknown;
  status: MatchStatus;
  version: number;
  seats: SeatInfo[];
  result: MatchResult | null;
  createdAt: number;
  updatedAt: number;
  /** Set by the server when a rematch of this match was created (if the server supports it). */
  rematch?: string | null;
  /** The clock and timeout policy chosen at creation. */
  settings?: MatchSettings;
  /** The clocks as of sending (null without a clock). */
  clock?: ClockView | null;
  vote?: BotVote | null;
  /** How long a seat must be offline on its turn before a bot can be voted in (the server's setting). */
  absentAfterMs?: number;
}

/** What a seat sees of the match now: its view, who must act, its legal actions, the result. */
export interface Frame<V = unknown, A = unknown> {
  view: V;
  active: number[];
  /** The seat's legal actions (empty if not its turn); null for spectators. */
  legal: A[] | null;
  result: MatchResult | null;
  /** Seats' live frames: an `undo` of one move would be accepted now (absent for spectators and in replays). */
  canUndo?: boolean;
}

/** One event of a match's log as this page received it. */
export interface LoggedEvent<E = unknown> {
  /** Unique key for lists. */
  key: string;
  version: number;
  event: E;
}
