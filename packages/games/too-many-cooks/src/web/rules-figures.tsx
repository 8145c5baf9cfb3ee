import type { Locale, Localized } from '@potluck/engine';
import { type RulesFigure, l10n as t } from '@potluck/web-kit';
import type { CSSProperties } from 'react';
import { type CardInfo, type CardKind, DECKS, RECIPE_INFO, type Suit } from '../index.ts';
import { RecipeIcon } from './art.tsx';
import { CardFace } from './Card.tsx';

/**
 * The pictures of 料理厨王's rules page, drawn with the table's own card faces and recipe icons (art.tsx,
 * Card.tsx), laid out with the rules page's figure classes. Alt texts are made from the cards' own names.
 */

const LANGS: readonly Locale[] = ['en', 'zh-Hans', 'zh-Hant'];
const each = (f: (lang: Locale) => string): Localized =>
  Object.fromEntries(LANGS.map((l) => [l, f(l)])) as unknown as Localized;
const list = (items: string[], lang: Locale) => items.join(lang === 'en' ? ', ' : '、');

/** A card of the standard deck by suit, kind and value. */
function card(suit: Suit, kind: CardKind, value = 0): CardInfo {
  const c = DECKS.standard96.cards.find((x) => x.suit === suit && x.kind === kind && x.value === value);
  if (!c) throw new Error(`no ${suit} ${kind} ${value} in the standard deck`);
  return c;
}

/** A card face with its name under it. */
function Named({ info, lang, note }: { info: CardInfo; lang: Locale; note?: string }) {
  return (
    <span className="rules-fig-item">
      <CardFace card={info} />
      <span>{note ?? info.name[lang]}</span>
    </span>
  );
}

const SAMPLE = [
  card('mushroom', 'number', 3),
  card('pea', 'number', 5),
  card('onion', 'ten', 10),
  card('chili', 'number', 2),
  card('pea', 'cream'),
  card('onion', 'reset'),
];

const cards: RulesFigure = {
  id: 'cards',
  Art: ({ lang }) => (
    <>
      {SAMPLE.map((c) => (
        <Named key={c.id} info={c} lang={lang} />
      ))}
    </>
  ),
  alt: each(
    (l) =>
      t('Six cards: ', '六张牌：', '六張牌：')[l] +
      list(
        SAMPLE.map((c) => c.name[l]),
        l,
      ) +
      t(
        '. Mushroom is brown, pea soup green, onion yellow, chili red; each card shows its value in two corners and its ingredient in the middle.',
        '。蘑菇是棕色，豌豆汤是绿色，洋葱是黄色，辣椒是红色；每张牌两角写着数值，中间画着食材。',
        '。蘑菇是棕色，豌豆湯是綠色，洋蔥是黃色，辣椒是紅色；每張牌兩角寫著數值，中間畫著食材。',
      )[l],
  ),
  caption: t(
    'A card of each colour, a 10, and a pea cream (small 0) and an onion reset (big 0): creams and resets carry their soup’s colour.',
    '每种颜色一张、一张 10，以及豌豆汤奶油（小 0）和洋葱清零（大 0）：奶油和清零带着各自汤料的颜色。',
    '每種顏色一張、一張 10，以及豌豆湯奶油（小 0）和洋蔥清零（大 0）：奶油和清零帶著各自湯料的顏色。',
  ),
};

const recipes: RulesFigure = {
  id: 'recipes',
  Art: ({ lang }) => (
    <>
      {RECIPE_INFO.map((r) => (
        <span key={r.id} className="rules-fig-item rules-fig-recipe">
          <RecipeIcon recipe={r.id} size={44} />
          <strong>{r.name[lang]}</strong>
          <span>{r.scoring[lang]}</span>
        </span>
      ))}
    </>
  ),
  alt: each(
    (l) =>
      `${t('The five recipes: ', '五种菜谱：', '五種菜譜：')[l]}${RECIPE_INFO.map(
        (r) => `${r.name[l]}${l === 'en' ? ` (${r.scoring[l]})` : `（${r.scoring[l]}）`}`,
      ).join(l === 'en' ? '; ' : '；')}${l === 'en' ? '.' : '。'}`,
  ),
  caption: t(
    'The five recipes and how each scores; you use every one once over the five rounds.',
    '五种菜谱及其计分方式；五轮里每种恰好用一次。',
    '五種菜譜及其計分方式；五輪裡每種恰好用一次。',
  ),
};

/** A pot played card by card: each card with the running total after it. */
const POT = [
  { c: card('onion', 'number', 4), total: 4 },
  { c: card('onion', 'number', 2), total: 6 },
  { c: card('chili', 'number', 1), total: 7 },
  { c: card('mushroom', 'number', 3), total: 10 },
];

const TOTAL = t('total {n}', '总数 {n}', '總數 {n}');

const pot: RulesFigure = {
  id: 'pot',
  Art: ({ lang }) => (
    <>
      {POT.map(({ c, total }, i) => (
        <span
          key={c.id}
          className={`rules-fig-item${i === POT.length - 1 ? ' rules-fig-mark' : ''}`}
          style={{ '--fig-w': 'min(72px, calc(25% - 7px))' } as CSSProperties}
        >
          <CardFace card={c} />
          <span>{c.name[lang]}</span>
          <strong>{TOTAL[lang].replace('{n}', String(total))}</strong>
        </span>
      ))}
    </>
  ),
  alt: each(
    (l) =>
      t('A pot played in order: ', '按顺序打进锅里的牌：', '按順序打進鍋裡的牌：')[l] +
      list(
        POT.map(({ c, total }) =>
          `${c.name[l]}${l === 'en' ? ` (${TOTAL[l]})` : `（${TOTAL[l]}）`}`.replace('{n}', String(total)),
        ),
        l,
      ) +
      t(
        '. The mushroom 3 brings the total to 10, so its player takes the pot.',
        '。蘑菇 3 让总数达到 10，打出它的玩家收走整锅。',
        '。蘑菇 3 讓總數達到 10，打出它的玩家收走整鍋。',
      )[l],
  ),
  caption: t(
    'Onion 4 is led, so yellow must be followed; the chili releases the pot, so the next player may add a mushroom 3 — the total reaches 10 and that player takes all four cards.',
    '首出洋葱 4，必须跟黄色；辣椒解禁之后，下一位可以出蘑菇 3——总数达到 10，这位玩家收走四张牌。',
    '首出洋蔥 4，必須跟黃色；辣椒解禁之後，下一位可以出蘑菇 3——總數達到 10，這位玩家收走四張牌。',
  ),
};

/** Figures by section: the page puts each list under the section with that English title. */
export const FIGURES = { cards, recipes, pot };
