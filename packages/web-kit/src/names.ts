import type { MatchInfo } from './types.ts';

type T = (key: string, params?: Record<string, unknown>) => string;

/** A bot's display name: a chef name per seat (the same for every viewer), in the chosen language. */
export function botName(seat: number, t: T): string {
  return seat < 6 ? t(`bots.n${seat}`) : t('bots.other', { n: seat + 1 });
}

/** A seat's display name: the player's name, else a chef name for bots, "deleted player" or "Seat n". */
export function seatName(match: MatchInfo | null, seat: number, t: T): string {
  const s = match?.seats[seat];
  if (!s) return t('create.seat', { n: seat + 1 });
  if (s.kind === 'bot') return botName(seat, t);
  if (s.deleted) return t('people.deletedPlayer');
  return s.name ?? t('create.seat', { n: seat + 1 });
}

/** The level label of a bot seat, or null for humans. */
export function botLevelLabel(match: MatchInfo | null, seat: number, t: T): string | null {
  const s = match?.seats[seat];
  if (s?.kind !== 'bot') return null;
  const level = s.botLevel ?? 'medium';
  return t('match.botLevel', { level: t(`create.levels.${level}`, { defaultValue: level }) });
}
