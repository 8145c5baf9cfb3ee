/**
 * `potluck analyze`: checks a scenario or an exported match as `potluck script` does (same errors, same exit
 * statuses), then analyses every decision from its seat's view (packages/ai/src/analysis) and formats the result.
 */
import { type AnalysisBudget, analyseMatch, type MatchAnalysis, VERDICT_NAMES } from '@potluck/ai';
import { getGame } from '@potluck/catalog';
import { canonicalJson, fill, type Locale } from '@potluck/engine';
import { runScenario, type ScenarioOutput, scenarioSchema } from './scenario.ts';

/** Default search per decision: a 2-player match of any game takes about a minute on one core (docs/benchmarks.md). */
export const DEFAULT_BUDGET_MS = 400;

export type AnalyzeOutput = ({ ok: true } & MatchAnalysis) | Extract<ScenarioOutput, { ok: false }>;

export function runAnalysis(
  input: unknown,
  opts: { budget: AnalysisBudget; seed?: string; onProgress?: (done: number, total: number) => void },
): AnalyzeOutput {
  // The match must replay exactly as `potluck script` replays it; a refused action is reported the same way.
  const checked = runScenario(input);
  if (!checked.ok) return checked;
  const sc = scenarioSchema.parse(input);
  const analysis = analyseMatch(
    {
      game: getGame(sc.game),
      players: sc.players,
      seed: sc.seed,
      rng: sc.rng,
      options: sc.options,
      fixed: sc.fixed,
      actions: sc.actions,
    },
    { budget: opts.budget, seed: opts.seed, onProgress: opts.onProgress },
  );
  return { ok: true, ...analysis };
}

type Words = Record<
  | 'summary'
  | 'perDecision'
  | 'perIterations'
  | 'colon'
  | 'result'
  | 'unfinished'
  | 'seat'
  | 'accuracy'
  | 'noChoice'
  | 'curve'
  | 'worst'
  | 'noMistakes'
  | 'line',
  string
>;

const WORDS: Record<Locale, Words> = {
  en: {
    summary:
      '{game}, {players} players: {actions} actions, {searched} searched at {budget} a decision ({seconds} s)',
    perDecision: '{ms} ms',
    perIterations: '{n} iterations',
    colon: ': ',
    result: 'Result: winners {winners}; scores {scores}',
    unfinished: 'The actions do not reach the end of the game.',
    seat: 'Seat {seat}',
    accuracy: 'accuracy {accuracy}%',
    noChoice: 'no real choice',
    curve: 'winning chance {first}% → {last}%',
    worst: 'biggest mistakes:',
    noMistakes: 'no inaccuracy, mistake or blunder',
    line: '#{index} {verdict}, −{loss} points: played {played} ({playedPct}%), better {best} ({bestPct}%)',
  },
  'zh-Hans': {
    summary:
      '{game}，{players} 名玩家：{actions} 步，其中 {searched} 步经搜索分析，每步 {budget}（共 {seconds} 秒）',
    perDecision: '{ms} 毫秒',
    perIterations: '{n} 次迭代',
    colon: '：',
    result: '结果：获胜座位 {winners}；得分 {scores}',
    unfinished: '这些动作没有走到游戏结束。',
    seat: '座位 {seat}',
    accuracy: '准确度 {accuracy}%',
    noChoice: '没有真正的选择',
    curve: '胜率 {first}% → {last}%',
    worst: '最大的失误：',
    noMistakes: '没有不精确、失误或严重失误',
    line: '#{index} {verdict}，−{loss} 个百分点：走了 {played}（{playedPct}%），更好的是 {best}（{bestPct}%）',
  },
  'zh-Hant': {
    summary:
      '{game}，{players} 名玩家：{actions} 步，其中 {searched} 步經搜尋分析，每步 {budget}（共 {seconds} 秒）',
    perDecision: '{ms} 毫秒',
    perIterations: '{n} 次迭代',
    colon: '：',
    result: '結果：獲勝座位 {winners}；得分 {scores}',
    unfinished: '這些動作沒有走到遊戲結束。',
    seat: '座位 {seat}',
    accuracy: '準確度 {accuracy}%',
    noChoice: '沒有真正的選擇',
    curve: '勝率 {first}% → {last}%',
    worst: '最大的失誤：',
    noMistakes: '沒有不精確、失誤或嚴重失誤',
    line: '#{index} {verdict}，−{loss} 個百分點：走了 {played}（{playedPct}%），更好的是 {best}（{bestPct}%）',
  },
};

