import type { Locale } from '@potluck/engine';
import { botLevelText, kitTx } from './kit-texts.ts';
import type { MatchInfo } from './types.ts';

/** A bot's display name: a chef name per seat (the same for every viewer), in the chosen language. */
export function botName(seat: number, lang: Locale): string {
  const tx = kitTx(lang);
  return seat < 6 ? tx(`bot${seat}`) : tx('botOther', { n: seat + 1 });
}

/** A seat's display name: the player's name, else a chef name for bots, "deleted player" or "Seat n". */
export function seatName(match: MatchInfo | null, seat: number, lang: Locale): string {
  const s = match?.seats[seat];
  const tx = kitTx(lang);
  if (!s) return tx('seat', { n: seat + 1 });
  if (s.kind === 'bot') return botName(seat, lang);
  if (s.deleted) return tx('deletedPlayer');
  return s.name ?? tx('seat', { n: seat + 1 });
}

/** The level label of a bot seat ("Bot (Hard)"), or null for humans. */
export function botLevelLabel(match: MatchInfo | null, seat: number, lang: Locale): string | null {
  const s = match?.seats[seat];
  if (s?.kind !== 'bot') return null;
  return botLevelText(s.botLevel ?? 'medium', lang);
}
