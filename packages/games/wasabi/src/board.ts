import { COLUMNS, ROWS, SQUARES } from './data/table.ts';

/** Board geometry, precomputed per number of active columns (5, 6, 7). */

export const rowOf = (sq: number) => (sq / COLUMNS) | 0;
export const colOf = (sq: number) => sq % COLUMNS;
export const isSquare = (sq: number) => Number.isInteger(sq) && sq >= 0 && sq < SQUARES;
export const isActive = (sq: number, cols: number) => isSquare(sq) && sq % COLUMNS < cols;

export interface Geometry {
  /** Active squares in board order. */
  readonly squares: readonly number[];
  /** Top-left squares of every 2×2 block inside the active area. */
  readonly anchors: readonly number[];
  /** Whether a square is a valid 2×2 anchor. */
  readonly isAnchor: readonly boolean[];
  /** Orthogonally adjacent pairs [square, neighbour, direction 0 = right / 1 = down]. */
  readonly edges: readonly (readonly [number, number, number])[];
}

function build(cols: number): Geometry {
  const squares: number[] = [];
  const anchors: number[] = [];
  const isAnchor: boolean[] = new Array(SQUARES).fill(false);
  const edges: [number, number, number][] = [];
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < cols; c++) {
      const sq = r * COLUMNS + c;
      squares.push(sq);
      if (c + 1 < cols) edges.push([sq, sq + 1, 0]);
      if (r + 1 < ROWS) edges.push([sq, sq + COLUMNS, 1]);
      if (c + 1 < cols && r + 1 < ROWS) {
        anchors.push(sq);
        isAnchor[sq] = true;
      }
    }
  }
  return { squares, anchors, isAnchor, edges };
}

export const GEOMETRY: Readonly<Record<number, Geometry>> = { 5: build(5), 6: build(6), 7: build(7) };

/** The four squares of a 2×2 block from its top-left square. */
export const blockOf = (anchor: number): [number, number, number, number] => [
  anchor,
  anchor + 1,
  anchor + COLUMNS,
  anchor + COLUMNS + 1,
];

/** The neighbour of a square to the right (direction 0) or below (1), or −1 outside the active area. */
export function neighbour(sq: number, direction: number, cols: number): number {
  if (!isActive(sq, cols)) return -1;
  if (direction === 0) return (sq % COLUMNS) + 1 < cols ? sq + 1 : -1;
  return rowOf(sq) + 1 < ROWS ? sq + COLUMNS : -1;
}
