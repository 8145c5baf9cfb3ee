import { game as cuisineALaCard } from '@potluck/cuisine-a-la-card';
import { type AnyGame, GameError } from '@potluck/engine';
import { game as tooManyCooks } from '@potluck/too-many-cooks';
import { game as wasabi } from '@potluck/wasabi';

/** Every game Potluck serves, in display order. */
export const GAMES: readonly AnyGame[] = [tooManyCooks, wasabi, cuisineALaCard];

const byId = new Map(GAMES.map((g) => [g.id, g]));

/** The game with this id; throws UNKNOWN_GAME (with the known ids) otherwise. */
export function getGame(id: string): AnyGame {
  const g = byId.get(id);
  if (!g) {
    const known = GAMES.map((x) => x.id).join(', ');
    throw new GameError('UNKNOWN_GAME', {
      en: `Unknown game "${id}". Known games: ${known}.`,
      'zh-Hans': `没有名为“${id}”的游戏。已有的游戏：${known}。`,
      'zh-Hant': `沒有名為「${id}」的遊戲。已有的遊戲：${known}。`,
    });
  }
  return g;
}
