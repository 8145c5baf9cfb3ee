/** The data tables for `potluck cards`: ingredients, recipes, utensils and squares, numbered as the game does. */
import type { DataTable } from '@potluck/engine';
import { INGREDIENTS } from './data/ingredients.ts';
import { RECIPES } from './data/recipes.ts';
import { ACTIVE_COLUMNS, COLUMNS, ROWS, UTENSIL_NAMES, UTENSIL_SUPPLY, UTENSILS } from './data/table.ts';

const names = (n: { en: string; 'zh-Hans': string; 'zh-Hant': string }) => [n.en, n['zh-Hans'], n['zh-Hant']];

export function tables(): DataTable[] {
  const squares: (string | number)[][] = [];
  for (let row = 0; row < ROWS; row++) {
    for (let column = 0; column < COLUMNS; column++) {
      const from = [2, 3, 4].find((p) => column < ACTIVE_COLUMNS[p])!;
      squares.push([row * COLUMNS + column, row, column, from]);
    }
  }
  return [
    {
      name: 'ingredients',
      about:
        'key = the ingredient in actions ({"type":"place","ingredient":key,...}) and events; index = the ' +
        'ingredient in state and views (hands, known, top, under, pantry, chopped).',
      columns: ['index', 'key', 'category', 'tiles', 'name', '名称', '名稱'],
      rows: INGREDIENTS.map((x, i) => [i, x.key, x.category, x.count, ...names(x.names)]),
    },
    {
      name: 'recipes',
      about:
        'key = the recipe in actions (discard), events and fixed.piles; index = the recipe in state and views ' +
        '(recipes, completed, piles). Ingredients in printed order (the "with style" order).',
      columns: ['index', 'key', 'length', 'ingredients', 'name', '名称', '名稱'],
      rows: RECIPES.map((x, i) => [
        i,
        x.key,
        x.ingredients.length,
        x.ingredients.join(' '),
        ...names(x.names),
      ]),
    },
    {
      name: 'utensils',
      about:
        'key = the utensil in actions (take, return) and events; index = the utensil in state and views ' +
        '(utensils, kitchen, used).',
      columns: ['index', 'key', 'cards 2p', 'cards 3p', 'cards 4p', 'name', '名称', '名稱'],
      rows: UTENSILS.map((k, i) => [
        i,
        k,
        UTENSIL_SUPPLY[2][i],
        UTENSIL_SUPPLY[3][i],
        UTENSIL_SUPPLY[4][i],
        ...names(UTENSIL_NAMES[k]),
      ]),
    },
    {
      name: 'squares',
      about:
        'index = row × 7 + column, the square in actions, state, views and events, whatever the player count; ' +
        'a square is in play from the given player count on.',
      columns: ['index', 'row', 'column', 'in play from'],
      rows: squares.map(([i, r, c, p]) => [i, r, c, `${p} players`]),
    },
  ];
}
