import type { LoggedEvent, ReceivedClock } from '@potluck/web-kit';
import { peekBootMessages, takeBootSocket } from './boot.ts';
import { ChatStore } from './chat.ts';
import { HintStore } from './hints.ts';
import { applyPatch } from './patch.ts';
import type { ClockView, ErrorBody, Frame, MatchInfo, ServerMessage } from './types.ts';

export type { LoggedEvent, ReceivedClock } from '@potluck/web-kit';

export interface MatchSnapshot {
  /** `reconnecting` after a drop; the UI shows it only if it lasts. */
  status: 'connecting' | 'open' | 'reconnecting';
  /** Our seat, -1 for a spectator, null before the server said. */
  you: number | null;
  match: MatchInfo | null;
  version: number;
  frame: Frame | null;
  /** Events seen on this page since it connected (and the recent ones sent with `sync`), oldest first. */
  log: LoggedEvent[];
  /** The last error to show (cleared by `dismissError`). */
  error: ErrorBody | null;
  /** An error that stops the connection (no such match, bad token). */
  fatal: ErrorBody | null;
  /** A move was sent and not yet answered. */
  pending: boolean;
  /**
   * The last clocks the server sent and when they arrived (`performance.now()`): a running seat shows
   * `remainingMs − (now − at)`, so only elapsed time on this machine matters. Null for a match without a clock.
   */
  clock: ReceivedClock | null;
}

