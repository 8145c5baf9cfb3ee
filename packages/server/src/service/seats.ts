import { createGame, parseOptions, randomSeed } from '@potluck/engine';
import type { z } from 'zod';
import { ServerError } from '../errors.ts';
import type { CreatedMatch, CreateMatchBody, JoinBody } from '../schemas.ts';
import {
  MatchExistsError,
  type MatchRecord,
  type MatchStatus,
  type SeatReservation,
} from '../storage/types.ts';
import { hashToken, newMatchId, newToken, tokenMatches } from '../tokens.ts';
import type { MatchInfoT } from './broadcast.ts';
import type { ServiceContext } from './context.ts';
import { DEFAULT_SETTINGS, LiveMatch, type LiveSeat } from './live-match.ts';
import { startClock } from './match-clock.ts';
import { accountsOf } from './ratings.ts';
import { stateHash } from './state-hash.ts';

type CreatedMatchT = z.infer<typeof CreatedMatch>;
export type Seated = { match: MatchInfoT; seat: number; token: string };
export type Rematched = Seated & { hostToken?: string; created: boolean };

/**
 * Matches and seats: creating a match, joining, leaving, a bot in a left seat, the rematch hand-off. A seat
 * change is made in memory before it is stored (and undone if storing fails), so nothing queued behind it, nor a
 * connection checking a token meanwhile, sees a seat that is already gone.
 */
export class Seats {
  constructor(private readonly c: ServiceContext) {}

  /** `create`, or (for a rematch) with a chosen id and seats kept for the players of the previous match. */
  async create(
    input: CreateMatchBody,
    client: string | null,
    handoff?: { id: string; reserved: ReadonlyMap<number, SeatReservation> },
    player: string | null = null,
  ): Promise<CreatedMatchT> {
    const { c } = this;
    if (c.closing) throw new ServerError('UNAVAILABLE');
    if (input.rated) {
      // rated: a clock, and every person seated has a profile (pass-and-play seats have none)
      if (!input.clock || input.clock.kind === 'none') throw new ServerError('RATED_NEEDS_CLOCK');
      if ((input.local?.length ?? 0) > 0 || (input.seat !== undefined && player === null))
        throw new ServerError('RATED_NEEDS_PROFILE');
    }
    if (input.seats?.some((s) => s.kind === 'bot' && s.level === 'hard')) this.checkHardBotQuota(client);
    const game = c.game(input.game);
    const options = parseOptions(game, input.options ?? {});
    const seed = randomSeed();
    const state = createGame(game, { players: input.players, seed, options });
    const specs = input.seats ?? Array.from({ length: input.players }, () => ({ kind: 'human' as const }));
    if (specs.length !== input.players) {
      throw new ServerError('BAD_REQUEST', { detail: `seats must list ${input.players} seats` });
    }
    // The seats taken at creation: the creator's `seat` and any `local` ones (one screen, several players).
    const claims = [
      ...(input.seat !== undefined ? [{ seat: input.seat, name: input.name }] : []),
      ...(input.local ?? []),
    ].map((cl) => ({ ...cl, token: newToken() }));
    const claimed = new Map(claims.map((cl) => [cl.seat, cl]));
    for (const cl of claims) {
      if (cl.seat >= input.players || specs[cl.seat].kind !== 'human' || claimed.get(cl.seat) !== cl) {
        throw new ServerError('BAD_SEAT', { seat: cl.seat + 1 });
      }
    }
    const id = handoff?.id ?? newMatchId();
    const hostToken = newToken();
    const now = Date.now();
    const seats: LiveSeat[] = specs.map((s, i) => ({
      matchId: id,
      seat: i,
      kind: s.kind,
      botLevel: s.kind === 'bot' ? s.level : null,
      name: claimed.get(i)?.name ?? null,
      tokenHash: claimed.has(i) ? hashToken(claimed.get(i)!.token) : null,
      reserved: handoff?.reserved.get(i) ?? null,
      connections: 0,
      offlineSince: now,
    }));
    const status: MatchStatus = seats.every((s) => s.kind === 'bot' || s.tokenHash !== null)
      ? 'playing'
      : 'open';
    const hash = stateHash(state);
    const record: MatchRecord = {
      id,
      game: game.id,
      players: input.players,
      options,
      seed,
      status,
      version: 0,
      stateHash: hash,
      hostTokenHash: hashToken(hostToken),
      result: null,
      createdAt: now,
      updatedAt: now,
      settings: {
        clock: input.clock ?? DEFAULT_SETTINGS.clock,
        onTimeout: input.onTimeout ?? DEFAULT_SETTINGS.onTimeout,
        ...(input.rated ? { rated: true } : {}),
      },
      ...(status === 'playing' ? { startedAt: now } : {}),
    };
    await c.storage.createMatch(record, seats, { seq: 0, state: JSON.stringify(state), stateHash: hash });
    if (player !== null && input.seat !== undefined)
      await accountsOf(c.storage)?.setSeatPlayer(id, input.seat, player);
    const m = new LiveMatch(game, record, seats, state);
    m.client = client;
    if (status === 'playing') startClock(m, c.clockScale, now);
    c.parts.loader.add(m);
    c.cluster?.publish(id, 0, true); // the other nodes load it (open-match lists, bots if this node dies)
    c.log.info({ match: id, game: game.id, players: input.players }, 'match created');
    c.parts.bots.schedule(m);
    c.parts.timeouts.arm(m);
    c.parts.loader.maybeEvict(m);
    const out: CreatedMatchT = { match: c.parts.out.info(m), hostToken };
    if (input.seat !== undefined) {
      out.seat = input.seat;
      out.token = claimed.get(input.seat)!.token;
    }
    if (input.local)
      out.local = input.local.map((l) => ({ seat: l.seat, token: claimed.get(l.seat)!.token }));
    return out;
  }

