import type { CuisineView } from '../index.ts';

/** One seat's line of the end breakdown: the judges its dishes won (and when), its medals and cards eaten. */
export interface CuisineEndRow {
  seat: number;
  dishes: { judge: string; round: number }[];
  medals: number;
  eaten: number;
}

/**
 * 卡片厨房's end breakdown (issue 16 item 6): medals are the score, one dish per judge won; cards eaten are the
 * tie-break.
 */
export function cuisineEnd(view: CuisineView): CuisineEndRow[] {
  return view.seats.map((s, seat) => ({
    seat,
    dishes: s.judges.map((j) => ({ judge: j.judge, round: j.round })),
    medals: s.medals,
    eaten: s.eaten,
  }));
}
