/** The data tables for `potluck cards`: card ids per deck, recipes and suits, as actions, states and views use them. */
import type { DataTable } from '@potluck/engine';
import { DECK_IDS, DECKS } from './data/cards.ts';
import { RECIPE_INFO } from './data/recipes.ts';
import { SUIT_INFO } from './data/suits.ts';

export function tables(): DataTable[] {
  const out: DataTable[] = DECK_IDS.map((deck) => ({
    name: `cards.${deck}`,
    about:
      `The ${DECKS[deck].size} cards of deck "${deck}" (option deck). index = the card id in actions ` +
      '({"type":"play","card":index}), state and view hands, pots and taken piles, events, and fixed.rounds.',
    columns: ['index', 'suit', 'kind', 'value', 'name', '名称', '名稱'],
    rows: DECKS[deck].cards.map((c) => [
      c.id,
      c.suit,
      c.kind,
      c.value,
      c.name.en,
      c.name['zh-Hans'],
      c.name['zh-Hant'],
    ]),
  }));
  out.push({
    name: 'recipes',
    about:
      'id = the recipe in actions ({"type":"choose","recipe":id}) and views; index = the recipe in state ' +
      '(recipes, bit index of usedMask).',
    columns: ['index', 'id', 'name', '名称', '名稱', 'scoring'],
    rows: RECIPE_INFO.map((r, i) => [i, r.id, r.name.en, r.name['zh-Hans'], r.name['zh-Hant'], r.scoring.en]),
  });
  out.push({
    name: 'suits',
    about:
      'id = the suit in cards and views (follow, voids); index = the suit in state (follow, voids bits).',
    columns: ['index', 'id', 'name', '名称', '名稱'],
    rows: SUIT_INFO.map((x, i) => [i, x.id, x.name.en, x.name['zh-Hans'], x.name['zh-Hant']]),
  });
  return out;
}