  async join(id: string, body: JoinBody, player: string | null = null): Promise<Seated> {
    const m = await this.c.parts.loader.require(id);
    return m.run(async () => {
      if (m.status === 'finished' || m.status === 'broken') throw new ServerError('NO_FREE_SEAT');
      await this.checkRatedSeat(m, player);
      let seat: LiveSeat | undefined;
      if (body.seat !== undefined) {
        seat = m.seats[body.seat];
        if (seat?.kind !== 'human') throw new ServerError('BAD_SEAT', { seat: body.seat + 1 });
        if (seat.tokenHash !== null || m.isReserved(body.seat))
          throw new ServerError('SEAT_TAKEN', { seat: body.seat + 1 });
      } else {
        seat = m.seats.find((s) => s.kind === 'human' && s.tokenHash === null && !m.isReserved(s.seat));
        if (!seat) throw new ServerError('NO_FREE_SEAT');
      }
      const token = newToken();
      await this.setSeat(m, seat, {
        tokenHash: hashToken(token),
        name: body.name ?? null,
        reserved: null,
        offlineSince: Date.now(),
      });
      if (player !== null) await accountsOf(this.c.storage)?.setSeatPlayer(m.id, seat.seat, player);
      await this.maybeStart(m);
      this.changed(m);
      return { match: this.c.parts.out.info(m), seat: seat.seat, token };
    });
  }

  async leave(id: string, token: string): Promise<void> {
    const m = await this.c.parts.loader.require(id);
    await m.run(async () => {
      const seat = m.seats.find((s) => s.kind === 'human' && tokenMatches(token, s.tokenHash));
      if (!seat) throw new ServerError('BAD_TOKEN');
      await this.setSeat(m, seat, { tokenHash: null, name: null });
      await accountsOf(this.c.storage)?.setSeatPlayer(m.id, seat.seat, null);
      this.changed(m);
    });
  }

  /**
   * A seat follows its person to another device (issue 15): a profile that holds a human seat of this match
   * (seat_players) takes it here with a fresh token. The seat's token is rotated, not shared: the old device's
   * connections get BAD_TOKEN, and it may take the seat back the same way. `seatIndex`: which of my seats (default:
   * my first). NOT_YOUR_SEAT when the profile holds none (a bot took it, I left it, or it is someone else's).
   */
  async takeSeat(id: string, player: string, seatIndex?: number): Promise<Seated> {
    const accounts = accountsOf(this.c.storage);
    if (!accounts) throw new ServerError('NOT_YOUR_SEAT');
    const m = await this.c.parts.loader.require(id);
    return m.run(async () => {
      if (this.c.cluster) await this.c.parts.sync.refreshSeats(m); // a bot may have taken it through another node
      const mine = [...(await accounts.seatPlayers(m.id))]
        .filter(([s, o]) => o.playerId === player && m.seats[s]?.kind === 'human')
        .map(([s]) => s)
        .filter((s) => seatIndex === undefined || s === seatIndex)
        .sort((a, b) => a - b);
      if (mine.length === 0) throw new ServerError('NOT_YOUR_SEAT');
      const seat = m.seats[mine[0]];
      const token = newToken();
      // in memory first: the old token's connections are dropped (BAD_TOKEN) before anything else runs
      await this.setSeat(m, seat, { tokenHash: hashToken(token), reserved: null });
      await this.maybeStart(m);
      this.changed(m);
      this.c.log.info({ match: m.id, seat: seat.seat }, 'seat taken on another device');
      return { match: this.c.parts.out.info(m), seat: seat.seat, token };
    });
  }

