export * from './bank.ts';
export * from './mine.ts';
export * from './puzzle.ts';
