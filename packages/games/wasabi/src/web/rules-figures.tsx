import type { Locale, Localized } from '@potluck/engine';
import { type RulesFigure, l10n as t } from '@potluck/web-kit';
import type { CSSProperties } from 'react';
import { INGREDIENT_INDEX, INGREDIENTS, RECIPES, styleCubesFor, UTENSIL_NAMES, UTENSILS } from '../index.ts';
import { TileArt, UtensilIcon } from './art.tsx';
import { squareName } from './display.ts';

/**
 * The pictures of Wasabi!'s rules page, drawn with the table's own tiles and utensil icons (art.tsx), laid out with
 * the rules page's figure classes. Square names come from the board's own naming (display.ts: A1 top left).
 */

const LANGS: readonly Locale[] = ['en', 'zh-Hans', 'zh-Hant'];
const each = (f: (lang: Locale) => string): Localized =>
  Object.fromEntries(LANGS.map((l) => [l, f(l)])) as unknown as Localized;
const list = (items: string[], lang: Locale) => items.join(lang === 'en' ? ', ' : '、');
const stop = (lang: Locale) => (lang === 'en' ? '.' : '。');
const name = (key: string, lang: Locale) => INGREDIENTS[INGREDIENT_INDEX[key]].names[lang];

/** A tile with its name (and a count) under it. */
function Tile({ ingredient, lang, note }: { ingredient: string; lang: Locale; note?: string }) {
  return (
    <span className="rules-fig-item" style={{ '--fig-w': '66px' } as CSSProperties}>
      <TileArt ingredient={INGREDIENT_INDEX[ingredient]} lang={lang} />
      <span>{note ?? name(ingredient, lang)}</span>
    </span>
  );
}

const pantry: RulesFigure = {
  id: 'pantry',
  Art: ({ lang }) => (
    <>
      {INGREDIENTS.map((i) => (
        <Tile key={i.key} ingredient={i.key} lang={lang} note={`${i.names[lang]} ×${i.count}`} />
      ))}
    </>
  ),
  alt: each(
    (l) =>
      t('The 18 ingredients and their tiles: ', '18 种食材及其数量：', '18 種食材及其數量：')[l] +
      list(
        INGREDIENTS.map((i) => `${i.names[l]} ×${i.count}`),
        l,
      ) +
      stop(l),
  ),
  caption: t(
    'The pantry: every ingredient’s tile and how many there are (72 in all). Each tile has its own colour, picture and short name.',
    '准备区：每种食材的板块和数量（共 72 个）。每种板块都有自己的颜色、图案和简称。',
    '準備區：每種食材的板塊和數量（共 72 個）。每種板塊都有自己的顏色、圖案和簡稱。',
  ),
};

/** The example: California Roll (maki, crab, avocado) completed in printed order along row 2. */
const RECIPE = RECIPES.find((r) => r.key === 'california-roll') ?? RECIPES[0];
const COLS = 4;
const ROWS = 3;
/** Board squares (row × 7 + column, as the game numbers them) and what lies there. */
const BOARD: Readonly<Record<number, string>> = {
  0: 'rice',
  2: 'tuna',
  7: 'maki',
  8: 'crab',
  9: 'avocado',
  15: 'cucumber',
  17: 'egg',
};
/** The square placed this turn (the run must include a changed square), and the run it completes. */
const PLACED = 9;
const RUN = [7, 8, 9];
const runName = `${squareName(RUN[0])}–${squareName(RUN[RUN.length - 1])}`;
const cubes = styleCubesFor(RECIPE.ingredients.length);

