export * from './analysis/index.ts';
export * from './bot.ts';
export * from './bots.ts';
export { heuristicsFor, optionalHeuristics } from './games/index.ts';
export * from './heuristics.ts';
export * from './ismcts.ts';
export * from './match.ts';
export * from './puzzles/index.ts';
export * from './random-bot.ts';
