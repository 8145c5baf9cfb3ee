import {
  brokenTies,
  type Dict,
  type EndBreakdownProps,
  EndNote,
  EndTable,
  l10n as t,
  useTexts,
} from '@potluck/web-kit';
import type { game } from '../index.ts';
import { judgeDef } from './display.ts';
import { type CuisineEndRow, cuisineEnd } from './end.ts';

const TEXTS: Dict = {
  medals: t('Medals', '奖章', '獎章'),
  dishes: t('Dishes', '菜品', '菜品'),
  eaten: t('Eaten', '吃掉', '吃掉'),
  eatenCards_one: t('{count} card eaten', '吃掉 {count} 张牌', '吃掉 {count} 張牌'),
  eatenCards_other: t('{count} cards eaten', '吃掉 {count} 张牌', '吃掉 {count} 張牌'),
  noDish: t('no dish', '没有菜品', '沒有菜品'),
  round: t('round {n}', '第 {n} 轮', '第 {n} 輪'),
  note: t(
    'Most medals wins (dishes judged, plus bonuses); ties go to the most cards eaten, then shared.',
    '奖章最多者胜（评审给的菜品奖章及加成）；同分比较吃掉的牌数，仍相同则共享胜利。',
    '獎章最多者勝（評審給的菜品獎章及加成）；同分比較吃掉的牌數，仍相同則共享勝利。',
  ),
  eatenTie: t(
    'Tie on {score} medals broken by cards eaten: {list}.',
    '{score} 枚奖章同分，按吃掉的牌数决胜：{list}。',
    '{score} 枚獎章同分，按吃掉的牌數決勝：{list}。',
  ),
};

/** 卡片厨房's end breakdown: each seat's dishes (the judges they won), medals and cards eaten (the tie-break). */
export function CuisineEnd({ view, names, you }: EndBreakdownProps<typeof game>) {
  const { tx, lang } = useTexts(TEXTS);
  const rows = cuisineEnd(view);
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const ties = brokenTies(
    rows.map((r) => r.medals),
    (s) => rows[s].eaten,
  );
  return (
    <EndTable<CuisineEndRow>
      game="cuisine-a-la-card"
      rows={rows}
      columns={[
        {
          key: 'dishes',
          head: tx('dishes'),
          cell: (row) =>
            row.dishes.length === 0 ? (
              <span className="muted">{tx('noDish')}</span>
            ) : (
              <ul className="end-list">
                {row.dishes.map((d, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a judge is won once; the index keeps order
                  <li key={i}>
                    {judgeDef(d.judge).name[lang]}{' '}
                    <span className="muted">({tx('round', { n: d.round })})</span>
                  </li>
                ))}
              </ul>
            ),
        },
        {
          key: 'eaten',
          num: true,
          head: tx('eaten'),
          cell: (row) => row.eaten,
          cellTitle: (row) => tx('eatenCards', { count: row.eaten }),
        },
      ]}
      total={(row) => row.medals}
      totalHead={tx('medals')}
      names={names}
      you={you}
    >
      <EndNote muted>{tx('note')}</EndNote>
      {ties.map((g) => (
        <EndNote key={g.score} tiebreak>
          {tx('eatenTie', {
            score: g.score,
            list: g.seats.map((s) => `${name(s)} ${rows[s].eaten}`).join(', '),
          })}
        </EndNote>
      ))}
    </EndTable>
  );
}
