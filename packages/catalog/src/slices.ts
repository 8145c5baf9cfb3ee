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
 *
 * A list of different games erases each one's types to `AnyGame` (its `any` is the engine's one erasure point). Code
 * for one game, whichever, is written generic in that game's types, e.g. `<S, A, V>(game: GameDefinition<S, A,
 * unknown, V>, state: S, …)` (the tutorial's script, `whyRefused`): inside it a game's legal actions can only go to
 * its own `validate`, its view to its own `determinize`, and it takes a game of this list (inferred as `any`) or a
 * game's own definition (exactly typed) with no cast at the caller.
 */
export const SLICES: readonly GameSlice<AnyGame, GameUi>[] = [
  tooManyCooks,
  wasabi,
  cuisineALaCard,
  exampleBids,
];
