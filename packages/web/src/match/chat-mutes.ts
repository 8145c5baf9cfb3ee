import { useCallback, useState } from 'react';

/**
 * Whom this browser muted in each match's chat: seats, and −1 for the match's spectators (who have no names to
 * tell them apart). Kept in localStorage, so a muted person stays muted after a reload; nobody else is told.
 */
const KEY = 'potluck.chatMuted';
/** Matches remembered (the newest). */
const KEEP = 50;

function readAll(): Record<string, number[]> {
  try {
    const raw = localStorage.getItem(KEY);
    const all: unknown = raw === null ? {} : JSON.parse(raw);
    return typeof all === 'object' && all !== null && !Array.isArray(all)
      ? (all as Record<string, number[]>)
      : {};
  } catch {
    return {};
  }
}

/** The seats (−1: spectators) muted in a match's chat. */
export function mutedIn(matchId: string): Set<number> {
  const list = readAll()[matchId];
  return new Set(Array.isArray(list) ? list.filter((x) => Number.isInteger(x)) : []);
}

/** Mutes or unmutes a seat (−1: the spectators) in a match's chat; returns who is muted now. */
export function setMuted(matchId: string, who: number, muted: boolean): Set<number> {
  const set = mutedIn(matchId);
  if (muted) set.add(who);
  else set.delete(who);
  const all = readAll();
  delete all[matchId]; // re-added last: the newest matches are kept
  if (set.size > 0) all[matchId] = [...set].sort((a, b) => a - b);
  const keys = Object.keys(all);
  for (const k of keys.slice(0, Math.max(0, keys.length - KEEP))) delete all[k];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // storage full or disabled: the mute lasts as long as the page
  }
  return set;
}

/** Who is muted in a match's chat on this screen, and how to change it. */
export function useMutes(matchId: string): [Set<number>, (who: number, muted: boolean) => void] {
  const [state, setState] = useState(() => ({ matchId, muted: mutedIn(matchId) }));
  const muted = state.matchId === matchId ? state.muted : mutedIn(matchId);
  const change = useCallback(
    (who: number, on: boolean) => setState({ matchId, muted: setMuted(matchId, who, on) }),
    [matchId],
  );
  return [muted, change];
}
