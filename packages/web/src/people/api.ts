import type { Locale } from '@potluck/engine';
import { ApiError, apiBase } from '../net/api.ts';
import type { ErrorBody } from '../net/types.ts';

/** People (issue 15, docs/api.md "People"): the shapes the server answers. */
export const AVATARS = ['dumpling', 'sushi', 'noodles', 'tea', 'chili', 'rice', 'tofu', 'mooncake'] as const;
export type AvatarId = (typeof AVATARS)[number];

export interface RatingView {
  game: string;
  rating: number;
  mu: number;
  sigma: number;
  games: number;
  provisional: boolean;
}

export interface Me {
  id: string;
  name: string;
  avatar: AvatarId;
  language: Locale;
  createdAt: number;
  passkeys: number;
  ratings: RatingView[];
}

export interface SeatPlayer {
  seat: number;
  kind: 'human' | 'bot';
  botLevel: string | null;
  name: string | null;
  player: string | null;
  avatar: string | null;
  deleted: boolean;
}

export interface MatchSummary {
  id: string;
  game: string;
  players: number;
  status: 'open' | 'playing' | 'finished' | 'broken';
  rated: boolean;
  seat: number;
  rank: number | null;
  seats: SeatPlayer[];
  turn: number[];
  myTurn: boolean;
  updatedAt: number;
  replay: string | null;
}

export interface GameStats {
  game: string;
  players: number;
  played: number;
  won: number;
  winRate: number;
}

export interface HistoryPoint {
  game: string;
  match: string;
  at: number;
  rating: number;
  rank: number;
  players: number;
}

export interface PublicProfile {
  id: string;
  name: string;
  avatar: AvatarId;
  ratings: RatingView[];
  stats: GameStats[];
  history: HistoryPoint[];
  recent: MatchSummary[];
}

export interface LeaderboardRow {
  place: number;
  player: string;
  name: string;
  avatar: AvatarId;
  rating: number;
  games: number;
  provisional: boolean;
}

export interface Leaderboard {
  game: string;
  page: number;
  size: number;
  total: number;
  pages: number;
  rows: LeaderboardRow[];
}

export interface MyMatches {
  playing: MatchSummary[];
  finished: MatchSummary[];
}

/** My place in the quick-match queue (GET /api/queue). */
export interface QueueState {
  status: 'none' | 'waiting' | 'matched';
  game?: string;
  players?: number;
  since?: number;
  waitedMs?: number;
  rating?: number;
  window?: number;
  botsAt?: number;
  match?: string;
  seat?: number;
  token?: string;
}

/** A seat and its token (join, take my seat here). */
export interface TakenSeat {
  seat: number;
  token: string;
}

export type ProfilePatch = Partial<Pick<Me, 'name' | 'avatar' | 'language'>>;

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    // the session is an HttpOnly cookie of this origin: fetch sends it by itself
    res = await fetch(`${apiBase()}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch (e) {
    throw new ApiError(null, e instanceof Error ? e.message : String(e));
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = data as ErrorBody | null;
    if (err && typeof err === 'object' && 'code' in err && 'text' in err)
      throw new ApiError(err, err.message);
    throw new ApiError(null, `HTTP ${res.status}`);
  }
  return data as T;
}

export const peopleApi = {
  me: async () => (await request<{ player: Me | null }>('GET', '/api/me')).player,
  create: async (body: ProfilePatch) => (await request<{ player: Me }>('POST', '/api/me', body)).player,
  update: async (body: ProfilePatch) => (await request<{ player: Me }>('PATCH', '/api/me', body)).player,
  deleteAccount: () => request<{ ok: true }>('DELETE', '/api/me'),
  myMatches: () => request<MyMatches>('GET', '/api/me/matches'),
  passkeyOptions: () => request<Record<string, unknown>>('POST', '/api/me/passkeys/options', {}),
  addPasskey: async (response: unknown) =>
    (await request<{ player: Me }>('POST', '/api/me/passkeys', { response })).player,
  signInOptions: () => request<Record<string, unknown>>('POST', '/api/session/options', {}),
  signIn: async (response: unknown) =>
    (await request<{ player: Me }>('POST', '/api/session', { response })).player,
  signOut: () => request<{ ok: true }>('DELETE', '/api/session'),
  player: (id: string) => request<PublicProfile>('GET', `/api/players/${encodeURIComponent(id)}`),
  /** My seat in a match, on this device: a fresh token (the other device's stops working). */
  takeSeat: (matchId: string, seat?: number) =>
    request<TakenSeat>(
      'POST',
      `/api/matches/${encodeURIComponent(matchId)}/seat`,
      seat === undefined ? {} : { seat },
    ),
  queueJoin: (body: { game: string; players: number; waitSeconds: number }) =>
    request<QueueState>('POST', '/api/queue', body),
  queueState: () => request<QueueState>('GET', '/api/queue'),
  queueLeave: () => request<{ ok: true; left: boolean }>('DELETE', '/api/queue'),
  leaderboard: (game: string, page: number, size = 25) =>
    request<Leaderboard>(
      'GET',
      `/api/leaderboard?${new URLSearchParams({ game, page: String(page), size: String(size) })}`,
    ),
};
