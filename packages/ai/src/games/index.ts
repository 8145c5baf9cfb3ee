import { SLICES } from '@potluck/catalog/slices';
import { GameError, type GameHeuristics } from '@potluck/engine';

/**
 * Per-game heuristics by game id, loaded once at start-up from each game's slice (`@potluck/<id>/ai`): only the
 * games whose slice has `ai` offer the bots that need them (see bots.ts). No list of games here: the catalog's.
 */
const byGame: ReadonlyMap<string, GameHeuristics> = new Map(
  await Promise.all(
    SLICES.flatMap((s) => (s.ai ? [s.ai().then((h): [string, GameHeuristics] => [s.id, h])] : [])),
  ),
);

export function hasHeuristics(gameId: string): boolean {
  return byGame.has(gameId);
}

/** A copy of the game's heuristics that is the caller's alone (its own working memory, see `fresh`). */
function own(h: GameHeuristics): GameHeuristics {
  return h.fresh ? h.fresh() : h;
}

/**
 * The game's heuristics, or undefined for a game without (for their optional data, `analysis` and `botMu`, and for
 * a search that rolls out at random without them). The caller's own copy, as with heuristicsFor.
 */
export function optionalHeuristics(gameId: string): GameHeuristics | undefined {
  const h = byGame.get(gameId);
  return h && own(h);
}

/**
 * The game's heuristics: the caller's own copy (`fresh`), so two bots, or a bot and an analysis, never share
 * working memory. A game without them gets BOT_UNAVAILABLE, not a random stand-in that would pass for a heuristic
 * player; `what` names what needed them (a bot name).
 */
export function heuristicsFor(gameId: string, what = 'heuristic'): GameHeuristics {
  const h = byGame.get(gameId);
  if (h) return own(h);
  throw new GameError('BOT_UNAVAILABLE', {
    en: `The game "${gameId}" has no heuristics, so it offers no "${what}" bot. Use random, medium or ismcts.`,
    'zh-Hans': `游戏“${gameId}”没有启发式策略，因此没有“${what}”机器人。请用 random、medium 或 ismcts。`,
    'zh-Hant': `遊戲「${gameId}」沒有啟發式策略，因此沒有「${what}」機器人。請用 random、medium 或 ismcts。`,
  });
}
