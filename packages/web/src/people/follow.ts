import { claimFor, saveClaim } from '../net/session.ts';
import { peopleApi, type TakenSeat } from './api.ts';

/**
 * A seat follows its person (issue 15, docs/api.md "People"): a signed-in profile takes the seat it holds in a
 * match on this device (POST /api/matches/{id}/seat). The server rotates the seat's token, so the other device is
 * dropped (BAD_TOKEN). A tab that lost its seat that way remembers it (sessionStorage) and offers "Play on this
 * device" instead of taking the seat back by itself: two open devices never snatch a seat to and fro.
 */
const LOST_KEY = 'potluck.seatLost';

function lostSet(): Set<string> {
  try {
    const raw = sessionStorage.getItem(LOST_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeLost(s: Set<string>): void {
  try {
    sessionStorage.setItem(LOST_KEY, JSON.stringify([...s].slice(-50)));
  } catch {
    // storage unavailable: the flag lasts as long as the page
  }
}

/** This tab's seat in the match was taken on another device. */
export function markSeatLost(matchId: string): void {
  const s = lostSet();
  s.add(matchId);
  writeLost(s);
}

export function seatLostHere(matchId: string): boolean {
  return lostSet().has(matchId);
}

/** Whether this browser holds a seat token for the match (a shared screen's seats count). */
export function hasLocalSeat(matchId: string): boolean {
  const c = claimFor(matchId);
  return !!c && (c.token !== '' || (c.shared?.length ?? 0) > 0);
}

/** Takes my seat in the match on this device and remembers its token (the host token, if any, is kept). */
export async function takeSeatHere(matchId: string, seat?: number): Promise<TakenSeat> {
  const taken = await peopleApi.takeSeat(matchId, seat);
  const host = claimFor(matchId)?.hostToken;
  saveClaim(matchId, { seat: taken.seat, token: taken.token, ...(host ? { hostToken: host } : {}) });
  const s = lostSet();
  if (s.delete(matchId)) writeLost(s);
  return taken;
}
