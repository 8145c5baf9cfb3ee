/**
 * `potluck cards <game>`: a game's data tables (cards, tiles, recipes, …) with the indexes and ids that its
 * actions, states and views use, as text for people or JSON for tools.
 */
import { getGame } from '@potluck/catalog';
import type { DataTable } from '@potluck/engine';

export interface CardsOutput {
  game: string;
  tables: readonly DataTable[];
}

/** The tables of game `id` (throws UNKNOWN_GAME). */
export function cardTables(id: string): CardsOutput {
  const game = getGame(id);
  return { game: game.id, tables: game.tables?.() ?? [] };
}

/** Display width: CJK ideographs and full-width forms take two columns (enough for our names). */
function width(s: string): number {
  let w = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    w += (c >= 0x2e80 && c <= 0xa4cf) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0xff00 && c <= 0xff60) ? 2 : 1;
  }
  return w;
}

/** The tables as aligned plain text: a heading, what the indexes mean, then the rows. */
export function formatTables(out: CardsOutput): string {
  const parts: string[] = [];
  for (const t of out.tables) {
    const cells = [t.columns, ...t.rows].map((r) => r.map(String));
    const w = t.columns.map((_, i) => Math.max(...cells.map((r) => width(r[i] ?? ''))));
    const line = (r: string[]) =>
      r
        .map((c, i) => (i === r.length - 1 ? c : c + ' '.repeat(w[i] - width(c))))
        .join('  ')
        .trimEnd();
    parts.push([`${out.game} · ${t.name}`, t.about, '', ...cells.map(line)].join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
