import { SLICES } from '@potluck/catalog/slices';
import type { GameUi } from '@potluck/web-kit';
import { useCallback, useEffect, useState } from 'react';
import { GenericScreen } from './GenericScreen.tsx';

/**
 * Each game's web slice (`@potluck/<id>/web`: its screen, log describer, texts, rules page and rules code, zod
 * included) is a chunk of its own, fetched when a table, replay or rules page of that game opens (issue 16 item 9):
 * the lobby's script carries none of them. The games come from the catalog's slices (`@potluck/catalog/slices`,
 * which loads no rules); a game whose slice has no `web` gets the generic screen, which says so on the table.
 */
const SLICE_BY_ID = new Map(SLICES.map((s) => [s.id, s]));

const GENERIC: GameUi = { Screen: GenericScreen };
const loaded = new Map<string, GameUi>();
const loading = new Map<string, Promise<GameUi>>();

/** Starts (or joins) the download of a game's web slice; games without one get the generic screen. */
export function loadUi(gameId: string): Promise<GameUi> {
  const done = loaded.get(gameId);
  if (done) return Promise.resolve(done);
  let p = loading.get(gameId);
  if (!p) {
    const load = SLICE_BY_ID.get(gameId)?.web;
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

/** A game's screen as it loads: here, still coming, or its download failed (and may be tried again). */
export interface GameUiLoad {
  /** The screen, once its chunk is here. */
  ui: GameUi | null;
  /** The last download failed (a network error) and no screen is here: the page says so and offers `retry`. */
  failed: boolean;
  /** A retry is under way after a failure (`failed` stays true until it succeeds or fails again). */
  retrying: boolean;
  /** Downloads the chunk again (after a failure). */
  retry: () => void;
}

/**
 * The screen of a game once its chunk is here (null until then: the table reserves its space meanwhile), and
 * whether its download failed. A failed download is not kept: `loadUi` forgets it, and browsers that follow
 * whatwg/html#10327 (Chromium 156 in the browser tests) keep no failed module fetch either, so `retry` fetches it
 * again.
 */
export function useGameUiLoad(gameId: string | null): GameUiLoad {
  const [got, setGot] = useState<{ id: string; ui: GameUi } | null>(() => {
    const ui = gameId === null ? undefined : loaded.get(gameId);
    return gameId !== null && ui ? { id: gameId, ui } : null;
  });
  const [failure, setFailure] = useState<{ id: string; retrying: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const have = got !== null && got.id === gameId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` starts the download again (retry)
  useEffect(() => {
    if (gameId === null || have) return;
    let live = true;
    loadUi(gameId).then(
      (ui) => live && setGot({ id: gameId, ui }),
      () => live && setFailure({ id: gameId, retrying: false }),
    );
    return () => {
      live = false;
    };
  }, [gameId, have, attempt]);
  const retry = useCallback(() => {
    setFailure((f) => (f ? { ...f, retrying: true } : f));
    setAttempt((n) => n + 1);
  }, []);
  const failed = !have && failure !== null && failure.id === gameId;
  return { ui: have ? got.ui : null, failed, retrying: failed && failure.retrying, retry };
}
