import type { Notice } from '../cluster.ts';
import { ServerError } from '../errors.ts';
import type { ChatEntry } from '../storage/types.ts';
import type { ServiceContext } from './context.ts';
import type { LiveMatch, Subscriber } from './live-match.ts';

/** How many messages `chatHistory` carries (the newest the viewer may see). */
export const CHAT_HISTORY = 50;
/** How many messages (the newest) a finished match's chat log returns. */
export const CHAT_LOG_MAX = 1000;

/** A message as written: text or a quick reaction (already checked by the ClientMessage schema). */
export interface ChatInput {
  text?: string;
  reaction?: string;
}

/** What this node knows of a live match's chat. */
interface ChatState {
  loaded: boolean;
  /** The highest message id delivered to this node's connections. */
  last: number;
  /** The newest CHAT_HISTORY messages, and the newest CHAT_HISTORY of players (seat ≥ 0): the two histories. */
  all: ChatEntry[];
  players: ChatEntry[];
  /** This match's chat work, one task at a time (apart from its moves: a message never waits for a move). */
  chain: Promise<unknown>;
}

/** A connection's chat rate: at most `max` messages in any `windowMs` (default 5 per 10 s). */
export class ChatRate {
  private readonly times: number[] = [];

  constructor(
    private readonly max = 5,
    private readonly windowMs = 10_000,
  ) {}

  /** Counts one message; false (and not counted) when it is over the rate. */
  take(now = Date.now()): boolean {
    while (this.times.length > 0 && now - this.times[0] >= this.windowMs) this.times.shift();
    if (this.times.length >= this.max) return false;
    this.times.push(now);
    return true;
  }
}

/**
 * The chat beside a match (docs/protocol.md, "Chat"): stored apart from the log (a message changes no version),
 * sent to whoever may see it, a history after every `sync`, and the whole chat of a finished match. During play a
 * spectator's message reaches only spectators (no coaching); once the match is over everything is public.
 *
 * On a cluster each message gets the next id of its match in storage; a notice tells the other nodes, which read
 * the rows after the last id they delivered, so every node delivers every message once and in order.
 */
export class Chat {
  /** Per live match; gone with it when it leaves memory. */
  private readonly states = new WeakMap<LiveMatch, ChatState>();

  constructor(private readonly c: ServiceContext) {}

  /** A message from a live connection of match `id`; returns the match's version (unchanged) for the ack. */
  async post(id: string, sub: Subscriber, input: ChatInput): Promise<number> {
    const m = await this.c.parts.loader.require(id);
    if (!m.subscribers.has(sub)) throw new ServerError('NOT_HELLO');
    let seat = -1;
    let name: string | null = null;
    if (sub.viewer >= 0) {
      const s = m.seatOf({ seat: sub.viewer, tokenHash: sub.tokenHash });
      if (!s) throw new ServerError('BAD_TOKEN');
      seat = s.seat;
      name = s.name;
    }
    const entry: Omit<ChatEntry, 'id'> =
      input.text !== undefined
        ? { at: Date.now(), seat, name, text: input.text }
        : { at: Date.now(), seat, name, reaction: input.reaction };
    await this.queue(m, async (st) => {
      const chatId = await this.c.storage.appendChat(m.id, entry);
      // another node's messages came first: deliver them (and this one) in order, from storage
      if (chatId === st.last + 1) this.deliver(m, st, { id: chatId, ...entry });
      else await this.catchUp(m, st);
      this.c.cluster?.publish(m.id, m.version, false, chatId);
    });
    return m.version;
  }

  /**
   * Inside the match's queue, right after a `sync`: the newest messages `sub` may see, as `chatHistory`. Never
   * throws: when storage fails, the connection simply gets no history this time.
   */
  async sendHistory(m: LiveMatch, sub: Subscriber): Promise<void> {
    try {
      await this.queue(m, async (st) => {
        if (this.c.cluster) await this.catchUp(m, st);
        const list = this.hiddenFrom(m, sub) ? st.players : st.all;
        sub.send(JSON.stringify({ type: 'chatHistory', messages: list }));
      });
    } catch (e) {
      this.c.log.warn({ match: m.id, err: (e as Error).message }, 'chat history failed');
    }
  }

  /** The chat of a finished match (the newest CHAT_LOG_MAX messages), oldest first: all of it is public now. */
  async finishedLog(id: string): Promise<ChatEntry[]> {
    const record = await this.c.storage.getMatch(id);
    if (!record) throw new ServerError('MATCH_NOT_FOUND');
    if (record.status !== 'finished') throw new ServerError('NOT_FINISHED');
    return this.c.storage.readChat(id, { last: CHAT_LOG_MAX });
  }

  /** Another node stored message `n.c`: read what this node has not delivered yet (if it holds the match). */
  onNotice(n: Notice): void {
    const m = this.c.live.get(n.m);
    const st = m && this.states.get(m);
    if (!m || !st || this.c.closing || (n.c ?? 0) <= st.last) return;
    this.queueCatchUp(m);
  }

  /** After the bus reconnected (notices may be lost): catch up every match whose chat this node holds. */
  catchUpAll(): void {
    for (const m of this.c.live.values()) if (this.states.has(m)) this.queueCatchUp(m);
  }

  private queueCatchUp(m: LiveMatch): void {
    this.queue(m, (st) => this.catchUp(m, st)).catch((e) =>
      this.c.log.warn({ match: m.id, err: (e as Error).message }, 'chat catch-up failed'),
    );
  }

  /** Whether a spectator's message is kept from this connection now (a player, during play). */
  private hiddenFrom(m: LiveMatch, sub: Subscriber): boolean {
    return sub.viewer >= 0 && m.status !== 'finished';
  }

  /** Runs `fn` after the match's earlier chat work, with its chat loaded. */
  private queue<T>(m: LiveMatch, fn: (st: ChatState) => Promise<T>): Promise<T> {
    let st = this.states.get(m);
    if (!st) {
      st = { loaded: false, last: 0, all: [], players: [], chain: Promise.resolve() };
      this.states.set(m, st);
    }
    const s = st;
    const p = s.chain.then(async () => {
      if (!s.loaded) await this.load(m, s);
      return fn(s);
    });
    s.chain = p.then(
      () => undefined,
      () => undefined,
    );
    return p;
  }

  private async load(m: LiveMatch, st: ChatState): Promise<void> {
    const [all, players] = await Promise.all([
      this.c.storage.readChat(m.id, { last: CHAT_HISTORY }),
      this.c.storage.readChat(m.id, { last: CHAT_HISTORY, playersOnly: true }),
    ]);
    st.all = all;
    st.players = players;
    st.last = all.at(-1)?.id ?? 0;
    st.loaded = true;
  }

  /** Delivers the stored messages after the last one delivered here (another node's), in order. */
  private async catchUp(m: LiveMatch, st: ChatState): Promise<void> {
    for (const e of await this.c.storage.readChat(m.id, { afterId: st.last })) this.deliver(m, st, e);
  }

  /** Sends a new message to every connection that may see it, and keeps it for the histories. */
  private deliver(m: LiveMatch, st: ChatState, e: ChatEntry): void {
    if (e.id <= st.last) return;
    st.last = e.id;
    st.all.push(e);
    if (st.all.length > CHAT_HISTORY) st.all.shift();
    if (e.seat >= 0) {
      st.players.push(e);
      if (st.players.length > CHAT_HISTORY) st.players.shift();
    }
    const text = JSON.stringify({ type: 'chat', message: e });
    for (const sub of m.subscribers) if (e.seat >= 0 || !this.hiddenFrom(m, sub)) sub.send(text);
  }
}
