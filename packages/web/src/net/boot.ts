import type { MatchInfo } from './types.ts';

/**
 * What the boot script (packages/web/boot-preload.mjs, run before this app's script) already asked the server for
 * a deep link to a match or replay: the match's info, its game, and a finished match's public replay. The app
 * takes each answer once instead of asking again (one round trip less before the table or replay is drawn,
 * issue 16 item 9); a failed or missing answer means asking the server as usual.
 */
interface BootRequests {
  /** The page the link opened: `m` (a match's table) or `replay`. */
  page: 'm' | 'replay';
  matchId: string;
  info: Promise<MatchInfo | null>;
  game: Promise<string | null>;
  /** The public replay (GET …/replay without a seat), when the page is a replay of a finished match. */
  replay: Promise<Response | null> | null;
  /** A table's live connection, its `hello` sent (boot-preload.mjs `openSocket`); null on a replay. */
  socket?: BootSocket | null;
}

/** The boot script's live connection to a table, and what it received until the app took it. */
export interface BootSocket {
  ws: WebSocket;
  url: string;
  /** The seat token its `hello` carried. */
  token: string | null;
  messages: MessageEvent[];
  closed: boolean;
  taken: boolean;
}

const boot = (): BootRequests | undefined => (globalThis as { potluckBoot?: BootRequests }).potluckBoot;
const taken = new Set<string>();

/**
 * Whether the page shown is still the one the boot script ran for. Its answers describe the match as it was when
 * the link was opened: a table opened live and finished since (then its replay opened from the table) must not be
 * handed that old info, which says the match is still being played.
 */
function onBootPage(b: BootRequests, page: BootRequests['page']): boolean {
  if (b.page !== page) return false;
  const route = /^#\/(m|replay)\/([^/?#]+)/.exec(globalThis.location?.hash ?? '');
  return route !== null && route[1] === page && decodeURIComponent(route[2]) === b.matchId;
}

/** The match's game as the boot script learnt it (not used up: the registry and the page may both ask). */
export function bootGame(matchId: string): Promise<string | null> {
  const b = boot();
  return b?.matchId === matchId ? b.game : Promise.resolve(null);
}

/**
 * The match's info the boot script fetched, once, to the replay page it was fetched for (only that page asks for
 * it); null when it did not, it was taken already, or the page is another one now.
 */
export function takeBootInfo(matchId: string): Promise<MatchInfo | null> {
  const b = boot();
  if (!b || b.matchId !== matchId || taken.has('info') || !onBootPage(b, 'replay'))
    return Promise.resolve(null);
  taken.add('info');
  return b.info;
}

/** The public replay's response the boot script fetched, once; null when it did not. */
export function takeBootReplay(matchId: string): Promise<Response | null> {
  const b = boot();
  if (!b || b.matchId !== matchId || !b.replay || taken.has('replay') || !onBootPage(b, 'replay'))
    return Promise.resolve(null);
  taken.add('replay');
  return b.replay;
}

/**
 * What the boot script's connection to the table has received so far, without taking it: the connection for the
 * same URL, match and seat token reads them when it is made, so the page's first render already draws the table
 * (issue 16 item 9). Null when `takeBootSocket` would give nothing.
 */
export function peekBootMessages(
  matchId: string,
  url: string,
  token: string | null,
): readonly MessageEvent[] | null {
  const b = boot();
  const s = b?.socket;
  if (!b || !s || s.taken || s.closed || b.matchId !== matchId || !onBootPage(b, 'm')) return null;
  return s.url === url && s.token === token ? s.messages.slice() : null;
}

/**
 * The boot script's connection to the table, once, to the connection of the same URL, match and seat token
 * (src/net/connection.ts), while still open; null otherwise. One for another seat (a token saved since) is closed:
 * nobody will take it.
 */
export function takeBootSocket(matchId: string, url: string, token: string | null): BootSocket | null {
  const b = boot();
  const s = b?.socket;
  if (!b || !s || s.taken || b.matchId !== matchId || !onBootPage(b, 'm')) return null;
  s.taken = true;
  if (s.closed || s.url !== url || s.token !== token) {
    s.ws.close();
    return null;
  }
  return s;
}
