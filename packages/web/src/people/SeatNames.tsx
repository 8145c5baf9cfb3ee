import { botName, currentLang, kitTx } from '@potluck/web-kit';
import { useTranslation } from 'react-i18next';
import { href } from '../app/route.ts';
import { Avatar } from './Avatar.tsx';
import type { MatchSummary, SeatPlayer } from './api.ts';

type T = (key: string, params?: Record<string, unknown>) => string;

/** A seat's name in a match summary: a deleted account is "deleted player" in the reader's language. */
export function summarySeatName(s: SeatPlayer, t: T): string {
  if (s.kind === 'bot') return botName(s.seat, currentLang());
  if (s.deleted) return kitTx(currentLang())('deletedPlayer');
  return s.name ?? t('match.seatOpen');
}

/** The people at a match, each linked to their profile when they have one. */
export function SeatNames({ match, me }: { match: MatchSummary; me?: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="seat-names">
      {match.seats.map((s) => {
        const name = summarySeatName(s, t);
        const label = s.seat === match.seat && me ? `${name} (${kitTx(currentLang())('you')})` : name;
        return (
          <span key={s.seat} className="who" data-deleted={s.deleted || undefined}>
            {s.kind === 'human' && s.avatar && <Avatar id={s.avatar} size={18} />}
            {s.player && !s.deleted ? (
              <a href={href({ name: 'player', playerId: s.player })}>{label}</a>
            ) : (
              <span className={s.deleted ? 'muted' : undefined}>{label}</span>
            )}
          </span>
        );
      })}
    </span>
  );
}