function MiniBoard({ lang }: { lang: Locale }) {
  const cells = [];
  cells.push(<span key="corner" />);
  for (let c = 0; c < COLS; c++)
    cells.push(
      <span key={`c${c}`} className="rules-fig-coord">
        {String.fromCharCode(65 + c)}
      </span>,
    );
  for (let r = 0; r < ROWS; r++) {
    cells.push(
      <span key={`r${r}`} className="rules-fig-coord">
        {r + 1}
      </span>,
    );
    for (let c = 0; c < COLS; c++) {
      const sq = r * 7 + c;
      const key = BOARD[sq];
      const cls = `rules-fig-square${RUN.includes(sq) ? ' run' : ''}${sq === PLACED ? ' rules-fig-mark' : ''}`;
      cells.push(
        <span key={sq} className={cls}>
          {key && <TileArt ingredient={INGREDIENT_INDEX[key]} lang={lang} />}
        </span>,
      );
    }
  }
  return (
    <span className="rules-fig-board" style={{ '--cols': COLS } as CSSProperties}>
      {cells}
    </span>
  );
}

const recipe: RulesFigure = {
  id: 'recipe',
  Art: ({ lang }) => (
    <>
      <span className="rules-fig-strip">
        <strong>{RECIPE.names[lang]}</strong>
        <span className="rules-fig-row">
          {RECIPE.ingredients.map((k) => (
            <Tile key={k} ingredient={k} lang={lang} />
          ))}
        </span>
      </span>
      <MiniBoard lang={lang} />
    </>
  ),
  alt: each(
    (l) =>
      t('The recipe {recipe}: {list}. ', '食谱{recipe}：{list}。', '食譜{recipe}：{list}。')
        [l].replace('{recipe}', RECIPE.names[l])
        .replace(
          '{list}',
          list(
            RECIPE.ingredients.map((k) => name(k, l)),
            l,
          ),
        ) +
      t('A board of columns A–D and rows 1–3: ', '版图的 A–D 列、1–3 行：', '版圖的 A–D 欄、1–3 列：')[l] +
      list(
        Object.entries(BOARD).map(([sq, k]) => `${squareName(Number(sq))} ${name(k, l)}`),
        l,
      ) +
      t(
        '. The {last} just placed on {sq} completes the recipe along {run}, in printed order.',
        '。刚放在 {sq} 的{last}让 {run} 这一排完成食谱，而且与印刷顺序相同。',
        '。剛放在 {sq} 的{last}讓 {run} 這一排完成食譜，而且與印刷順序相同。',
      )
        [l].replace('{last}', name(BOARD[PLACED], l))
        .replace('{sq}', squareName(PLACED))
        .replace('{run}', runName),
  ),
  caption: each((l) =>
    t(
      'The {last} placed on {sq} this turn (outlined) completes {recipe} along {run}: {points} points and, as it reads in printed order (with style), {cubes} wasabi cube.',
      '本回合放在 {sq} 的{last}（描边）让{recipe}在 {run} 完成：得 {points} 分；与印刷顺序相同（按顺序），另得 {cubes} 个 Wasabi 方块。',
      '本回合放在 {sq} 的{last}（描邊）讓{recipe}在 {run} 完成：得 {points} 分；與印刷順序相同（按順序），另得 {cubes} 個 Wasabi 方塊。',
    )
      [l].replace('{last}', name(BOARD[PLACED], l).toLowerCase())
      .replace('{sq}', squareName(PLACED))
      .replace('{recipe}', RECIPE.names[l])
      .replace('{run}', runName)
      .replace('{points}', String(RECIPE.ingredients.length))
      .replace('{cubes}', String(cubes)),
  ),
};

const utensils: RulesFigure = {
  id: 'utensils',
  Art: ({ lang }) => (
    <>
      {UTENSILS.map((u) => (
        <span key={u} className="rules-fig-item" style={{ '--fig-w': '76px' } as CSSProperties}>
          <UtensilIcon utensil={u} size={48} />
          <span>{UTENSIL_NAMES[u][lang]}</span>
        </span>
      ))}
    </>
  ),
  alt: each(
    (l) =>
      t('The five utensil cards: ', '五种厨具卡：', '五種廚具卡：')[l] +
      list(
        UTENSILS.map((u) => UTENSIL_NAMES[u][l]),
        l,
      ) +
      stop(l),
  ),
  caption: t(
    'The utensil cards, as they show in your hand and in the kitchen.',
    '厨具卡，与手上和准备区里显示的一样。',
    '廚具卡，與手上和準備區裡顯示的一樣。',
  ),
};

export const FIGURES = { pantry, recipe, utensils };
