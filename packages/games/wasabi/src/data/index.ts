/** All designed game data (see the DESIGNED DATA notes in each file). */
export * from './ingredients.ts';
export * from './recipes.ts';
export * from './table.ts';
