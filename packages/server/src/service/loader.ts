import { notServed } from '@potluck/catalog';
import { type AnyGame, applyAction } from '@potluck/engine';
import { ServerError } from '../errors.ts';
import type { MatchSettings } from '../schemas.ts';
import { type MatchRecord, StorageUnavailableError } from '../storage/types.ts';
import type { ServiceContext } from './context.ts';
import { loadDeletedSeats } from './deleted-seats.ts';
import { DEFAULT_SETTINGS, LiveMatch, type LiveSeat, type Tail } from './live-match.ts';
import { startClock, tickClock } from './match-clock.ts';
import { applySeatEntry, type SeatEntry } from './seat-control.ts';
import { stateHash } from './state-hash.ts';

/** Matches in memory: loading (and rebuilding) them from storage, recovery after a restart, eviction. */
export class Loader {
  private readonly loading = new Map<string, Promise<LiveMatch | null>>();

  constructor(private readonly c: ServiceContext) {}

  async require(id: string): Promise<LiveMatch> {
    const m = await this.get(id);
    if (!m) throw new ServerError('MATCH_NOT_FOUND');
    return m;
  }

  /** The live match, loading (and rebuilding) it from storage when it is not in memory. */
  async get(id: string): Promise<LiveMatch | null> {
    const m = this.c.live.get(id);
    if (m) return m;
    let p = this.loading.get(id);
    if (!p) {
      p = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  /** Loads every unfinished match from storage (after a restart) and restarts its bots. */
  async recover(): Promise<{ loaded: number; broken: number }> {
    let loaded = 0;
    let broken = 0;
    let afterId = '';
    for (;;) {
      const batch = await this.c.storage.listMatches({ status: ['open', 'playing'], limit: 200, afterId });
      for (const r of batch) {
        if (this.c.live.has(r.id)) continue;
        // a match of a game not served here (a hidden game not enabled) waits in storage, untouched
        if (!this.c.games.has(r.game)) continue;
        const m = await this.get(r.id);
        if (m?.status === 'broken') broken++;
        else loaded++;
      }
      if (batch.length < 200) break;
      afterId = batch[batch.length - 1].id;
    }
    return { loaded, broken };
  }

  /** Holds a new match in memory (it was just created here). */
  add(m: LiveMatch): void {
    this.c.live.set(m.id, m);
  }

  private async load(id: string): Promise<LiveMatch | null> {
    const { storage, log } = this.c;
    const record = await storage.getMatch(id);
    if (!record) return null;
    const now = Date.now();
    const seats: LiveSeat[] = (await storage.getSeats(id)).map((s) => ({
      ...s,
      connections: 0,
      offlineSince: now,
    }));
    const game = this.c.games.get(record.game);
    // a hidden game that is not enabled here: UNKNOWN_GAME (saying so), and the match stays as it is in storage
    if (!game) throw notServed(record.game, [...this.c.games.keys()]);
    let m: LiveMatch;
    try {
      m = await this.rebuild(game, record, seats);
    } catch (e) {
      if (e instanceof StorageUnavailableError) throw e; // storage failed, the match did not: not broken
      log.error({ match: id, err: (e as Error).message }, 'match could not be restored');
      if (record.status !== 'broken' && record.status !== 'finished') await storage.setStatus(id, 'broken');
      const snap = await storage.getSnapshot(id, 0);
      m = new LiveMatch(game, record, seats, snap ? JSON.parse(snap.state) : null);
      m.status = 'broken';
      m.version = record.version;
      if (m.state === null) return null;
    }
    await loadDeletedSeats(this.c, m);
    const again = this.c.live.get(id);
    if (again) return again;
    this.c.live.set(id, m);
    this.c.parts.bots.schedule(m);
    this.c.parts.timeouts.arm(m);
    this.maybeEvict(m);
    return m;
  }

  /**
   * Rebuilds the state from the latest usable snapshot plus the log, and checks it against the stored version
   * and state hash. A snapshot is usable if no later undo took back a move at or before it, and if it is not
   * inside the current undoable run (whose moves still in effect are listed from the replay).
   */
  async rebuild(game: AnyGame, record: MatchRecord, seats: LiveSeat[]): Promise<LiveMatch> {
    const { storage } = this.c;
    const log = await storage.readLog(record.id);
    for (let i = 0; i < log.length; i++) {
      if (log[i].seq !== i + 1) throw new Error(`log has a gap at ${i + 1}`);
    }
    const version = log.length;
    if (record.status === 'finished' && version !== record.version) {
      throw new Error(`log length ${version} != stored version ${record.version}`);
    }
    const undoneAt = new Map<number, number>(); // undone seq → seq of the undo
    for (const e of log) {
      if (e.kind === 'undo')
        for (const s of (e.payload as { undone: number[] }).undone) undoneAt.set(s, e.seq);
    }
    // The current undoable run: the longest suffix of entries by one seat, with no revealing move.
    let tailSeat = -2;
    let runStart = version + 1;
    if (log.length > 0) {
      tailSeat = log[log.length - 1].seat;
      let i = log.length - 1;
      // a seat entry (control change) ends the run, like a revealing move
      while (
        i >= 0 &&
        log[i].seat === tailSeat &&
        log[i].kind !== 'seat' &&
        (log[i].kind === 'undo' || log[i].flags === 0)
      )
        i--;
      runStart = i + 1 < log.length ? log[i + 1].seq : version + 1;
    }
    // The state after entry n is the replay's there unless a move at or before n was undone after n.
    const replayable = (n: number) => {
      for (const [t, u] of undoneAt) if (t <= n && n < u) return false;
      return true;
    };
    const usable = (n: number) => n <= runStart - 1 && replayable(n);
    // Clocks are a fold over every entry from the start (each needs the seats due to act then): a match with a
    // clock is replayed from its first snapshot. Such matches have no undo, so that is all of its moves.
    const clocked =
      ((record.settings as MatchSettings | undefined) ?? DEFAULT_SETTINGS).clock.kind !== 'none';
    const seqs = clocked ? [0] : (await storage.snapshotSeqs(record.id)).filter(usable);
    const from = seqs.length > 0 ? Math.max(...seqs) : 0;
    const snap = await storage.getSnapshot(record.id, from);
    if (!snap) throw new Error(`snapshot ${from} missing`);
    let state: unknown = JSON.parse(snap.state);
    if (stateHash(state) !== snap.stateHash) throw new Error(`snapshot ${from} does not match its hash`);
    const moves: Tail['moves'] = [];
    const m = new LiveMatch(game, record, seats, state);
    if (record.startedAt !== undefined) startClock(m, this.c.clockScale, record.startedAt);
    // Every entry after the snapshot that carries a hash (snapshot points, the last entry, undos, seat changes)
    // is checked against the replayed state, where the replay has that entry's state (see replayable).
    const check = (e: (typeof log)[number]) => {
      if (e.seq > from && e.stateHash !== '' && replayable(e.seq) && stateHash(state) !== e.stateHash)
        throw new Error(`rebuilt state does not match the hash stored with entry ${e.seq}`);
    };
    for (const e of log) {
      if (e.kind === 'seat') {
        // seat control from the start
        applySeatEntry(m.seatControl, e.seat, e.payload as SeatEntry);
        m.state = state;
        tickClock(m, this.c.clockScale, e, null);
        check(e);
        continue;
      }
      if (e.seq <= from || e.kind !== 'move' || undoneAt.has(e.seq)) {
        check(e);
        continue;
      }
      const applied = applyAction(game, state, e.seat, e.payload);
      state = applied.state;
      if (clocked) {
        m.state = state;
        tickClock(m, this.c.clockScale, e, e.seat);
      }
      if (e.seq >= runStart) moves.push(e.seq);
      check(e);
    }
    if (log.length === 0 && record.stateHash !== '' && stateHash(state) !== record.stateHash)
      throw new Error('rebuilt state does not match the stored hash');
    m.state = state;
    m.version = version;
    m.tail = { seat: tailSeat, moves };
    if (game.result(state) && m.status !== 'finished') m.status = 'finished';
    return m;
  }

  /**
   * Matches leave memory some time after their last connection closed: finished ones after `evictAfterMs`;
   * open ones nobody joins (idle lobbies), and played ones left by everyone (no move for `idleAfterMs`, no bot
   * to play, no clock running), after `idleAfterMs`. They stay in storage and are loaded again on demand (join
   * by link, `hello`, info, replay) and by a restart's recovery.
   */
  maybeEvict(m: LiveMatch): void {
    if (m.subscribers.size > 0 || m.evictTimer || this.c.closing || !this.evictable(m)) return;
    const wait =
      m.status === 'finished'
        ? this.c.evictAfterMs
        : Math.max(0, this.lastActivity(m) + this.c.idleAfterMs - Date.now());
    const status = m.status;
    m.evictTimer = setTimeout(
      () => {
        m.evictTimer = null;
        if (this.c.live.get(m.id) !== m || m.subscribers.size > 0) return;
        if (
          m.status !== status ||
          (status === 'playing' && Date.now() - this.lastActivity(m) < this.c.idleAfterMs)
        ) {
          this.maybeEvict(m); // it changed meanwhile (started, finished, moved)
          return;
        }
        if (!this.evictable(m)) return;
        this.c.live.delete(m.id);
        if (m.clockTimer) clearTimeout(m.clockTimer);
        if (status !== 'finished') this.c.log.info({ match: m.id, status }, 'idle match left memory');
      },
      status === 'open' ? this.c.idleAfterMs : wait,
    );
    m.evictTimer.unref();
  }

  private lastActivity(m: LiveMatch): number {
    return Math.max(m.updatedAt, m.loadedAt);
  }

  /** A match that needs nothing from this node while nobody watches: no bot to play, no clock to run. */
  private evictable(m: LiveMatch): boolean {
    if (m.status === 'finished' || m.status === 'open') return true;
    if (m.status !== 'playing' || m.clock !== null || m.botTimer || m.botThinking) return false;
    return !m.game.activePlayers(m.state).some((s) => m.botPlays(s));
  }
}
