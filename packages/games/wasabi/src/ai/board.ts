/**
 * Board analysis for the Wasabi! heuristics: every run ("window") of 2–5 squares in a row or a column,
 * precomputed per board width (shared, read-only), and the contents of each window for the board being
 * analysed (which tiles, how many empty squares, covered or not) in a `WindowScan` that each heuristics object
 * owns. Everything is flat typed arrays reused between calls: the policy runs inside search rollouts.
 */
import {
  COLUMNS,
  INGREDIENTS,
  RECIPE_LENGTH,
  RECIPE_MASK,
  RECIPE_TILES,
  RECIPES,
  ROWS,
  SQUARES,
  type WasabiState,
} from '../index.ts';

export const ING = INGREDIENTS.length;

/** Windows of one board width. Window w has length wLen[w] and squares wSq[w * 5 .. w * 5 + len − 1]. */
export interface Windows {
  readonly cols: number;
  readonly count: number;
  readonly wLen: Uint8Array;
  readonly wSq: Int16Array;
  /** Window ids per length (index length − 2). */
  readonly byLen: readonly Int16Array[];
  /** Window ids containing a square (all lengths): through[sq]. */
  readonly through: readonly Int16Array[];
  /** Active squares. */
  readonly squares: Int16Array;
  /** Orthogonal neighbours per square (active only). */
  readonly adj: readonly Int16Array[];
  /** Whether window w contains square sq: has[w * SQUARES + sq]. */
  readonly has: Uint8Array;
}

function buildWindows(cols: number): Windows {
  const lens: number[] = [];
  const sqs: number[] = [];
  const byLen: number[][] = [[], [], [], []];
  for (let L = 2; L <= 5; L++) {
    for (let r = 0; r < ROWS; r++) {
      for (let c = 0; c + L <= cols; c++) {
        byLen[L - 2].push(lens.length);
        lens.push(L);
        for (let k = 0; k < 5; k++) sqs.push(k < L ? r * COLUMNS + c + k : -1);
      }
    }
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r + L <= ROWS; r++) {
        byLen[L - 2].push(lens.length);
        lens.push(L);
        for (let k = 0; k < 5; k++) sqs.push(k < L ? (r + k) * COLUMNS + c : -1);
      }
    }
  }
  const count = lens.length;
  const through: number[][] = Array.from({ length: SQUARES }, () => []);
  const has = new Uint8Array(count * SQUARES);
  for (let w = 0; w < count; w++) {
    for (let k = 0; k < lens[w]; k++) {
      through[sqs[w * 5 + k]].push(w);
      has[w * SQUARES + sqs[w * 5 + k]] = 1;
    }
  }
  const squares: number[] = [];
  const adj: number[][] = Array.from({ length: SQUARES }, () => []);
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < cols; c++) {
      const sq = r * COLUMNS + c;
      squares.push(sq);
      if (c > 0) adj[sq].push(sq - 1);
      if (c + 1 < cols) adj[sq].push(sq + 1);
      if (r > 0) adj[sq].push(sq - COLUMNS);
      if (r + 1 < ROWS) adj[sq].push(sq + COLUMNS);
    }
  }
  return {
    cols,
    count,
    wLen: Uint8Array.from(lens),
    wSq: Int16Array.from(sqs),
    byLen: byLen.map((x) => Int16Array.from(x)),
    through: through.map((x) => Int16Array.from(x)),
    squares: Int16Array.from(squares),
    adj: adj.map((x) => Int16Array.from(x)),
    has,
  };
}

export const WINDOWS: Readonly<Record<number, Windows>> = {
  5: buildWindows(5),
  6: buildWindows(6),
  7: buildWindows(7),
};

export function popcount(x: number): number {
  let n = 0;
  while (x !== 0) {
    x &= x - 1;
    n++;
  }
  return n;
}

// ---- Window contents ----------------------------------------------------------------------------------

const MAX_WINDOWS = WINDOWS[7].count;

/** The contents of every window of one board; `scanWindows` fills it. Owned by one heuristics object. */
export class WindowScan {
  /** Visible tiles of the window (bit per ingredient). */
  readonly wMask = new Int32Array(MAX_WINDOWS);
  /** Empty squares in the window; 255 when a Wasabi! card covers part of it. */
  readonly wEmpty = new Uint8Array(MAX_WINDOWS);
  /** 1 when the window shows some tile twice (it can't be a recipe as it stands). */
  readonly wDup = new Uint8Array(MAX_WINDOWS);
  /** The board last scanned (scans are skipped while it stays the same). */
  readonly lastTop = new Int8Array(SQUARES).fill(-2);
  readonly lastCover = new Int8Array(SQUARES);
  lastCols = 0;
}

