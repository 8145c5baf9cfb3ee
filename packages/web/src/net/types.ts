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
}

export type MatchStatus = 'open' | 'playing' | 'finished' | 'broken';

export interface MatchInfo {
  id: string;
  game: string;
  players: number;
  options: unknown;
  status: MatchStatus;
  version: number;
  seats: SeatInfo[];
  result: GameResult | null;
  createdAt: number;
  updatedAt: number;
  /** Set by the server when a rematch of this match was created (if the server supports it). */
  rematch?: string | null;
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
  result: GameResult | null;
  /** Seats' live frames: an `undo` of one move would be accepted now (absent for spectators and in replays). */
  canUndo?: boolean;
}

export type ServerMessage =
  | { type: 'match'; you: number; match: MatchInfo }
  | {
      type: 'sync';
      version: number;
      frame: Frame;
      /** The recent events as this viewer saw them, oldest first (servers before this field: absent). */
      recent?: { version: number; events: unknown[] }[];
    }
  | {
      type: 'update';
      version: number;
      events: unknown[];
      patch?: import('./patch.ts').PatchOp[];
      frame?: Frame;
    }
  | { type: 'ack'; id?: string | number; version: number }
  | ({ type: 'error'; id?: string | number } & ErrorBody)
  | { type: 'pong'; id?: string | number };
