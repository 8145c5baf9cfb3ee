import { api } from '../net/api.ts';
import { saveClaim, savedName } from '../net/session.ts';
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

/** A new match with the same game, options and seats as `m`; this browser takes the same seat again. */
export function rematch(m: MatchInfo, you: number, defaultName: string): Promise<void> {
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
  });
}
