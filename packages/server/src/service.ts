import type { Bot } from '@potluck/ai';
import {
  type AnyGame,
  applyAction,
  createGame,
  GameError,
  parseOptions,
  randomSeed,
  SPECTATOR,
  type Viewer,
  viewEvents,
} from '@potluck/engine';
import type { z } from 'zod';
import { type BotJob, BotPool, defaultBotWorkers, defaultBotWorkerUrl } from './bot-pool.ts';
import type { ClusterBus, Notice } from './cluster.ts';
import { diff, type PatchOp } from './diff.ts';
import { ServerError } from './errors.ts';
import { type Frame, frameFor } from './frames.ts';
import type { CreatedMatch, CreateMatchBody, JoinBody, MatchInfo, Replay } from './schemas.ts';
import {
  type LogEntry,
  MatchExistsError,
  type MatchRecord,
  type MatchStatus,
  type SeatRecord,
  type SeatReservation,
  SeqConflictError,
  type Storage,
} from './storage/types.ts';
import { hashToken, newMatchId, newToken, sha256, tokenMatches } from './tokens.ts';

type MatchInfoT = z.infer<typeof MatchInfo>;
type CreatedMatchT = z.infer<typeof CreatedMatch>;
type ReplayT = z.infer<typeof Replay>;

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const silent: Logger = { info() {}, warn() {}, error() {} };

export interface ServiceOptions {
  storage: Storage;
  games: readonly AnyGame[];
  /** Milliseconds a bot waits before moving (0 in tests). Default 600. */
  botDelayMs?: number;
  /** A snapshot of the state every this many versions. Default 50. */
  snapshotEvery?: number;
  /** Finished matches with no connection leave memory after this long. Default 60 s. */
  evictAfterMs?: number;
  /** Open matches (waiting for players) with no connection leave memory after this long. Default 10 min. */
  idleAfterMs?: number;
  /** How long the players of a finished match keep first claim on their seats in its rematch. Default 2 min. */
  rematchClaimMs?: number;
  logger?: Logger;
  /** A custom bot factory (tests): bots then decide on the main thread. */
  makeBot?: (gameId: string, level: string) => Bot;
  /**
   * Worker threads for bot decisions. Default: cores − 1 (at least 1) when the bundled worker script exists
   * (running from the CLI bundle), else 0. 0 = decide on the main thread.
   */
  botWorkers?: number;
  /** The bot worker script (default: bot-worker.js next to the bundled server code). */
  botWorkerUrl?: URL | null;
  /**
   * Several nodes sharing the database: notices after every change, bot-turn leases (docs/deploy.md). Without
   * it this node assumes it is the only writer.
   */
  cluster?: ClusterBus;
  /** How long a bot-turn lease lasts (cluster only; default 3000 ms): another node takes over after it. */
  leaseMs?: number;
}

/** A live connection's view of a match: the service calls `send` with ready-to-send JSON text. */
export interface Subscriber {
  readonly viewer: Viewer;
  send(text: string): void;
  /** Called after the service dropped this subscriber because its seat token stopped being valid. */
  revoke?(): void;
}

interface LiveSeat extends SeatRecord {
  connections: number;
}

/** The undoable run: the latest log entries, all by `seat`, none revealing anything (see docs/protocol.md). */
interface Tail {
  seat: number;
  /** The state before the run's first move. */
  base: unknown;
  /** The run's moves that are still in effect. */
  moves: { seq: number; action: unknown }[];
}

type NewEntry = Omit<LogEntry, 'stateHash'>;

/** How many recent events (at most) a `sync` carries, per viewer. */
const RECENT_EVENTS = 50;

interface CachedFrame {
  version: number;
  frame: Frame;
}

class LiveMatch {
  state: unknown;
  version = 0;
  status: MatchStatus;
  result: unknown | null = null;
  tail: Tail;
  chain: Promise<unknown> = Promise.resolve();
  botTimer: NodeJS.Timeout | null = null;
  /** A bot decision is being made (in a worker) for this version; no second one is started meanwhile. */
  botThinking = false;
  /**
   * The latest versions' events, already redacted for every viewer (index viewer + 1; JSON text and count), so a
   * `sync` can carry the recent history. Never raw events: only what each viewer was (or would have been) sent.
   */
  readonly recent: { version: number; byViewer: { text: string; n: number }[] }[] = [];
  evictTimer: NodeJS.Timeout | null = null;
  readonly subscribers = new Set<Subscriber>();
  /** How to remove each subscriber (the function `subscribe` returned). */
  readonly offs = new Map<Subscriber, () => void>();
  readonly frames = new Map<Viewer, CachedFrame>();
  updatedAt: number;

  constructor(
    readonly game: AnyGame,
    readonly record: MatchRecord,
    readonly seats: LiveSeat[],
    state: unknown,
  ) {
    this.state = state;
    this.status = record.status;
    this.result = record.result;
    this.tail = { seat: -2, base: state, moves: [] };
    this.updatedAt = record.updatedAt;
  }

  get id(): string {
    return this.record.id;
  }

  /** Runs `fn` after every earlier task of this match: one move at a time per match. */
  run<T>(fn: () => Promise<T> | T): Promise<T> {
    const p = this.chain.then(() => fn());
    this.chain = p.then(
      () => undefined,
      () => undefined,
    );
    return p;
  }
}

/** Canonical JSON (sorted keys, undefined dropped), written for speed: it runs on every move. */
function canonical(v: unknown): string {
  if (v === null || typeof v !== 'object') {
    return typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'null') : (JSON.stringify(v) ?? 'null');
  }
  if (Array.isArray(v)) {
    let s = '[';
    for (let i = 0; i < v.length; i++) s += (i > 0 ? ',' : '') + canonical(v[i]);
    return `${s}]`;
  }
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o).sort();
  let s = '{';
  let first = true;
  for (const k of keys) {
    if (o[k] === undefined) continue;
    s += `${first ? '' : ','}${JSON.stringify(k)}:${canonical(o[k])}`;
    first = false;
  }
  return `${s}}`;
}

/** Whether two (possibly absent) seat reservations are the same. */
function sameReservation(
  a: SeatReservation | null | undefined,
  b: SeatReservation | null | undefined,
): boolean {
  return (a?.tokenHash ?? null) === (b?.tokenHash ?? null) && (a?.until ?? null) === (b?.until ?? null);
}

/** sha256 of the state's canonical JSON: stored with every log entry and snapshot, checked on rebuild. */
export function stateHash(state: unknown): string {
  return sha256(canonical(state));
}

