import { GameError, unknownGame } from '@potluck/engine';
import { SLICES } from './slices.ts';

/** The ids of the hidden slices (the example game): a server leaves them out unless it enables them. */
export const HIDDEN_GAMES: ReadonlySet<string> = new Set(SLICES.filter((s) => s.hidden).map((s) => s.id));

/**
 * The games a server offers out of `games`: every game but the hidden ones, plus the hidden ones `enable` names
 * (`potluck serve --enable-game <id>`, `POTLUCK_ENABLE_GAMES`). An id in `enable` that is not among `games`
 * is UNKNOWN_GAME, so a misspelt flag stops the server instead of being ignored.
 */
export function servedGames<G extends { readonly id: string }>(
  games: readonly G[],
  enable: readonly string[] = [],
): G[] {
  for (const id of enable)
    if (!games.some((g) => g.id === id))
      throw unknownGame(
        id,
        games.map((g) => g.id),
      );
  return games.filter((g) => !HIDDEN_GAMES.has(g.id) || enable.includes(g.id));
}

/**
 * UNKNOWN_GAME for a game id a server does not serve (`served`: the ids it does). For a hidden game the message
 * says it exists but is not enabled here, and how an operator enables it.
 */
export function notServed(id: string, served: readonly string[]): GameError {
  if (!HIDDEN_GAMES.has(id)) return unknownGame(id, served);
  const list = served.join(', ');
  const how = `potluck serve --enable-game ${id}, POTLUCK_ENABLE_GAMES=${id}`;
  return new GameError('UNKNOWN_GAME', {
    en: `The game "${id}" is not enabled on this server (${how}). Games here: ${list}.`,
    'zh-Hans': `本服务器没有启用游戏“${id}”（${how}）。这里的游戏：${list}。`,
    'zh-Hant': `本伺服器沒有啟用遊戲「${id}」（${how}）。這裡的遊戲：${list}。`,
  });
}
