import { SPECTATOR } from '@potluck/engine';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { isExpected, ServerError, toErrorBody } from './errors.ts';
import { enter, leave, type Phase, switchTo } from './phases.ts';
import { TokenBucket } from './rate-limit.ts';
import { ClientMessage, describeIssues } from './schemas.ts';
import { ChatRate } from './service/chat.ts';
import type { MatchService, Subscriber } from './service.ts';
import { textFrame } from './ws-frame.ts';

export interface WsLimits {
  /** Messages longer than this get TOO_LARGE (the connection stays up). */
  maxMessageBytes: number;
  /** Token bucket per connection. */
  burst: number;
  perSecond: number;
  /** A connection whose unsent data exceeds this is closed (the client reconnects and resyncs). */
  maxBufferedBytes: number;
  /** Ping interval; a connection that misses a pong is closed. 0 = off. */
  heartbeatMs: number;
}

type Id = string | number | undefined;

/** `{"type":"ack","id":…,"version":…}` (id left out without one), as JSON.stringify would write it. */
function ackText(id: Id, version: number): string {
  if (id === undefined) return `{"type":"ack","version":${version}}`;
  return `{"type":"ack","id":${JSON.stringify(id)},"version":${version}}`;
}

/** The live protocol (docs/protocol.md) on `GET /ws`. */
export function registerWs(app: FastifyInstance, service: MatchService, limits: WsLimits): void {
  app.get('/ws', { websocket: true }, (socket: WebSocket) => {
    const bucket = new TokenBucket(limits.burst, limits.perSecond);
    const chatRate = new ChatRate(); // 5 chat messages per 10 s
    const hintRate = new TokenBucket(3, 0.3); // 3 hints per 10 s: each costs a bot worker ~300 ms
    // frames refused over the limit; once these run out too, the connection is closed
    const strikes = new TokenBucket(limits.burst, limits.perSecond);
    let matchId: string | null = null;
    let unsubscribe: (() => void) | null = null;
    let alive = true;
    let closed = false;
    let corked = false;

    const raw = (
      socket as unknown as {
        _socket?: NodeJS.EventEmitter & {
          cork(): void;
          uncork(): void;
          write(b: Buffer): boolean;
          readonly writableLength: number;
        };
      }
    )._socket;
    // the socket's reading and WebSocket framing count as sockets (phases.ts); the handler below as its own
    let reading: Phase | null = null;
    raw?.prependListener('data', () => {
      reading = enter('sockets');
    });
    raw?.on('data', () => leave(reading));
    const uncork = () => {
      corked = false;
      const phase = enter('sockets');
      try {
        raw?.uncork();
      } finally {
        leave(phase);
      }
    };
    const sendText = (text: string) => {
      if (closed || socket.readyState !== socket.OPEN) return;
      // what waits to be written: our frames go to the raw socket (ws' own buffer holds only its pings and close)
      if ((raw ? raw.writableLength : socket.bufferedAmount) > limits.maxBufferedBytes) {
        socket.terminate();
        return;
      }
      const phase = enter('sockets');
      try {
        // Messages sent in one tick (an update and the ack that follows it) leave in one write.
        if (raw) {
          if (!corked) {
            corked = true;
            raw.cork();
            process.nextTick(uncork);
          }
          raw.write(textFrame(text));
        } else socket.send(text);
      } finally {
        leave(phase);
      }
    };
    const sendError = (id: Id, e: unknown) => {
      if (!isExpected(e))
        app.log.error({ err: e instanceof Error ? e.message : String(e) }, 'ws handler failed');
      const body = toErrorBody(e);
      sendText(
        JSON.stringify(id === undefined ? { type: 'error', ...body } : { type: 'error', id, ...body }),
      );
    };
    // viewer and tokenHash are set by service.subscribe, inside the match's queue; moves are checked against them
    const subscriber: Subscriber = {
      viewer: SPECTATOR,
      tokenHash: null,
      send: sendText,
      revoke() {
        revokedHello = hellos;
        unsubscribe = null;
        matchId = null;
        subscriber.viewer = SPECTATOR;
        subscriber.tokenHash = null;
        sendError(undefined, new ServerError('BAD_TOKEN'));
      },
    };
    let hellos = 0;
    let revokedHello = -1;
    const actor = () => ({ seat: subscriber.viewer, tokenHash: subscriber.tokenHash });

    // A hello still being answered (its token looked up inside the match's queue), settled either way. Whatever
    // follows it on this connection waits for it: a page that reconnects keeps its table and may send a move right
    // behind its hello, and that move is the seat's, not a spectator's.
    let greeting: Promise<void> | null = null;
    const handle = async (msg: ClientMessage) => {
      if (msg.type === 'ping') {
        sendText(JSON.stringify(msg.id === undefined ? { type: 'pong' } : { type: 'pong', id: msg.id }));
        return;
      }
      if (msg.type === 'hello') {
        const hello = greet(msg);
        const settled: Promise<void> = hello.then(
          () => {},
          () => {},
        );
        greeting = settled;
        settled.then(() => {
          if (greeting === settled) greeting = null;
        });
        return hello;
      }
      if (greeting) await greeting;
      return act(msg);
    };

    const greet = async (msg: Extract<ClientMessage, { type: 'hello' }>) => {
      unsubscribe?.();
      unsubscribe = null;
      // the match is known at once: NOT_HELLO is for a connection that never said hello
      matchId = msg.matchId;
      const mine = ++hellos;
      let off: () => void;
      try {
        off = await service.subscribe(msg.matchId, subscriber, msg.token);
      } catch (e) {
        if (hellos === mine) matchId = null;
        throw e;
      }
      // the seat may have been taken away between the subscription and here (revoke): stay unsubscribed
      if (closed || revokedHello === mine) {
        off();
        return;
      }
      unsubscribe = off;
    };

    const act = async (msg: Exclude<ClientMessage, { type: 'hello' | 'ping' }>) => {
      switch (msg.type) {
        case 'sync':
          if (matchId === null) throw new ServerError('NOT_HELLO');
          await service.resync(matchId, subscriber);
          return;
        case 'chat': {
          if (matchId === null) throw new ServerError('NOT_HELLO');
          if (!chatRate.take()) throw new ServerError('RATE_LIMITED');
          const version = await service.chat(matchId, subscriber, msg);
          sendText(JSON.stringify({ type: 'ack', id: msg.id, version }));
          return;
        }
        case 'hint': {
          if (matchId === null) throw new ServerError('NOT_HELLO');
          if (subscriber.viewer === SPECTATOR) throw new ServerError('NOT_SEATED');
          if (!hintRate.take()) throw new ServerError('RATE_LIMITED');
          const hint = await service.hint(matchId, actor());
          sendText(JSON.stringify({ type: 'hint', id: msg.id, ...hint }));
          return;
        }
        case 'move': {
          if (matchId === null) throw new ServerError('NOT_HELLO');
          if (subscriber.viewer === SPECTATOR) throw new ServerError('NOT_SEATED');
          const version = await service.move(matchId, actor(), msg.version, msg.action);
          sendText(ackText(msg.id, version));
          return;
        }
        case 'undo': {
          if (matchId === null) throw new ServerError('NOT_HELLO');
          if (subscriber.viewer === SPECTATOR) throw new ServerError('NOT_SEATED');
          const version = await service.undo(matchId, actor(), msg.version, msg.count);
          sendText(JSON.stringify({ type: 'ack', id: msg.id, version }));
          return;
        }
        case 'proposeHints':
        case 'voteHints': {
          if (matchId === null) throw new ServerError('NOT_HELLO');
          if (subscriber.viewer === SPECTATOR) throw new ServerError('NOT_SEATED');
          const version =
            msg.type === 'proposeHints'
              ? await service.proposeHints(matchId, actor())
              : await service.voteHints(matchId, actor(), msg.yes);
          sendText(JSON.stringify({ type: 'ack', id: msg.id, version }));
          return;
        }
        case 'takeBack':
        case 'resign':
        case 'proposeBot':
        case 'vote': {
          if (matchId === null) throw new ServerError('NOT_HELLO');
          if (subscriber.viewer === SPECTATOR) throw new ServerError('NOT_SEATED');
          const version =
            msg.type === 'takeBack'
              ? await service.takeBack(matchId, actor())
              : msg.type === 'resign'
                ? await service.resign(matchId, actor())
                : msg.type === 'proposeBot'
                  ? await service.proposeBot(matchId, actor(), msg.seat, msg.level)
                  : await service.vote(matchId, actor(), msg.seat, msg.yes);
          sendText(JSON.stringify({ type: 'ack', id: msg.id, version }));
          return;
        }
      }
    };

    socket.on('message', (data: RawData, isBinary: boolean) => {
      // Every frame takes a token before anything else, oversized and binary ones too. Over the limit, a JSON
      // message hears RATE_LIMITED and other frames are dropped unanswered; a connection that keeps sending once
      // its strikes are spent as well is closed (1008), so a flood costs the server almost nothing.
      if (closed) return;
      const phase = enter('other');
      try {
        onMessage(data, isBinary);
      } finally {
        leave(phase);
      }
    });

    const onMessage = (data: RawData, isBinary: boolean) => {
      const allowed = bucket.take();
      if (!allowed && !strikes.take()) {
        closed = true;
        socket.close(1008, 'rate limit exceeded');
        return;
      }
      const size = Array.isArray(data)
        ? data.reduce((n, b) => n + b.length, 0)
        : data instanceof ArrayBuffer
          ? data.byteLength
          : data.length;
      if (size > limits.maxMessageBytes) {
        if (allowed) sendError(undefined, new ServerError('TOO_LARGE', { limit: limits.maxMessageBytes }));
        return;
      }
      if (isBinary) {
        if (allowed)
          sendError(undefined, new ServerError('BAD_MESSAGE', { detail: 'binary frames are not accepted' }));
        return;
      }
      switchTo('serialization');
      let json: unknown;
      try {
        json = JSON.parse(Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data.toString());
      } catch {
        json = undefined;
      }
      const rawId = (json as { id?: unknown } | null | undefined)?.id;
      const echo: Id =
        typeof rawId === 'string' && rawId.length <= 64
          ? rawId
          : Number.isInteger(rawId)
            ? (rawId as number)
            : undefined;
      if (!allowed) {
        if (json !== undefined) sendError(echo, new ServerError('RATE_LIMITED'));
        return;
      }
      if (json === undefined) {
        sendError(undefined, new ServerError('BAD_MESSAGE', { detail: 'not JSON' }));
        return;
      }
      const parsed = ClientMessage.safeParse(json);
      switchTo('other');
      if (!parsed.success) {
        sendError(echo, new ServerError('BAD_MESSAGE', { detail: describeIssues(parsed.error) }));
        return;
      }
      handle(parsed.data).catch((e) => sendError(parsed.data.id, e));
    };

    const heartbeat =
      limits.heartbeatMs > 0
        ? setInterval(() => {
            if (!alive) {
              socket.terminate();
              return;
            }
            alive = false;
            socket.ping();
          }, limits.heartbeatMs)
        : null;
    heartbeat?.unref();
    socket.on('pong', () => {
      alive = true;
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      unsubscribe?.();
      unsubscribe = null;
    });
  });
}
