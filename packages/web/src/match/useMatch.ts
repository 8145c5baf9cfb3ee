import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { socketUrl } from '../net/api.ts';
import { MatchConnection, type MatchSnapshot } from '../net/connection.ts';
import { claimFor, forgetSeat } from '../net/session.ts';
import { PacedMatch } from './paced-match.ts';

/**
 * A live connection to a match for as long as the component is mounted, and what the table shows of it: other
 * seats' moves one by one at the pace of the table settings (`paced-match.ts`).
 */
export function useMatch(matchId: string): { conn: MatchConnection; snap: MatchSnapshot } {
  const { conn, paced } = useMemo(() => {
    const c = new MatchConnection(socketUrl(), matchId, claimFor(matchId)?.token || null);
    c.onTokenRejected = () => forgetSeat(matchId);
    return { conn: c, paced: new PacedMatch(c) };
  }, [matchId]);
  useEffect(() => {
    conn.open();
    paced.open();
    return () => {
      paced.close();
      conn.close();
    };
  }, [conn, paced]);
  const snap = useSyncExternalStore(paced.subscribe, paced.getSnapshot);
  return { conn, snap };
}
