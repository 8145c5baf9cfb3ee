import { type ErrorCode as EngineErrorCode, format, GameError, type Localized } from '@potluck/engine';
import { ERROR_TEXT } from './messages.ts';
import { StorageUnavailableError } from './storage/types.ts';

/**
 * The server's own error codes (stable; clients branch on them). Engine codes (BAD_ACTION_SHAPE,
 * NOT_YOUR_TURN, ILLEGAL_ACTION, GAME_OVER, BAD_PLAYER, BAD_PLAYER_COUNT, BAD_OPTIONS, BAD_FIXED,
 * UNKNOWN_GAME) pass through unchanged.
 */
export const SERVER_ERROR_CODES = [
  'BAD_REQUEST',
  'BAD_MESSAGE',
  'TOO_LARGE',
  'RATE_LIMITED',
  'BOT_QUOTA',
  'BAD_ORIGIN',
  'NOT_FOUND',
  'MATCH_NOT_FOUND',
  'BAD_TOKEN',
  'NOT_HOST',
  'NOT_SEATED',
  'NOT_HELLO',
  'SEAT_TAKEN',
  'NO_FREE_SEAT',
  'BAD_SEAT',
  'NOT_STARTED',
  'NOT_FINISHED',
  'STALE_VERSION',
  'UNDO_NOT_ALLOWED',
  'VOTE_NOT_ALLOWED',
  'MATCH_OVER',
  'MATCH_BROKEN',
  'UNAVAILABLE',
  'NOT_SIGNED_IN',
  'PLAYER_NOT_FOUND',
  'PASSKEY_FAILED',
  'RATED_NEEDS_CLOCK',
  'RATED_NEEDS_PROFILE',
  'ALREADY_SEATED',
  'NOT_YOUR_SEAT',
  'QUEUE_MATCHED',
  'ANALYSIS_QUOTA',
  'PUZZLE_NOT_FOUND',
  'HINTS_OFF',
  'HINTS_VOTE_NOT_ALLOWED',
  'INTERNAL',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];
export type AnyErrorCode = ServerErrorCode | EngineErrorCode;

const HTTP_STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  BAD_MESSAGE: 400,
  TOO_LARGE: 413,
  RATE_LIMITED: 429,
  BOT_QUOTA: 429,
  BAD_ORIGIN: 403,
  NOT_FOUND: 404,
  MATCH_NOT_FOUND: 404,
  UNKNOWN_GAME: 404,
  BAD_TOKEN: 401,
  NOT_HOST: 403,
  NOT_SEATED: 403,
  NOT_HELLO: 400,
  SEAT_TAKEN: 409,
  NO_FREE_SEAT: 409,
  BAD_SEAT: 400,
  NOT_STARTED: 409,
  NOT_FINISHED: 409,
  STALE_VERSION: 409,
  UNDO_NOT_ALLOWED: 409,
  VOTE_NOT_ALLOWED: 409,
  MATCH_OVER: 409,
  MATCH_BROKEN: 503,
  UNAVAILABLE: 503,
  NOT_SIGNED_IN: 401,
  PLAYER_NOT_FOUND: 404,
  PASSKEY_FAILED: 400,
  RATED_NEEDS_CLOCK: 400,
  RATED_NEEDS_PROFILE: 403,
  ALREADY_SEATED: 409,
  NOT_YOUR_SEAT: 403,
  QUEUE_MATCHED: 409,
  ANALYSIS_QUOTA: 429,
  PUZZLE_NOT_FOUND: 404,
  HINTS_OFF: 403,
  HINTS_VOTE_NOT_ALLOWED: 409,
  INTERNAL: 500,
  BAD_PLAYER_COUNT: 400,
  BAD_OPTIONS: 400,
  BAD_FIXED: 400,
  BAD_ACTION_SHAPE: 400,
  BAD_PLAYER: 400,
  NOT_YOUR_TURN: 409,
  ILLEGAL_ACTION: 409,
  GAME_OVER: 409,
};

/** The JSON shape of every error the server sends (HTTP body or WebSocket `error` message). */
export interface ErrorBody {
  code: AnyErrorCode;
  /** English text (same as text.en). */
  message: string;
  /** The message in every language. */
  text: Localized;
  /** For ILLEGAL_ACTION: the game's rule id. */
  rule?: string;
  /** For STALE_VERSION: the match's current version. */
  version?: number;
}

/** An error with a stable code and a message in three languages. Never carries hidden information. */
export class ServerError extends Error {
  readonly code: ServerErrorCode;
  readonly text: Localized;
  readonly extra: { version?: number };

  constructor(
    code: ServerErrorCode,
    params: Record<string, string | number> = {},
    extra: { version?: number } = {},
  ) {
    const text = format(ERROR_TEXT[code], params);
    super(text.en);
    this.name = 'ServerError';
    this.code = code;
    this.text = text;
    this.extra = extra;
  }
}

/**
 * Any thrown value as an ErrorBody: ServerError and GameError keep their codes; a storage failure is UNAVAILABLE
 * (its reason stays in the server's log); anything else is INTERNAL.
 */
export function toErrorBody(e: unknown): ErrorBody {
  if (e instanceof StorageUnavailableError) {
    const t = ERROR_TEXT.UNAVAILABLE;
    return { code: 'UNAVAILABLE', message: t.en, text: t };
  }
  if (e instanceof ServerError) {
    const body: ErrorBody = { code: e.code, message: e.message, text: e.text };
    if (e.extra.version !== undefined) body.version = e.extra.version;
    return body;
  }
  if (e instanceof GameError) {
    const body: ErrorBody = { code: e.code, message: e.message, text: e.text };
    if (e.rule !== undefined) body.rule = e.rule;
    return body;
  }
  const t = ERROR_TEXT.INTERNAL;
  return { code: 'INTERNAL', message: t.en, text: t };
}

export function httpStatus(code: string): number {
  return HTTP_STATUS[code] ?? 500;
}

/** True for errors we expect from bad input (not worth an error-level log line). */
export function isExpected(e: unknown): boolean {
  return e instanceof ServerError ? e.code !== 'INTERNAL' : e instanceof GameError;
}
