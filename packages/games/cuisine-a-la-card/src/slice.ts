import { defineSlice } from '@potluck/engine';

/**
 * This game's entry in the catalog: its rules, bot heuristics, web screen, guided first game and stored puzzles,
 * each loaded when needed.
 */
export const slice = defineSlice({
  id: 'cuisine-a-la-card',
  rules: () => import('./index.ts').then((m) => m.game),
  ai: () => import('./ai/index.ts').then((m) => m.heuristics),
  web: () => import('./web/index.ts').then((m) => m.ui),
  // the dish being built (its cards, name field and Submit buttons) takes the market's supply row on a desktop; the
  // hand beside it shows as cards only what can go into the dish (Hand.tsx)
  layout: { shared: 'cui-market', hand: 'cui-hand', choices: ['cui-prompt', 'cui-dish'] },
  tutorial: () => import('../tutorial/tutorial.json').then((m) => m.default),
  puzzles: () => import('../puzzles/index.ts').then((m) => m.puzzles),
});
