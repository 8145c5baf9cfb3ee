import { clipName } from '../net/session.ts';
import type { BotLevel, SeatSpec } from '../net/types.ts';

/** A seat of the shared-screen create form: a person at this screen (with a name) or a bot. */
export type SharedSeatRow = { kind: 'local'; name: string } | { kind: 'bot'; level: BotLevel };

/** What to create: the server's seat kinds, and the local seats to claim with their names. */
export interface SharedPlan {
  seats: SeatSpec[];
  locals: { seat: number; name: string }[];
}

export type SharedPlanResult =
  | { ok: true; plan: SharedPlan }
  | { ok: false; error: 'NO_LOCAL' }
  | { ok: false; error: 'SAME_NAME'; name: string };

/** The rows for `players` seats: kept where they exist, else two people at the screen and medium bots. */
export function resizeRows(prev: readonly SharedSeatRow[], players: number): SharedSeatRow[] {
  return Array.from(
    { length: players },
    (_, i): SharedSeatRow =>
      prev[i] ?? (i < 2 ? { kind: 'local', name: '' } : { kind: 'bot', level: 'medium' }),
  );
}

/**
 * The match to create from the form. An empty name becomes `defaultName(n)` ("Player n"). Names must differ:
 * the cover asks for a person by name, so two people with one name could not tell whose turn it is.
 */
export function planShared(
  rows: readonly SharedSeatRow[],
  defaultName: (n: number) => string,
): SharedPlanResult {
  const locals: SharedPlan['locals'] = [];
  const seats = rows.map((r, seat): SeatSpec => {
    if (r.kind === 'bot') return { kind: 'bot', level: r.level };
    locals.push({ seat, name: clipName(r.name) || defaultName(seat + 1) });
    return { kind: 'human' };
  });
  if (locals.length === 0) return { ok: false, error: 'NO_LOCAL' };
  const seen = new Set<string>();
  for (const l of locals) {
    const key = l.name.toLocaleLowerCase();
    if (seen.has(key)) return { ok: false, error: 'SAME_NAME', name: l.name };
    seen.add(key);
  }
  return { ok: true, plan: { seats, locals } };
}
