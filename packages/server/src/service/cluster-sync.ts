import { applyTrusted, viewEvents } from '@potluck/engine';
import type { Notice } from '../cluster.ts';
import type { LogEntry, SeatReservation } from '../storage/types.ts';
import type { EventsFor } from './broadcast.ts';
import type { ServiceContext } from './context.ts';
import { loadDeletedSeats } from './deleted-seats.ts';
import type { LiveMatch } from './live-match.ts';
import { seatEvent, startClock, tickClock } from './match-clock.ts';
import { matchResult } from './play.ts';
import { stateAfter } from './recent.ts';
import { applySeatEntry, endsEarly, type SeatEntry, settleResult } from './seat-control.ts';
import { stateHash } from './state-hash.ts';

/** Whether two (possibly absent) seat reservations are the same. */
function sameReservation(
  a: SeatReservation | null | undefined,
  b: SeatReservation | null | undefined,
): boolean {
  return (a?.tokenHash ?? null) === (b?.tokenHash ?? null) && (a?.until ?? null) === (b?.until ?? null);
}

/**
 * Several nodes on one database (docs/deploy.md): another node's notices, and catching a cached match up with
 * the log entries and seat changes made elsewhere, exactly as if they had been made here.
 */
export class ClusterSync {
  constructor(private readonly c: ServiceContext) {}

  /** Another node changed a match: load what changed if anyone here cares (connections or bot seats). */
  onNotice(n: Notice): void {
    const { c } = this;
    if (c.closing) return;
    if (n.p) {
      c.parts.presence.remote(n.n, n.m, n.p);
      return;
    }
    const m = c.live.get(n.m);
    if (!m) {
      // a match started elsewhere: hold it too (as recovery does), so its bots go on if that node dies
      c.parts.loader
        .get(n.m)
        .catch((e) => c.log.warn({ match: n.m, err: (e as Error).message }, 'load failed'));
      return;
    }
    const hasBots = m.seats.some((s) => s.kind === 'bot');
    if (n.s) this.queueCatchUp(m, true);
    else if (n.v > m.version && (m.subscribers.size > 0 || hasBots)) this.queueCatchUp(m, false, n.e);
  }

  /** After the bus reconnected (notices may be lost): every match someone here watches or a bot plays. */
  catchUpAll(): void {
    for (const m of this.c.live.values()) {
      if (m.status === 'finished' || m.status === 'broken') continue;
      if (m.subscribers.size > 0 || m.seats.some((s) => s.kind === 'bot')) this.queueCatchUp(m, true);
    }
  }

  private queueCatchUp(m: LiveMatch, seats: boolean, entry?: LogEntry): void {
    m.run(() => this.catchUp(m, seats, entry)).catch((e) => {
      this.c.log.warn({ match: m.id, err: (e as Error).message }, 'catch-up failed');
    });
  }

  /**
   * Inside the match's queue: applies the log entries other nodes appended since this node's version, sending
   * each local connection its own update per entry, exactly as if the move had been made here. With `seats`,
   * seats and status are reloaded first. `known`: the entry a notice carried; when it is the next one, nothing is
   * read back (after a gap the log is read). Anything unexpected (a hash mismatch, an entry the rules refuse) → a
   * full reload.
   */
  async catchUp(m: LiveMatch, seats = false, known?: LogEntry): Promise<void> {
    const { c } = this;
    if (m.status === 'broken') return;
    if (seats) await this.refreshSeats(m);
    if (known && known.seq <= m.version) return; // applied already (an earlier catch-up read it)
    const entries = known && known.seq === m.version + 1 ? [known] : await c.storage.readLog(m.id, m.version);
    if (entries.length === 0) return;
    for (const e of entries) {
      const back = e.kind === 'undo' && e.seq === m.version + 1 ? await this.undoTarget(m, e) : undefined;
      if (e.seq !== m.version + 1 || !this.applyEntry(m, e, back)) {
        c.log.warn({ match: m.id, seq: e.seq }, 'catch-up: reloading the whole match');
        await this.reload(m);
        break;
      }
    }
    if (m.botTimer) {
      clearTimeout(m.botTimer); // a lost lease's retry: the turn changed
      m.botTimer = null;
    }
    if (m.status === 'finished') {
      c.parts.out.broadcastInfo(m);
      c.parts.loader.maybeEvict(m);
    }
    c.parts.bots.schedule(m);
    c.parts.timeouts.arm(m);
  }

