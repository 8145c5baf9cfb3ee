import { api } from '../net/api.ts';
import { bootGame } from '../net/boot.ts';
import type { Route } from './route.ts';
import { loadGames } from './useGames.ts';

/** What warming needs from the app (the real ones by default; a test passes its own). */
export interface WarmDeps {
  /** The game of a match (GET /api/matches/<id>). */
  gameOf: (matchId: string) => Promise<string>;
  /** Starts the download of a game's web slice (the registry's loadUi). */
  loadUi: (gameId: string) => Promise<unknown>;
  /** Starts fetching the server's game list (the games' names, in the page's title and heading). */
  gameList: () => Promise<unknown>;
}

const DEFAULT_DEPS: WarmDeps = {
  gameOf: async (id) => (await bootGame(id)) ?? (await api.match(id)).game,
  loadUi: async (id) => (await import('../match/registry.ts')).loadUi(id),
  gameList: loadGames,
};

/**
 * A deep link to a table, replay, rules page or tutorial starts downloading its game's chunk at once, in parallel
 * with the page's own chunk, instead of after that page has loaded and (for a match) heard from the server which
 * game it is: one step less in the waterfall before the table paints (Lighthouse, issue 16 item 9). The page later
 * asks the registry for the same chunk and gets the download already under way. Failures are the page's business
 * (it asks again and shows its own error), so they are ignored here.
 */
export function warmRoute(route: Route, deps: WarmDeps = DEFAULT_DEPS): Promise<void> {
  let game: Promise<string> | null = null;
  switch (route.name) {
    case 'match':
    case 'shared':
    case 'replay':
      game = deps.gameOf(route.matchId);
      break;
    case 'rules':
    case 'tutorial':
      game = Promise.resolve(route.gameId);
      break;
    default:
      return Promise.resolve();
  }
  // the game's name, which the page's heading shows as soon as the page is drawn (a replay's bar comes before its
  // table): asked for now, not once the page's own script has run
  deps.gameList().catch(() => {});
  return game.then(deps.loadUi).then(
    () => {},
    () => {},
  );
}
