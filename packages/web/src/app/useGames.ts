import { useEffect, useState } from 'react';
import { api } from '../net/api.ts';
import type { GameInfo } from '../net/types.ts';

let cache: Promise<GameInfo[]> | null = null;

/** The server's game list (fetched once per page). */
export function loadGames(): Promise<GameInfo[]> {
  if (!cache) {
    cache = api.games().catch((e) => {
      cache = null;
      throw e;
    });
  }
  return cache;
}

export function useGames(): { games: GameInfo[] | null; error: unknown } {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    loadGames().then(
      (g) => live && setGames(g),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, []);
  return { games, error };
}