/**
 * The domain logic shared by HTTP and WebSocket: matches, seats, moves (one at a time per match), bots, undo,
 * persistence and recovery. Every move goes through the engine's checked `applyAction`, is appended to the log
 * (unique (match, seq)) before anyone hears of it, and is then sent to each viewer as only what it may see.
 */
export class MatchService {
  readonly storage: Storage;
  private readonly games: Map<string, AnyGame>;
  private readonly live = new Map<string, LiveMatch>();
  private readonly loading = new Map<string, Promise<LiveMatch | null>>();
  private readonly botDelayMs: number;
  private readonly snapshotEvery: number;
  private readonly evictAfterMs: number;
  private readonly idleAfterMs: number;
  private readonly rematchClaimMs: number;
  private readonly log: Logger;
  /** Bot decisions: worker threads (or in-thread when there are none). */
  readonly bots: BotPool;
  private closing = false;
  connections = 0;
  private readonly cluster: ClusterBus | null;
  private readonly leaseMs: number;

  constructor(opts: ServiceOptions) {
    this.storage = opts.storage;
    this.games = new Map(opts.games.map((g) => [g.id, g]));
    this.botDelayMs = opts.botDelayMs ?? 600;
    this.snapshotEvery = Math.max(1, opts.snapshotEvery ?? 50);
    this.evictAfterMs = opts.evictAfterMs ?? 60_000;
    this.idleAfterMs = opts.idleAfterMs ?? 10 * 60_000;
    this.rematchClaimMs = opts.rematchClaimMs ?? 2 * 60_000;
    this.log = opts.logger ?? silent;
    const workerUrl = opts.botWorkerUrl === undefined ? defaultBotWorkerUrl() : opts.botWorkerUrl;
    this.cluster = opts.cluster ?? null;
    this.leaseMs = opts.leaseMs ?? 3000;
    this.cluster?.onNotice((n) => this.onNotice(n));
    this.cluster?.onResubscribed(() => this.catchUpAll());
    this.bots = new BotPool({
      games: opts.games,
      size: opts.botWorkers ?? (workerUrl ? defaultBotWorkers() : 0),
      workerUrl,
      makeBot: opts.makeBot,
    });
  }

  gameList(): AnyGame[] {
    return [...this.games.values()];
  }

  game(id: string): AnyGame {
    const g = this.games.get(id);
    if (!g) {
      const known = [...this.games.keys()].join(', ');
      throw new GameError('UNKNOWN_GAME', {
        en: `Unknown game "${id}". Known games: ${known}.`,
        'zh-Hans': `没有名为“${id}”的游戏。已有的游戏：${known}。`,
        'zh-Hant': `沒有名為「${id}」的遊戲。已有的遊戲：${known}。`,
      });
    }
    return g;
  }

  get liveCount(): number {
    return this.live.size;
  }

  // ---------------------------------------------------------------- lifecycle

  /** Loads every unfinished match from storage (after a restart) and restarts its bots. */
  async recover(): Promise<{ loaded: number; broken: number }> {
    let loaded = 0;
    let broken = 0;
    let afterId = '';
    for (;;) {
      const batch = await this.storage.listMatches({ status: ['open', 'playing'], limit: 200, afterId });
      for (const r of batch) {
        if (this.live.has(r.id)) continue;
        const m = await this.get(r.id);
        if (m?.status === 'broken') broken++;
        else loaded++;
      }
      if (batch.length < 200) break;
      afterId = batch[batch.length - 1].id;
    }
    return { loaded, broken };
  }

  /** Stops bots and waits for every match's pending work. */
  async close(): Promise<void> {
    this.closing = true;
    for (const m of this.live.values()) {
      if (m.botTimer) clearTimeout(m.botTimer);
      if (m.evictTimer) clearTimeout(m.evictTimer);
      m.botTimer = null;
    }
    await this.bots.close();
    await Promise.all([...this.live.values()].map((m) => m.chain));
  }

  // ---------------------------------------------------------------- matches and seats

  async create(input: CreateMatchBody): Promise<CreatedMatchT> {
    return this.createMatch(input);
  }

  /** `create`, or (for a rematch) with a chosen id and seats kept for the players of the previous match. */
  private async createMatch(
    input: CreateMatchBody,
    handoff?: { id: string; reserved: ReadonlyMap<number, SeatReservation> },
  ): Promise<CreatedMatchT> {
    if (this.closing) throw new ServerError('UNAVAILABLE');
    const game = this.game(input.game);
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
    ].map((c) => ({ ...c, token: newToken() }));
    const claimed = new Map(claims.map((c) => [c.seat, c]));
    for (const c of claims) {
      if (c.seat >= input.players || specs[c.seat].kind !== 'human' || claimed.get(c.seat) !== c) {
        throw new ServerError('BAD_SEAT', { seat: c.seat + 1 });
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
    };
    await this.storage.createMatch(record, seats, { seq: 0, state: JSON.stringify(state), stateHash: hash });
    const m = new LiveMatch(game, record, seats, state);
    this.live.set(id, m);
    this.cluster?.publish(id, 0, true); // the other nodes load it (open-match lists, bots if this node dies)
    this.log.info({ match: id, game: game.id, players: input.players }, 'match created');
    this.scheduleBots(m);
    this.maybeEvict(m);
    const out: CreatedMatchT = { match: this.info(m), hostToken };
    if (input.seat !== undefined) {
      out.seat = input.seat;
      out.token = claimed.get(input.seat)!.token;
    }
    if (input.local)
      out.local = input.local.map((l) => ({ seat: l.seat, token: claimed.get(l.seat)!.token }));
    return out;
  }

  /** Public information about a match. */
  async matchInfo(id: string): Promise<MatchInfoT> {
    const m = await this.require(id);
    if (this.cluster) await m.run(() => this.catchUp(m));
    return this.info(m);
  }

