import { ApiError, api } from '../net/api.ts';
import { claimFor, saveClaim, savedName } from '../net/session.ts';
import type { CreateMatchBody, MatchInfo, SeatSpec } from '../net/types.ts';
import { navigate } from './route.ts';

/** Creates a match in which this browser takes `seat`, remembers the seat token, and opens the match. */
export async function createAndOpen(body: CreateMatchBody): Promise<void> {
  const created = await api.create(body);
  if (created.token !== undefined && created.seat !== undefined) {
    saveClaim(created.match.id, { seat: created.seat, token: created.token, hostToken: created.hostToken });
  }
  navigate({ name: 'match', matchId: created.match.id, invite: null });
}

/** "Play against bots now": 料理厨王 with 3 medium bots. */
export function quickPlay(defaultName: string): Promise<void> {
  const name = savedName() || defaultName;
  return createAndOpen({
    game: 'too-many-cooks',
    players: 4,
    seats: [
      { kind: 'human' },
      ...Array.from({ length: 3 }, () => ({ kind: 'bot' as const, level: 'medium' as const })),
    ],
    seat: 0,
    name,
  });
}

/**
 * Rematch. A player of the finished match (we hold its seat token) goes through the server's hand-off: it starts
 * the rematch, or claims its own seat in the one another player started (`m.rematch`). A spectator follows an
 * existing rematch to watch it; without one it creates a new match with the same settings.
 */
export async function rematch(m: MatchInfo, you: number, defaultName: string): Promise<void> {
  const claim = claimFor(m.id);
  if (you >= 0 && claim && claim.seat === you && claim.token) {
    try {
      const r = await api.rematch(m.id, claim.token, savedName() || undefined);
      saveClaim(r.match.id, {
        seat: r.seat,
        token: r.token,
        ...(r.hostToken ? { hostToken: r.hostToken } : {}),
      });
      navigate({ name: 'match', matchId: r.match.id, invite: null });
      return;
    } catch (e) {
      // our seat there is already ours (another tab claimed it): just open the rematch
      if (!(e instanceof ApiError && e.body?.code === 'SEAT_TAKEN' && m.rematch)) throw e;
      navigate({ name: 'match', matchId: m.rematch, invite: null });
      return;
    }
  }
  if (m.rematch) {
    navigate({ name: 'match', matchId: m.rematch, invite: null });
    return;
  }
  return newMatchLike(m, you, defaultName);
}

/** A new match with the same game, options and seats as `m`; this browser takes the same seat again. */
function newMatchLike(m: MatchInfo, you: number, defaultName: string): Promise<void> {
  const seats: SeatSpec[] = m.seats.map((s) =>
    s.kind === 'bot'
      ? { kind: 'bot', level: (s.botLevel ?? 'medium') as 'easy' | 'medium' | 'hard' | 'random' }
      : { kind: 'human' },
  );
  const seat = you >= 0 && seats[you]?.kind === 'human' ? you : seats.findIndex((s) => s.kind === 'human');
  const name = savedName() || m.seats[seat]?.name || defaultName;
  return createAndOpen({
    game: m.game,
    players: m.players,
    options: (m.options ?? {}) as Record<string, unknown>,
    seats,
    ...(seat >= 0 ? { seat, name } : {}),
    ...(m.settings && m.settings.clock.kind !== 'none'
      ? { clock: m.settings.clock, onTimeout: m.settings.onTimeout }
      : {}),
  });
}