const pct = (x: number) => (x * 100).toFixed(0);
const BARS = '▁▂▃▄▅▆▇█';

/** The curve as a line of block characters (at most 60, each the mean of its stretch of decisions). */
export function sparkline(values: readonly number[], width = 60): string {
  if (values.length === 0) return '';
  const n = Math.min(width, values.length);
  let out = '';
  for (let i = 0; i < n; i++) {
    const from = Math.floor((i * values.length) / n);
    const to = Math.max(from + 1, Math.floor(((i + 1) * values.length) / n));
    let sum = 0;
    for (let k = from; k < to; k++) sum += values[k];
    const v = Math.min(1, Math.max(0, sum / (to - from)));
    out += BARS[Math.min(BARS.length - 1, Math.floor(v * BARS.length))];
  }
  return out;
}

/** The readable summary: per seat its accuracy, the verdict counts, the curve and its biggest mistakes. */
export function formatAnalysis(a: MatchAnalysis, lang: Locale = 'en'): string {
  const w = WORDS[lang];
  const game = getGame(a.game);
  const searched = a.decisions.filter((d) => d.playedWinChance !== null).length;
  const budget =
    a.budget.budgetMs !== undefined
      ? fill(w.perDecision, { ms: a.budget.budgetMs })
      : fill(w.perIterations, { n: a.budget.iterations ?? 0 });
  const lines = [
    fill(w.summary, {
      game: game.names[lang],
      players: a.players,
      actions: a.decisions.length,
      searched,
      budget,
      seconds: (a.ms / 1000).toFixed(1),
    }),
    a.result
      ? fill(w.result, { winners: a.result.winners.join(', '), scores: a.result.scores.join(' / ') })
      : w.unfinished,
  ];
  const verdictOrder = ['best', 'good', 'inaccuracy', 'mistake', 'blunder', 'only', 'forced'] as const;
  for (const s of a.seats) {
    lines.push('');
    const counts = verdictOrder
      .filter((v) => s.counts[v] > 0)
      .map((v) => `${VERDICT_NAMES[v][lang]} ${s.counts[v]}`)
      .join(' · ');
    const acc = s.accuracy === null ? w.noChoice : fill(w.accuracy, { accuracy: s.accuracy.toFixed(1) });
    lines.push(`${fill(w.seat, { seat: s.seat })}${w.colon}${acc} · ${counts}`);
    if (s.curve.length > 0) {
      const values = s.curve.map((c) => c.winChance);
      lines.push(
        `  ${fill(w.curve, { first: pct(values[0]), last: pct(values[values.length - 1]) })}  ${sparkline(values)}`,
      );
    }
    if (s.worst.length === 0) {
      lines.push(`  ${w.noMistakes}`);
      continue;
    }
    lines.push(`  ${w.worst}`);
    for (const i of s.worst) {
      const d = a.decisions[i];
      lines.push(
        `    ${fill(w.line, {
          index: d.index,
          verdict: VERDICT_NAMES[d.verdict][lang],
          loss: (d.loss * 100).toFixed(1),
          played: canonicalJson(d.played),
          playedPct: pct(d.playedWinChance ?? 0),
          best: canonicalJson(d.best),
          bestPct: pct(d.bestWinChance ?? 0),
        })}`,
      );
    }
  }
  return lines.join('\n');
}
