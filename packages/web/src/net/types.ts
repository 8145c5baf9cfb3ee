import type { Localized, OptionMeta } from '@potluck/engine';
import type { BotLevel, ClockSpec, ClockView, Frame, MatchInfo, TimeoutPolicy } from '@potluck/web-kit';

/**
 * The server's wire shapes (see docs/api.md and docs/protocol.md; packages/server/src/schemas.ts). The shapes a game
 * screen reads (the match, its seats and clocks, the frame) are the web kit's, re-exported here for the app.
 */
export type {
  BotLevel,
  BotVote,
  ClockSpec,
  ClockView,
  Frame,
  MatchInfo,
  MatchResult,
  MatchSettings,
  MatchStatus,
  SeatControl,
  SeatInfo,
  TimeoutPolicy,
} from '@potluck/web-kit';

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
