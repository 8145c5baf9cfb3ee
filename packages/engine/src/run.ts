import type { z } from 'zod';
import { GameError } from './errors.ts';
import type { AnyGame, BaseEvent, Seat, StepFlags, Viewer } from './game.ts';
import { LOCALES, type Locale, type Localized } from './locale.ts';
import { type RngState, rngFromSeed } from './rng.ts';

const text = (en: string, hans: string, hant: string) => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

/** zod issues as one readable line: `path: message; path: message`. */
function issuesText(
  error: { issues: readonly { path: PropertyKey[]; message: string }[] },
  root: string,
): string {
  return error.issues.map((i) => `${i.path.map(String).join('.') || `(${root})`}: ${i.message}`).join('; ');
}

type Issue = { code?: string; path: PropertyKey[]; message: string; keys?: readonly string[] };

/**
 * `fixed` issues in every language. An unknown field gets its own words (it is the usual mistake: a misspelt
 * field would otherwise look like zod's English); other issues keep zod's message after their path.
 */
function fixedIssuesText(error: { issues: readonly Issue[] }): Localized {
  const parts: Record<Locale, string[]> = { en: [], 'zh-Hans': [], 'zh-Hant': [] };
  for (const i of error.issues) {
    const at = ['fixed', ...i.path.map(String)].join('.');
    if (i.code === 'unrecognized_keys' && i.keys) {
      const names = i.keys.map((k) => `"${at}.${k}"`).join(', ');
      parts.en.push(`unknown field ${names}`);
      parts['zh-Hans'].push(`未知字段 ${names}`);
      parts['zh-Hant'].push(`未知欄位 ${names}`);
    } else {
      for (const l of LOCALES) parts[l].push(`${at}: ${i.message}`);
    }
  }
  return text(parts.en.join('; '), parts['zh-Hans'].join('；'), parts['zh-Hant'].join('；'));
}

export interface NewGameInput {
  players: number;
  seed: string;
  /**
   * The RNG state to start from instead of the seed's (an export of a finished match carries it instead of the
   * secret seed: docs/api.md, "Export").
   */
  rng?: RngState;
  options?: unknown;
  fixed?: unknown;
}

/** Checks untrusted options against the game's schema and fills defaults; throws BAD_OPTIONS. */
export function parseOptions<G extends AnyGame>(
  game: G,
  raw: unknown,
): ReturnType<G['optionsSchema']['parse']> {
  const parsed = game.optionsSchema.safeParse(raw ?? {});
  let detail = parsed.success ? '' : issuesText(parsed.error, 'options');
  if (parsed.success && raw !== null && typeof raw === 'object') {
    // A misspelt option must not be silently dropped: every given key has to be a known option.
    const unknown = Object.keys(raw).filter((k) => !(k in (parsed.data as object)));
    if (unknown.length > 0) detail = `unknown option ${unknown.map((k) => `"${k}"`).join(', ')}`;
  }
  if (!parsed.success || detail) {
    throw new GameError(
      'BAD_OPTIONS',
      text(`Invalid options: ${detail}`, `选项无效：${detail}`, `選項無效：${detail}`),
    );
  }
  return parsed.data;
}

/** A new game from untrusted input: checks the player count, options and `fixed`, then seeds the RNG. */
export function createGame<G extends AnyGame>(game: G, input: NewGameInput): ReturnType<G['setup']> {
  const { players } = input;
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    throw new GameError(
      'BAD_PLAYER_COUNT',
      text(
        `${game.names.en} is for ${game.minPlayers}–${game.maxPlayers} players, not ${players}.`,
        `${game.names['zh-Hans']}支持 ${game.minPlayers}–${game.maxPlayers} 名玩家，而不是 ${players} 名。`,
        `${game.names['zh-Hant']}支援 ${game.minPlayers}–${game.maxPlayers} 名玩家，而不是 ${players} 名。`,
      ),
    );
  }
  const options = parseOptions(game, input.options);
  let fixed: unknown;
  if (input.fixed !== undefined && input.fixed !== null) {
    const parsed = game.fixedSchema.safeParse(input.fixed);
    if (!parsed.success) {
      const d = fixedIssuesText(parsed.error as { issues: readonly Issue[] });
      throw new GameError(
        'BAD_FIXED',
        text(`Invalid "fixed": ${d.en}`, `“fixed”无效：${d['zh-Hans']}`, `「fixed」無效：${d['zh-Hant']}`),
      );
    }
    fixed = parsed.data;
  }
  const rng: RngState = input.rng
    ? [input.rng[0], input.rng[1], input.rng[2], input.rng[3]]
    : rngFromSeed(String(input.seed));
  return game.setup(players, rng, options, fixed);
}

