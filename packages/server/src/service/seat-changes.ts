import { ServerError } from '../errors.ts';
import type { ServiceContext } from './context.ts';
import type { Actor, LiveMatch, NewEntry } from './live-match.ts';
import { seatEvent, tickClock } from './match-clock.ts';
import { applySeatEntry, endsEarly, type SeatEntry, settleResult } from './seat-control.ts';

/**
 * Changes of who plays a seat, each one `seat` log entry: a timeout (a bot plays until the person takes the seat
 * back, or the person forfeits), a vote to let a bot play for an absent person, taking a seat back, resigning.
 */
export class SeatChanges {
  constructor(private readonly c: ServiceContext) {}

  /** The person takes back their seat from the bot playing for them. */
  takeBack(id: string, actor: Actor): Promise<number> {
    return this.acting(id, actor, (m) => {
      if (m.seatControl.control[actor.seat] == null)
        throw new ServerError('BAD_SEAT', { seat: actor.seat + 1 });
      return this.commit(m, actor.seat, { what: 'takeBack' });
    });
  }

  /** The person resigns: ranked last; a bot plays on, or the match ends when one seat is left in. */
  resign(id: string, actor: Actor): Promise<number> {
    return this.acting(id, actor, (m) => {
      if (m.seatControl.out[actor.seat] != null) throw new ServerError('BAD_SEAT', { seat: actor.seat + 1 });
      return this.commit(m, actor.seat, { what: 'resign', level: m.settings.onTimeout.level });
    });
  }

  /**
   * Proposes that a bot plays for an absent seat: a person holds it, it is due to act, it has been offline for
   * `absentAfterMs`, and the match has no clock (a clock decides by itself). The proposer votes yes.
   */
  proposeBot(id: string, actor: Actor, seat: number, level: string): Promise<number> {
    return this.acting(id, actor, (m) => {
      const target = m.seats[seat];
      const now = Date.now();
      const absent =
        target?.kind === 'human' &&
        target.tokenHash !== null &&
        seat !== actor.seat &&
        !m.botPlays(seat) &&
        m.game.activePlayers(m.state).includes(seat) &&
        target.offlineSince !== null &&
        now - target.offlineSince >= this.c.absentAfterMs;
      if (m.settings.clock.kind !== 'none' || !absent || (m.vote !== null && m.vote.seat !== seat))
        throw new ServerError('VOTE_NOT_ALLOWED');
      if (m.vote === null) {
        const voters = m.seats
          // the people who can vote here: connected to this node (a vote lives on the node it was proposed on)
          .filter((s) => s.kind === 'human' && s.tokenHash !== null && s.connections > 0 && s.seat !== seat)
          .map((s) => s.seat);
        m.vote = { seat, level, yes: new Set(), no: new Set(), voters };
      }
      return this.cast(m, actor.seat, true);
    });
  }

  /** A vote on the open proposal for `seat`. */
  vote(id: string, actor: Actor, seat: number, yes: boolean): Promise<number> {
    return this.acting(id, actor, (m) => {
      if (m.vote?.seat !== seat) throw new ServerError('VOTE_NOT_ALLOWED');
      return this.cast(m, actor.seat, yes);
    });
  }

  /**
   * Hints for everyone (issue 17 item 3): in a casual match with other people, a seated person proposes them; the
   * people seated at the table now (human seats held by a person and not out; not spectators, not bots) must all
   * say yes. A proposal while one is open is refused unless the table changed since (someone left or joined): it
   * then starts again with the people there now. Stored as `seat` log entries, so a restart or another node folds
   * the same agreement from the log.
   */
  proposeHints(id: string, actor: Actor): Promise<number> {
    return this.acting(id, actor, (m) => {
      if (m.settings.rated) throw new ServerError('HINTS_OFF');
      const voters = m.seats
        .filter((s) => s.kind === 'human' && s.tokenHash !== null && m.seatControl.out[s.seat] == null)
        .map((s) => s.seat);
      const h = m.seatControl.hints;
      const open = h.proposal;
      if (
        h.on ||
        !voters.includes(actor.seat) ||
        voters.length < 2 ||
        (open !== null && open.voters.join() === voters.join())
      )
        throw new ServerError('HINTS_VOTE_NOT_ALLOWED');
      return this.commit(m, actor.seat, { what: 'hints', vote: 'propose', voters });
    });
  }

