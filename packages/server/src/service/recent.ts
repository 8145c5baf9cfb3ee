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
 * A stretch of a match's log as it happened, from a snapshot: `state` is the state after entry `from` (a
 * snapshot at seq n is the state after entry n as it was then, taken when n was appended), `log` the entries
 * after it. Reaches back far enough that every undo in it finds the state it goes back to.
 */
interface Timeline {
  from: number;
  state: unknown;
  log: LogEntry[];
}

/**
 * Reads the timeline that replays to `upto`, starting at or before `at`: the latest snapshot at or before it
 * (the one every snapshotEvery versions, else the latest there is), or an older one when an undo up to `upto`
 * took back moves made before it (rare). Entries after `upto` (another node's, not yet applied here) are kept
 * but never replayed.
 */
async function readTimeline(src: RecentSource, id: string, at: number, upto: number): Promise<Timeline> {
  const { storage, snapshotEvery } = src;
  let from = at - (at % snapshotEvery);
  let [snap, log] = await Promise.all([storage.getSnapshot(id, from), storage.readLog(id, from)]);
  let seqs: number[] | null = null;
  for (;;) {
    let need = from;
    for (const e of log) {
      if (e.seq > upto) break;
      if (e.kind === 'undo') need = Math.min(need, Math.min(...undoneOf(e)) - 1);
    }
    if (snap && need >= from) return { from, state: JSON.parse(snap.state), log };
    seqs ??= await storage.snapshotSeqs(id);
    const below = snap ? need : Math.min(need, from - 1);
    const older = Math.max(-1, ...seqs.filter((s) => s <= below));
    if (older < 0) throw new Error(`no snapshot at or before ${below}`);
    const [s, more] = await Promise.all([
      storage.getSnapshot(id, older),
      storage.readLog(id, older).then((l) => l.filter((e) => e.seq <= from)),
    ]);
    snap = s;
    log = [...more, ...log];
    from = older;
  }
}

/** The seqs an undo entry took back. */
function undoneOf(e: LogEntry): number[] {
  return (e.payload as { undone: number[] }).undone;
}

/**
 * Replays a timeline to entry `upto` as it happened; `visit` sees each entry with the state before it and the
 * events it had (the game's raw events for a move, null otherwise). The state after an undo is the state before
 * the oldest move it took back: the undoable run is a stack, and its base and the moves below that one are as
 * they were when that move was made (docs/protocol.md), so no undo bookkeeping is replayed. Returns the state
 * after `upto`.
 */
function replayTimeline(
  game: AnyGame,
  t: Timeline,
  upto: number,
  visit?: (e: LogEntry, before: unknown, after: unknown, events: readonly unknown[] | null) => void,
): unknown {
  // the states an undo goes back to: after the entry before the oldest move it took back
  const wanted = new Set<number>();
  for (const e of t.log) if (e.kind === 'undo' && e.seq <= upto) wanted.add(Math.min(...undoneOf(e)) - 1);
  const states = new Map<number, unknown>();
  let state = t.state;
  if (wanted.has(t.from)) states.set(t.from, state);
  let expect = t.from + 1;
  for (const e of t.log) {
    if (e.seq > upto) break;
    if (e.seq !== expect) throw new Error(`log has a gap at ${expect}`);
    expect++;
    const before = state;
    let events: readonly unknown[] | null = null;
    if (e.kind === 'move') {
      const applied = applyTrusted(game, state, e.seat, e.payload);
      state = applied.state;
      events = applied.events;
    } else if (e.kind === 'undo') {
      state = states.get(Math.min(...undoneOf(e)) - 1);
      if (state === undefined) throw new Error(`no state to undo ${e.seq} to`);
    }
    if (wanted.has(e.seq)) states.set(e.seq, state);
    visit?.(e, before, state, events);
  }
  if (expect !== upto + 1) throw new Error(`log ends at ${expect - 1}, not ${upto}`);
  return state;
}

/**
 * The state after entry `seq` as it was then, read from storage (a snapshot and the log after it, replayed):
 * what an undo goes back to (the state before the oldest move it takes back), so a live match keeps no copy of
 * the state its undoable run started from.
 */
export async function stateAfter(src: RecentSource, m: LiveMatch, seq: number): Promise<unknown> {
  const t = await readTimeline(src, m.id, seq, seq);
  const phase = enter('rules');
  try {
    return replayTimeline(m.game, t, seq);
  } finally {
    leave(phase);
  }
}

/**
 * The recent history a `sync` carries, for each of `viewers`, as JSON text `[{version, events}]`: oldest first,
 * versions without events for that viewer left out, at most RECENT_EVENTS events (whole versions), from the last
 * RECENT_EVENTS versions. Exactly the events each viewer was (or, not connected then, would have been) sent in
 * the `update`s of those versions, redacted for it: rebuilt from storage on every `sync` (a connect, a reconnect,
 * a client's request), not kept in memory (it was half of a live match's memory). The log is replayed as it
 * happened, undos included, so moves later undone give their events too, and an undo gives its event to its seat
 * and to every viewer whose frame it changed (as broadcastUpdate decides for a connected viewer). Inside the
 * match's queue, so the version does not move meanwhile.
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
  // the window: versions lo+1 … version; the replay needs the state after lo
  const lo = Math.max(0, version - RECENT_EVENTS);
  const t = await readTimeline(src, m.id, lo, version);
  const { game } = m;
  const window: Version[] = [];
  const phase = enter('rules');
  try {
    replayTimeline(game, t, version, (e, before, after, raw) => {
      if (e.seq <= lo) return;
      let events: unknown[][];
      if (raw) events = viewers.map((v) => viewEvents(game, raw as Parameters<typeof viewEvents>[1], v));
      else if (e.kind === 'undo') {
        const event = { type: 'undo', player: e.seat, count: undoneOf(e).length };
        // its seat always hears of it; another viewer when its frame changed (the frames of others carry no
        // canUndo that could differ: the run is the undoing seat's on both sides)
        events = viewers.map((v) =>
          v === e.seat || !equalJson(frameFor(game, before, v), frameFor(game, after, v)) ? [event] : [],
        );
      } else {
        const event = seatEvent(e.seat, e.payload as SeatEntry);
        events = viewers.map(() => [event]);
      }
      window.push({ version: e.seq, events });
    });
    switchTo('serialization');
    for (let i = 0; i < viewers.length; i++) out.set(viewers[i], historyText(window, i));
  } finally {
    leave(phase);
  }
  return out;
}

/** One version of the window: its events for each viewer asked for (index in `viewers`). */
interface Version {
  version: number;
  events: unknown[][];
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
