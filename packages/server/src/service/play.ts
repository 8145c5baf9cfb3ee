import { applyTrusted, checkAction, viewEvents } from '@potluck/engine';
import { ServerError } from '../errors.ts';
import { enter, inPhase, leave } from '../phases.ts';
import { type LogEntry, type MatchStatus, SeqConflictError } from '../storage/types.ts';
import type { ServiceContext } from './context.ts';
import type { Actor, LiveMatch, NewEntry } from './live-match.ts';
import { tickClock } from './match-clock.ts';
import { stateAfter } from './recent.ts';
import { settleResult } from './seat-control.ts';
import { stateHash } from './state-hash.ts';

/** The match's result for a state: the game's, with seats that are out (resigned, forfeited) ranked last. */
export function matchResult(m: LiveMatch, state: unknown): unknown | null {
  const r = inPhase('rules', () => m.game.result(state)) as Parameters<typeof settleResult>[2];
  return r ? settleResult(m.record.players, m.seatControl, r) : null;
}

/**
 * Live play: moves and undo, one at a time per match. Every move goes through the engine's checked
 * `applyAction`, is appended to the log (unique (match, seq)) before anyone hears of it, and is then sent to
 * each viewer as only what it may see.
 */
export class Play {
  constructor(private readonly c: ServiceContext) {}

  /** Applies `action` by the actor's seat, made on `version`. Resolves with the new version. */
  move(id: string, actor: Actor, version: number, action: unknown): Promise<number> {
    // the hot path: a match in memory, no promise or closure more than its queue needs
    const live = this.c.live.get(id);
    if (live) return live.run(() => this.moveIn(live, actor, version, action));
    return this.c.parts.loader.require(id).then((m) => m.run(() => this.moveIn(m, actor, version, action)));
  }

  /** Inside the match's queue: `move`. */
  private moveIn(m: LiveMatch, actor: Actor, version: number, action: unknown): Promise<number> {
    if (this.mustCatchUp(m, version))
      return this.ready(m, actor, version).then(() => this.commitMove(m, actor.seat, action));
    this.check(m, actor, version);
    return this.commitMove(m, actor.seat, action);
  }

  /** Takes back the last `count` moves of the actor's seat (see the undo policy in docs/protocol.md). */
  async undo(id: string, actor: Actor, version: number, count = 1): Promise<number> {
    const { c } = this;
    const m = await c.parts.loader.require(id);
    return m.run(async () => {
      await this.ready(m, actor, version);
      const seat = actor.seat;
      const t = m.tail;
      if (
        t.seat !== seat ||
        count < 1 ||
        t.moves.length < count ||
        !m.game.activePlayers(m.state).includes(seat)
      ) {
        throw new ServerError('UNDO_NOT_ALLOWED');
      }
      const keep = t.moves.slice(0, t.moves.length - count);
      const undone = t.moves.slice(t.moves.length - count);
      // the state before the oldest move taken back, read from storage (no copy of the run's base is kept)
      let state: unknown;
      try {
        state = await stateAfter(c, m, undone[0] - 1);
      } catch (e) {
        c.log.error({ match: m.id, err: (e as Error).message }, 'undo: the state to go back to was not read');
        throw new ServerError('UNAVAILABLE');
      }
      const seq = m.version + 1;
      const entry: NewEntry = { seq, seat, kind: 'undo', payload: { undone }, flags: 0, at: Date.now() };
      const stored = await this.persist(m, entry, state);
      m.state = state;
      m.version = seq;
      m.updatedAt = entry.at;
      t.moves = keep;
      c.cluster?.publish(m.id, seq, false, undefined, stored);
      c.log.info({ match: m.id, seat, seq, undone: undone.length }, 'undo');
      c.parts.out.broadcastUpdate(
        m,
        (viewer, changed) => (viewer === seat || changed ? [{ type: 'undo', player: seat, count }] : []),
        true,
      );
      await this.maybeSnapshot(m);
      c.parts.bots.schedule(m);
      return seq;
    });
  }

  /** On a cluster, whether the match may be behind the log: a move made on a later version, or not started. */
  private mustCatchUp(m: LiveMatch, version: number): boolean {
    return this.c.cluster !== null && (version > m.version || m.status === 'open');
  }

  /** Inside the match's queue: the match can take a move on `version`, and the actor still holds its seat. */
  private async ready(m: LiveMatch, actor: Actor, version: number): Promise<void> {
    if (this.mustCatchUp(m, version)) await this.c.parts.sync.catchUp(m, true);
    this.check(m, actor, version);
  }

