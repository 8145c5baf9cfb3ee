import { ServerError } from '../errors.ts';
import { deadlines } from './clock.ts';
import type { ServiceContext } from './context.ts';
import type { LiveMatch } from './live-match.ts';

/** Longest setTimeout delay Node accepts (about 24.8 days; longer clocks simply re-arm). */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Acts when a clock reaches zero: one timer per match, for the earliest running deadline. On a cluster every node
 * holding the match arms it; a lease per (match, version) picks one to act, and the log's unique (match, seq)
 * keeps the timeout single in any case (a loser catches up and sees it).
 */
export class Timeouts {
  constructor(private readonly c: ServiceContext) {}

  /** (Re)arms the match's timer after any change of its state, seats or clocks. */
  arm(m: LiveMatch): void {
    if (m.clockTimer) clearTimeout(m.clockTimer);
    m.clockTimer = null;
    if (this.c.closing || m.clock === null || m.status !== 'playing') return;
    const ds = deadlines(m.clock);
    if (ds.length === 0) return;
    const next = Math.min(...ds.map((d) => d.at));
    this.after(m, Math.min(MAX_DELAY, Math.max(0, next - Date.now())));
  }

  private after(m: LiveMatch, ms: number): void {
    m.clockTimer = setTimeout(() => {
      m.clockTimer = null;
      m.run(() => this.fire(m)).catch((e) =>
        this.c.log.error({ match: m.id, err: (e as Error).message }, 'timeout failed'),
      );
    }, ms);
    m.clockTimer.unref();
  }

  /** Inside the match's queue: the earliest seat out of time gets its timeout policy. */
  private async fire(m: LiveMatch): Promise<void> {
    const { c } = this;
    if (c.cluster) await c.parts.sync.catchUp(m);
    if (c.closing || m.clock === null || m.status !== 'playing' || m.clockTimer) return;
    const now = Date.now();
    const due = deadlines(m.clock)
      .filter((d) => d.at <= now)
      .sort((a, b) => a.at - b.at);
    if (due.length === 0) return this.arm(m); // a timer may fire a little early
    if (c.cluster && !(await c.cluster.lease(`${m.id}:timeout:${m.version}`, c.leaseMs))) {
      this.after(m, c.leaseMs + 50); // another node acts; if it died, try again after its lease
      return;
    }
    try {
      await c.parts.seatChanges.timeUp(m, due[0].seat);
    } catch (e) {
      if (!(e instanceof ServerError && e.code === 'STALE_VERSION')) throw e;
      this.arm(m); // another node wrote first: its entry is caught up by now
    }
  }
}
