import { GameError } from '@potluck/engine';
import type { GameHeuristics } from '../heuristics.ts';
import { cuisineHeuristics } from './cuisine-a-la-card.ts';
import { tooManyCooksHeuristics } from './too-many-cooks.ts';
import { wasabiHeuristics } from './wasabi.ts';

/** Per-game heuristics by game id: only these games offer the bots that need them (see bots.ts). */
const byGame: Readonly<Record<string, GameHeuristics>> = {
  'too-many-cooks': tooManyCooksHeuristics,
  wasabi: wasabiHeuristics,
  'cuisine-a-la-card': cuisineHeuristics,
};

export function hasHeuristics(gameId: string): boolean {
  return Object.hasOwn(byGame, gameId);
}

/**
 * The game's heuristics. A game without them gets BOT_UNAVAILABLE, not a random stand-in that would pass for a
 * heuristic player; `what` names what needed them (a bot name).
 */
export function heuristicsFor(gameId: string, what = 'heuristic'): GameHeuristics {
  if (hasHeuristics(gameId)) return byGame[gameId];
  throw new GameError('BOT_UNAVAILABLE', {
    en: `The game "${gameId}" has no heuristics, so it offers no "${what}" bot. Use random, medium or ismcts.`,
    'zh-Hans': `游戏“${gameId}”没有启发式策略，因此没有“${what}”机器人。请用 random、medium 或 ismcts。`,
    'zh-Hant': `遊戲「${gameId}」沒有啟發式策略，因此沒有「${what}」機器人。請用 random、medium 或 ismcts。`,
  });
}
