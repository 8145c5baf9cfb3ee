import type { AnyGame, Viewer } from '@potluck/engine';
import type { z } from 'zod';
import type { BotPool } from './bot-pool.ts';
import { ServerError } from './errors.ts';
import type { CreatedMatch, CreateMatchBody, JoinBody } from './schemas.ts';
import { Accounts } from './service/accounts.ts';
import { AnalysisQueue } from './service/analysis.ts';
import { BotTurns } from './service/bot-turns.ts';
import { Broadcaster, type MatchInfoT } from './service/broadcast.ts';
import { Chat, type ChatInput } from './service/chat.ts';
import { ClusterSync } from './service/cluster-sync.ts';
import { Connections } from './service/connections.ts';
import { ServiceContext, type ServiceOptions } from './service/context.ts';
import { type Hint, Hints } from './service/hints.ts';
import type { Actor, Subscriber } from './service/live-match.ts';
import { Loader } from './service/loader.ts';
import { Play } from './service/play.ts';
import { Presence } from './service/presence.ts';
import { QuickMatch } from './service/queue.ts';
import { Ratings } from './service/ratings.ts';
import { Reading } from './service/reading.ts';
import { SeatChanges } from './service/seat-changes.ts';
import { type Rematched, type Seated, Seats } from './service/seats.ts';
import { Timeouts } from './service/timeouts.ts';
import type { ChatEntry, Storage } from './storage/types.ts';
import { tokenMatches } from './tokens.ts';

export type { Logger, ServiceOptions } from './service/context.ts';
export type { Actor, Subscriber } from './service/live-match.ts';
export { stateHash } from './service/state-hash.ts';

/**
 * The domain logic shared by HTTP and WebSocket, as one façade over its parts (packages/server/src/service/):
 * matches and seats, live connections, moves and undo, bots, broadcasting, reading, loading and recovery, and
 * catching up with other nodes. Each part does one job; this class wires them and is the only entry point.
 */
export class MatchService {
  private readonly c: ServiceContext;
  /** Post-game analyses: queued in storage (any node runs them), one at a time per node, stored once (issue 17). */
  readonly analysis: AnalysisQueue;
  /** Hints (issue 17 item 3); its `budget` may be set (tests: a fixed number of iterations). */
  readonly hints: Hints;

  constructor(opts: ServiceOptions) {
    const c = new ServiceContext(opts);
    c.parts = {
      loader: new Loader(c),
      seats: new Seats(c),
      connections: new Connections(c),
      play: new Play(c),
      bots: new BotTurns(c),
      out: new Broadcaster(c.absentAfterMs),
      chat: new Chat(c),
      reading: new Reading(c),
      sync: new ClusterSync(c),
      seatChanges: new SeatChanges(c),
      timeouts: new Timeouts(c),
      presence: new Presence(c),
      accounts: new Accounts(c),
      ratings: new Ratings(c),
      queue: new QuickMatch(c, opts.quickMatch),
    };
    c.cluster?.onNotice((n) => (n.c === undefined ? c.parts.sync.onNotice(n) : c.parts.chat.onNotice(n)));
    c.cluster?.onResubscribed(() => c.parts.sync.catchUpAll());
    c.cluster?.onResubscribed(() => c.parts.chat.catchUpAll());
    this.c = c;
    this.analysis = new AnalysisQueue(
      { storage: c.storage, log: c.log, exportMatch: (id) => this.exportMatch(id), games: opts.games },
      opts.analysis,
    );
    this.hints = new Hints(c);
  }

  get storage(): Storage {
    return this.c.storage;
  }

  /** People: profiles, passkeys, public profiles, leaderboards, my games (issue 15). */
  get accounts(): Accounts {
    return this.c.parts.accounts;
  }

  /** Quick match: the queue and its matcher (issue 15 item 5). */
  get queue(): QuickMatch {
    return this.c.parts.queue;
  }

