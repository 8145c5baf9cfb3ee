import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { PacedMatch } from '../match/paced-match.ts';
import { socketUrl } from '../net/api.ts';
import { MatchConnection, type MatchSnapshot } from '../net/connection.ts';
import type { LocalSeat } from '../net/session.ts';

/** One local seat of a shared screen with its own live connection (its own frame and event log). */
export interface SeatLink {
  seat: LocalSeat;
  conn: MatchConnection;
  snap: MatchSnapshot;
}

/**
 * The connections of a shared-screen match, one per local seat, each authenticated with that seat's token:
 * every seat sees exactly what the server sends that seat, nothing is merged across seats. Each seat's snapshots
 * are paced (other seats' moves one by one, `paced-match.ts`), at the same pace for every seat.
 */
class SeatLinks {
  private listeners = new Set<() => void>();
  private unsubscribe: (() => void)[] = [];
  private links: SeatLink[];
  private paced: PacedMatch[];

  constructor(
    matchId: string,
    readonly seats: readonly LocalSeat[],
  ) {
    this.links = seats.map((seat) => {
      const conn = new MatchConnection(socketUrl(matchId), matchId, seat.token || null);
      return { seat, conn, snap: conn.getSnapshot() };
    });
    this.paced = this.links.map(({ conn }) => new PacedMatch(conn));
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): SeatLink[] => this.links;

  open(): void {
    this.unsubscribe = this.paced.map((paced, i) =>
      paced.subscribe(() => {
        // a new array only when a seat's snapshot changed (useSyncExternalStore needs stable snapshots)
        this.links = this.links.map((l, j) => (j === i ? { ...l, snap: paced.getSnapshot() } : l));
        for (const fn of this.listeners) fn();
      }),
    );
    for (const { conn } of this.links) conn.open();
    for (const paced of this.paced) paced.open();
  }

  close(): void {
    for (const u of this.unsubscribe) u();
    this.unsubscribe = [];
    for (const paced of this.paced) paced.close();
    for (const { conn } of this.links) conn.close();
  }
}

/** Live connections of every local seat for as long as the component is mounted. */
export function useSharedMatch(matchId: string, seats: readonly LocalSeat[]): SeatLink[] {
  const links = useMemo(() => new SeatLinks(matchId, seats), [matchId, seats]);
  useEffect(() => {
    links.open();
    return () => links.close();
  }, [links]);
  return useSyncExternalStore(links.subscribe, links.getSnapshot);
}
