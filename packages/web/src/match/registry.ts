import { SLICES } from '@potluck/catalog/slices';
import type { GameUi } from '@potluck/web-kit';
import { useEffect, useState } from 'react';
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
