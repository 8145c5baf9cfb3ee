/** Markdown tables of the card set, generated from the data (docs/games/cuisine-a-la-card.md embeds them). */

import type { CardDef } from './data/cardset.ts';
import { CARDS, FORK, INGREDIENTS, JUDGES, SALT, SPOON } from './data/cardset.ts';
import { CUISINE_NAMES, FLAVOR_NAMES, FOOD_NAMES } from './data/vocab.ts';
import { cardText, costText, judgeText } from './render.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|');

function row(c: CardDef): string {
  const names = `${c.name.en} / ${c.name['zh-Hans']} / ${c.name['zh-Hant']}`;
  const cuisine = c.cuisines.map((x) => CUISINE_NAMES[x].en).join(' + ') || '—';
  const food = c.foods.map((x) => FOOD_NAMES[x].en).join(' or ') || (c.seasoning ? 'Seasoning' : '—');
  const flavor = c.flavors.map((x) => FLAVOR_NAMES[x].en).join(', ') || '—';
  const en = cardText(c, 'en').join('<br>') || '—';
  const hans = cardText(c, 'zh-Hans').join('<br>') || '—';
  return `| \`${c.id}\` | ${cell(names)}${c.classic ? ' ★' : ''} | ${c.copies} | ${costText(c, 'en')} | ${c.meal} | ${cuisine} | ${food} | ${flavor} | ${cell(en)} | ${cell(hans)} |`;
}

const HEAD =
  '| id | name (en / 简 / 繁) | copies | cost | meal | cuisine | food type | flavors | text | 文字 |\n' +
  '|---|---|---|---|---|---|---|---|---|---|';

/** The card table: starting cards and the Fork, then the 118 ingredients (★ = Classic Kitchens). */
export function cardTable(): string {
  const start = [SPOON, SALT, FORK].map(row).join('\n');
  const ings = INGREDIENTS.map(row).join('\n');
  const total = INGREDIENTS.reduce((n, c) => n + c.copies, 0);
  return `${HEAD}\n${start}\n\n${HEAD}\n${ings}\n\n${INGREDIENTS.length} distinct ingredients, ${total} cards (${CARDS.length} card definitions in all). Copies of the starting cards are per player; the Fork's are the pile.`;
}

export function judgeTable(): string {
  const lines = ['| id | name (en / 简 / 繁) | stack | text | 文字 |', '|---|---|---|---|---|'];
  for (const j of JUDGES) {
    lines.push(
      `| \`${j.id}\` | ${j.name.en} / ${j.name['zh-Hans']} / ${j.name['zh-Hant']} | ${j.tier} | ${cell(judgeText(j, 'en').join('<br>'))} | ${cell(judgeText(j, 'zh-Hans').join('<br>'))} |`,
    );
  }
  return lines.join('\n');
}
