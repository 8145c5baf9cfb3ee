/**
 * Other seats' moves one by one (issue 16 item 2), as a pure queue: frames (one per version) arrive as fast as
 * the server sends them — bots answer in milliseconds — and the table shows them one after another, each held on
 * screen long enough to be followed. Pure: the caller says what arrived and when, and asks what is shown now and
 * when the next frame is due (`paced-match.ts` does that with a timer for a live connection).
 *
 * - A frame is shown when it arrives if nothing is waiting and the shown one has been up for `holdMs`; otherwise it
 *   waits its turn. Frames of the same version (a new clock, seat or log for the same frame) replace the last one.
 * - My own move (`urgent`) arriving with nothing waiting is shown at once: I saw the frame I moved on.
 * - With more than two frames waiting, each is held shorter (catching up, down to a third of the hold).
 * - A jump skips ahead to the newest frame, dropping what waits: a reconnect or a `sync` (`jump`), a gap in the
 *   versions, or more than `maxBehind` frames waiting (a player far behind is not shown minutes of moves).
 */

export interface PaceRules {
  /** How long a frame stays on screen before the next one may replace it (0: every frame at once). */
  holdMs: number;
  /** More frames waiting than this: skip to the newest. */
  maxBehind: number;
}

/** How a frame arrived. */
export interface Arrival {
  /** Skip ahead to this frame (a reconnect, a sync, a hidden page). */
  jump?: boolean;
  /** The frame of my own move: shown at once when nothing waits before it. */
  urgent?: boolean;
}

interface Waiting<T> {
  item: T;
  version: number;
}

export interface PaceState<T> {
  /** The frame on screen (null before the first). */
  shown: T | null;
  /** Its version (-1 before the first). */
  version: number;
  /** When it went on screen. */
  since: number;
  /** Frames received and not yet shown, oldest first. */
  queue: readonly Waiting<T>[];
}

export const DEFAULT_MAX_BEHIND = 12;

export function paceStart<T>(): PaceState<T> {
  return { shown: null, version: -1, since: 0, queue: [] };
}

/** How long the shown frame is held with `waiting` frames behind it (shorter when many wait: catching up). */
export function holdFor(rules: PaceRules, waiting: number): number {
  return waiting <= 2 ? rules.holdMs : rules.holdMs * Math.max(1 / 3, 2 / waiting);
}

/** The newest frame received (shown or waiting). */
export function newestVersion<T>(s: PaceState<T>): number {
  return s.queue.at(-1)?.version ?? s.version;
}

/** A frame arrives at `now`. */
export function receive<T>(
  s: PaceState<T>,
  item: T,
  version: number,
  now: number,
  rules: PaceRules,
  arrival: Arrival = {},
): PaceState<T> {
  const last = newestVersion(s);
  if (s.shown === null || arrival.jump || (version !== last && version !== last + 1)) {
    return { shown: item, version, since: now, queue: [] };
  }
  if (version === last) {
    // the same frame with fresher facts: replaces it where it is (on screen, or waiting)
    if (s.queue.length === 0) return { ...s, shown: item };
    return { ...s, queue: [...s.queue.slice(0, -1), { item, version }] };
  }
  if (arrival.urgent && s.queue.length === 0) return { shown: item, version, since: now, queue: [] };
  const queue = [...s.queue, { item, version }];
  if (queue.length > rules.maxBehind) return { shown: item, version, since: now, queue: [] };
  return advance({ ...s, queue }, now, rules);
}

/** When the next waiting frame is due (null: nothing waits). */
export function dueAt<T>(s: PaceState<T>, rules: PaceRules): number | null {
  if (s.queue.length === 0) return null;
  return s.since + holdFor(rules, s.queue.length);
}

/** Shows every waiting frame that is due at `now`, each going on screen at `now`. */
export function advance<T>(s: PaceState<T>, now: number, rules: PaceRules): PaceState<T> {
  let st = s;
  for (;;) {
    const due = dueAt(st, rules);
    const next = st.queue[0];
    if (due === null || due > now || !next) return st;
    st = { shown: next.item, version: next.version, since: now, queue: st.queue.slice(1) };
  }
}

/** Skips to the newest frame at once (the page was hidden, or the player wants no pacing any more). */
export function skipAhead<T>(s: PaceState<T>, now: number): PaceState<T> {
  const last = s.queue.at(-1);
  return last ? { shown: last.item, version: last.version, since: now, queue: [] } : s;
}
