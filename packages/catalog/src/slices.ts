import { slice as cuisineALaCard } from '@potluck/cuisine-a-la-card/slice';
import type { AnyGame, GameSlice } from '@potluck/engine';
import { slice as exampleBids } from '@potluck/example-bids/slice';
import { slice as tooManyCooks } from '@potluck/too-many-cooks/slice';
import { slice as wasabi } from '@potluck/wasabi/slice';
import type { GameUi } from '@potluck/web-kit';

/**
 * The only list of games, in display order. Adding a game: its folder (packages/games/<id>) and one line here.
 * Every layer iterates this list: the server and the CLI through `GAMES` (index.ts), the bots through their
 * heuristics (`@potluck/ai`), the browser through each slice's lazily loaded web screen.
 */
export const SLICES: readonly GameSlice<AnyGame, GameUi>[] = [
  tooManyCooks,
  wasabi,
  cuisineALaCard,
  exampleBids,
];
