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
  // the dish being built (cui-dish) is not a declared choice yet: at 1280×800 it starts under the hand near the
  // fold and its name field and Submit buttons are below it (issue 16 item 1, still open for 卡片厨房)
  layout: { shared: 'cui-market', hand: 'cui-hand', choices: ['cui-prompt'] },
  tutorial: () => import('../tutorial/tutorial.json').then((m) => m.default),
  puzzles: () => import('../puzzles/index.ts').then((m) => m.puzzles),
});
