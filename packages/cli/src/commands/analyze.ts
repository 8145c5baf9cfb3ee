import { readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '@potluck/engine';
import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { type AnalyzeOutput, DEFAULT_BUDGET_MS, formatAnalysis, runAnalysis } from '../analysis.ts';
import { exitCodeOf } from '../scenario.ts';

interface AnalyzeFlags {
  budget: string;
  iterations?: string;
  seed: string;
  json?: boolean;
  compact?: boolean;
  lang: string;
}

function fail(message: string): never {
  process.stderr.write(`potluck analyze: ${message}\n`);
  process.exit(2);
}

export function registerAnalyze(program: Command): void {
  program
    .command('analyze')
    .argument(
      '<file>',
      'a scenario or an exported match (GET /api/matches/{id}/export), or - for standard input',
    )
    .description(
      "Judge every decision from its seat's view: each candidate's winning chance, the best move, the loss; per seat accuracy, biggest mistakes and a winning-chance curve",
    )
    .option('--budget <ms>', 'search time per decision, in milliseconds', String(DEFAULT_BUDGET_MS))
    .option('--iterations <n>', 'search iterations per decision instead (reproducible numbers)')
    .option('--seed <s>', "seed of the analysis' own randomness", 'analysis')
    .option('--json', 'print everything as JSON')
    .option('--compact', 'with --json: on one line')
    .option('--lang <locale>', `language of the summary: ${LOCALES.join(', ')}`, 'en')
    .action((file: string, flags: AnalyzeFlags) => {
      const budgetMs = Number(flags.budget);
      const iterations = flags.iterations === undefined ? undefined : Number(flags.iterations);
      if (iterations === undefined && !(budgetMs > 0))
        fail('--budget must be a positive number of milliseconds');
      if (iterations !== undefined && !(Number.isInteger(iterations) && iterations > 0))
        fail('--iterations must be a positive integer');
      if (!(LOCALES as readonly string[]).includes(flags.lang))
        fail(`--lang must be one of ${LOCALES.join(', ')}`);
      let input: unknown;
      try {
        input = JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8'));
      } catch (e) {
        const message = `Cannot read the scenario: ${e instanceof Error ? e.message : String(e)}`;
        process.stdout.write(`${JSON.stringify({ ok: false, error: { code: 'BAD_SCENARIO', message } })}\n`);
        process.exitCode = 2;
        return;
      }
      const bar = process.stderr.isTTY ? new SingleBar({ clearOnComplete: true }) : null;
      let started = false;
      const out: AnalyzeOutput = runAnalysis(input, {
        budget: iterations !== undefined ? { iterations } : { budgetMs },
        seed: flags.seed,
        onProgress: (done, total) => {
          if (!started) bar?.start(total, 0);
          started = true;
          bar?.update(done);
        },
      });
      bar?.stop();
      if (flags.json || !out.ok) {
        process.stdout.write(`${JSON.stringify(out, null, flags.compact ? undefined : 2)}\n`);
        if (!out.ok) process.exitCode = exitCodeOf(out);
        return;
      }
      process.stdout.write(`${formatAnalysis(out, flags.lang as Locale)}\n`);
    });
}
