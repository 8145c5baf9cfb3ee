import type { ServiceContext } from './context.ts';
import type { LiveMatch } from './live-match.ts';
import { accountsOf } from './ratings.ts';

/**
 * "Deleted player" (issue 15): which human seats of a match were held by an account that has since been deleted
 * (seat_players.deleted), kept on the live match for MatchInfo `deleted`. Read when a match is loaded and when
 * its seats are reloaded from storage (another node changed them); set at once on the node deleting the account.
 */
export async function loadDeletedSeats(c: ServiceContext, m: LiveMatch): Promise<void> {
  const accounts = accountsOf(c.storage);
  if (!accounts) return;
  const deleted = new Set<number>();
  for (const [seat, o] of await accounts.seatPlayers(m.id)) if (o.deleted) deleted.add(seat);
  if (deleted.size > 0 || m.deletedSeats.size > 0) m.deletedSeats = deleted;
}

/** The node deleting an account: its seats in matches held here show "deleted player" at once. */
export function markDeletedSeats(
  c: ServiceContext,
  seats: readonly { matchId: string; seat: number }[],
): void {
  const touched = new Set<LiveMatch>();
  for (const { matchId, seat } of seats) {
    const m = c.live.get(matchId);
    const s = m?.seats[seat];
    if (!m || !s) continue;
    s.name = null;
    m.deletedSeats = new Set([...m.deletedSeats, seat]);
    touched.add(m);
  }
  for (const m of touched) c.parts.out.broadcastInfo(m);
}
