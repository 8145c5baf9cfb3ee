/**
 * A match connection's snapshots at a pace a person can follow (issue 16 item 2): the frame, its version, the
 * event log, the clocks and the match facts shown together come from one received snapshot, taken from the
 * pure queue of `pacing.ts` one after another; the connection's own state (open or reconnecting, errors, whether
 * a move of mine is on its way) is always the newest. The hold follows the table settings (speed, reduced
 * motion: none).
 *
 * Skips ahead: the first frame and every frame after a reconnect (a `sync`), frames that arrive while the page
 * is hidden (and when it is hidden), a gap in the versions, and a long backlog.
 */
import type { MatchConnection, MatchSnapshot } from '../net/connection.ts';
import {
  advance,
  DEFAULT_MAX_BEHIND,
  dueAt,
  type PaceRules,
  type PaceState,
  paceStart,
  receive,
  skipAhead,
} from './pacing.ts';
import { getSettings, getSystemReduced, holdMsOf, subscribeSettings } from './table-settings.ts';

/** The pace the settings ask for now. */
function currentRules(): PaceRules {
  return { holdMs: holdMsOf(getSettings(), getSystemReduced()), maxBehind: DEFAULT_MAX_BEHIND };
}

const hidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** True when only the connection's own state changed, not what the table shows. */
function sameShown(a: MatchSnapshot, b: MatchSnapshot): boolean {
  return (
    a.frame === b.frame &&
    a.version === b.version &&
    a.log === b.log &&
    a.clock === b.clock &&
    a.match === b.match &&
    a.you === b.you
  );
}

export class PacedMatch {
  private state: PaceState<MatchSnapshot> = paceStart();
  private last: MatchSnapshot;
  private snapshot: MatchSnapshot;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<() => void>();
  private stop: (() => void)[] = [];
  /** The version that answered my last move: until it is on screen my move counts as on its way. */
  private mine = -1;

  constructor(
    private readonly conn: Pick<MatchConnection, 'subscribe' | 'getSnapshot'>,
    private readonly rules: () => PaceRules = currentRules,
  ) {
    this.last = conn.getSnapshot();
    this.snapshot = this.last;
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): MatchSnapshot => this.snapshot;

  /** Starts following the connection (again after `close`, as React's StrictMode does on remount). */
  open(): void {
    if (this.stop.length > 0) return;
    this.stop.push(this.conn.subscribe(this.onConn));
    this.stop.push(subscribeSettings(this.onRules));
    if (typeof document !== 'undefined') {
      const onVisibility = () => hidden() && this.skip();
      document.addEventListener('visibilitychange', onVisibility);
      this.stop.push(() => document.removeEventListener('visibilitychange', onVisibility));
    }
    this.onConn();
  }

  close(): void {
    for (const fn of this.stop) fn();
    this.stop = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private onConn = (): void => {
    const snap = this.conn.getSnapshot();
    const prev = this.last;
    this.last = snap;
    if (snap.frame && !(this.state.shown && sameShown(prev, snap))) {
      const jump = prev.status !== 'open' || snap.status !== 'open' || hidden();
      // the frame that answers my move (updates leave before their ack): I saw the frame I moved on
      const urgent = prev.pending && snap.version === prev.version + 1;
      if (urgent) this.mine = snap.version;
      this.state = receive(this.state, snap, snap.version, performance.now(), this.rules(), { jump, urgent });
    }
    this.publish();
  };

  /** The settings changed: the waiting frames follow the new pace (all at once with reduced motion). */
  private onRules = (): void => {
    this.state = advance(this.state, performance.now(), this.rules());
    this.publish();
  };

  private skip(): void {
    this.state = skipAhead(this.state, performance.now());
    this.publish();
  }

  private tick = (): void => {
    this.timer = null;
    this.state = advance(this.state, performance.now(), this.rules());
    this.publish();
  };

  /**
   * The table has committed the snapshot of this version (the page calls it after React's commit): its hold counts
   * from the paint that follows. A frame rendered as a transition (`useMatch`) reaches the screen a while after it
   * was published; counted from the publication it was seen for less than the hold on a busy machine.
   */
  shown(version: number): void {
    this.stampPainted(version);
  }

  /**
   * A frame's hold counts from when it is painted, not from when it was handed to React: on a busy machine a
   * table may take a while to render, and the player would otherwise see it for less than the hold.
   */
  private stampPainted(version: number): void {
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      if (this.state.version !== version || this.stop.length === 0) return;
      const now = performance.now();
      if (now > this.state.since) this.state = { ...this.state, since: now };
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const due = dueAt(this.state, this.rules());
    if (due !== null) this.timer = setTimeout(this.tick, Math.max(0, due - performance.now()));
  }

  private publish(): void {
    const live = this.last;
    const shown = this.state.shown ?? live;
    const next: MatchSnapshot =
      shown === live
        ? live
        : {
            ...shown,
            status: live.status,
            error: live.error,
            fatal: live.fatal,
            // my move is on its way until its answer is on screen (queued behind others' moves in a
            // simultaneous phase): the table must not offer the move it already made
            pending: live.pending || this.state.version < this.mine,
          };
    this.schedule();
    if (next.version !== this.snapshot.version) this.stampPainted(next.version);
    if (next === this.snapshot || (sameShown(next, this.snapshot) && sameLive(next, this.snapshot))) return;
    this.snapshot = next;
    this.notify();
  }

  /** A notice went out in this burst: more in it wait for the timer. */
  private recent = false;
  private dirty = false;

  /**
   * The first change after a quiet moment reaches React at once; the rest of a burst (a game played out by the
   * server, a backlog after a reconnect: many socket messages in a row) is told once, by a timer. A synchronous store
   * update for each message piled up nested renders until React gave up ("Maximum update depth exceeded").
   */
  private notify(): void {
    if (this.recent) {
      this.dirty = true;
      return;
    }
    this.recent = true;
    for (const fn of this.listeners) fn();
    setTimeout(() => {
      this.recent = false;
      if (!this.dirty) return;
      this.dirty = false;
      for (const fn of this.listeners) fn();
    }, 0);
  }
}

function sameLive(a: MatchSnapshot, b: MatchSnapshot): boolean {
  return a.status === b.status && a.error === b.error && a.fatal === b.fatal && a.pending === b.pending;
}
