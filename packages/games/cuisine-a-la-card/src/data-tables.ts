/** The data tables for `potluck cards`: cards, judges and effect ids, numbered as states and views number them. */
import type { DataTable } from '@potluck/engine';
import { CARDS, JUDGES } from './data/cardset.ts';
import { CUISINE_NAMES, FLAVOR_NAMES, FOOD_NAMES } from './data/vocab.ts';
import { cardText, costText, effectText, judgeText } from './render.ts';
import { ABILITIES, CHOICE_OPTIONS, EFFECTS, JUDGE_TURN_EFFECTS } from './table.ts';

/** The card or judge id each effect id belongs to (a choice's options belong to its card too). */
function effectOwners(): string[] {
  const owner: string[] = [];
  const own = (e: number, id: string) => {
    owner[e] = id;
    for (const opt of CHOICE_OPTIONS[e]) for (const x of opt) own(x, id);
  };
  ABILITIES.forEach((abs, c) => {
    for (const a of abs) for (const e of a.effects) own(e, CARDS[c].id);
  });
  JUDGE_TURN_EFFECTS.forEach((es, j) => {
    for (const e of es) own(e, JUDGES[j].id);
  });
  return owner;
}

export function tables(): DataTable[] {
  const owner = effectOwners();
  return [
    {
      name: 'cards',
      about:
        'id = the card in actions ({"type":"play","card":id}), views, events and fixed; index = the card in ' +
        'the state (every zone is an int array). copies: per player for spoon and salt, the pile for fork, ' +
        'the pantry for ingredients (Classic Kitchens cards only with that option).',
      columns: [
        'index',
        'id',
        'copies',
        'cost',
        'meal',
        'cuisines',
        'food types',
        'flavors',
        'classic',
        'text',
      ],
      rows: CARDS.map((c, i) => [
        i,
        c.id,
        c.copies,
        costText(c, 'en'),
        c.meal,
        c.cuisines.map((x) => CUISINE_NAMES[x].en).join(' + '),
        c.foods.map((x) => FOOD_NAMES[x].en).join(' or ') || (c.seasoning ? 'Seasoning' : ''),
        c.flavors.map((x) => FLAVOR_NAMES[x].en).join(', '),
        c.classic ? 'yes' : '',
        cardText(c, 'en').join(' / '),
      ]),
    },
    {
      name: 'card-names',
      about: 'Card names in every language, by index and id.',
      columns: ['index', 'id', 'name', '名称', '名稱'],
      rows: CARDS.map((c, i) => [i, c.id, c.name.en, c.name['zh-Hans'], c.name['zh-Hant']]),
    },
    {
      name: 'judges',
      about:
        'id = the judge in actions ({"type":"submitDish","judge":id}), views, events and fixed.judges; ' +
        'index = the judge in the state (open, stacks, seats[].judges). stack = the meal score it needs.',
      columns: ['index', 'id', 'stack', 'medals', 'name', '名称', '名稱', 'text'],
      rows: JUDGES.map((j, i) => [
        i,
        j.id,
        j.tier,
        j.medals,
        j.name.en,
        j.name['zh-Hans'],
        j.name['zh-Hant'],
        judgeText(j, 'en').join(' / '),
      ]),
    },
    {
      name: 'effects',
      about:
        'id = the effect in state and views (queue, pending.effect); owner = the card or judge it belongs to. ' +
        'A choice lists its options as further ids (`choose` picks an option by its 0-based position).',
      columns: ['id', 'owner', 'kind', 'text'],
      rows: EFFECTS.map((e, i) => [i, owner[i] ?? '', e.kind, effectText(e, 'en')]),
    },
  ];
}