const FATAL = new Set(['MATCH_NOT_FOUND', 'BAD_TOKEN', 'MATCH_BROKEN']);
const MAX_LOG = 400;
/** The messages a connection reads from the boot script's before it is taken (each starts with its type). */
const EARLY = /^\{"type":"(match|sync|update|chatHistory|chat)"/;

/**
 * One live connection to one match (docs/protocol.md): `hello` with the seat token (or none to spectate), then
 * `match` + `sync`, then an `update` per move with a patch of our frame. Reconnects silently with backoff and
 * resynchronises; a version gap or a patch that does not apply triggers a `sync`.
 */
export class MatchConnection {
  private ws: WebSocket | null = null;
  private listeners = new Set<() => void>();
  private closed = false;
  private retry = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private nextId = 1;
  private eventSeq = 0;
  /** The last move sent, kept to retry it once if another player's move got in first (STALE_VERSION). */
  private lastMove: unknown = undefined;
  private stale: { action: unknown; error: ErrorBody; tries: number } | null = null;
  snapshot: MatchSnapshot = {
    status: 'connecting',
    you: null,
    match: null,
    version: -1,
    frame: null,
    log: [],
    error: null,
    fatal: null,
    pending: false,
    clock: null,
  };
  /** Ids of seat-control messages (takeBack, resign, proposeBot, vote): their `ack` is not a move's. */
  private controlIds = new Set<number>();
  /** Whether the boot script's connection was offered already (it is taken once, by the first connect). */
  private bootTried = false;
  /** How many of the boot script's messages the constructor read already (connect goes on after them). */
  private bootRead = 0;
  /** A sync asked for while no connection was open to send it (the boot script's messages had a gap). */
  private syncWanted = false;

  /** Called when the server refuses our seat token (the caller forgets it). */
  onTokenRejected: (() => void) | null = null;

  constructor(
    private readonly url: string,
    private readonly matchId: string,
    private token: string | null,
  ) {
    // what the boot script's connection received before this page was drawn, so the page's first render shows the
    // table: the match, its frame and the moves since, up to anything else (an error is read once taken, when
    // whoever handles it is listening)
    for (const e of peekBootMessages(matchId, url, token) ?? []) {
      if (!EARLY.test(String(e.data))) break;
      this.receive(e);
      this.bootRead++;
    }
  }

  private receive(e: MessageEvent): void {
    let msg: ServerMessage;
    try {
      msg = JSON.parse(String(e.data)) as ServerMessage;
    } catch {
      return;
    }
    this.onMessage(msg);
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): MatchSnapshot => this.snapshot;

  private set(patch: Partial<MatchSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const fn of this.listeners) fn();
  }

  /** Opens the connection (again after `close`, as React's StrictMode does on remount). */
  open(): void {
    this.closed = false;
    if (!this.ws) this.connect();
  }

  private connect(): void {
    if (this.closed) return;
    // the first time, the connection the boot script opened for this table (its hello sent, its messages kept)
    const boot = this.bootTried ? null : takeBootSocket(this.matchId, this.url, this.token);
    this.bootTried = true;
    const ws = boot?.ws ?? new WebSocket(this.url);
    this.ws = ws;
    const opened = (sayHello: boolean) => {
      this.retry = 0;
      if (sayHello) {
        const hello: Record<string, unknown> = { type: 'hello', id: this.nextId++, matchId: this.matchId };
        if (this.token) hello.token = this.token;
        ws.send(JSON.stringify(hello));
      }
      if (this.pingTimer) clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), 25_000);
    };
    if (ws.readyState === WebSocket.OPEN) opened(false);
    else ws.onopen = () => opened(true);
    const received = (e: MessageEvent) => this.receive(e);
    ws.onmessage = received;
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      if (this.pingTimer) clearInterval(this.pingTimer);
      if (this.closed || this.snapshot.fatal) return;
      this.stale = null;
      this.set({ status: 'reconnecting', pending: false });
      const delay = Math.min(5000, 250 * 2 ** this.retry++);
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
    ws.onerror = () => {
      // onclose follows and schedules the retry
    };
    // what the boot script's connection received before it was taken, in order
    // what the boot script's connection received before it was taken, in order (past those the constructor read)
    for (const e of boot?.messages.splice(0).slice(this.bootRead) ?? []) received(e);
    this.bootRead = 0;
    if (this.syncWanted) {
      this.syncWanted = false;
      this.requestSync();
    }
  }

  /** Use a new seat token (after joining) and reconnect as that seat. */
  setToken(token: string): void {
    this.token = token;
    this.ws?.close();
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.ws?.close();
    this.ws = null;
  }

  private send(msg: Record<string, unknown>): boolean {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify({ id: this.nextId++, ...msg }));
    return true;
  }

  /** Sends a move made on the current version. */
  move(action: unknown): void {
    if (this.snapshot.pending) return;
    this.lastMove = action;
    if (this.send({ type: 'move', version: this.snapshot.version, action })) this.set({ pending: true });
  }

  /**
   * Takes back this seat's last move (docs/protocol.md, undo policy). Offered only while the frame says
   * `canUndo`; the server decides. Never retried: after a STALE_VERSION the player sees the new frame first.
   */
  undo(): void {
    if (this.snapshot.pending) return;
    this.lastMove = undefined;
    if (this.send({ type: 'undo', version: this.snapshot.version, count: 1 })) this.set({ pending: true });
  }

  /**
   * After STALE_VERSION (someone else moved first, e.g. in a simultaneous choice): once our frame has caught up
   * with the server's version, resend the move if the server still lists it as legal for us; otherwise show the
   * error. The server decides legality either way.
   */
  private retryStale(): void {
    const st = this.stale;
    const { frame, version } = this.snapshot;
    if (!st || !frame || version < (st.error.version ?? 0)) return;
    this.stale = null;
    const wanted = JSON.stringify(st.action);
    const stillLegal = (frame.legal ?? []).some((a) => JSON.stringify(a) === wanted);
    if (stillLegal && st.tries < 3 && this.send({ type: 'move', version, action: st.action })) {
      this.lastMove = st.action;
      this.pendingTries = st.tries + 1;
      return;
    }
    this.set({ error: st.error, pending: false });
  }

  private pendingTries = 0;

  /** Seat control (docs/protocol.md, "Tables that never strand"); the server answers `ack` or a coded error. */
  private control(msg: Record<string, unknown>): void {
    const id = this.nextId;
    if (this.send(msg)) this.controlIds.add(id);
  }

  /** Takes our seat back from the bot playing for us. */
  takeBack(): void {
    this.control({ type: 'takeBack' });
  }

  /** Resigns: we are ranked last (two players: the match ends; more: a bot plays on). */
  resign(): void {
    this.control({ type: 'resign' });
  }

  /** Proposes that a bot plays for an absent seat (our own yes is counted). */
  proposeBot(seat: number, level?: string): void {
    this.control({ type: 'proposeBot', seat, ...(level ? { level } : {}) });
  }

  /** Our vote on the open proposal for `seat`. */
  vote(seat: number, yes: boolean): void {
    this.control({ type: 'vote', seat, yes });
  }

  /** Proposes hints for everyone at the table: every person seated must agree (docs/protocol.md "Hints"). */
  proposeHints(): void {
    this.control({ type: 'proposeHints' });
  }

  /** Our answer to the open hints proposal: one no ends it. */
  voteHints(yes: boolean): void {
    this.control({ type: 'voteHints', yes });
  }

  /** The clock of a message, stamped with its arrival. */
  private clockOf(view: ClockView | null | undefined): Partial<MatchSnapshot> {
    if (view === undefined) return {};
    return { clock: view === null ? null : { view, at: performance.now() } };
  }

  /** The chat beside the table: a store of its own (a message does not redraw the table). */
  readonly chat = new ChatStore();

  /** Hints (docs/protocol.md "Hints"): casual matches against bots only; the server decides. */
  readonly hints = new HintStore();

  /** Asks for a hint on our turn. */
  askHint(): void {
    const id = this.nextId;
    if (this.send({ type: 'hint' })) this.hints.sent(id);
  }

  /** Says something in the chat: text or a quick reaction. False when not connected (nothing was sent). */
  say(what: { text: string } | { reaction: string }): boolean {
    const id = this.nextId;
    if (!this.send({ type: 'chat', ...what })) return false;
    this.chat.sent(id);
    return true;
  }

  dismissError(): void {
    this.set({ error: null });
  }

  private requestSync(): void {
    // before the boot script's connection is taken nothing can be sent: connect asks then
    if (!this.send({ type: 'sync' }) && !this.ws) this.syncWanted = true;
  }

  private onMessage(msg: ServerMessage): void {
    switch (msg.type) {
      case 'match':
        this.set({ you: msg.you, match: msg.match, ...this.clockOf(msg.match.clock) });
        return;
      case 'sync':
        this.set({
          status: 'open',
          version: msg.version,
          frame: msg.frame,
          pending: this.stale !== null,
          log: this.logRecent(msg.recent ?? []),
          ...this.clockOf(msg.clock),
        });
        this.retryStale();
        return;
      case 'update': {
        const s = this.snapshot;
        const log = this.logEvents(msg.version, msg.events);
        // the clocks go with the frame they belong to, in one snapshot (a paced table shows them together)
        const clock = msg.clock ? this.clockOf(msg.clock) : {};
        if (msg.frame) {
          this.set({ version: msg.version, frame: msg.frame, log, ...clock });
          this.retryStale();
          return;
        }
        if (!s.frame || msg.version !== s.version + 1 || !msg.patch) {
          this.set({ log, ...clock });
          this.requestSync();
          return;
        }
        try {
          this.set({ version: msg.version, frame: applyPatch(s.frame, msg.patch), log, ...clock });
          this.retryStale();
        } catch {
          this.set({ log, ...clock });
          this.requestSync();
        }
        return;
      }
      case 'ack':
        if (this.chat.answered(msg.id)) return;
        if (typeof msg.id === 'number' && this.controlIds.delete(msg.id)) return;
        this.pendingTries = 0;
        this.set({ pending: false });
        return;
      case 'error': {
        const { type: _t, id: _i, ...body } = msg;
        if (this.chat.refused(msg.id, body)) return;
        if (this.hints.refused(msg.id, body)) return;
        if (typeof msg.id === 'number' && this.controlIds.delete(msg.id)) {
          this.set({ error: body });
          return;
        }
        if (body.code === 'BAD_TOKEN' && this.token) {
          // Our remembered seat is no longer ours (left, or another server): watch instead, and say so.
          this.token = null;
          this.onTokenRejected?.();
          this.set({ error: body, pending: false });
          this.ws?.close();
          return;
        }
        if (FATAL.has(body.code)) {
          this.set({ fatal: body, pending: false });
          this.close();
          return;
        }
        if (body.code === 'STALE_VERSION' && this.lastMove !== undefined) {
          this.stale = { action: this.lastMove, error: body, tries: this.pendingTries };
          this.lastMove = undefined;
          this.retryStale();
          if (this.stale) this.requestSync();
          return;
        }
        this.set({ error: body, pending: false });
        return;
      }
      case 'pong':
        return;
      case 'hint':
        this.hints.answered(msg.id, msg.version, msg.moves);
        return;
      case 'chat':
        this.chat.merge([msg.message]);
        return;
      case 'chatHistory':
        this.chat.merge(msg.messages);
        return;
    }
  }

  /** The recent history a `sync` carries: only the versions after the last one this page already logged. */
  private logRecent(recent: { version: number; events: unknown[] }[]): LoggedEvent[] {
    const last = this.snapshot.log.at(-1)?.version ?? 0;
    const added: LoggedEvent[] = [];
    for (const r of recent) {
      if (r.version <= last) continue;
      for (const event of r.events) added.push({ key: `e${this.eventSeq++}`, version: r.version, event });
    }
    if (added.length === 0) return this.snapshot.log;
    const log = [...this.snapshot.log, ...added];
    return log.length > MAX_LOG ? log.slice(log.length - MAX_LOG) : log;
  }

  private logEvents(version: number, events: unknown[]): LoggedEvent[] {
    if (events.length === 0) return this.snapshot.log;
    const added = events.map((event) => ({ key: `e${this.eventSeq++}`, version, event }));
    const log = [...this.snapshot.log, ...added];
    return log.length > MAX_LOG ? log.slice(log.length - MAX_LOG) : log;
  }
}
