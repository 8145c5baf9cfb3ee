export * from './errors.ts';
export * from './game.ts';
export * from './json.ts';
export * from './locale.ts';
export * from './result.ts';
export * from './rng.ts';
export * from './run.ts';
export * from './slice.ts';
