import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '../app/ErrorBox.tsx';
import type { MatchConnection, MatchSnapshot } from '../net/connection.ts';
import { peopleApi } from './api.ts';
import { hasLocalSeat, markSeatLost, seatLostHere, takeSeatHere } from './follow.ts';
import { useProfile } from './profile.ts';

/**
 * On a match page, a seat follows its person (issue 15): signed in, with no seat token here, the profile's seat
 * is taken on this device at once (nothing happens when the profile holds none). When another device takes the
 * seat, this one is told so (instead of a bare BAD_TOKEN) and offers "Play on this device"; it never takes the
 * seat back by itself.
 */
export function SeatElsewhere({
  matchId,
  conn,
  snap,
}: {
  matchId: string;
  conn: MatchConnection;
  snap: MatchSnapshot;
}) {
  const { t } = useTranslation();
  const { me } = useProfile();
  const meId = me?.id ?? null;
  const [lost, setLost] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const lastYou = useRef(-1);
  if ((snap.you ?? -1) >= 0) lastYou.current = snap.you ?? -1;

  // opening the match signed in without a seat token: take my seat here, if my profile holds one. My games say
  // whether it does first: asking for a seat I do not hold is a 403 that every spectator's console would show.
  useEffect(() => {
    if (!meId || hasLocalSeat(matchId) || seatLostHere(matchId)) return;
    let live = true;
    peopleApi
      .myMatches()
      .then(({ playing }) => {
        const mine = playing.find((m) => m.id === matchId);
        if (!live || !mine) return; // no seat of mine here: watch, or join a free seat
        return takeSeatHere(matchId, mine.seat).then((taken) => live && conn.setToken(taken.token));
      })
      .catch(() => {}); // the seat could not be taken (given up meanwhile): this page watches
    return () => {
      live = false;
    };
  }, [matchId, meId, conn]);

  // my seat was taken on another device (its token rotated): say so, offer to take it back
  const code = snap.error?.code;
  useEffect(() => {
    if (code !== 'BAD_TOKEN' || !meId || lastYou.current < 0) return;
    markSeatLost(matchId);
    setLost(lastYou.current);
    lastYou.current = -1;
    conn.dismissError();
  }, [code, meId, matchId, conn]);

  const seat = lost === null ? undefined : snap.match?.seats[lost];
  // a seat given up (or handed to a bot) is not "elsewhere"
  if (lost === null || !seat || seat.kind !== 'human' || !seat.occupied || (snap.you ?? -1) >= 0) return null;

  const take = async () => {
    setBusy(true);
    setError(null);
    try {
      const taken = await takeSeatHere(matchId, lost);
      setLost(null);
      conn.setToken(taken.token);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel seat-elsewhere" role="status" data-testid="seat-elsewhere">
      <p>
        <strong>{t('people.seatElsewhere')}</strong>
      </p>
      <p className="muted">{t('people.seatElsewhereHint')}</p>
      <ErrorBox error={error} onDismiss={() => setError(null)} />
      <button type="button" className="btn primary" onClick={take} disabled={busy} data-testid="play-here">
        {t('people.playHere')}
      </button>
    </section>
  );
}
