import { game as cuisineALaCard } from '@potluck/cuisine-a-la-card';
import { type AnyGame, unknownGame } from '@potluck/engine';
import { game as tooManyCooks } from '@potluck/too-many-cooks';
import { game as wasabi } from '@potluck/wasabi';

/** Every game Potluck serves, in display order. */
export const GAMES: readonly AnyGame[] = [tooManyCooks, wasabi, cuisineALaCard];

const byId = new Map(GAMES.map((g) => [g.id, g]));

/** The game with this id; throws UNKNOWN_GAME (with the known ids) otherwise. */
export function getGame(id: string): AnyGame {
  const g = byId.get(id);
  if (!g) throw unknownGame(id, [...byId.keys()]);
  return g;
}