  /** The host puts a bot in a human seat nobody is connected to (a player left or vanished). */
  async replaceWithBot(
    id: string,
    hostToken: string,
    seatIndex: number,
    level: string,
    client: string | null,
  ): Promise<MatchInfoT> {
    const m = await this.c.parts.loader.require(id);
    return m.run(async () => {
      // the host, or any person seated at the table: no power stays tied to the host's browser
      const seated = m.seats.some((s) => s.kind === 'human' && tokenMatches(hostToken, s.tokenHash));
      if (!seated && !tokenMatches(hostToken, m.record.hostTokenHash)) throw new ServerError('NOT_HOST');
      if (level === 'hard' && !m.seats.some((s) => s.kind === 'bot' && s.botLevel === 'hard')) {
        this.checkHardBotQuota(client);
        m.client = client;
      }
      const seat = m.seats[seatIndex];
      if (seat?.kind !== 'human' || seat.connections > 0 || m.status === 'finished') {
        throw new ServerError('BAD_SEAT', { seat: seatIndex + 1 });
      }
      await this.setSeat(m, seat, {
        kind: 'bot',
        botLevel: level,
        tokenHash: null,
        name: null,
        reserved: null,
      });
      await accountsOf(this.c.storage)?.setSeatPlayer(m.id, seat.seat, null);
      await this.maybeStart(m);
      this.changed(m);
      this.c.parts.bots.schedule(m);
      return this.c.parts.out.info(m);
    });
  }

  /**
   * Rematch hand-off. A seated player of a finished match (by its seat token) asks for a rematch: the first
   * call creates it (same game, options, players and seat kinds; every human seat kept for the player who held
   * it, for `rematchClaimMs`), records it on the old match (MatchInfo `rematch`, pushed to every connection)
   * and seats the caller; each later call by another player of the old match claims that player's own seat.
   * Each claim is one-time: the seat then has a token, and a second claim gets SEAT_TAKEN.
   */
  async rematch(id: string, token: string, name?: string, player: string | null = null): Promise<Rematched> {
    const { c } = this;
    const m = await c.parts.loader.require(id);
    return m.run(async () => {
      const seat = m.seats.find((s) => s.kind === 'human' && tokenMatches(token, s.tokenHash));
      if (!seat || seat.tokenHash === null) throw new ServerError('BAD_TOKEN');
      if (m.status !== 'finished') throw new ServerError('NOT_FINISHED');
      // Which rematch: its id is chosen and recorded on the old match *before* the match exists, by a set-once
      // update in storage, so racing callers agree on one id with nothing to undo (here they queue on the old
      // match; on other cluster nodes the database decides). Whoever then finds that id without a match creates
      // it; two creating at once collide on the primary key, and the loser (MatchExistsError) joins the winner's.
      // A crash between the two steps leaves an id without a match, which the next call creates.
      let rematchId = m.record.rematch ?? null;
      if (rematchId === null) rematchId = await c.storage.setRematch(m.id, newMatchId());
      if (rematchId === null) throw new ServerError('MATCH_NOT_FOUND');
      let hostToken: string | undefined;
      if (!(await c.parts.loader.get(rematchId))) {
        const until = Date.now() + c.rematchClaimMs;
        const reserved = new Map<number, SeatReservation>();
        for (const s of m.seats)
          if (s.kind === 'human' && s.tokenHash !== null)
            reserved.set(s.seat, { tokenHash: s.tokenHash, until });
        const spec: CreateMatchBody = {
          game: m.game.id,
          players: m.record.players,
          options: m.record.options as Record<string, unknown>,
          // the same table settings: its clock, what a timeout does, rated or casual
          clock: m.settings.clock,
          onTimeout: m.settings.onTimeout,
          ...(m.settings.rated ? { rated: true } : {}),
          seats: m.seats.map((s) =>
            s.kind === 'bot'
              ? { kind: 'bot' as const, level: (s.botLevel ?? 'medium') as 'medium' }
              : { kind: 'human' as const },
          ),
        };
        try {
          hostToken = (await this.create(spec, m.client, { id: rematchId, reserved })).hostToken;
          c.log.info({ match: m.id, rematch: rematchId }, 'rematch created');
        } catch (e) {
          if (!(e instanceof MatchExistsError)) throw e;
        }
      }
      if (m.record.rematch !== rematchId) {
        m.record.rematch = rematchId;
        c.cluster?.publish(m.id, m.version, true); // other nodes reload the old match's row and tell theirs
        c.parts.out.broadcastInfo(m);
      }
      const joined = await this.claimSeat(
        rematchId,
        seat.seat,
        seat.tokenHash,
        name ?? seat.name ?? undefined,
        player,
      );
      const out: Rematched = { ...joined, created: hostToken !== undefined };
      if (hostToken !== undefined) out.hostToken = hostToken;
      return out;
    });
  }