  /**
   * One log entry of another node, applied to the cached state (same bookkeeping as commitMove/undo). `back`, for
   * an undo: the state it goes back to (read from storage beforehand, see undoTarget).
   */
  private applyEntry(m: LiveMatch, e: LogEntry, back?: unknown): boolean {
    const t = m.tail;
    let next: unknown;
    let eventsFor: EventsFor;
    let mover: number | null = null;
    if (e.kind === 'seat') {
      const p = e.payload as SeatEntry;
      applySeatEntry(m.seatControl, e.seat, p);
      if (m.vote?.seat === e.seat) m.vote = null;
      next = m.state;
      m.tail = { seat: -2, moves: [] };
      const event = seatEvent(e.seat, p);
      eventsFor = () => [event];
    } else if (e.kind === 'move') {
      mover = e.seat;
      // the writer checked this action against this very state (same seq): applied as trusted, not re-validated;
      // the hashes at snapshot points would show a divergence (→ reload)
      let applied: ReturnType<typeof applyTrusted>;
      try {
        applied = applyTrusted(m.game, m.state, e.seat, e.payload);
      } catch {
        return false;
      }
      next = applied.state;
      if (e.stateHash !== '' && stateHash(next) !== e.stateHash) return false;
      if (applied.flags !== 0) m.tail = { seat: e.seat, moves: [] };
      else if (t.seat !== e.seat) m.tail = { seat: e.seat, moves: [e.seq] };
      else t.moves.push(e.seq);
      eventsFor = (viewer) => viewEvents(m.game, applied.events, viewer);
    } else {
      const undone = (e.payload as { undone: number[] }).undone;
      const count = undone.length;
      if (t.seat !== e.seat || t.moves.length < count) return false;
      const keep = t.moves.slice(0, t.moves.length - count);
      const dropped = t.moves.slice(t.moves.length - count);
      if (dropped.join() !== undone.join() || back === undefined) return false;
      const state = back;
      if (e.stateHash !== '' && stateHash(state) !== e.stateHash) return false;
      next = state;
      t.moves = keep;
      eventsFor = (viewer, changed) =>
        viewer === e.seat || changed ? [{ type: 'undo', player: e.seat, count }] : [];
    }
    m.state = next;
    m.version = e.seq;
    m.updatedAt = e.at;
    const players = m.record.players;
    const result = endsEarly(players, m.seatControl)
      ? settleResult(players, m.seatControl, null)
      : matchResult(m, next);
    if (result) {
      m.status = 'finished';
      m.result = result;
    }
    tickClock(m, this.c.clockScale, e, mover);
    this.c.parts.out.broadcastUpdate(m, eventsFor, e.kind === 'undo');
    if (e.kind === 'seat') this.c.parts.out.broadcastInfo(m);
    return true;
  }

  /** The state an undo of another node goes back to (the state before the oldest move it took back), if read. */
  private async undoTarget(m: LiveMatch, e: LogEntry): Promise<unknown> {
    const undone = (e.payload as { undone: number[] }).undone;
    if (undone.length === 0) return undefined;
    try {
      return await stateAfter(this.c, m, Math.min(...undone) - 1);
    } catch (err) {
      this.c.log.warn({ match: m.id, seq: e.seq, err: (err as Error).message }, 'undo: state not read');
      return undefined;
    }
  }

  /** Rebuilds a cached match from storage (keeping its connections) and sends everyone a full frame. */
  private async reload(m: LiveMatch): Promise<void> {
    const record = await this.c.storage.getMatch(m.id);
    if (!record) return;
    const fresh = await this.c.parts.loader.rebuild(m.game, record, m.seats);
    m.state = fresh.state;
    m.version = fresh.version;
    m.tail = fresh.tail;
    m.seatControl = fresh.seatControl;
    m.clock = fresh.clock;
    m.status = fresh.status;
    m.result = record.result;
    m.updatedAt = record.updatedAt;
    m.frames.clear();
    const viewers = [...m.viewerGroups().keys()];
    const recent = await this.c.parts.connections.recent(m, viewers);
    for (const sub of m.subscribers) this.c.parts.out.sendSync(m, sub, recent.get(sub.viewer) ?? '[]');
  }

  /** Reloads seats and status from storage (a join, leave or bot replacement through another node). */
  async refreshSeats(m: LiveMatch): Promise<void> {
    const { c } = this;
    const [rows, record] = await Promise.all([c.storage.getSeats(m.id), c.storage.getMatch(m.id)]);
    let changed = false;
    for (const r of rows) {
      const s = m.seats[r.seat];
      if (!s) continue;
      if (
        s.kind === r.kind &&
        s.botLevel === r.botLevel &&
        s.name === r.name &&
        s.tokenHash === r.tokenHash &&
        sameReservation(s.reserved, r.reserved)
      )
        continue;
      changed = true;
      const lostToken = s.tokenHash !== null && s.tokenHash !== r.tokenHash;
      Object.assign(s, {
        kind: r.kind,
        botLevel: r.botLevel,
        name: r.name,
        tokenHash: r.tokenHash,
        reserved: r.reserved ?? null,
      });
      if (lostToken) m.revokeSeat(r.seat);
    }
    if (changed) await loadDeletedSeats(c, m);
    if (record && m.status === 'open' && record.status === 'playing') {
      m.status = 'playing'; // started through another node: its clocks start when it did
      m.record.startedAt = record.startedAt;
      if (record.startedAt !== undefined) startClock(m, c.clockScale, record.startedAt);
      c.parts.timeouts.arm(m);
      changed = true;
    }
    if (record && (record.rematch ?? null) !== (m.record.rematch ?? null)) {
      m.record.rematch = record.rematch ?? null; // a player started the rematch through another node
      changed = true;
    }
    if (changed) {
      c.parts.out.broadcastInfo(m);
      c.parts.bots.schedule(m);
    }
  }
}