/** Fills `ws.wMask` / `wEmpty` / `wDup` for the board of `s`. */
export function scanWindows(ws: WindowScan, s: WasabiState, g: Windows): void {
  const top = s.top;
  const cover = s.cover;
  const { lastTop, lastCover, wMask, wEmpty, wDup } = ws;
  if (ws.lastCols === g.cols) {
    let same = true;
    for (let q = 0; q < SQUARES; q++) {
      if (lastTop[q] !== top[q] || lastCover[q] !== cover[q]) {
        same = false;
        break;
      }
    }
    if (same) return;
  }
  for (let q = 0; q < SQUARES; q++) {
    lastTop[q] = top[q];
    lastCover[q] = cover[q];
  }
  ws.lastCols = g.cols;
  const { wLen, wSq } = g;
  for (let w = 0; w < g.count; w++) {
    const L = wLen[w];
    let mask = 0;
    let empty = 0;
    let covered = false;
    let dup = 0;
    for (let k = 0, o = w * 5; k < L; k++, o++) {
      const q = wSq[o];
      if (cover[q] !== 0) covered = true;
      const t = top[q];
      if (t < 0) empty++;
      else {
        const b = 1 << t;
        if ((mask & b) !== 0) dup = 1;
        mask |= b;
      }
    }
    wMask[w] = mask;
    wEmpty[w] = covered ? 255 : empty;
    wDup[w] = dup;
  }
}

/**
 * Whether the visible tiles of window w, with square `sq` showing tile `t` instead (sq < 0: as they are),
 * read as recipe `id` in printed order, forwards or backwards.
 */
export function styledAs(s: WasabiState, g: Windows, w: number, id: number, sq: number, t: number): boolean {
  const L = g.wLen[w];
  const tiles = RECIPE_TILES[id];
  let fwd = true;
  let back = true;
  for (let k = 0, o = w * 5; k < L; k++, o++) {
    const q = g.wSq[o];
    const x = q === sq ? t : s.top[q];
    if (x !== tiles[k]) fwd = false;
    if (x !== tiles[L - 1 - k]) back = false;
  }
  return fwd || back;
}

/**
 * Recipes of `ids` (each with a free token) that some window through one of `squares` completes with the
 * board as it stands: the total value by `value(id, styled)`, counting each recipe once.
 */
export function completionsThrough(
  s: WasabiState,
  g: Windows,
  ids: readonly number[],
  squares: readonly number[],
  value: (id: number, styled: boolean) => number,
): number {
  let total = 0;
  const top = s.top;
  const cover = s.cover;
  for (const id of ids) {
    const L = RECIPE_LENGTH[id];
    const M = RECIPE_MASK[id];
    let best = 0;
    for (const sq of squares) {
      if (sq < 0) continue;
      const t = top[sq];
      if (t < 0 || ((M >> t) & 1) === 0 || cover[sq] !== 0) continue;
      const th = g.through[sq];
      for (let i = 0; i < th.length; i++) {
        const w = th[i];
        if (g.wLen[w] !== L) continue;
        let m = 0;
        let ok = true;
        for (let k = 0, o = w * 5; k < L; k++, o++) {
          const q = g.wSq[o];
          const x = top[q];
          if (x < 0 || cover[q] !== 0) {
            ok = false;
            break;
          }
          m |= 1 << x;
        }
        if (!ok || m !== M) continue;
        const v = value(id, styledAs(s, g, w, id, -1, 0));
        if (v > best) best = v;
      }
    }
    total += best;
  }
  return total;
}

// ---- Opponent threats ---------------------------------------------------------------------------------

/**
 * For a set m of L − 1 different ingredients, the recipes of length L that m plus one ingredient makes:
 * THREAT_KEY[m] is −1 or k, and the pairs (recipe id, missing ingredient) are at THREAT_LIST[THREAT_START[k] ..]
 * until a −1. There are few such sets (THREAT_SETS), so per-call caches are indexed by k.
 */
export const THREAT_KEY = new Int16Array(1 << ING).fill(-1);
export const THREAT_START: number[] = [];
export const THREAT_LIST: number[] = [];
{
  const byMask = new Map<number, number[]>();
  RECIPES.forEach((_, id) => {
    const M = RECIPE_MASK[id];
    for (const i of RECIPE_TILES[id]) {
      const m = M & ~(1 << i);
      const l = byMask.get(m);
      if (l) l.push(id, i);
      else byMask.set(m, [id, i]);
    }
  });
  for (const [m, l] of byMask) {
    THREAT_KEY[m] = THREAT_START.length;
    THREAT_START.push(THREAT_LIST.length);
    THREAT_LIST.push(...l, -1);
  }
}
export const THREAT_SETS = THREAT_START.length;
