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
import { recipeName } from './display.ts';
import { type WasabiEndRow, wasabiEnd } from './end.ts';

const TEXTS: Dict = {
  recipes: t('Recipes', '菜谱', '菜譜'),
  points: t('Recipe points', '菜谱分', '菜譜分'),
  cubes: t('Cubes', '方块', '方塊'),
  completed_one: t('{count} recipe', '{count} 道菜谱', '{count} 道菜譜'),
  completed_other: t('{count} recipes', '{count} 道菜谱', '{count} 道菜譜'),
  note: t(
    'Score = recipe points + wasabi cubes; tied scores are broken by cubes, then shared.',
    '得分 = 菜谱分 + 芥末方块；同分比较方块数，仍相同则共享名次。',
    '得分 = 菜譜分 + 芥末方塊；同分比較方塊數，仍相同則共享名次。',
  ),
  tenth: t(
    '{name} completed a 10th challenge and wins outright.',
    '{name} 完成了第 10 个挑战，直接获胜。',
    '{name} 完成了第 10 個挑戰，直接獲勝。',
  ),
  cubeTie: t(
    'Tie on {score} points broken by cubes: {list}.',
    '{score} 分同分，按方块数决胜：{list}。',
    '{score} 分同分，按方塊數決勝：{list}。',
  ),
};

/** Wasabi!'s end breakdown: recipe points + cubes per seat, the recipes completed, and how ties were broken. */
export function WasabiEnd({ view, names, you }: EndBreakdownProps<typeof game>) {
  const { tx, lang } = useTexts(TEXTS);
  const { rows, tenth } = wasabiEnd(view);
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const ties = brokenTies(
    rows.map((r) => r.score),
    (s) => rows[s].cubes,
  );
  return (
    <EndTable<WasabiEndRow>
      game="wasabi"
      rows={rows}
      columns={[
        {
          key: 'recipes',
          head: tx('recipes'),
          cell: (row) =>
            row.recipes.length === 0 ? (
              <span className="muted">{tx('completed', { count: 0 })}</span>
            ) : (
              <details>
                <summary>{tx('completed', { count: row.recipes.length })}</summary>
                <ul className="end-list">
                  {row.recipes.map((r) => (
                    <li key={r.id}>
                      {recipeName(r.id, lang)} {r.styled ? '★' : ''} +{r.points}
                    </li>
                  ))}
                </ul>
              </details>
            ),
        },
        { key: 'points', num: true, head: tx('points'), cell: (row) => row.recipePoints },
        { key: 'cubes', num: true, head: tx('cubes'), cell: (row) => row.cubes },
      ]}
      total={(row) => row.score}
      names={names}
      you={you}
    >
      <EndNote muted>{tx('note')}</EndNote>
      {tenth >= 0 && <EndNote tiebreak>{tx('tenth', { name: name(tenth) })}</EndNote>}
      {ties.map((g) => (
        <EndNote key={g.score} tiebreak>
          {tx('cubeTie', {
            score: g.score,
            list: g.seats.map((s) => `${name(s)} ${rows[s].cubes}`).join(', '),
          })}
        </EndNote>
      ))}
    </EndTable>
  );
}
