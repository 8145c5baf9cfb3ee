import type { DataTable } from '@potluck/engine';
import { DISHES } from './data/dishes.ts';

/** The data table for `potluck cards example-bids`. */
export function tables(): DataTable[] {
  return [
    {
      name: 'dishes',
      about:
        'index = value − 1; value = the dish in states and views (dish, history[].dish), events and fixed.dishes, ' +
        'and its points. ' +
        'Bid cards are plain numbers 1..rounds ({"type":"bid","card":n}).',
      columns: ['index', 'value', 'key', 'name', '名称', '名稱'],
      rows: DISHES.map((x, i) => [i, x.value, x.key, x.names.en, x.names['zh-Hans'], x.names['zh-Hant']]),
    },
  ];
}