  /** Bot decisions: worker threads (or in-thread when there are none). */
  get bots(): BotPool {
    return this.c.botPool;
  }

  /** Live connections over all matches. */
  get connections(): number {
    return this.c.connections;
  }

  get liveCount(): number {
    return this.c.live.size;
  }

  gameList(): AnyGame[] {
    return [...this.c.games.values()];
  }

  game(id: string): AnyGame {
    return this.c.game(id);
  }

  // ---------------------------------------------------------------- lifecycle

  /**
   * Loads every unfinished match from storage (after a restart) and restarts its bots; settles the ratings of
   * rated matches that finished without them (the server stopped between the two writes).
   */
  async recover(): Promise<{ loaded: number; broken: number; ratingsSettled: number }> {
    const loaded = await this.c.parts.loader.recover();
    return { ...loaded, ratingsSettled: await this.c.parts.ratings.settleMissed() };
  }

  /** Stops bots and waits for every match's pending work. */
  async close(): Promise<void> {
    const { c } = this;
    c.closing = true;
    c.parts.presence.close();
    c.parts.queue.close();
    await c.parts.queue.idle();
    for (const m of c.live.values()) {
      if (m.botTimer) clearTimeout(m.botTimer);
      if (m.evictTimer) clearTimeout(m.evictTimer);
      if (m.clockTimer) clearTimeout(m.clockTimer);
      m.botTimer = null;
    }
    await c.botPool.close();
    await this.analysis.close();
    await Promise.all([...c.live.values()].map((m) => m.chain));
  }

  // ---------------------------------------------------------------- matches and seats

  /** Creates a match; `client` is the creator's address (for the quota on hard bots), null for none. */
  create(
    input: CreateMatchBody,
    client: string | null = null,
    player: string | null = null,
  ): Promise<z.infer<typeof CreatedMatch>> {
    return this.c.parts.seats.create(input, client, undefined, player);
  }

  /** `player`: the profile of the browser taking the seat (its session cookie), recorded on the seat. */
  join(id: string, body: JoinBody, player: string | null = null): Promise<Seated> {
    return this.c.parts.seats.join(id, body, player);
  }

  /** A signed-in person takes the seat their profile holds here, with a fresh token (the old one stops working). */
  takeSeat(id: string, player: string, seat?: number): Promise<Seated> {
    return this.c.parts.seats.takeSeat(id, player, seat);
  }

  leave(id: string, token: string): Promise<void> {
    return this.c.parts.seats.leave(id, token);
  }

  /** The host puts a bot in a human seat nobody is connected to (a player left or vanished). */
  replaceWithBot(
    id: string,
    hostToken: string,
    seat: number,
    level: string,
    client: string | null = null,
  ): Promise<MatchInfoT> {
    return this.c.parts.seats.replaceWithBot(id, hostToken, seat, level, client);
  }

  rematch(id: string, token: string, name?: string, player: string | null = null): Promise<Rematched> {
    return this.c.parts.seats.rematch(id, token, name, player);
  }

  // ---------------------------------------------------------------- live connections and play

  /** Adds a live connection as the seat its token holds (spectator without one); returns how to remove it. */
  subscribe(id: string, sub: Subscriber, token: string | undefined): Promise<() => void> {
    return this.c.parts.connections.subscribe(id, sub, token);
  }

  resync(id: string, sub: Subscriber): Promise<void> {
    return this.c.parts.connections.resync(id, sub);
  }

  syncFor(id: string, viewer: Viewer) {
    return this.c.parts.connections.syncFor(id, viewer);
  }

  move(id: string, actor: Actor, version: number, action: unknown): Promise<number> {
    return this.c.parts.play.move(id, actor, version, action);
  }

  undo(id: string, actor: Actor, version: number, count = 1): Promise<number> {
    return this.c.parts.play.undo(id, actor, version, count);
  }

  // ---------------------------------------------------------------- chat

