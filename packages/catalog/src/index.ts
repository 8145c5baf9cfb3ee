import { type AnyGame, unknownGame } from '@potluck/engine';
import { SLICES } from './slices.ts';

export { HIDDEN_GAMES, notServed, servedGames } from './served.ts';
export { SLICES } from './slices.ts';

/** Every game's rules, in display order, loaded once at start-up from the slices (hidden ones included). */
export const GAMES: readonly AnyGame[] = await Promise.all(SLICES.map((s) => s.rules()));

const byId = new Map(GAMES.map((g) => [g.id, g]));

/** The game with this id; throws UNKNOWN_GAME (with the known ids) otherwise. */
export function getGame(id: string): AnyGame {
  const g = byId.get(id);
  if (!g) throw unknownGame(id, [...byId.keys()]);
  return g;
}
