import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { socketUrl } from '../net/api.ts';
import { MatchConnection, type MatchSnapshot } from '../net/connection.ts';
import { claimFor, forgetSeat } from '../net/session.ts';
import { PacedMatch } from './paced-match.ts';

/**
 * Whether a new snapshot must be drawn at once: what the seat may do changed (a move of mine went out or was
 * answered, an error, a fatal one). Everything else (another seat's move, the first frame, the clocks) can wait for
 * React to render it in slices.
 */
export function urgentChange(prev: MatchSnapshot, next: MatchSnapshot): boolean {
  return prev.pending !== next.pending || prev.error !== next.error || prev.fatal !== next.fatal;
}

/** A safety net: a transition React has not put on screen after this long lets the next frame through. */
const STUCK_MS = 2000;

/**
 * A live connection to a match for as long as the component is mounted, and what the table shows of it: other
 * seats' moves one by one at the pace of the table settings (`paced-match.ts`).
 *
 * A new frame from the table (the first one, another seat's move) is rendered as a transition: React renders a
 * table in slices of a few milliseconds and gives the main thread back between them, where a snapshot read through
 * `useSyncExternalStore` was rendered in one task (60–300 ms at Lighthouse's 4× CPU slowdown for a 5-player table,
 * issue 16 item 9: the live tables' total blocking time). A change of what I may do (my move on its way or
 * answered, an error) is drawn at once, so the table never offers a move it already sent.
 */
export function useMatch(matchId: string): { conn: MatchConnection; snap: MatchSnapshot } {
  const { conn, paced } = useMemo(() => {
    const c = new MatchConnection(socketUrl(matchId), matchId, claimFor(matchId)?.token || null);
    c.onTokenRejected = () => forgetSeat(matchId);
    return { conn: c, paced: new PacedMatch(c) };
  }, [matchId]);
  const [snap, setSnap] = useState(paced.getSnapshot);
  /** The snapshot last handed to React (urgent or not): what the next one is compared with. */
  const handed = useRef(snap);
  /**
   * A transition handed to React and not yet on screen: a newer frame waits for it rather than restarting it (a
   * render restarted by each new frame on a slow machine drew the first table seconds late).
   */
  const rendering = useRef(false);
  /** When that transition was handed: one not on screen within `STUCK_MS` no longer holds newer frames back. */
  const handedAt = useRef(0);
  const update = useCallback(() => {
    const next = paced.getSnapshot();
    const prev = handed.current;
    if (next === prev) return;
    if (urgentChange(prev, next)) {
      handed.current = next;
      setSnap(next);
      return;
    }
    if (rendering.current && performance.now() - handedAt.current < STUCK_MS) return;
    rendering.current = true;
    handedAt.current = performance.now();
    handed.current = next;
    startTransition(() => setSnap(next));
  }, [paced]);
  useEffect(() => {
    const stop = paced.subscribe(update);
    conn.open();
    paced.open();
    update();
    return () => {
      stop();
      paced.close();
      conn.close();
    };
  }, [conn, paced, update]);
  // a snapshot is on screen: its hold counts from its paint, and the newest one, if it changed meanwhile, goes next
  useEffect(() => {
    paced.shown(snap.version);
    rendering.current = false;
    update();
  }, [snap, paced, update]);
  return { conn, snap };
}