  /** A chat message from a live connection (docs/protocol.md "Chat"); the match's version (for the ack). */
  chat(id: string, sub: Subscriber, input: ChatInput): Promise<number> {
    return this.c.parts.chat.post(id, sub, input);
  }

  /** The chat of a finished match, oldest first (NOT_FINISHED before the end). */
  chatLog(id: string): Promise<ChatEntry[]> {
    return this.c.parts.chat.finishedLog(id);
  }

  /** The person takes their seat back from the bot playing for them (after a timeout or a vote). */
  takeBack(id: string, actor: Actor): Promise<number> {
    return this.c.parts.seatChanges.takeBack(id, actor);
  }

  /** The seat a token holds in a match (BAD_TOKEN if none): for HTTP calls that act as a seat. */
  async seatOfToken(id: string, token: string): Promise<number> {
    const m = await this.c.parts.loader.require(id);
    const seat = m.seats.find((s) => s.kind === 'human' && tokenMatches(token, s.tokenHash));
    if (!seat) throw new ServerError('BAD_TOKEN');
    return seat.seat;
  }

  resign(id: string, actor: Actor): Promise<number> {
    return this.c.parts.seatChanges.resign(id, actor);
  }

  proposeBot(id: string, actor: Actor, seat: number, level: string): Promise<number> {
    return this.c.parts.seatChanges.proposeBot(id, actor, seat, level);
  }

  /** Hints (issue 17): the best moves for the actor's turn from its view, in casual matches against bots only. */
  hint(id: string, actor: Actor): Promise<Hint> {
    return this.hints.hint(id, actor);
  }

  vote(id: string, actor: Actor, seat: number, yes: boolean): Promise<number> {
    return this.c.parts.seatChanges.vote(id, actor, seat, yes);
  }

  /** Proposes hints for everyone at the table (casual matches with other people; all must agree). */
  proposeHints(id: string, actor: Actor): Promise<number> {
    return this.c.parts.seatChanges.proposeHints(id, actor);
  }

  /** The actor's answer to the open hints proposal. */
  voteHints(id: string, actor: Actor, yes: boolean): Promise<number> {
    return this.c.parts.seatChanges.voteHints(id, actor, yes);
  }

  // ---------------------------------------------------------------- reading

  matchInfo(id: string): Promise<MatchInfoT> {
    return this.c.parts.reading.matchInfo(id);
  }

  listOpen(filter: { game?: string; limit: number }): MatchInfoT[] {
    return this.c.parts.reading.listOpen(filter);
  }

  listPlaying(filter: { game?: string; limit: number }): MatchInfoT[] {
    return this.c.parts.reading.listPlaying(filter);
  }

  history(filter: { game?: string; limit: number; before?: number }): Promise<MatchInfoT[]> {
    return this.c.parts.reading.history(filter);
  }

  /** A finished match as a scenario without the seed (`GET /api/matches/{id}/export`). */
  exportMatch(id: string) {
    return this.c.parts.reading.exportMatch(id);
  }

  /** A finished match's replay for one viewer, as JSON text (built once per match and viewer). */
  replay(id: string, token: string | undefined, asSeat?: number): Promise<string> {
    return this.c.parts.reading.replay(id, token, asSeat);
  }

  // ---------------------------------------------------------------- for tests

  /** The true state of a live match. For tests and tools only; never exposed over the network. */
  debugState(id: string): unknown {
    return this.c.live.get(id)?.state;
  }

  /** The secret seed of a live match. For tests that check it never leaves the server. */
  debugSeed(id: string): string | undefined {
    return this.c.live.get(id)?.record.seed;
  }

  /** Resolves when every queued task of a match has run and no bot move is waiting or being decided. */
  async idle(id: string): Promise<void> {
    for (;;) {
      const m = this.c.live.get(id);
      if (!m) return;
      const chain = m.chain;
      await chain;
      if (m.chain === chain && !m.botTimer && !m.botThinking) return;
      await new Promise((r) => setTimeout(r, 2));
    }
  }
}