  /** Matches with a free human seat (waiting to start, or a player left), newest first. */
  listOpen(filter: { game?: string; limit: number }): MatchInfoT[] {
    const out: MatchInfoT[] = [];
    for (const m of this.live.values()) {
      if (m.status !== 'open' && m.status !== 'playing') continue;
      if (filter.game !== undefined && m.game.id !== filter.game) continue;
      if (!m.seats.some((s) => s.kind === 'human' && s.tokenHash === null && !this.isReserved(m, s.seat)))
        continue;
      out.push(this.info(m));
    }
    out.sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : 1));
    return out.slice(0, filter.limit);
  }

  /** Matches being played right now (full, all-bot or waiting for a returning player), to watch: newest first. */
  listPlaying(filter: { game?: string; limit: number }): MatchInfoT[] {
    const out: MatchInfoT[] = [];
    for (const m of this.live.values()) {
      if (m.status !== 'playing') continue;
      if (filter.game !== undefined && m.game.id !== filter.game) continue;
      out.push(this.info(m));
    }
    out.sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : 1));
    return out.slice(0, filter.limit);
  }

  /** A seat kept for a player of the previous match (rematch) whose claim has not expired. */
  private isReserved(m: LiveMatch, seat: number): boolean {
    const r = m.seats[seat]?.reserved;
    return r !== null && r !== undefined && r.until > Date.now();
  }

  /**
   * Rematch hand-off. A seated player of a finished match (by its seat token) asks for a rematch: the first
   * call creates it (same game, options, players and seat kinds; every human seat kept for the player who held
   * it, for `rematchClaimMs`), records it on the old match (MatchInfo `rematch`, pushed to every connection)
   * and seats the caller; each later call by another player of the old match claims that player's own seat.
   * Each claim is one-time: the seat then has a token, and a second claim gets SEAT_TAKEN.
   */
  async rematch(
    id: string,
    token: string,
    name?: string,
  ): Promise<{ match: MatchInfoT; seat: number; token: string; hostToken?: string; created: boolean }> {
    const m = await this.require(id);
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
      if (rematchId === null) rematchId = await this.storage.setRematch(m.id, newMatchId());
      if (rematchId === null) throw new ServerError('MATCH_NOT_FOUND');
      let hostToken: string | undefined;
      if (!(await this.get(rematchId))) {
        const until = Date.now() + this.rematchClaimMs;
        const reserved = new Map<number, SeatReservation>();
        for (const s of m.seats)
          if (s.kind === 'human' && s.tokenHash !== null)
            reserved.set(s.seat, { tokenHash: s.tokenHash, until });
        const spec: CreateMatchBody = {
          game: m.game.id,
          players: m.record.players,
          options: m.record.options as Record<string, unknown>,
          seats: m.seats.map((s) =>
            s.kind === 'bot'
              ? { kind: 'bot' as const, level: (s.botLevel ?? 'medium') as 'medium' }
              : { kind: 'human' as const },
          ),
        };
        try {
          hostToken = (await this.createMatch(spec, { id: rematchId, reserved })).hostToken;
          this.log.info({ match: m.id, rematch: rematchId }, 'rematch created');
        } catch (e) {
          if (!(e instanceof MatchExistsError)) throw e;
        }
      }
      if (m.record.rematch !== rematchId) {
        m.record.rematch = rematchId;
        this.cluster?.publish(m.id, m.version, true); // other nodes reload the old match's row and tell theirs
        this.broadcastInfo(m);
      }
      const joined = await this.claimSeat(
        rematchId,
        seat.seat,
        seat.tokenHash,
        name ?? seat.name ?? undefined,
      );
      const out: { match: MatchInfoT; seat: number; token: string; hostToken?: string; created: boolean } = {
        ...joined,
        created: hostToken !== undefined,
      };
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
  ): Promise<{ match: MatchInfoT; seat: number; token: string }> {
    const m = await this.require(id);
    return m.run(async () => {
      if (this.cluster) await this.refreshSeats(m); // the seat may have been claimed through another node
      const seat = m.seats[seatIndex];
      const r = seat?.reserved;
      if (r && r.tokenHash !== oldTokenHash && this.isReserved(m, seatIndex))
        throw new ServerError('SEAT_TAKEN', { seat: seatIndex + 1 });
      if (seat?.kind !== 'human' || m.status === 'finished' || m.status === 'broken')
        throw new ServerError('BAD_SEAT', { seat: seatIndex + 1 });
      if (seat.tokenHash !== null) throw new ServerError('SEAT_TAKEN', { seat: seatIndex + 1 });
      const token = newToken();
      const next: LiveSeat = { ...seat, tokenHash: hashToken(token), name: name ?? null, reserved: null };
      await this.storage.updateSeat(next);
      Object.assign(seat, next);
      await this.maybeStart(m);
      this.cluster?.publish(m.id, m.version, true);
      this.broadcastInfo(m);
      return { match: this.info(m), seat: seat.seat, token };
    });
  }

  async join(id: string, body: JoinBody): Promise<{ match: MatchInfoT; seat: number; token: string }> {
    const m = await this.require(id);
    return m.run(async () => {
      if (m.status === 'finished' || m.status === 'broken') throw new ServerError('NO_FREE_SEAT');
      let seat: LiveSeat | undefined;
      if (body.seat !== undefined) {
        seat = m.seats[body.seat];
        if (seat?.kind !== 'human') throw new ServerError('BAD_SEAT', { seat: body.seat + 1 });
        if (seat.tokenHash !== null || this.isReserved(m, body.seat))
          throw new ServerError('SEAT_TAKEN', { seat: body.seat + 1 });
      } else {
        seat = m.seats.find((s) => s.kind === 'human' && s.tokenHash === null && !this.isReserved(m, s.seat));
        if (!seat) throw new ServerError('NO_FREE_SEAT');
      }
      const token = newToken();
      const next: LiveSeat = {
        ...seat,
        tokenHash: hashToken(token),
        name: body.name ?? null,
        reserved: null,
      };
      await this.storage.updateSeat(next);
      Object.assign(seat, next);
      await this.maybeStart(m);
      this.cluster?.publish(m.id, m.version, true);
      this.broadcastInfo(m);
      return { match: this.info(m), seat: seat.seat, token };
    });
  }

  async leave(id: string, token: string): Promise<void> {
    const m = await this.require(id);
    await m.run(async () => {
      const seat = m.seats.find((s) => s.kind === 'human' && tokenMatches(token, s.tokenHash));
      if (!seat) throw new ServerError('BAD_TOKEN');
      const next: LiveSeat = { ...seat, tokenHash: null, name: null };
      await this.storage.updateSeat(next);
      Object.assign(seat, next);
      // Connections of that seat must not see its hand any more (nor a later player's): drop them.
      for (const sub of [...m.subscribers]) {
        if (sub.viewer !== seat.seat) continue;
        m.offs.get(sub)?.();
        sub.revoke?.();
      }
      this.cluster?.publish(m.id, m.version, true);
      this.broadcastInfo(m);
    });
  }

  /** The host puts a bot in a human seat nobody is connected to (a player left or vanished). */
  async replaceWithBot(id: string, hostToken: string, seatIndex: number, level: string): Promise<MatchInfoT> {
    const m = await this.require(id);
    return m.run(async () => {
      if (!tokenMatches(hostToken, m.record.hostTokenHash)) throw new ServerError('NOT_HOST');
      const seat = m.seats[seatIndex];
      if (seat?.kind !== 'human' || seat.connections > 0 || m.status === 'finished') {
        throw new ServerError('BAD_SEAT', { seat: seatIndex + 1 });
      }
      const next: LiveSeat = {
        ...seat,
        kind: 'bot',
        botLevel: level,
        tokenHash: null,
        name: null,
        reserved: null,
      };
      await this.storage.updateSeat(next);
      Object.assign(seat, next);
      await this.maybeStart(m);
      this.cluster?.publish(m.id, m.version, true);
      this.broadcastInfo(m);
      this.scheduleBots(m);
      return this.info(m);
    });
  }

  /** Who a token is in a match: its seat, or SPECTATOR when no token is given. Throws BAD_TOKEN. */
  async authenticate(id: string, token: string | undefined): Promise<Viewer> {
    const m = await this.require(id);
    if (token === undefined) return SPECTATOR;
    let seat = m.seats.find((s) => s.kind === 'human' && tokenMatches(token, s.tokenHash));
    if (!seat && this.cluster) {
      // the seat may have been taken through another node
      await m.run(() => this.refreshSeats(m));
      seat = m.seats.find((s) => s.kind === 'human' && tokenMatches(token, s.tokenHash));
    }
    if (!seat) throw new ServerError('BAD_TOKEN');
    return seat.seat;
  }

  /** A viewer's current full frame. */
  async syncFor(id: string, viewer: Viewer): Promise<{ version: number; frame: Frame }> {
    const m = await this.require(id);
    return m.run(async () => {
      if (this.cluster) await this.catchUp(m);
      const frame = frameFor(m.game, m.state, viewer, this.canUndo(m, viewer));
      return { version: m.version, frame };
    });
  }

  /**
   * Adds a live connection. The subscriber receives, in order: `match`, `sync`, then one `update` per version.
   * Returns the function that removes it.
   */
  async subscribe(id: string, sub: Subscriber): Promise<() => void> {
    const m = await this.require(id);
    return m.run(async () => {
      if (this.cluster) await this.catchUp(m);
      m.subscribers.add(sub);
      this.connections++;
      if (m.evictTimer) {
        clearTimeout(m.evictTimer);
        m.evictTimer = null;
      }
      const seat = m.seats[sub.viewer];
      if (seat) seat.connections++;
      sub.send(JSON.stringify({ type: 'match', you: sub.viewer, match: this.info(m) }));
      this.sendSync(m, sub);
      if (seat && seat.connections === 1) this.broadcastInfo(m, sub);
      let done = false;
      const off = () => {
        if (done) return;
        done = true;
        m.subscribers.delete(sub);
        m.offs.delete(sub);
        this.connections--;
        if (seat && seat.connections > 0) {
          seat.connections--;
          if (seat.connections === 0) this.broadcastInfo(m);
        }
        this.maybeEvict(m);
      };
      m.offs.set(sub, off);
      return off;
    });
  }

  /** Sends `sub` its full frame at the current version (on connect and when it asks after a gap). */
  async resync(id: string, sub: Subscriber): Promise<void> {
    const m = await this.require(id);
    await m.run(async () => {
      if (this.cluster) await this.catchUp(m);
      this.sendSync(m, sub);
    });
  }

  // ---------------------------------------------------------------- moves

  /** Applies `action` by `seat`, made on `version`. Resolves with the new version. */
  async move(id: string, seat: number, version: number, action: unknown): Promise<number> {
    const m = await this.require(id);
    return m.run(async () => {
      if (this.cluster && (version > m.version || m.status === 'open')) await this.catchUp(m, true);
      this.checkPlayable(m, version);
      this.checkSeatHeld(m, seat);
      return this.commitMove(m, seat, action);
    });
  }

  /** Takes back the last `count` moves of `seat` (see the undo policy in docs/protocol.md). */
  async undo(id: string, seat: number, version: number, count = 1): Promise<number> {
    const m = await this.require(id);
    return m.run(async () => {
      if (this.cluster && (version > m.version || m.status === 'open')) await this.catchUp(m, true);
      this.checkPlayable(m, version);
      this.checkSeatHeld(m, seat);
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
      const undone = t.moves.slice(t.moves.length - count).map((x) => x.seq);
      let state = t.base;
      for (const mv of keep) state = applyAction(m.game, state, seat, mv.action).state;
      const seq = m.version + 1;
      const entry: NewEntry = { seq, seat, kind: 'undo', payload: { undone }, flags: 0, at: Date.now() };
      await this.persist(m, entry, state);
      m.state = state;
      m.version = seq;
      m.updatedAt = entry.at;
      t.moves = keep;
      this.cluster?.publish(m.id, seq);
      this.log.info({ match: m.id, seat, seq, undone: undone.length }, 'undo');
      this.broadcastUpdate(m, (viewer, changed) =>
        viewer === seat || changed ? [{ type: 'undo', player: seat, count }] : [],
      );
      await this.maybeSnapshot(m);
      this.scheduleBots(m);
      return seq;
    });
  }

  /** Whether `undo {count: 1}` by this viewer would be accepted now (the checks of `undo`, without the token). */
  private canUndo(m: LiveMatch, viewer: Viewer): boolean {
    if (viewer < 0 || m.status !== 'playing') return false;
    const t = m.tail;
    return t.seat === viewer && t.moves.length > 0 && m.game.activePlayers(m.state).includes(viewer);
  }

  private checkPlayable(m: LiveMatch, version: number): void {
    if (this.closing) throw new ServerError('UNAVAILABLE');
    if (m.status === 'broken') throw new ServerError('MATCH_BROKEN');
    if (m.status === 'open') throw new ServerError('NOT_STARTED');
    if (version !== m.version)
      throw new ServerError('STALE_VERSION', { version: m.version }, { version: m.version });
  }

  private checkSeatHeld(m: LiveMatch, seat: number): void {
    const s = m.seats[seat];
    if (s?.kind !== 'human' || s.tokenHash === null) throw new ServerError('BAD_TOKEN');
  }

  /** Inside the match's queue: checks and applies a move, persists it, tells everyone. */
  private async commitMove(m: LiveMatch, seat: number, action: unknown): Promise<number> {
    const prev = m.state;
    const applied = applyAction(m.game, prev, seat, action); // throws GameError; state untouched
    const seq = m.version + 1;
    const entry: NewEntry = {
      seq,
      seat,
      kind: 'move',
      payload: m.game.actionSchema.parse(action),
      flags: applied.flags,
      at: Date.now(),
    };
    await this.persist(m, entry, applied.state);
    m.state = applied.state;
    m.version = seq;
    m.updatedAt = entry.at;
    this.cluster?.publish(m.id, seq);
    const t = m.tail;
    if (applied.flags !== 0) m.tail = { seat, base: applied.state, moves: [] };
    else if (t.seat !== seat) m.tail = { seat, base: prev, moves: [{ seq, action: entry.payload }] };
    else t.moves.push({ seq, action: entry.payload });
    this.broadcastUpdate(m, (viewer) => viewEvents(m.game, applied.events, viewer));
    await this.maybeSnapshot(m);
    if (m.status === 'finished') {
      this.log.info({ match: m.id, version: seq }, 'match finished');
      this.broadcastInfo(m);
      this.maybeEvict(m);
    }
    this.scheduleBots(m);
    return seq;
  }

  /** Appends the entry (and the new status/hash) to storage; only then is the move real. */
  private async persist(m: LiveMatch, entry: NewEntry, next: unknown): Promise<void> {
    const result = m.game.result(next);
    const status: MatchStatus = result ? 'finished' : m.status;
    try {
      await this.storage.appendEntry(
        m.id,
        { ...entry, stateHash: stateHash(next) },
        status !== m.status ? { status, result: result ?? null } : undefined,
      );
    } catch (e) {
      if (e instanceof SeqConflictError) {
        this.log.warn({ match: m.id, seq: entry.seq }, 'log seq conflict: another writer');
        if (this.cluster) {
          // learn the other node's move(s) now, so the client's STALE_VERSION names the current version
          await this.catchUp(m).catch((err: Error) =>
            this.log.warn({ match: m.id, err: err.message }, 'catch-up after a conflict failed'),
          );
        }
        throw new ServerError('STALE_VERSION', { version: m.version }, { version: m.version });
      }
      this.log.error({ match: m.id, err: (e as Error).message }, 'storage append failed');
      throw new ServerError('UNAVAILABLE');
    }
    m.status = status;
    m.result = result ?? null;
  }

  private async maybeSnapshot(m: LiveMatch): Promise<void> {
    if (m.version % this.snapshotEvery !== 0) return;
    try {
      await this.storage.putSnapshot(m.id, {
        seq: m.version,
        state: JSON.stringify(m.state),
        stateHash: stateHash(m.state),
      });
    } catch (e) {
      this.log.warn({ match: m.id, err: (e as Error).message }, 'snapshot failed (recovery replays further)');
    }
  }

  private async maybeStart(m: LiveMatch): Promise<void> {
    if (m.status !== 'open') return;
    const full = () => m.seats.every((s) => s.kind === 'bot' || s.tokenHash !== null);
    // On a cluster the other seats may have been filled through other nodes: decide on the stored seats. Of two
    // nodes filling the last two seats at once, the one that reads last sees both (each writes before it reads).
    if (this.cluster && !full()) await this.refreshSeats(m);
    if (m.status !== 'open' || !full()) return;
    await this.storage.setStatus(m.id, 'playing');
    m.status = 'playing';
    this.log.info({ match: m.id }, 'match started');
    this.scheduleBots(m);
  }

  // ---------------------------------------------------------------- bots

  private scheduleBots(m: LiveMatch): void {
    if (this.closing || m.botTimer || m.botThinking || m.status !== 'playing') return;
    const active = m.game.activePlayers(m.state);
    if (!active.some((s) => m.seats[s]?.kind === 'bot')) return;
    m.botTimer = setTimeout(() => {
      m.botTimer = null;
      m.run(async () => {
        if (await this.botLease(m)) this.botTurn(m);
      }).catch((e) => {
        this.log.error({ match: m.id, err: (e as Error).message }, 'bot move failed');
      });
    }, this.botDelayMs);
  }

  /**
   * Inside the match's queue: hands the bot's decision to the pool (a worker thread) with only its seat's view,
   * and returns at once, so the match's queue and the event loop stay free while it thinks. The answer is
   * applied later, in the queue, only if the match is still at the same version (else it is dropped and the
   * bot decides again on the new state), and only through the checked applyAction.
   */
  private botTurn(m: LiveMatch): void {
    if (this.closing || m.status !== 'playing' || m.botThinking) return;
    const seat = m.game.activePlayers(m.state).find((s) => m.seats[s]?.kind === 'bot');
    if (seat === undefined) return;
    const version = m.version;
    // The bot sees only its seat's view; its randomness comes from a hash of the secret seed, never shown.
    const job: BotJob = {
      gameId: m.game.id,
      seat,
      view: m.game.view(m.state, seat),
      level: m.seats[seat].botLevel ?? 'medium',
      seed: sha256(`${m.record.seed}/bot/${seat}/${version}`),
    };
    m.botThinking = true;
    this.bots.decide(job).then(
      (action) => this.botAnswer(m, seat, version, action),
      (e: Error) => {
        if (!this.closing)
          this.log.error({ match: m.id, seat, err: e.message }, 'bot failed; playing its first legal action');
        return this.botAnswer(m, seat, version, undefined);
      },
    );
  }

  private botAnswer(m: LiveMatch, seat: number, version: number, proposed: unknown): Promise<void> {
    return m
      .run(async () => {
        m.botThinking = false;
        if (this.closing || m.status !== 'playing') return;
        if (m.version !== version || m.seats[seat]?.kind !== 'bot') {
          this.scheduleBots(m); // stale: the match moved on while the bot thought
          return;
        }
        let action = proposed;
        if (action === undefined || m.game.validate(m.state, seat, action) !== null) {
          action = m.game.legalActions(m.state, seat)[0];
        }
        await this.commitMove(m, seat, action);
      })
      .catch((e) => {
        this.log.error({ match: m.id, err: (e as Error).message }, 'bot move failed');
      });
  }

  // ---------------------------------------------------------------- broadcasting

  private info(m: LiveMatch): MatchInfoT {
    return {
      id: m.id,
      game: m.game.id,
      players: m.record.players,
      options: m.record.options,
      status: m.status,
      version: m.version,
      seats: m.seats.map((s) => ({
        seat: s.seat,
        kind: s.kind,
        botLevel: s.botLevel,
        name: s.name,
        occupied: s.kind === 'bot' || s.tokenHash !== null,
        connected: s.kind === 'bot' || s.connections > 0,
        ...(s.tokenHash === null && this.isReserved(m, s.seat) ? { reserved: true } : {}),
      })),
      result: m.result,
      createdAt: m.record.createdAt,
      updatedAt: m.updatedAt,
      rematch: m.record.rematch ?? null,
    };
  }

  private broadcastInfo(m: LiveMatch, except?: Subscriber): void {
    if (m.subscribers.size === 0) return;
    const match = this.info(m);
    for (const sub of m.subscribers) {
      if (sub === except) continue;
      sub.send(JSON.stringify({ type: 'match', you: sub.viewer, match }));
    }
  }

  private sendSync(m: LiveMatch, sub: Subscriber): void {
    const frame = frameFor(m.game, m.state, sub.viewer, this.canUndo(m, sub.viewer));
    m.frames.set(sub.viewer, { version: m.version, frame });
    const text = JSON.stringify({ type: 'sync', version: m.version, frame });
    sub.send(`${text.slice(0, -1)},"recent":${this.recentFor(m, sub.viewer)}}`);
  }

  /**
   * The viewer's recent history as JSON text: `[{version, events}]`, oldest first, versions without events for
   * it left out, at most RECENT_EVENTS events (whole versions). Built from what was redacted for this viewer.
   */
  private recentFor(m: LiveMatch, viewer: Viewer): string {
    const parts: string[] = [];
    let total = 0;
    for (let i = m.recent.length - 1; i >= 0 && total < RECENT_EVENTS; i--) {
      const e = m.recent[i].byViewer[viewer + 1];
      if (!e || e.n === 0) continue;
      parts.push(`{"version":${m.recent[i].version},"events":${e.text}}`);
      total += e.n;
    }
    return `[${parts.reverse().join(',')}]`;
  }

  /**
   * Keeps this version's events for `sync`, redacted now for every viewer: those with connections get exactly
   * what they were sent; the others what game.viewEvent gives them (for an undo, whose event depends on whether
   * the viewer's frame changed, they get it only if they made it — never more than they would have seen).
   */
  private remember(
    m: LiveMatch,
    sent: Map<Viewer, unknown[]>,
    eventsFor: (viewer: Viewer, changed: boolean) => unknown[],
  ): void {
    const byViewer: { text: string; n: number }[] = [];
    for (let v = SPECTATOR; v < m.record.players; v++) {
      const events = sent.get(v) ?? eventsFor(v, false);
      byViewer.push(
        events.length === 0 ? { text: '', n: 0 } : { text: JSON.stringify(events), n: events.length },
      );
    }
    m.recent.push({ version: m.version, byViewer });
    if (m.recent.length > RECENT_EVENTS) m.recent.splice(0, m.recent.length - RECENT_EVENTS);
  }

  /**
   * One update per viewer with subscribers: its events and a patch from its previous frame (or the whole frame
   * when that is shorter or there is no previous frame). Computed once per viewer, sent to each of its connections.
   */
  private broadcastUpdate(m: LiveMatch, eventsFor: (viewer: Viewer, changed: boolean) => unknown[]): void {
    const byViewer = new Map<Viewer, Subscriber[]>();
    for (const sub of m.subscribers) {
      const list = byViewer.get(sub.viewer);
      if (list) list.push(sub);
      else byViewer.set(sub.viewer, [sub]);
    }
    for (const viewer of m.frames.keys()) if (!byViewer.has(viewer)) m.frames.delete(viewer);
    const sent = new Map<Viewer, unknown[]>();
    for (const [viewer, subs] of byViewer) {
      const frame = frameFor(m.game, m.state, viewer, this.canUndo(m, viewer));
      const cached = m.frames.get(viewer);
      m.frames.set(viewer, { version: m.version, frame });
      let text: string;
      if (cached && cached.version === m.version - 1) {
        const patch: PatchOp[] = diff(cached.frame, frame);
        const events = eventsFor(viewer, patch.length > 0);
        sent.set(viewer, events);
        const patchText = JSON.stringify({ type: 'update', version: m.version, events, patch });
        // a patch this short is shorter than any frame of our games; only longer ones are compared
        if (patchText.length <= 400) text = patchText;
        else {
          const fullText = JSON.stringify({ type: 'update', version: m.version, events, frame });
          text = patchText.length <= fullText.length ? patchText : fullText;
        }
      } else {
        const events = eventsFor(viewer, true);
        sent.set(viewer, events);
        text = JSON.stringify({ type: 'update', version: m.version, events, frame });
      }
      for (const sub of subs) sub.send(text);
    }
    this.remember(m, sent, eventsFor);
  }

  /**
   * Finished matches, and open ones nobody joins (idle lobbies), leave memory some time after their last
   * connection closed; they stay in storage and are loaded again on demand (join by link, info, replay).
   */
  private maybeEvict(m: LiveMatch): void {
    if (m.subscribers.size > 0 || m.evictTimer || this.closing) return;
    if (m.status !== 'finished' && m.status !== 'open') return;
    const status = m.status;
    m.evictTimer = setTimeout(
      () => {
        m.evictTimer = null;
        if (this.live.get(m.id) !== m) return;
        if (m.status !== status) {
          this.maybeEvict(m); // an open match started (and maybe finished) meanwhile
          return;
        }
        if (m.subscribers.size > 0) return;
        this.live.delete(m.id);
        if (status === 'open') this.log.info({ match: m.id }, 'idle open match left memory');
      },
      status === 'open' ? this.idleAfterMs : this.evictAfterMs,
    );
    m.evictTimer.unref();
  }

  // ---------------------------------------------------------------- history and replay

  async history(filter: { game?: string; limit: number; before?: number }): Promise<MatchInfoT[]> {
    const rows = await this.storage.listMatches({ status: 'finished', ...filter });
    const out: MatchInfoT[] = [];
    for (const r of rows) {
      const seats = await this.storage.getSeats(r.id);
      out.push({
        id: r.id,
        game: r.game,
        players: r.players,
        options: r.options,
        status: r.status,
        version: r.version,
        seats: seats.map((s) => ({
          seat: s.seat,
          kind: s.kind,
          botLevel: s.botLevel,
          name: s.name,
          occupied: s.kind === 'bot' || s.tokenHash !== null,
          connected: false,
        })),
        result: r.result,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        rematch: r.rematch ?? null,
      });
    }
    return out;
  }

  /**
   * The replay of a finished match for one viewer (a seat by its token, else a spectator): the initial frame,
   * then per move the events as that viewer saw them and the patch of its frame. Actions appear only in the
   * viewer's own moves; undone moves are left out. Never the seed or anything the viewer could not see.
   * `asSeat` asks for any seat's view without its token: a finished match has no secrets left (but the seed and
   * the RNG state, which no view contains).
   */
  async replay(id: string, token: string | undefined, asSeat?: number): Promise<ReplayT> {
    const m = await this.require(id);
    if (m.status !== 'finished') throw new ServerError('NOT_FINISHED');
    let viewer: Viewer = SPECTATOR;
    if (asSeat !== undefined) {
      if (asSeat >= m.seats.length) throw new ServerError('BAD_REQUEST', { detail: 'seat: no such seat' });
      viewer = asSeat;
    } else if (token !== undefined) {
      const seat = m.seats.find((s) => tokenMatches(token, s.tokenHash));
      if (!seat) throw new ServerError('BAD_TOKEN');
      viewer = seat.seat;
    }
    const log = await this.storage.readLog(id);
    const snap = await this.storage.getSnapshot(id, 0);
    if (!snap) throw new ServerError('MATCH_BROKEN');
    const undone = new Set<number>();
    for (const e of log)
      if (e.kind === 'undo') for (const s of (e.payload as { undone: number[] }).undone) undone.add(s);
    let state: unknown = JSON.parse(snap.state);
    let frame = frameFor(m.game, state, viewer);
    const initial = frame;
    const steps: ReplayT['steps'] = [];
    for (const e of log) {
      if (e.kind !== 'move' || undone.has(e.seq)) continue;
      const applied = applyAction(m.game, state, e.seat, e.payload);
      state = applied.state;
      const next = frameFor(m.game, state, viewer);
      const step: ReplayT['steps'][number] = {
        seq: e.seq,
        seat: e.seat,
        events: viewEvents(m.game, applied.events, viewer),
        patch: diff(frame, next),
      };
      if (e.seat === viewer) step.action = e.payload;
      steps.push(step);
      frame = next;
    }
    return { match: this.info(m), viewer, initial, steps };
  }

  // ---------------------------------------------------------------- loading and recovery

  private async require(id: string): Promise<LiveMatch> {
    const m = await this.get(id);
    if (!m) throw new ServerError('MATCH_NOT_FOUND');
    return m;
  }

  /** The live match, loading (and rebuilding) it from storage when it is not in memory. */
  private async get(id: string): Promise<LiveMatch | null> {
    const m = this.live.get(id);
    if (m) return m;
    let p = this.loading.get(id);
    if (!p) {
      p = this.load(id).finally(() => this.loading.delete(id));
      this.loading.set(id, p);
    }
    return p;
  }

  private async load(id: string): Promise<LiveMatch | null> {
    const record = await this.storage.getMatch(id);
    if (!record) return null;
    const seats: LiveSeat[] = (await this.storage.getSeats(id)).map((s) => ({ ...s, connections: 0 }));
    const game = this.games.get(record.game);
    let m: LiveMatch;
    try {
      if (!game) throw new Error(`game ${record.game} is not served`);
      m = await this.rebuild(game, record, seats);
    } catch (e) {
      this.log.error({ match: id, err: (e as Error).message }, 'match could not be restored');
      if (record.status !== 'broken' && record.status !== 'finished')
        await this.storage.setStatus(id, 'broken');
      if (!game) return null;
      const snap = await this.storage.getSnapshot(id, 0);
      m = new LiveMatch(game, record, seats, snap ? JSON.parse(snap.state) : null);
      m.status = 'broken';
      m.version = record.version;
      if (m.state === null) return null;
    }
    const again = this.live.get(id);
    if (again) return again;
    this.live.set(id, m);
    this.scheduleBots(m);
    this.maybeEvict(m);
    return m;
  }

  /**
   * Rebuilds the state from the latest usable snapshot plus the log, and checks it against the stored version
   * and state hash. A snapshot is usable if no later undo took back a move at or before it, and if it is not
   * inside the current undoable run (whose starting state is needed to undo again).
   */
  private async rebuild(game: AnyGame, record: MatchRecord, seats: LiveSeat[]): Promise<LiveMatch> {
    const log = await this.storage.readLog(record.id);
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
      while (i >= 0 && log[i].seat === tailSeat && (log[i].kind === 'undo' || log[i].flags === 0)) i--;
      runStart = i + 1 < log.length ? log[i + 1].seq : version + 1;
    }
    const usable = (n: number) => {
      if (n > runStart - 1) return false;
      for (const [t, u] of undoneAt) if (t <= n && n < u) return false;
      return true;
    };
    const seqs = (await this.storage.snapshotSeqs(record.id)).filter(usable);
    const from = seqs.length > 0 ? Math.max(...seqs) : 0;
    const snap = await this.storage.getSnapshot(record.id, from);
    if (!snap) throw new Error(`snapshot ${from} missing`);
    let state: unknown = JSON.parse(snap.state);
    if (stateHash(state) !== snap.stateHash) throw new Error(`snapshot ${from} does not match its hash`);
    let base: unknown = null;
    const moves: Tail['moves'] = [];
    const recent: { version: number; events: ReturnType<typeof applyAction>['events'] }[] = [];
    for (const e of log) {
      if (e.seq <= from || e.kind !== 'move' || undoneAt.has(e.seq)) continue;
      if (e.seq >= runStart && base === null) base = state;
      const applied = applyAction(game, state, e.seat, e.payload);
      state = applied.state;
      if (e.seq >= runStart) moves.push({ seq: e.seq, action: e.payload });
      // the recent history for `sync` (moves still in effect since the snapshot, redacted per viewer)
      if (e.seq > version - RECENT_EVENTS) recent.push({ version: e.seq, events: applied.events });
    }
    if (base === null) base = state;
    const expected = log.length > 0 ? log[log.length - 1].stateHash : record.stateHash;
    if (expected !== '' && stateHash(state) !== expected)
      throw new Error('rebuilt state does not match the stored hash');
    const m = new LiveMatch(game, record, seats, state);
    m.version = version;
    m.tail = { seat: tailSeat, base, moves };
    for (const r of recent) {
      const byViewer: { text: string; n: number }[] = [];
      for (let v = SPECTATOR; v < record.players; v++) {
        const events = viewEvents(game, r.events, v);
        byViewer.push(
          events.length === 0 ? { text: '', n: 0 } : { text: JSON.stringify(events), n: events.length },
        );
      }
      m.recent.push({ version: r.version, byViewer });
    }
    if (game.result(state) && m.status !== 'finished') m.status = 'finished';
    return m;
  }

  // ---------------------------------------------------------------- cluster (several nodes, docs/deploy.md)

  /** Another node changed a match: load what changed if anyone here cares (connections or bot seats). */
  private onNotice(n: Notice): void {
    if (this.closing) return;
    const m = this.live.get(n.m);
    if (!m) {
      // a match started elsewhere: hold it too (as recovery does), so its bots go on if that node dies
      this.get(n.m).catch((e) => this.log.warn({ match: n.m, err: (e as Error).message }, 'load failed'));
      return;
    }
    const hasBots = m.seats.some((s) => s.kind === 'bot');
    if (n.s) this.queueCatchUp(m, true);
    else if (n.v > m.version && (m.subscribers.size > 0 || hasBots)) this.queueCatchUp(m, false);
  }

  private queueCatchUp(m: LiveMatch, seats: boolean): void {
    m.run(() => this.catchUp(m, seats)).catch((e) => {
      this.log.warn({ match: m.id, err: (e as Error).message }, 'catch-up failed');
    });
  }

  /** After the bus reconnected (notices may be lost): every match someone here watches or a bot plays. */
  private catchUpAll(): void {
    for (const m of this.live.values()) {
      if (m.status === 'finished' || m.status === 'broken') continue;
      if (m.subscribers.size > 0 || m.seats.some((s) => s.kind === 'bot')) this.queueCatchUp(m, true);
    }
  }

  /**
   * Inside the match's queue: applies the log entries other nodes appended since this node's version, sending
   * each local connection its own update per entry, exactly as if the move had been made here. With `seats`,
   * seats and status are reloaded first. Anything unexpected (a gap, a hash mismatch) → a full reload.
   */
  private async catchUp(m: LiveMatch, seats = false): Promise<void> {
    if (m.status === 'broken') return;
    if (seats) await this.refreshSeats(m);
    const entries = await this.storage.readLog(m.id, m.version);
    if (entries.length === 0) return;
    for (const e of entries) {
      if (e.seq !== m.version + 1 || !this.applyEntry(m, e)) {
        this.log.warn({ match: m.id, seq: e.seq }, 'catch-up: reloading the whole match');
        await this.reload(m);
        break;
      }
    }
    if (m.botTimer) {
      clearTimeout(m.botTimer); // a lost lease's retry: the turn changed
      m.botTimer = null;
    }
    if (m.status === 'finished') {
      this.broadcastInfo(m);
      this.maybeEvict(m);
    }
    this.scheduleBots(m);
  }

  /** One log entry of another node, applied to the cached state (same bookkeeping as commitMove/undo). */
  private applyEntry(m: LiveMatch, e: LogEntry): boolean {
    const t = m.tail;
    let next: unknown;
    let eventsFor: (viewer: Viewer, changed: boolean) => unknown[];
    if (e.kind === 'move') {
      let applied: ReturnType<typeof applyAction>;
      try {
        applied = applyAction(m.game, m.state, e.seat, e.payload);
      } catch {
        return false;
      }
      next = applied.state;
      if (e.stateHash !== '' && stateHash(next) !== e.stateHash) return false;
      if (applied.flags !== 0) m.tail = { seat: e.seat, base: next, moves: [] };
      else if (t.seat !== e.seat)
        m.tail = { seat: e.seat, base: m.state, moves: [{ seq: e.seq, action: e.payload }] };
      else t.moves.push({ seq: e.seq, action: e.payload });
      eventsFor = (viewer) => viewEvents(m.game, applied.events, viewer);
    } else {
      const undone = (e.payload as { undone: number[] }).undone;
      const count = undone.length;
      if (t.seat !== e.seat || t.moves.length < count) return false;
      const keep = t.moves.slice(0, t.moves.length - count);
      const dropped = t.moves.slice(t.moves.length - count).map((x) => x.seq);
      if (dropped.join() !== undone.join()) return false;
      let state = t.base;
      for (const mv of keep) state = applyAction(m.game, state, e.seat, mv.action).state;
      if (e.stateHash !== '' && stateHash(state) !== e.stateHash) return false;
      next = state;
      t.moves = keep;
      eventsFor = (viewer, changed) =>
        viewer === e.seat || changed ? [{ type: 'undo', player: e.seat, count }] : [];
    }
    m.state = next;
    m.version = e.seq;
    m.updatedAt = e.at;
    const result = m.game.result(next);
    if (result) {
      m.status = 'finished';
      m.result = result;
    }
    this.broadcastUpdate(m, eventsFor);
    return true;
  }

  /** Rebuilds a cached match from storage (keeping its connections) and sends everyone a full frame. */
  private async reload(m: LiveMatch): Promise<void> {
    const record = await this.storage.getMatch(m.id);
    if (!record) return;
    const fresh = await this.rebuild(m.game, record, m.seats);
    m.state = fresh.state;
    m.version = fresh.version;
    m.tail = fresh.tail;
    m.recent.splice(0, m.recent.length, ...fresh.recent);
    m.status = fresh.status;
    m.result = record.result;
    m.updatedAt = record.updatedAt;
    m.frames.clear();
    for (const sub of m.subscribers) this.sendSync(m, sub);
  }

  /** Reloads seats and status from storage (a join, leave or bot replacement through another node). */
  private async refreshSeats(m: LiveMatch): Promise<void> {
    const [rows, record] = await Promise.all([this.storage.getSeats(m.id), this.storage.getMatch(m.id)]);
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
      if (lostToken) {
        for (const sub of [...m.subscribers]) {
          if (sub.viewer !== r.seat) continue;
          m.offs.get(sub)?.();
          sub.revoke?.();
        }
      }
    }
    if (record && m.status === 'open' && record.status === 'playing') {
      m.status = 'playing';
      changed = true;
    }
    if (record && (record.rematch ?? null) !== (m.record.rematch ?? null)) {
      m.record.rematch = record.rematch ?? null; // a player started the rematch through another node
      changed = true;
    }
    if (changed) {
      this.broadcastInfo(m);
      this.scheduleBots(m);
    }
  }

  /**
   * Inside the match's queue, before a bot turn: on a cluster, catch up and take the lease of this turn (one node
   * computes it). A node that loses tries again after the lease would expire (the holder may have died); the
   * log's unique (match, seq) keeps the move single in any case.
   */
  private async botLease(m: LiveMatch): Promise<boolean> {
    if (!this.cluster) return true;
    await this.catchUp(m);
    if (this.closing || m.status !== 'playing' || m.botTimer) return false;
    if (await this.cluster.lease(`${m.id}:${m.version}`, this.leaseMs)) return true;
    m.botTimer = setTimeout(() => {
      m.botTimer = null;
      this.scheduleBots(m);
    }, this.leaseMs + 50);
    m.botTimer.unref();
    return false;
  }

  // ---------------------------------------------------------------- for tests

  /** The true state of a live match. For tests and tools only; never exposed over the network. */
  debugState(id: string): unknown {
    return this.live.get(id)?.state;
  }

  /** The secret seed of a live match. For tests that check it never leaves the server. */
  debugSeed(id: string): string | undefined {
    return this.live.get(id)?.record.seed;
  }

  /** Resolves when every queued task of a match has run and no bot move is waiting or being decided. */
  async idle(id: string): Promise<void> {
    for (;;) {
      const m = this.live.get(id);
      if (!m) return;
      const chain = m.chain;
      await chain;
      if (m.chain === chain && !m.botTimer && !m.botThinking) return;
      await new Promise((r) => setTimeout(r, 2));
    }
  }
}
