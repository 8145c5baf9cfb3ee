export { type BotJob, BotPool, botDecider } from './bot-pool.ts';
export { applyPatch, diff, type PatchOp } from './diff.ts';
export * from './errors.ts';
export { type Frame, frameFor } from './frames.ts';
export { openApiDocument, ROUTES } from './openapi.ts';
export { TokenBucket } from './rate-limit.ts';
export * from './schemas.ts';
export { createPotluckServer, DEFAULT_WS_LIMITS, type PotluckServer, type ServerOptions } from './server.ts';
export { type Actor, MatchService, type ServiceOptions, type Subscriber, stateHash } from './service.ts';
export { KyselyStorage } from './storage/kysely.ts';
export { dropPostgresSchema, openPostgres } from './storage/postgres.ts';
export { openSqlite } from './storage/sqlite.ts';
export {
  type ListFilter,
  type LogEntry,
  type MatchRecord,
  type SeatRecord,
  SeqConflictError,
  type Snapshot,
  type Storage,
  StorageUnavailableError,
} from './storage/types.ts';
export { hashToken } from './tokens.ts';
