export * from './decision.ts';
export * from './hint.ts';
export * from './match.ts';
export * from './record.ts';
export * from './thresholds.ts';
