import { type AnyGame, applyTrusted, type Viewer, viewEvents } from '@potluck/engine';
import { equalJson } from '../diff.ts';
import { frameFor } from '../frames.ts';
import { enter, leave, switchTo } from '../phases.ts';
import type { LogEntry, Storage } from '../storage/types.ts';
import type { LiveMatch } from './live-match.ts';
import { seatEvent } from './match-clock.ts';
import type { SeatEntry } from './seat-control.ts';

/** How many recent events (at most) a `sync` carries, per viewer. */
export const RECENT_EVENTS = 50;

/** What the recent history is read from: the log and the snapshots (snapshots every `snapshotEvery` versions). */
export interface RecentSource {
  storage: Pick<Storage, 'readLog' | 'getSnapshot' | 'snapshotSeqs'>;
  snapshotEvery: number;
}

/** The recent history of no version: what a `sync` of a match without moves carries. */
export const NO_RECENT = '[]';

/**
 * The recent history a `sync` carries, for each of `viewers`, as JSON text `[{version, events}]`: oldest first,
 * versions without events for that viewer left out, at most RECENT_EVENTS events (whole versions), from the last
 * RECENT_EVENTS versions. Exactly the events each viewer was (or, not connected then, would have been) sent in
 * the `update`s of those versions, redacted for it: rebuilt from storage on every `sync` (a connect, a reconnect,
 * a client's request), not kept in memory (it was half of a live match's memory).
 *
 * How: the log is replayed as it happened, from a snapshot at or before the window, undos included — each
 * entry's events come from the state it was applied to at the time, so moves later undone give their events too,
 * and an undo gives its event to its seat and to every viewer whose frame it changed (what broadcastUpdate sends).
 * The state after an undo is the state before the oldest move it took back (the undoable run is a stack whose
 * base and moves below it did not change since that move was made), so no undo bookkeeping is replayed. A
 * snapshot at seq n is the state after entry n as it was then (taken when n was appended). Inside the match's
 * queue, so the version does not move meanwhile; entries past the match's version (another node's, not yet caught
 * up) are left out.
 */
export async function recentFromStorage(
  src: RecentSource,
  m: LiveMatch,
  viewers: readonly Viewer[],
): Promise<Map<Viewer, string>> {
  const out = new Map<Viewer, string>();
  const version = m.version;
  if (version === 0 || viewers.length === 0) {
    for (const v of viewers) out.set(v, NO_RECENT);
    return out;
  }
  const { storage, snapshotEvery } = src;
  // the window: versions lo+1 … version; the replay needs the state after lo
  const lo = Math.max(0, version - RECENT_EVENTS);
  let from = lo - (lo % snapshotEvery);
  let [snap, log] = await Promise.all([storage.getSnapshot(m.id, from), storage.readLog(m.id, from)]);
  let seqs: number[] | null = null;
  for (;;) {
    // an undo after the snapshot that took back moves made before it needs an older snapshot (rare)
    let need = from;
    for (const e of log) {
      if (e.seq > version) break;
      if (e.kind === 'undo') need = Math.min(need, Math.min(...undoneOf(e)) - 1);
    }
    if (snap && need >= from) break;
    seqs ??= await storage.snapshotSeqs(m.id);
    const below = snap ? need : Math.min(need, from - 1);
    const older = Math.max(-1, ...seqs.filter((s) => s <= below));
    if (older < 0) throw new Error(`no snapshot at or before ${need} for the recent history`);
    const [s, more] = await Promise.all([
      storage.getSnapshot(m.id, older),
      storage.readLog(m.id, older).then((l) => l.filter((e) => e.seq <= from)),
    ]);
    snap = s;
    log = [...more, ...log];
    from = older;
  }
  if (!snap) throw new Error('snapshot missing');
  const phase = enter('serialization');
  try {
    const start: unknown = JSON.parse(snap.state);
    switchTo('rules');
    const window = replay(m.game, start, from, log, lo, version, viewers);
    switchTo('serialization');
    for (let i = 0; i < viewers.length; i++) out.set(viewers[i], historyText(window, i));
  } finally {
    leave(phase);
  }
  return out;
}

/** The seqs an undo entry took back. */
function undoneOf(e: LogEntry): number[] {
  return (e.payload as { undone: number[] }).undone;
}

/** One version of the window: its events for each viewer asked for (index in `viewers`). */
interface Version {
  version: number;
  events: unknown[][];
}

/** Replays `log` from the state after `from` as it happened; the events of versions lo+1 … version per viewer. */
function replay(
  game: AnyGame,
  start: unknown,
  from: number,
  log: readonly LogEntry[],
  lo: number,
  version: number,
  viewers: readonly Viewer[],
): Version[] {
  // the states an undo goes back to: after the entry before the oldest move it took back
  const wanted = new Set<number>();
  for (const e of log) if (e.kind === 'undo' && e.seq <= version) wanted.add(Math.min(...undoneOf(e)) - 1);
  const states = new Map<number, unknown>();
  let state = start;
  if (wanted.has(from)) states.set(from, state);
  const window: Version[] = [];
  let expect = from + 1;
  for (const e of log) {
    if (e.seq > version) break;
    if (e.seq !== expect) throw new Error(`log has a gap at ${expect}`);
    expect++;
    const inWindow = e.seq > lo;
    let events: unknown[][] | null = null;
    if (e.kind === 'move') {
      const applied = applyTrusted(game, state, e.seat, e.payload);
      state = applied.state;
      if (inWindow) events = viewers.map((v) => viewEvents(game, applied.events, v));
    } else if (e.kind === 'undo') {
      const undone = undoneOf(e);
      const back = states.get(Math.min(...undone) - 1);
      if (back === undefined) throw new Error(`no state to undo ${e.seq} to`);
      if (inWindow) {
        const event = { type: 'undo', player: e.seat, count: undone.length };
        // its seat always hears of it; another viewer when its frame changed (as broadcastUpdate decides: the
        // frames of others carry no canUndo that could differ, the run is the undoing seat's on both sides)
        events = viewers.map((v) =>
          v === e.seat || !equalJson(frameFor(game, state, v), frameFor(game, back, v)) ? [event] : [],
        );
      }
      state = back;
    } else if (inWindow) {
      const event = seatEvent(e.seat, e.payload as SeatEntry);
      events = viewers.map(() => [event]);
    }
    if (wanted.has(e.seq)) states.set(e.seq, state);
    if (events) window.push({ version: e.seq, events });
  }
  if (expect !== version + 1) throw new Error(`log ends at ${expect - 1}, the match is at ${version}`);
  return window;
}

/**
 * The part of the window of the viewer at index `i` as sync's JSON: its last RECENT_EVENTS events (whole
 * versions: the last version taken may pass the count), oldest first, versions without events for it left out.
 */
function historyText(window: readonly Version[], i: number): string {
  const parts: string[] = [];
  let total = 0;
  for (let k = window.length - 1; k >= 0 && total < RECENT_EVENTS; k--) {
    const events = window[k].events[i];
    if (events.length === 0) continue;
    parts.push(`{"version":${window[k].version},"events":${JSON.stringify(events)}}`);
    total += events.length;
  }
  return `[${parts.reverse().join(',')}]`;
}
