import { defineSlice } from '@potluck/engine';

/**
 * The example game's entry in the catalog: its rules, bot heuristics and web screen, each loaded when needed.
 * `hidden`: kept out of the lobby, quick match and /api/games unless the server enables it
 * (`potluck serve --enable-game example-bids`, or POTLUCK_ENABLE_GAMES=example-bids).
 */
export const slice = defineSlice({
  id: 'example-bids',
  hidden: true,
  rules: () => import('./index.ts').then((m) => m.game),
  ai: () => import('./ai/index.ts').then((m) => m.heuristics),
  web: () => import('./web/index.ts').then((m) => m.ui),
  layout: { shared: 'bids-dish', hand: 'bids-choice' },
});
