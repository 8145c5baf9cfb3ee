import { startTransition, useEffect, useState } from 'react';
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
      // a transition: the game cards are drawn in slices, not one long task (issue 16 item 9, TBT on load)
      (g) => live && startTransition(() => setGames(g)),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, []);
  return { games, error };
}
