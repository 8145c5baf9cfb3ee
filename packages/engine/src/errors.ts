import { format, type Localized, type Param } from './locale.ts';

/**
 * Stable error codes. Clients and scripts branch on these; never rename one.
 * - BAD_ACTION_SHAPE: the action does not match the game's action schema.
 * - NOT_YOUR_TURN: the player is not among the active players.
 * - ILLEGAL_ACTION: well-formed and on turn, but the rules forbid it (`rule` names the rule).
 * - GAME_OVER: the game has ended; no action is accepted.
 * - BAD_PLAYER: the player index is not a seat of this game.
 * - BAD_PLAYER_COUNT / BAD_OPTIONS / BAD_FIXED: setup input is invalid.
 * - UNKNOWN_GAME: no game has that id.
 * - BOT_UNAVAILABLE: the game does not offer that bot (`heuristic`, `easy`, `hard` need the game's heuristics).
 */
export const ERROR_CODES = [
  'BAD_ACTION_SHAPE',
  'NOT_YOUR_TURN',
  'ILLEGAL_ACTION',
  'GAME_OVER',
  'BAD_PLAYER',
  'BAD_PLAYER_COUNT',
  'BAD_OPTIONS',
  'BAD_FIXED',
  'UNKNOWN_GAME',
  'BOT_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a game's `validate` returns when a rule forbids an action. */
export interface RuleViolation {
  /** A stable, game-scoped rule id, e.g. `follow-colour`. */
  readonly rule: string;
  /** The readable explanation, in every language. */
  readonly message: Localized;
}

/** Builds a RuleViolation from a message template and its parameters. */
export function violation(
  rule: string,
  message: Localized,
  params?: Readonly<Record<string, Param>>,
): RuleViolation {
  return { rule, message: params ? format(message, params) : message };
}

/**
 * The one error type the engine throws for bad input. `message` is the English text; `text` has every
 * language. Messages never contain hidden information: they name the rule, not other players' cards.
 */
export class GameError extends Error {
  readonly code: ErrorCode;
  readonly rule: string | undefined;
  readonly text: Localized;

  constructor(code: ErrorCode, text: Localized, rule?: string) {
    super(text.en);
    this.name = 'GameError';
    this.code = code;
    this.text = text;
    this.rule = rule;
  }

  toJSON(): { code: ErrorCode; rule?: string; message: string; text: Localized } {
    return this.rule === undefined
      ? { code: this.code, message: this.message, text: this.text }
      : { code: this.code, rule: this.rule, message: this.message, text: this.text };
  }
}

export function isGameError(e: unknown): e is GameError {
  return e instanceof GameError;
}

/** UNKNOWN_GAME for `id`, naming the games there are. */
export function unknownGame(id: string, known: readonly string[]): GameError {
  const list = known.join(', ');
  return new GameError('UNKNOWN_GAME', {
    en: `Unknown game "${id}". Known games: ${list}.`,
    'zh-Hans': `没有名为“${id}”的游戏。已有的游戏：${list}。`,
    'zh-Hant': `沒有名為「${id}」的遊戲。已有的遊戲：${list}。`,
  });
}
