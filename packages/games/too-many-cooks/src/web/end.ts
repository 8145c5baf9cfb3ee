import type { Recipe, TmcView } from '../index.ts';

/** One seat's line of the end breakdown: its recipe and points in each finished round, and its total. */
export interface TmcEndRow {
  seat: number;
  rounds: { recipe: Recipe | null; points: number }[];
  total: number;
}

/** 料理厨王's end breakdown (issue 16 item 6): each seat's points per round; they add up to its total. */
export function tmcEnd(view: TmcView): TmcEndRow[] {
  const rows: TmcEndRow[] = [];
  for (let seat = 0; seat < view.players; seat++) {
    rows.push({
      seat,
      rounds: view.history.map((r) => ({ recipe: r.recipes[seat] ?? null, points: r.scores[seat] })),
      total: view.totals[seat],
    });
  }
  return rows;
}
