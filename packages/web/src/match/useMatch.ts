import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { socketUrl } from '../net/api.ts';
import { MatchConnection, type MatchSnapshot } from '../net/connection.ts';
import { claimFor, forgetSeat } from '../net/session.ts';

/** A live connection to a match for as long as the component is mounted. */
export function useMatch(matchId: string): { conn: MatchConnection; snap: MatchSnapshot } {
  const conn = useMemo(() => {
    const c = new MatchConnection(socketUrl(), matchId, claimFor(matchId)?.token || null);
    c.onTokenRejected = () => forgetSeat(matchId);
    return c;
  }, [matchId]);
  useEffect(() => {
    conn.open();
    return () => conn.close();
  }, [conn]);
  const snap = useSyncExternalStore(conn.subscribe, conn.getSnapshot);
  return { conn, snap };
}
