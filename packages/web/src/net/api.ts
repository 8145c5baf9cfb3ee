import { takeBootInfo } from './boot.ts';
import type {
  BotLevel,
  ChatMessage,
  CreatedMatch,
  CreateMatchBody,
  ErrorBody,
  GameInfo,
  Joined,
  MatchInfo,
  Rematched,
} from './types.ts';

/** An error from the server (coded, with its message in every language) or from the network. */
export class ApiError extends Error {
  readonly body: ErrorBody | null;
  constructor(body: ErrorBody | null, message: string) {
    super(message);
    this.name = 'ApiError';
    this.body = body;
  }
}

function isErrorBody(x: unknown): x is ErrorBody {
  return typeof x === 'object' && x !== null && 'code' in x && 'text' in x;
}

/** The server's base URL: the page's own origin (the server serves the client). */
export const apiBase = (): string => new URL('.', window.location.href).href.replace(/\/$/, '');

async function request<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  let res: Response;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  // Tokens travel in the Authorization header, never in URLs.
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  try {
    res = await fetch(`${apiBase()}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError(null, e instanceof Error ? e.message : String(e));
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isErrorBody(data)) throw new ApiError(data, data.message);
    throw new ApiError(null, `HTTP ${res.status}`);
  }
  return data as T;
}

/** Accepts both a bare array and `{ <key>: [...] }`. */
function listOf<T>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  if (typeof data === 'object' && data !== null && Array.isArray((data as Record<string, unknown>)[key])) {
    return (data as Record<string, T[]>)[key];
  }
  return [];
}

export const api = {
  games: async () => listOf<GameInfo>(await request('GET', '/api/games'), 'games'),
  /** `open`: matches with a free seat (to join); `playing`: every match being played (to watch). */
  matches: async (game?: string, status: 'open' | 'playing' = 'open') => {
    const q = new URLSearchParams();
    if (game) q.set('game', game);
    if (status !== 'open') q.set('status', status);
    const qs = q.toString();
    return listOf<MatchInfo>(await request('GET', `/api/matches${qs ? `?${qs}` : ''}`), 'matches');
  },
  match: async (id: string) =>
    (await takeBootInfo(id)) ?? request<MatchInfo>('GET', `/api/matches/${encodeURIComponent(id)}`),
  /** Finished matches, newest first (GET /api/history). */
  history: async (limit = 8) =>
    listOf<MatchInfo>(await request('GET', `/api/history?limit=${limit}`), 'matches'),
  create: (body: CreateMatchBody) => request<CreatedMatch>('POST', '/api/matches', body),
  join: (id: string, body: { seat?: number; name?: string }) =>
    request<Joined>('POST', `/api/matches/${encodeURIComponent(id)}/join`, body),
  /**
   * Rematch hand-off: with our seat token of a finished match, start its rematch (once) or claim our own seat in
   * the one another player started. Answers our seat and new token (and the host token if we created it).
   */
  rematch: (id: string, token: string, name?: string) =>
    request<Rematched>('POST', `/api/matches/${encodeURIComponent(id)}/rematch`, name ? { name } : {}, token),
  /** The whole chat of a finished match, oldest first (NOT_FINISHED before the end). */
  chat: async (id: string) =>
    listOf<ChatMessage>(await request('GET', `/api/matches/${encodeURIComponent(id)}/chat`), 'messages'),
  /** The host puts a bot in a human seat nobody holds or is connected to. */
  seatBot: (id: string, seat: number, hostToken: string, level: BotLevel = 'medium') =>
    request<MatchInfo>(
      'POST',
      `/api/matches/${encodeURIComponent(id)}/seats/${seat}/bot`,
      { level },
      hostToken,
    ),
};

/**
 * The WebSocket URL of the live protocol for one match. The match id rides in the query (`/ws?match=<id>`), which
 * the server ignores: it lets a load balancer send every connection of a match to the same node (consistent
 * hashing on it), where a second node costs almost nothing per move (docs/deploy.md, issue 19).
 */
export function socketUrl(matchId: string, location: { href: string } = window.location): string {
  const u = new URL('.', location.href);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${u.href.replace(/\/$/, '')}/ws?match=${encodeURIComponent(matchId)}`;
}
