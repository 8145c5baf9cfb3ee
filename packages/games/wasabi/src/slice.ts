import { defineSlice } from '@potluck/engine';

/**
 * This game's entry in the catalog: its rules, bot heuristics, web screen, guided first game and stored puzzles,
 * each loaded when needed.
 */
export const slice = defineSlice({
  id: 'wasabi',
  rules: () => import('./index.ts').then((m) => m.game),
  ai: () => import('./ai/index.ts').then((m) => m.heuristics),
  web: () => import('./web/index.ts').then((m) => m.ui),
  layout: {
    shared: 'wsb-board',
    hand: 'wsb-hand',
    choices: ['wsb-prompt', 'wsb-give', 'wsb-draw', 'wsb-refill', 'wsb-reward'],
  },
  tutorial: () => import('../tutorial/tutorial.json').then((m) => m.default),
  puzzles: () => import('../puzzles/index.ts').then((m) => m.puzzles),
});
