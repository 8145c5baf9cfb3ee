import { useEffect, useState } from 'react';
import { GenericScreen } from './GenericScreen.tsx';
import type { GameUi } from './screen.ts';

/**
 * Each game's screen, log describer, texts and rules code (zod included) are a chunk of their own, fetched when a
 * table or replay of that game opens (issue 16 item 9): the lobby's script carries none of them.
 */
const LOADERS: Record<string, () => Promise<GameUi>> = {
  'too-many-cooks': () => import('../games/too-many-cooks/index.ts').then((m) => m.tmcUi),
  wasabi: () => import('../games/wasabi/index.ts').then((m) => m.wasabiUi),
  'cuisine-a-la-card': () => import('../games/cuisine-a-la-card/index.ts').then((m) => m.cuisineUi),
};

const GENERIC: GameUi = { Screen: GenericScreen };
const loaded = new Map<string, GameUi>();
const loading = new Map<string, Promise<GameUi>>();

/** Starts (or joins) the download of a game's screen; games without one get the generic screen. */
export function loadUi(gameId: string): Promise<GameUi> {
  const done = loaded.get(gameId);
  if (done) return Promise.resolve(done);
  let p = loading.get(gameId);
  if (!p) {
    const load = LOADERS[gameId];
    p = (load ? load() : Promise.resolve(GENERIC)).then((ui) => {
      loaded.set(gameId, ui);
      return ui;
    });
    loading.set(gameId, p);
    // a failed download (network) may be tried again on the next render
    p.catch(() => loading.delete(gameId));
  }
  return p;
}

/** The screen of a game once its chunk is here (null until then: the table reserves its space meanwhile). */
export function useGameUi(gameId: string | null): GameUi | null {
  const [got, setGot] = useState<{ id: string; ui: GameUi } | null>(() => {
    const ui = gameId === null ? undefined : loaded.get(gameId);
    return gameId !== null && ui ? { id: gameId, ui } : null;
  });
  const have = got !== null && got.id === gameId;
  useEffect(() => {
    if (gameId === null || have) return;
    let live = true;
    loadUi(gameId).then(
      (ui) => live && setGot({ id: gameId, ui }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [gameId, have]);
  return have ? got.ui : null;
}