  /** The actor's answer to the open hints proposal: yes (once all said yes, hints are on) or no (it ends). */
  voteHints(id: string, actor: Actor, yes: boolean): Promise<number> {
    return this.acting(id, actor, (m) => {
      const p = m.seatControl.hints.proposal;
      if (!p?.voters.includes(actor.seat)) throw new ServerError('HINTS_VOTE_NOT_ALLOWED');
      if (yes && p.yes.includes(actor.seat)) return Promise.resolve(m.version); // said already: nothing new
      return this.commit(m, actor.seat, { what: 'hints', vote: yes ? 'yes' : 'no' });
    });
  }

  /** A seat's clock reached zero: its timeout policy applies (inside the match's queue). */
  timeUp(m: LiveMatch, seat: number): Promise<number> {
    const { action, level } = m.settings.onTimeout;
    return this.commit(m, seat, { what: action === 'forfeit' ? 'forfeit' : 'timeout', level });
  }

  /** Inside the match's queue: an open proposal lapses (its seat came back, or it changed hands). */
  lapseVote(m: LiveMatch, seat: number): void {
    if (m.vote?.seat !== seat) return;
    m.vote = null;
    this.c.parts.out.broadcastInfo(m);
  }

  /** Runs `fn` in the match's queue once the match is being played and the actor holds its seat. */
  private async acting(id: string, actor: Actor, fn: (m: LiveMatch) => Promise<number>): Promise<number> {
    const m = await this.c.parts.loader.require(id);
    return m.run(async () => {
      if (this.c.cluster) await this.c.parts.sync.catchUp(m, true);
      if (this.c.closing) throw new ServerError('UNAVAILABLE');
      if (m.status === 'broken') throw new ServerError('MATCH_BROKEN');
      if (m.status === 'open') throw new ServerError('NOT_STARTED');
      if (m.status === 'finished') throw new ServerError('MATCH_OVER');
      if (!m.seatOf(actor)) throw new ServerError('BAD_TOKEN');
      return fn(m);
    });
  }

  /** Records a vote; the proposal passes with more than half of its voters, fails once it no longer can. */
  private async cast(m: LiveMatch, voter: number, yes: boolean): Promise<number> {
    const v = m.vote;
    if (!v?.voters.includes(voter)) throw new ServerError('VOTE_NOT_ALLOWED');
    (yes ? v.yes : v.no).add(voter);
    (yes ? v.no : v.yes).delete(voter);
    const half = v.voters.length / 2;
    if (v.yes.size > half) return this.commit(m, v.seat, { what: 'vote', level: v.level });
    if (v.voters.length - v.no.size <= half) m.vote = null;
    this.c.parts.out.broadcastInfo(m);
    return m.version;
  }

  /** Inside the match's queue: stores a `seat` entry, applies it, tells everyone. Resolves with the new version. */
  async commit(m: LiveMatch, seat: number, p: SeatEntry): Promise<number> {
    const { c } = this;
    const after = structuredClone(m.seatControl);
    applySeatEntry(after, seat, p);
    const players = m.record.players;
    const result = endsEarly(players, after) ? settleResult(players, after, null) : null;
    const entry: NewEntry = { seq: m.version + 1, seat, kind: 'seat', payload: p, flags: 0, at: Date.now() };
    await c.parts.play.persist(m, entry, m.state, result);
    m.seatControl = after;
    m.version = entry.seq;
    m.updatedAt = entry.at;
    m.tail = { seat: -2, moves: [] };
    if (m.vote?.seat === seat && p.what !== 'hints') m.vote = null;
    tickClock(m, c.clockScale, entry, null);
    c.cluster?.publish(m.id, entry.seq);
    c.log.info({ match: m.id, seat, seq: entry.seq, what: p.what }, 'seat control');
    const event = seatEvent(seat, p);
    c.parts.out.broadcastUpdate(m, () => [event]);
    c.parts.out.broadcastInfo(m);
    if (m.status === 'finished') c.parts.loader.maybeEvict(m);
    c.parts.bots.schedule(m);
    c.parts.timeouts.arm(m);
    return entry.seq;
  }
}
