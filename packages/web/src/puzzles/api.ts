import type { Localized } from '@potluck/engine';
import { ApiError, apiBase } from '../net/api.ts';
import type { ErrorBody } from '../net/types.ts';

/** The puzzle routes' answers (docs/api.md, "Puzzles"; packages/server/src/schemas-puzzles.ts). */
export interface PuzzleList {
  game: string;
  gap: number;
  daily: { date: string; id: string } | null;
  puzzles: { id: string; seat: number; players: number; ply: number }[];
}

export interface PuzzleShown {
  game: string;
  id: string;
  players: number;
  options: Record<string, unknown>;
  seat: number;
  view: unknown;
  active: number[];
  legal: unknown[];
  /** Per legal move, its first event as the seat sees it (the move in the game's words). */
  events: unknown[][];
}

export interface PuzzleNumbers {
  action: unknown;
  winChance: number;
  visits: number;
}

export interface PuzzleAttempt {
  correct: boolean;
  answer: unknown;
  played: PuzzleNumbers | null;
  candidates: PuzzleNumbers[];
  gap: number;
  iterations: number;
  explanation: Localized;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${apiBase()}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError(null, e instanceof Error ? e.message : String(e));
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = data as ErrorBody | null;
    throw new ApiError(err && typeof err === 'object' && 'code' in err ? err : null, `HTTP ${res.status}`);
  }
  return data as T;
}

const g = (game: string) => encodeURIComponent(game);

export const puzzlesApi = {
  list: (game: string) => call<PuzzleList>('GET', `/api/puzzles/${g(game)}`),
  get: (game: string, id: string) =>
    call<PuzzleShown>('GET', `/api/puzzles/${g(game)}/${encodeURIComponent(id)}`),
  attempt: (game: string, id: string, action: unknown) =>
    call<PuzzleAttempt>('POST', `/api/puzzles/${g(game)}/${encodeURIComponent(id)}/attempt`, { action }),
};
