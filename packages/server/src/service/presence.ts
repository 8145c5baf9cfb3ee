import type { ServiceContext } from './context.ts';
import type { LiveMatch } from './live-match.ts';

/** How often a node repeats its presence for matches with live connections (cluster only). */
const HEARTBEAT_MS = 15_000;
/** Another node's presence is forgotten after this long without news (it may have died). */
const REMOTE_TTL_MS = 40_000;

/**
 * Who is at the table: a seat is online while it has a live connection on this node or, on a cluster, on another
 * node (each node tells the others its counts per seat, when one goes to or from zero and on a heartbeat). A
 * seat's `offlineSince` is when it last went offline everywhere, as seen by this node.
 */
export class Presence {
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly c: ServiceContext) {
    if (c.cluster?.presence) {
      this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  /** This node's connections of a match changed (a seat's count went to or from zero). */
  changed(m: LiveMatch, broadcast: boolean): void {
    this.c.cluster?.presence?.(m.id, this.counts(m));
    this.update(m, broadcast);
  }

  /** Another node's counts for a match (ignored for matches this node does not hold). */
  remote(node: string, matchId: string, counts: number[]): void {
    const m = this.c.live.get(matchId);
    if (!m) return;
    m.remote.set(node, { counts, at: Date.now() });
    this.update(m, true);
  }

  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
  }

  private counts(m: LiveMatch): number[] {
    return m.seats.map((s) => s.connections);
  }

  /** Repeats this node's presence; forgets other nodes that have been silent too long. */
  private beat(): void {
    const now = Date.now();
    for (const m of this.c.live.values()) {
      if (m.seats.some((s) => s.connections > 0)) this.c.cluster?.presence?.(m.id, this.counts(m));
      let expired = false;
      for (const [node, r] of m.remote) {
        if (now - r.at < REMOTE_TTL_MS) continue;
        m.remote.delete(node);
        expired = true;
      }
      if (expired) this.update(m, true);
    }
  }

  /** Recomputes every seat's offlineSince; tells everyone if it changed. A person back lapses a vote on them. */
  private update(m: LiveMatch, broadcast: boolean): void {
    const now = Date.now();
    let changed = false;
    for (const s of m.seats) {
      const online = m.online(s.seat);
      if (online && s.offlineSince !== null) {
        s.offlineSince = null;
        changed = true;
        this.c.parts.seatChanges.lapseVote(m, s.seat);
      } else if (!online && s.offlineSince === null) {
        s.offlineSince = now;
        changed = true;
      }
    }
    if (changed && broadcast) this.c.parts.out.broadcastInfo(m);
  }
}
