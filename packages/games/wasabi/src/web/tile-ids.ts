/**
 * Which physical tile is where (issue 16 item 2): the view only says which ingredient lies on a square, so the
 * screen follows each tile by an id of its own, moved by the log's events (a placement takes a tile from a hand,
 * Switch! swaps two squares' stacks, Chop! lifts a top tile into the air…). Elements share these ids as their
 * `layoutId`, so a tile travels from the hand or seat it left to its square, and two switched stacks cross.
 * Whatever the events do not explain (a page opened mid-game, an undo, a replay stepped back) gets fresh ids: it
 * is simply shown where the view says, without travelling.
 *
 * A tile that leaves a place is still drawn there, hidden, for one more frame (`left`): motion measures where it
 * was as the new frame is committed, and its twin at the new place travels from there. (AnimatePresence would
 * keep it until its twin's flight ends, and a flight cut short by the next frame left it there for good.)
 */
import { useState } from 'react';
import { COLUMNS, INGREDIENT_INDEX, ROWS, type WasabiEvent, type WasabiView } from '../index.ts';
import { stackAt } from './display.ts';

export interface TileIds {
  /** The view and log these ids describe. */
  view: WasabiView;
  log: readonly { version: number; event: unknown }[];
  /** The last log version applied. */
  version: number;
  /** Ids per square (all 42), bottom first: the last is the visible top tile. */
  board: string[][];
  /** The Chop!ped tile in the air. */
  air: string | null;
  /** Ids per seat, parallel to the view's `seats[p].hand`. */
  hands: string[][];
  /** Tiles that left the table in the last events (back to the pantry): they leave visibly. */
  gone: ReadonlySet<string>;
  /**
   * The ids that left each place in the last step, by place: `hand<seat>`, `sq<square>`, `air<square>` (the
   * Chop!ped tile above a square).
   */
  left: ReadonlyMap<string, readonly string[]>;
  /** The ingredient of every id shown or just left (−1: face down). */
  ings: ReadonlyMap<string, number>;
  /** The events applied in the last step (empty on the first render): what the table shows happening. */
  fresh: readonly WasabiEvent[];
  /** The version of the first of `fresh` (a key for what plays once per move). */
  freshVersion: number;
  /** Counter of fresh ids. */
  n: number;
}

interface HandTile {
  id: string;
  /** Ingredient index, −1 where the viewer does not see it. */
  ing: number;
}

const SQUARES = ROWS * COLUMNS;

/** The tile ids after `log` and `view` (from `prev`'s, or fresh ones on the first call). */
export function advanceTileIds(
  prev: TileIds | null,
  view: WasabiView,
  log: readonly { version: number; event: unknown }[],
): TileIds {
  let n = prev?.n ?? 0;
  const fresh = () => `t${n++}`;
  const last = log.length > 0 ? log[log.length - 1].version : 0;
  const board = prev ? prev.board.map((s) => [...s]) : Array.from({ length: SQUARES }, () => [] as string[]);
  let air = prev?.air ?? null;
  const hands: HandTile[][] = view.seats.map((_, p) => {
    const ids = prev?.hands[p] ?? [];
    const ings = prev?.view.seats[p]?.hand ?? [];
    return ids.map((id, i) => ({ id, ing: ings[i] ?? -1 }));
  });
  const before = new Set([...board.flat(), ...(air ? [air] : [])]);
  const applied: WasabiEvent[] = [];
  let firstVersion = last;

  /** The id of the tile a seat takes from its hand: its own of that kind, else (hidden) its last tile. */
  const fromHand = (player: number, ingredient: string): string => {
    const hand = hands[player] ?? [];
    const ing = INGREDIENT_INDEX[ingredient] ?? -1;
    let i = hand.findIndex((t) => t.ing === ing);
    if (i < 0) i = hand.findLastIndex((t) => t.ing < 0);
    if (i < 0) return fresh();
    return hand.splice(i, 1)[0].id;
  };

  if (prev) {
    for (const entry of log) {
      if (entry.version <= prev.version) continue;
      if (applied.length === 0) firstVersion = entry.version;
      const e = entry.event as WasabiEvent;
      applied.push(e);
      switch (e.type) {
        case 'place':
        case 'stack':
          board[e.square]?.push(fromHand(e.player, e.ingredient));
          break;
        case 'switch': {
          const a = board[e.square] ?? [];
          board[e.square] = board[e.other] ?? [];
          board[e.other] = a;
          break;
        }
        case 'chop':
          air = board[e.square]?.pop() ?? fresh();
          break;
        case 'chopTo':
          if (e.square !== null) board[e.square]?.push(air ?? fresh());
          air = null;
          break;
      }
    }
  }

  // Whatever the events did not explain is shown where the view says, with new ids.
  for (let sq = 0; sq < SQUARES; sq++) {
    const height = sq % COLUMNS < view.cols ? stackAt(view, sq).length : 0;
    if (board[sq].length !== height) board[sq] = Array.from({ length: height }, fresh);
  }
  if (view.chopped < 0) air = null;
  else if (air === null) air = fresh();
  const handIds = view.seats.map((s, p) => {
    const pool = hands[p] ?? [];
    return s.hand.map((ing) => {
      const i = pool.findIndex((t) => t.ing === ing);
      return i < 0 ? fresh() : pool.splice(i, 1)[0].id;
    });
  });

  const now = new Set([...board.flat(), ...(air ? [air] : [])]);
  const gone = new Set([...before].filter((id) => !now.has(id)));
  const after = places(board, air, view.chopFrom, handIds);
  const left = new Map<string, string[]>();
  if (prev)
    for (const [place, ids] of places(prev.board, prev.air, prev.view.chopFrom, prev.hands)) {
      const here = new Set(after.get(place) ?? []);
      const out = ids.filter((id) => !here.has(id));
      if (out.length > 0) left.set(place, out);
    }
  const ings = new Map<string, number>();
  for (const ids of left.values()) for (const id of ids) ings.set(id, prev?.ings.get(id) ?? -1);
  for (let sq = 0; sq < SQUARES; sq++) {
    const stack = board[sq].length > 0 ? stackAt(view, sq) : [];
    board[sq].forEach((id, i) => {
      ings.set(id, stack[i] ?? -1);
    });
  }
  if (air) ings.set(air, view.chopped);
  handIds.forEach((ids, p) => {
    ids.forEach((id, i) => {
      ings.set(id, view.seats[p].hand[i] ?? -1);
    });
  });
  return {
    view,
    log,
    version: last,
    board,
    air,
    hands: handIds,
    gone,
    left,
    ings,
    fresh: applied,
    freshVersion: firstVersion,
    n,
  };
}

/** Where each id lies, by place name (see `TileIds.left`). */
function places(
  board: readonly string[][],
  air: string | null,
  chopFrom: number,
  hands: readonly (readonly string[])[],
): Map<string, readonly string[]> {
  const out = new Map<string, readonly string[]>();
  board.forEach((ids, sq) => {
    if (ids.length > 0) out.set(`sq${sq}`, ids);
  });
  if (air) out.set(`air${chopFrom}`, [air]);
  hands.forEach((ids, p) => {
    out.set(`hand${p}`, ids);
  });
  return out;
}

/** The tile ids of the table, moved along with each new frame and its events. */
export function useTileIds(view: WasabiView, log: readonly { version: number; event: unknown }[]): TileIds {
  const [ids, setIds] = useState(() => advanceTileIds(null, view, log));
  if (ids.view === view && ids.log === log) return ids;
  // derived from the previous render's ids (React's "state from the previous render" pattern)
  const next = advanceTileIds(ids, view, log);
  setIds(next);
  return next;
}
