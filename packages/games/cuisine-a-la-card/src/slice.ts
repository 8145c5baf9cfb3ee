import { defineSlice } from '@potluck/engine';

/** This game's entry in the catalog: its rules, bot heuristics and web screen, each loaded when needed. */
export const slice = defineSlice({
  id: 'cuisine-a-la-card',
  rules: () => import('./index.ts').then((m) => m.game),
  ai: () => import('./ai/index.ts').then((m) => m.heuristics),
  web: () => import('./web/index.ts').then((m) => m.ui),
});