export interface Applied<S, E> {
  state: S;
  events: E[];
  /** REVEALED | RANDOMNESS bits: whether this action can be taken back (see docs/engine.md). */
  flags: StepFlags;
}

/** Throws the first boundary error for (player, action) on `state`, or returns the parsed action. */
export function checkAction<G extends AnyGame>(
  game: G,
  state: ReturnType<G['setup']>,
  player: unknown,
  action: unknown,
) {
  const active = game.activePlayers(state);
  if (active.length === 0) {
    throw new GameError(
      'GAME_OVER',
      text('The game is over; no more actions.', '游戏已结束，不能再行动。', '遊戲已結束，不能再行動。'),
    );
  }
  const seats = playerCount(game, state);
  if (typeof player !== 'number' || !Number.isInteger(player) || player < 0 || player >= seats) {
    throw new GameError(
      'BAD_PLAYER',
      text(
        `No such seat: ${String(player)} (seats are numbered 0–${seats - 1}).`,
        `没有这个座位：${String(player)}（座位编号为 0–${seats - 1}）。`,
        `沒有這個座位：${String(player)}（座位編號為 0–${seats - 1}）。`,
      ),
    );
  }
  const parsed = game.actionSchema.safeParse(action);
  if (!parsed.success) {
    const detail = issuesText(parsed.error, 'action');
    throw new GameError(
      'BAD_ACTION_SHAPE',
      text(`Malformed action: ${detail}`, `动作格式错误：${detail}`, `動作格式錯誤：${detail}`),
    );
  }
  if (!active.includes(player)) {
    throw new GameError(
      'NOT_YOUR_TURN',
      // Seats are numbered from 0 in every message, as in scenarios, states and views (docs/scenarios.md).
      text(
        `Seat ${player} cannot act now (seats are numbered from 0).`,
        `座位 ${player} 现在不能行动（座位从 0 开始编号）。`,
        `座位 ${player} 現在不能行動（座位從 0 開始編號）。`,
      ),
    );
  }
  const broken = game.validate(state, player, parsed.data);
  if (broken) throw new GameError('ILLEGAL_ACTION', broken.message, broken.rule);
  return parsed.data;
}

/**
 * True when `action` has the shape of one of `game`'s actions (its zod schema accepts it), and then typed as one: a
 * tap or a file's move goes to the game's own `validate` with no cast. The shape only (not the seat, turn or rules);
 * the value is the one given, not zod's parsed copy (the games' action schemas transform nothing).
 */
export function isActionOf<A>(game: { readonly actionSchema: z.ZodType<A> }, action: unknown): action is A {
  return game.actionSchema.safeParse(action).success;
}

/**
 * Applies an untrusted action: checks seat, shape (zod), turn and rules, then applies it to a clone.
 * On any violation throws a GameError and `state` is untouched. The boundary for the CLI and the server.
 */
export function applyAction<G extends AnyGame>(
  game: G,
  state: ReturnType<G['setup']>,
  player: Seat,
  action: unknown,
): Applied<ReturnType<G['setup']>, BaseEvent> {
  const parsed = checkAction(game, state, player, action);
  const next = game.clone(state);
  const events: BaseEvent[] = [];
  const flags = game.step(next, player, parsed, events);
  return { state: next, events, flags };
}

/** Applies an action taken from `legalActions` without re-validating it (the trusted path for search). */
export function applyTrusted<G extends AnyGame>(
  game: G,
  state: ReturnType<G['setup']>,
  player: Seat,
  action: unknown,
): Applied<ReturnType<G['setup']>, BaseEvent> {
  const next = game.clone(state);
  const events: BaseEvent[] = [];
  const flags = game.step(next, player, action, events);
  return { state: next, events, flags };
}

/** The events as `viewer` may see them (hidden ones dropped, private parts redacted). */
export function viewEvents<E extends BaseEvent>(game: AnyGame, events: readonly E[], viewer: Viewer): E[] {
  const out: E[] = [];
  for (const e of events) {
    const v = game.viewEvent(e, viewer);
    if (v !== null) out.push(v as E);
  }
  return out;
}

/** Number of seats in a state: every game's state has `players` (a count) by convention. */
export function playerCount(_game: AnyGame, state: { players?: unknown }): number {
  const n = state.players;
  if (typeof n !== 'number') throw new Error('game state must have a numeric `players` field');
  return n;
}

/** True once nobody has to act. */
export function isOver(game: AnyGame, state: unknown): boolean {
  return game.activePlayers(state).length === 0;
}
