import { cpus, loadavg } from 'node:os';
import { GAMES } from '@potluck/catalog';
import type { Command } from 'commander';
import { DEFAULT_BUDGET_MS } from '../analysis.ts';
import {
  type AnalysisCost,
  brier,
  measureCost,
  measureNoise,
  type ReliabilityRow,
  reliabilityPoints,
  reliabilityTable,
  wilson,
} from '../bench/analysis.ts';
import { writeSection } from '../bench/markdown.ts';

interface Flags {
  game?: string;
  players: string;
  bots: string;
  budget: string;
  seed: string;
  reliability?: boolean;
  noise?: boolean;
  matches: string;
  perMatch: string;
  write?: string;
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;

function costTable(rows: AnalysisCost[]): string {
  return [
    '| game | players | match (bots) | actions | searched decisions | median iterations a decision | analysis time |',
    '|---|---:|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.game} | ${r.players} | ${r.bots} | ${r.actions} | ${r.searched} | ${r.medianIterations} | ${r.seconds.toFixed(1)} s |`,
    ),
  ].join('\n');
}

function reliabilityMarkdown(
  per: { game: string; rows: ReliabilityRow[]; brier: number; n: number }[],
): string {
  const lines = [
    '| game | predicted chance | decisions | mean predicted | actual win rate (95% CI) |',
    '|---|---|---:|---:|---|',
  ];
  for (const g of per) {
    for (const r of g.rows) {
      if (r.count === 0) continue;
      lines.push(
        `| ${g.game} | ${pct(r.from)}–${pct(r.to)} | ${r.count} | ${pct(r.predicted)} | ${pct(r.actual)} (${pct(wilson(r.actual, r.count).low)}–${pct(wilson(r.actual, r.count).high)}) |`,
      );
    }
  }
  lines.push(
    '',
    per
      .map((g) => `${g.game}: Brier score ${g.brier.toFixed(3)} over ${g.n} decisions (always 50%: 0.250)`)
      .join('; '),
  );
  return lines.join('\n');
}

export function registerBenchAnalysis(program: Command): void {
  program
    .command('bench-analysis')
    .description(
      'Measure post-game analysis on one thread: the time to analyse a typical bot match of each game, or (--reliability) how well its winning chances are calibrated',
    )
    .option('--game <id>', 'only this game')
    .option('--players <n>', 'players per match', '2')
    .option('--bots <name>', 'the bot playing every seat of the recorded matches', 'medium')
    .option('--budget <ms>', 'search time per decision', String(DEFAULT_BUDGET_MS))
    .option('--seed <s>', 'seed of the recorded matches', 'analysis-bench')
    .option('--reliability', 'measure calibration instead of cost')
    .option('--noise', 'analyse each recorded match twice with different seeds: how much the numbers move')
    .option('--matches <n>', 'with --reliability: matches per game', '20')
    .option('--per-match <n>', 'with --reliability: decisions analysed per match', '8')
    .option('--write <file>', 'write the figures, with this command, into a Markdown file')
    .action((flags: Flags) => {
      const players = Number(flags.players);
      const budget = { budgetMs: Number(flags.budget) };
      const games = GAMES.filter((g) => !flags.game || g.id === flags.game);
      const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`;
      const command = `npx potluck bench-analysis ${process.argv.slice(3).join(' ')}`.trim();
      const header = (what: string) =>
        [
          `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, one thread; 1-minute load average ${loadavg()[0].toFixed(1)} when it started (${what}):`,
          '',
          '```sh',
          command,
          '```',
          '',
          '',
        ].join('\n');
      if (flags.reliability) {
        const started = header(`${flags.matches} matches per game`);
        const per = games.map((game) => {
          process.stderr.write(`reliability ${game.id}…\n`);
          const points = reliabilityPoints(
            game,
            players,
            flags.bots,
            budget,
            `${flags.seed}/${game.id}`,
            Number(flags.matches),
            Number(flags.perMatch),
            () => process.stderr.write('.'),
          );
          process.stderr.write('\n');
          return { game: game.id, rows: reliabilityTable(points), brier: brier(points), n: points.length };
        });
        const md = reliabilityMarkdown(per);
        process.stdout.write(`${md}\n`);
        if (flags.write) writeSection(flags.write, 'analysis-reliability', started + md);
        return;
      }
      if (flags.noise) {
        const started = header('each match recorded first, then analysed twice, with analysis seeds A and B');
        const rows = games.map((game) => {
          process.stderr.write(`analysis noise ${game.id}…\n`);
          return measureNoise(game, players, flags.bots, budget, `${flags.seed}/${game.id}`);
        });
        const pts = (x: number) => (x * 100).toFixed(1);
        const md = [
          '| game | searched decisions | loss difference between the two analyses: median | 90th percentile | largest | same verdict | flagged by one only |',
          '|---|---:|---:|---:|---:|---:|---:|',
          ...rows.map(
            (r) =>
              `| ${r.game} | ${r.searched} | ${pts(r.lossDiff[0])} | ${pts(r.lossDiff[1])} | ${pts(r.lossDiff[2])} | ${pct(r.sameVerdict)} | ${pct(r.flagFlips)} |`,
          ),
          '',
          'Loss differences in percentage points of winning chance. "Flagged by one only": one analysis calls the move an inaccuracy or worse, the other best or good.',
        ].join('\n');
        process.stdout.write(`${md}\n`);
        if (flags.write) writeSection(flags.write, 'analysis-noise', started + md);
        return;
      }
      const started = header('each match recorded first, then analysed');
      const rows = games.map((game) => {
        process.stderr.write(`analysis cost ${game.id}…\n`);
        return measureCost(game, players, flags.bots, budget, `${flags.seed}/${game.id}`);
      });
      const md = costTable(rows);
      process.stdout.write(`${md}\n`);
      if (flags.write) writeSection(flags.write, 'analysis-bench', started + md);
    });
}
