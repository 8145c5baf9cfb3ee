import type { z } from 'zod';
import { ServerError } from './errors.ts';
import { describeIssues } from './schemas.ts';

/**
 * Parses untrusted input with a zod schema; BAD_REQUEST with the issues (never the values) otherwise. A missing
 * body (undefined) reads as `{}`, so a route whose body schema accepts `{}` may be called without one; a JSON
 * `null` is not an object and is refused like any other non-object. Its own module so that every route file
 * (http.ts, http-accounts.ts, puzzles.ts) can use it without importing another route file.
 */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const r = schema.safeParse(data === undefined ? {} : data);
  if (!r.success) throw new ServerError('BAD_REQUEST', { detail: describeIssues(r.error) });
  return r.data;
}
