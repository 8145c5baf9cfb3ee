import type { Locale, Localized } from '@potluck/engine';
import { type RulesFigure, l10n as t, translator } from '@potluck/web-kit';
import { CUISINE_NAMES, costText, FLAVOR_NAMES, FLAVORS, FOOD_NAMES, FOODS, judgeText } from '../index.ts';
import { FLAVOR_ICON, FOOD_ICON, Icon } from './art.tsx';
import { JudgePortrait, JudgeText, MiniCard } from './Card.tsx';
import { cardDef, judgeDef } from './display.ts';
import { CUISINE_TEXTS } from './texts.ts';
import './cuisine.css';

/**
 * The pictures of 卡片厨房's rules page, drawn with the table's own card faces, judge portraits and food-type and
 * flavour icons (Card.tsx, art.tsx), laid out with the rules page's figure classes. The market's card faces are
 * buttons on the table: here they sit in an inert wrapper (not focusable, not read; the figure's alt says what
 * they show). Alt texts are made from the cards' own data.
 */

const LANGS: readonly Locale[] = ['en', 'zh-Hans', 'zh-Hant'];
const each = (f: (lang: Locale) => string): Localized =>
  Object.fromEntries(LANGS.map((l) => [l, f(l)])) as unknown as Localized;
const sep = (lang: Locale) => (lang === 'en' ? '; ' : '；');
const comma = (lang: Locale) => (lang === 'en' ? ', ' : '，');
const stop = (lang: Locale) => (lang === 'en' ? '.' : '。');
const noZoom = () => {};

/** One of each cuisine; the truffle is a premium ingredient (its extra cost is paid with forks). */
const SAMPLE = ['steak', 'truffle', 'brie', 'chili'];

/** What a card face shows, in words. */
function cardWords(id: string, l: Locale): string {
  const d = cardDef(id);
  const tx = translator(CUISINE_TEXTS, l);
  return [
    d.name[l],
    tx('cost', { c: costText(d, l) }),
    tx('meal', { n: d.meal }),
    d.foods.map((f) => FOOD_NAMES[f][l]).join(tx('or')),
    d.flavors.map((f) => FLAVOR_NAMES[f][l]).join(l === 'en' ? ', ' : '、'),
    d.cuisines.map((c) => CUISINE_NAMES[c][l]).join(' / '),
  ]
    .filter((x) => x)
    .join(comma(l));
}

const cards: RulesFigure = {
  id: 'cards',
  Art: ({ lang }) => {
    const tx = translator(CUISINE_TEXTS, lang);
    return (
      <span className="rules-fig-row" style={{ width: '100%' }} inert>
        {SAMPLE.map((id) => (
          <span key={id} className="rules-fig-item" style={{ width: 'min(150px, calc(50% - 4px))' }}>
            <MiniCard card={id} lang={lang} tx={tx} onZoom={noZoom} />
          </span>
        ))}
      </span>
    );
  },
  alt: each(
    (l) =>
      t('Four ingredient cards. ', '四张食材牌。', '四張食材牌。')[l] +
      SAMPLE.map((id) => cardWords(id, l)).join(sep(l)) +
      stop(l),
  ),
  caption: t(
    'One ingredient of each cuisine, as the market shows them: the band gives the cuisine colour, the cost (spoons; the truffle’s “+ 1” only a fork can pay) and the chef’s hat with the meal score; under the picture, the food type and flavour icons.',
    '每种美食各一张食材牌，与市场上显示的一样：色带是美食种类的颜色，上面有费用（汤匙；松露的“+ 1”只能用叉子付）和标着餐点分数的厨师帽；图案下面是食物种类和风味图标。',
    '每種美食各一張食材牌，與市場上顯示的一樣：色帶是美食種類的顏色，上面有費用（湯匙；松露的「+ 1」只能用叉子付）和標著餐點分數的廚師帽；圖案下面是食物種類和風味圖標。',
  ),
};

const icons: RulesFigure = {
  id: 'icons',
  Art: ({ lang }) => (
    <span className="rules-fig-legend">
      <span className="rules-fig-row">
        {FOODS.map((f) => (
          <span key={f} className="rules-fig-icon">
            <Icon icon={FOOD_ICON[f]} />
            {FOOD_NAMES[f][lang]}
          </span>
        ))}
      </span>
      <span className="rules-fig-row">
        {FLAVORS.map((f) => (
          <span key={f} className="rules-fig-icon">
            <Icon icon={FLAVOR_ICON[f]} />
            {FLAVOR_NAMES[f][lang]}
          </span>
        ))}
      </span>
    </span>
  ),
  alt: each(
    (l) =>
      t('Food type icons: ', '食物种类图标：', '食物種類圖標：')[l] +
      FOODS.map((f) => FOOD_NAMES[f][l]).join(comma(l)) +
      t('. Flavour icons: ', '。风味图标：', '。風味圖標：')[l] +
      FLAVORS.map((f) => FLAVOR_NAMES[f][l]).join(comma(l)) +
      stop(l),
  ),
  caption: t(
    'The four food types and, under them, the five flavours that judges ask for, as drawn on the cards.',
    '评审要求的四种食物种类，以及其下的五种风味，与牌上画的一样。',
    '評審要求的四種食物種類，以及其下的五種風味，與牌上畫的一樣。',
  ),
};

/** A judge of each tier (meal score 15, 18 and 21). */
const JUDGE_SAMPLE = ['caveman', 'critic', 'scientist'];

const judges: RulesFigure = {
  id: 'judges',
  Art: ({ lang }) => (
    <>
      {JUDGE_SAMPLE.map((j) => (
        <span key={j} className="rules-fig-judge">
          <span className="rules-fig-judge-head">
            <JudgePortrait judge={j} size={48} />
            <strong>{judgeDef(j).name[lang]}</strong>
          </span>
          <JudgeText judge={j} lang={lang} />
        </span>
      ))}
    </>
  ),
  alt: each(
    (l) =>
      t('Three judge cards. ', '三张评审牌。', '三張評審牌。')[l] +
      JUDGE_SAMPLE.map((j) => [judgeDef(j).name[l], ...judgeText(judgeDef(j), l)].join(comma(l))).join(
        sep(l),
      ) +
      stop(l),
  ),
  caption: t(
    'A judge of each level: the meal score a dish needs, the medals it earns, what the judge requires, the bonuses and penalties, and the ability you gain.',
    '每个等级各一位评审：菜肴需要的餐点分数、可得的奖牌、评审的要求、加分与扣分，以及你获得的能力。',
    '每個等級各一位評審：菜餚需要的餐點分數、可得的獎牌、評審的要求、加分與扣分，以及你獲得的能力。',
  ),
};

export const FIGURES = { cards, icons, judges };