  /** `ready` once caught up: throws the reason a move on `version` by `actor` cannot be taken now. */
  private check(m: LiveMatch, actor: Actor, version: number): void {
    if (this.c.closing) throw new ServerError('UNAVAILABLE');
    if (m.status === 'broken') throw new ServerError('MATCH_BROKEN');
    if (m.status === 'open') throw new ServerError('NOT_STARTED');
    if (version !== m.version)
      throw new ServerError('STALE_VERSION', { version: m.version }, { version: m.version });
    if (!m.seatOf(actor)) throw new ServerError('BAD_TOKEN');
    // a bot plays this seat (after a timeout or a vote: take it back first; resigned: for good)
    if (m.botPlays(actor.seat)) throw new ServerError('BAD_SEAT', { seat: actor.seat + 1 });
  }

  /** Inside the match's queue: checks and applies a move, persists it, tells everyone. */
  async commitMove(m: LiveMatch, seat: number, action: unknown): Promise<number> {
    const { c } = this;
    const prev = m.state;
    // applyAction in two steps, so the action is parsed (zod) once: throws GameError; state untouched
    const phase = enter('rules');
    let payload: unknown;
    let applied: ReturnType<typeof applyTrusted>;
    try {
      payload = checkAction(m.game, prev, seat, action);
      applied = applyTrusted(m.game, prev, seat, payload);
    } finally {
      leave(phase);
    }
    const seq = m.version + 1;
    const entry: NewEntry = {
      seq,
      seat,
      kind: 'move',
      payload,
      flags: applied.flags,
      at: Date.now(),
    };
    const stored = await this.persist(m, entry, applied.state);
    m.state = applied.state;
    m.version = seq;
    m.updatedAt = entry.at;
    tickClock(m, c.clockScale, entry, seat);
    c.cluster?.publish(m.id, seq, false, undefined, stored); // the entry rides along: nothing is read back
    const t = m.tail;
    if (applied.flags !== 0) m.tail = { seat, moves: [] };
    else if (t.seat !== seat) m.tail = { seat, moves: [seq] };
    else t.moves.push(seq);
    c.parts.out.broadcastUpdate(m, (viewer) => viewEvents(m.game, applied.events, viewer));
    if (seq % c.snapshotEvery === 0) await this.maybeSnapshot(m, stored.stateHash);
    if (m.status === 'finished') {
      c.log.info({ match: m.id, version: seq }, 'match finished');
      c.parts.out.broadcastInfo(m);
      c.parts.loader.maybeEvict(m);
    }
    c.parts.bots.schedule(m);
    c.parts.timeouts.arm(m);
    return seq;
  }

  /**
   * Appends the entry (and the new status/hash) to storage; only then is the move real. `result` is the match's
   * result after it (default: the game's, with seats that are out ranked last); a result finishes the match.
   * The state hash is written where a rebuild checks it (docs/deploy.md): on the entries where a snapshot is
   * taken, the last one, undos and seat changes; other moves carry none ('') — hashing the whole state was the
   * largest cost of a move after I/O.
   */
  async persist(
    m: LiveMatch,
    entry: NewEntry,
    next: unknown,
    result = matchResult(m, next),
  ): Promise<LogEntry> {
    const { c } = this;
    const status: MatchStatus = result ? 'finished' : m.status;
    const hashed = entry.kind !== 'move' || result || entry.seq % c.snapshotEvery === 0;
    const stored: LogEntry = { ...entry, stateHash: hashed ? stateHash(next) : '' };
    try {
      await c.storage.appendEntry(
        m.id,
        stored,
        status !== m.status ? { status, result: result ?? null } : undefined,
      );
    } catch (e) {
      if (e instanceof SeqConflictError) {
        c.log.warn({ match: m.id, seq: entry.seq }, 'log seq conflict: another writer');
        if (c.cluster) {
          // learn the other node's move(s) now, so the client's STALE_VERSION names the current version
          await c.parts.sync
            .catchUp(m)
            .catch((err: Error) =>
              c.log.warn({ match: m.id, err: err.message }, 'catch-up after a conflict failed'),
            );
        }
        throw new ServerError('STALE_VERSION', { version: m.version }, { version: m.version });
      }
      c.log.error({ match: m.id, err: (e as Error).message }, 'storage append failed');
      throw new ServerError('UNAVAILABLE');
    }
    m.status = status;
    m.result = result ?? null;
    // a rated match's ratings once it finishes (idempotent per match; never fails the move: issue 15)
    if (result && status === 'finished') await c.parts.ratings.settle(m);
    return stored;
  }

  /** A snapshot of the current state at every snapshotEvery-th version; `hash`: the state's, when known already. */
  private async maybeSnapshot(m: LiveMatch, hash = ''): Promise<void> {
    if (m.version % this.c.snapshotEvery !== 0) return;
    try {
      await this.c.storage.putSnapshot(m.id, {
        seq: m.version,
        state: inPhase('serialization', () => JSON.stringify(m.state)),
        stateHash: hash || stateHash(m.state),
      });
    } catch (e) {
      this.c.log.warn(
        { match: m.id, err: (e as Error).message },
        'snapshot failed (recovery replays further)',
      );
    }
  }
}
