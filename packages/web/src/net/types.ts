import type { GameResult, Localized, OptionMeta } from '@potluck/engine';

/** The server's wire shapes (see docs/api.md and docs/protocol.md; packages/server/src/schemas.ts). */

export type BotLevel = 'easy' | 'medium' | 'hard' | 'random';
export const PLAYABLE_BOT_LEVELS = ['easy', 'medium', 'hard'] as const;

export interface ErrorBody {
  code: string;
  message: string;
  text: Localized;
  rule?: string;
  version?: number;
}

export interface GameInfo {
  id: string;
  names: Localized;
  minPlayers: number;
  maxPlayers: number;
  /** JSON Schema of the options. */
  options: unknown;
  optionsMeta: Record<string, OptionMeta>;
  defaults: Record<string, unknown>;
}

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

export type SeatSpec = { kind: 'human' } | { kind: 'bot'; level: BotLevel };

export interface CreateMatchBody {
  game: string;
  players: number;
  options?: Record<string, unknown>;
  seats?: SeatSpec[];
  seat?: number;
  name?: string;
  /** One screen, several players: more human seats taken at creation (their tokens come back in `local`). */
  local?: { seat: number; name?: string }[];
  clock?: ClockSpec;
  onTimeout?: TimeoutPolicy;
  /** Rated (issue 15): needs a clock and a profile for every person; the result changes ratings. */
  rated?: boolean;
}

export interface CreatedMatch {
  match: MatchInfo;
  hostToken: string;
  seat?: number;
  token?: string;
  local?: { seat: number; token: string }[];
}

export interface Joined {
  match: MatchInfo;
  seat: number;
  token: string;
}

export interface Rematched extends Joined {
  /** Only for the player whose call created the rematch. */
  hostToken?: string;
  created: boolean;
}

export interface Frame {
  view: unknown;
  active: number[];
  /** The seat's legal actions (empty if not its turn); null for spectators. */
  legal: unknown[] | null;
  result: MatchResult | null;
  /** Seats' live frames: an `undo` of one move would be accepted now (absent for spectators and in replays). */
  canUndo?: boolean;
}

/** One message of the chat beside a match (docs/protocol.md, "Chat"): text or a quick reaction's id. */
export interface ChatMessage {
  /** 1, 2, 3… per match, in the order the server stored them. */
  id: number;
  /** When it was written (ms since 1970). */
  at: number;
  /** The writer's seat; −1 for a spectator. */
  seat: number;
  /** The seat's name when it was written (null for spectators and unnamed seats). */
  name: string | null;
  /** Plain text: shown as text, never as markup. */
  text?: string;
  reaction?: string;
}

export type ServerMessage =
  | { type: 'match'; you: number; match: MatchInfo }
  | {
      type: 'sync';
      version: number;
      frame: Frame;
      /** The recent events as this viewer saw them, oldest first (servers before this field: absent). */
      recent?: { version: number; events: unknown[] }[];
      clock?: ClockView;
    }
  | {
      type: 'update';
      version: number;
      events: unknown[];
      patch?: import('./patch.ts').PatchOp[];
      frame?: Frame;
      clock?: ClockView;
    }
  | { type: 'ack'; id?: string | number; version: number }
  | ({ type: 'error'; id?: string | number } & ErrorBody)
  | { type: 'pong'; id?: string | number }
  | { type: 'hint'; id?: string | number; version: number; moves: import('./hints.ts').HintMove[] }
  | { type: 'chat'; message: ChatMessage }
  | { type: 'chatHistory'; messages: ChatMessage[] };
