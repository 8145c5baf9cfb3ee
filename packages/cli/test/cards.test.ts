import { GAMES } from '@potluck/catalog';
import { createGame, type DataTable } from '@potluck/engine';
import { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { cardTables, formatTables } from '../src/cards.ts';
import { registerCards } from '../src/commands/cards.ts';
import { runScenario } from '../src/scenario.ts';

const table = (game: string, name: string): DataTable => {
  const t = cardTables(game).tables.find((x) => x.name === name);
  if (!t) throw new Error(`${game} has no table ${name}`);
  return t;
};
/** The row whose column `col` holds `value`. */
const rowWhere = (t: DataTable, col: string, value: string | number) =>
  t.rows.find((r) => r[t.columns.indexOf(col)] === value)!;

describe('potluck cards', () => {
  it('gives every game tables whose rows fill their columns and whose indexes run 0, 1, 2, …', () => {
    for (const g of GAMES) {
      const { tables } = cardTables(g.id);
      expect(tables.length).toBeGreaterThan(0);
      for (const t of tables) {
        expect(t.about.length).toBeGreaterThan(20);
        t.rows.forEach((r, i) => {
          expect(r).toHaveLength(t.columns.length);
          expect(r[0]).toBe(i);
        });
      }
    }
  });

  it('numbers things exactly as states use them', () => {
    // Too Many Cooks: card 71 of standard96 is an onion 4 (the doc scenario's first card).
    const onion4 = table('too-many-cooks', 'cards.standard96').rows[71];
    expect(onion4.slice(1, 4)).toEqual(['onion', 'number', 4]);
    // Wasabi!: a given salmon and a drawn Salmon Nigiri, as indexes in the state.
    const s = runScenario({
      game: 'wasabi',
      players: 2,
      seed: 'x',
      fixed: { firstPlayer: 0, piles: { '2': ['salmon-nigiri', 'tuna-nigiri', 'tamago-nigiri'] } },
      actions: [
        ...['salmon', 'avocado', 'egg'].map((ingredient) => ({
          player: 0,
          action: { type: 'give', ingredient },
        })),
        ...['salmon', 'tuna', 'egg'].map((ingredient) => ({
          player: 1,
          action: { type: 'give', ingredient },
        })),
        { player: 0, action: { type: 'draw', length: 2 } },
      ],
    });
    if (!s.ok) throw new Error(s.error.message);
    const state = s.state as { hands: number[][]; recipes: number[][] };
    expect(state.hands[1]).toContain(rowWhere(table('wasabi', 'ingredients'), 'key', 'salmon')[0]);
    expect(state.recipes[0]).toEqual([rowWhere(table('wasabi', 'recipes'), 'key', 'salmon-nigiri')[0]]);
    expect(rowWhere(table('wasabi', 'utensils'), 'key', 'chop')[0]).toBe(3);
    expect(table('wasabi', 'squares').rows[8].slice(1, 3)).toEqual([1, 1]); // row × 7 + column
    // 卡片厨房: a card's index is its int in every zone of the state.
    const c = createGame(GAMES[2], {
      players: 2,
      seed: 'x',
      fixed: { decks: [['eggs', 'bokchoy', 'spoon', 'spoon', 'spoon'], ['spoon']] },
    }) as { seats: { hand: number[] }[] };
    const cards = table('cuisine-a-la-card', 'cards');
    expect(c.seats[0].hand.map((i) => cards.rows[i][1]).sort()).toEqual([
      'bokchoy',
      'eggs',
      'spoon',
      'spoon',
      'spoon',
    ]);
    expect(rowWhere(table('cuisine-a-la-card', 'judges'), 'id', 'hawker')[3]).toBe(4); // medals
  });

  it('prints aligned text with what each index means, or JSON; an unknown game exits 2', async () => {
    const text = formatTables(cardTables('wasabi'));
    expect(text).toContain('wasabi · ingredients');
    expect(text).toMatch(/\n2 +salmon +fish +4 +Salmon +三文鱼 +鮭魚\n/);
    const out: string[] = [];
    const err: string[] = [];
    const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => out.push(String(s)) > 0);
    const e = vi.spyOn(process.stderr, 'write').mockImplementation((s) => err.push(String(s)) > 0);
    try {
      const run = (args: string[]) => {
        const program = new Command('potluck').exitOverride();
        registerCards(program);
        return program.parseAsync(['node', 'potluck', 'cards', ...args]);
      };
      await run(['cuisine-a-la-card', '--json']);
      expect(JSON.parse(out.join(''))).toEqual(JSON.parse(JSON.stringify(cardTables('cuisine-a-la-card'))));
      await run(['chess']);
      expect(err.join('')).toContain('Unknown game "chess"');
      expect(process.exitCode).toBe(2);
    } finally {
      o.mockRestore();
      e.mockRestore();
      process.exitCode = undefined;
    }
  });
});
