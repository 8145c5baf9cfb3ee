import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { exitCodeOf, runScenario, type ScenarioOutput } from '../scenario.ts';

function readInput(file: string): string {
  return readFileSync(file === '-' ? 0 : file, 'utf8');
}

export function registerScript(program: Command): void {
  program
    .command('script')
    .argument('<file>', 'scenario JSON file, or - for standard input')
    .description(
      'Run a scenario {game, players, seed, options, fixed, actions} and print the outcome as JSON',
    )
    .option('--compact', 'print JSON on one line')
    .action((file: string, opts: { compact?: boolean }) => {
      let out: ScenarioOutput;
      try {
        out = runScenario(JSON.parse(readInput(file)));
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        out = { ok: false, error: { code: 'BAD_SCENARIO', message: `Cannot read the scenario: ${message}` } };
      }
      process.stdout.write(`${JSON.stringify(out, null, opts.compact ? undefined : 2)}\n`);
      process.exitCode = exitCodeOf(out);
    });
}