  /** Seats the holder of an old seat token (by its hash) in its reserved (or still free) seat of a rematch. */
  private async claimSeat(
    id: string,
    seatIndex: number,
    oldTokenHash: string,
    name: string | undefined,
    player: string | null = null,
  ): Promise<Seated> {
    const m = await this.c.parts.loader.require(id);
    return m.run(async () => {
      if (this.c.cluster) await this.c.parts.sync.refreshSeats(m); // it may have been claimed through another node
      const seat = m.seats[seatIndex];
      const r = seat?.reserved;
      if (r && r.tokenHash !== oldTokenHash && m.isReserved(seatIndex))
        throw new ServerError('SEAT_TAKEN', { seat: seatIndex + 1 });
      if (seat?.kind !== 'human' || m.status === 'finished' || m.status === 'broken')
        throw new ServerError('BAD_SEAT', { seat: seatIndex + 1 });
      if (seat.tokenHash !== null) throw new ServerError('SEAT_TAKEN', { seat: seatIndex + 1 });
      const token = newToken();
      await this.setSeat(m, seat, {
        tokenHash: hashToken(token),
        name: name ?? null,
        reserved: null,
        offlineSince: Date.now(),
      });
      if (player !== null) await accountsOf(this.c.storage)?.setSeatPlayer(m.id, seat.seat, player);
      await this.maybeStart(m);
      this.changed(m);
      return { match: this.c.parts.out.info(m), seat: seat.seat, token };
    });
  }

  /** A rated match seats only people with a profile, each at most once (issue 15). */
  private async checkRatedSeat(m: LiveMatch, player: string | null): Promise<void> {
    if (!(m.settings as { rated?: boolean }).rated) return;
    if (player === null) throw new ServerError('RATED_NEEDS_PROFILE');
    const owners = await accountsOf(this.c.storage)?.seatPlayers(m.id);
    for (const [seat, o] of owners ?? [])
      if (o.playerId === player && m.seats[seat]?.tokenHash !== null) throw new ServerError('ALREADY_SEATED');
  }

  /**
   * Inside the match's queue: changes a seat in memory first — dropping the connections of a token that stops
   * being valid — then stores it; if storing fails, the seat is as it was (the dropped connections reconnect).
   */
  async setSeat(m: LiveMatch, seat: LiveSeat, change: Partial<LiveSeat>): Promise<void> {
    const before: LiveSeat = { ...seat };
    Object.assign(seat, change);
    if (before.tokenHash !== null && seat.tokenHash !== before.tokenHash) m.revokeSeat(seat.seat);
    try {
      const { connections: _, offlineSince: __, ...row } = seat;
      await this.c.storage.updateSeat(row);
    } catch (e) {
      Object.assign(seat, before);
      throw e;
    }
  }

  /** Inside the match's queue: an open match whose seats are all taken starts. */
  async maybeStart(m: LiveMatch): Promise<void> {
    if (m.status !== 'open') return;
    const full = () => m.seats.every((s) => s.kind === 'bot' || s.tokenHash !== null);
    // On a cluster the other seats may have been filled through other nodes: decide on the stored seats. Of two
    // nodes filling the last two seats at once, the one that reads last sees both (each writes before it reads).
    if (this.c.cluster && !full()) await this.c.parts.sync.refreshSeats(m);
    if (m.status !== 'open' || !full()) return;
    const now = Date.now();
    await this.c.storage.setStatus(m.id, 'playing', now);
    m.status = 'playing';
    m.record.startedAt = now;
    startClock(m, this.c.clockScale, now);
    this.c.log.info({ match: m.id }, 'match started');
    this.c.parts.bots.schedule(m);
    this.c.parts.timeouts.arm(m);
  }

  /**
   * Hard bots search for up to 0.9 s a move on the server's bot workers, shared by every match: one address may
   * keep only so many unfinished matches with them (after a restart, matches no longer know their creator).
   */
  private checkHardBotQuota(client: string | null): void {
    const limit = this.c.hardBotMatchesPerClient;
    if (limit <= 0 || client === null) return;
    let n = 0;
    for (const m of this.c.live.values()) {
      if (m.client !== client || (m.status !== 'open' && m.status !== 'playing')) continue;
      if (m.seats.some((s) => s.kind === 'bot' && s.botLevel === 'hard')) n++;
    }
    if (n >= limit) throw new ServerError('BOT_QUOTA', { limit });
  }

  /** Tells the other nodes and every connection that the seats changed. */
  private changed(m: LiveMatch): void {
    this.c.cluster?.publish(m.id, m.version, true);
    this.c.parts.out.broadcastInfo(m);
  }
}
