import { writeFileSync } from 'node:fs';
import { makeBot } from '@potluck/ai';
import { getGame } from '@potluck/catalog';
import { createGame, randomSeed } from '@potluck/engine';
import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { makeJobs } from '../simulate/play.ts';
import { runJobs } from '../simulate/pool.ts';
import { htmlReport } from '../simulate/report-html.ts';
import { formatReport, summarize } from '../simulate/stats.ts';

interface SimulateFlags {
  game: string;
  players: string;
  bots: string;
  games: string;
  seed?: string;
  options?: string;
  json?: boolean;
  report?: string;
  workers?: string;
}

function fail(message: string): never {
  process.stderr.write(`potluck simulate: ${message}\n`);
  process.exit(2);
}

export function registerSimulate(program: Command): void {
  program
    .command('simulate')
    .description('Play many games between bots in parallel and report win rates, scores and game length')
    .requiredOption('--game <id>', 'game id (see potluck games)')
    .requiredOption('--players <n>', 'players per game')
    .requiredOption(
      '--bots <list>',
      'comma-separated bots, one per seat or one for all: random, heuristic, easy, medium, hard, ismcts:N, ismcts:Nms',
    )
    .option('--games <k>', 'number of games', '100')
    .option('--seed <s>', 'seed for the whole run (default: random)')
    .option('--options <json>', 'game options as JSON')
    .option('--json', 'print the report as JSON')
    .option('--report <file>', 'write an HTML report with plots')
    .option('--workers <n>', 'worker threads (default: one per core)')
    .action(async (flags: SimulateFlags) => {
      const players = Number(flags.players);
      const games = Number(flags.games);
      let options: unknown = {};
      try {
        if (flags.options) options = JSON.parse(flags.options);
        const game = getGame(flags.game);
        createGame(game, { players, seed: 'check', options });
      } catch (e) {
        fail(e instanceof Error ? e.message : String(e));
      }
      if (!Number.isInteger(games) || games < 1) fail('--games must be a positive integer');
      let bots = flags.bots.split(',').map((b) => b.trim());
      if (bots.length === 1) bots = new Array(players).fill(bots[0]);
      if (bots.length !== players) fail(`--bots lists ${bots.length} bots for ${players} players`);
      try {
        for (const b of bots) makeBot(flags.game, b);
      } catch (e) {
        fail(e instanceof Error ? e.message : String(e));
      }
      const seed = flags.seed ?? randomSeed();
      const jobs = makeJobs({ game: flags.game, players, bots, games, seed, options });
      const bar = process.stderr.isTTY && !flags.json ? new SingleBar({ clearOnComplete: true }) : null;
      bar?.start(games, 0);
      const records = await runJobs(jobs, {
        workers: flags.workers === undefined ? undefined : Number(flags.workers),
        workerUrl: new URL('./worker.js', import.meta.url),
        onRecord: () => bar?.increment(),
      });
      bar?.stop();
      const report = summarize(flags.game, players, bots, records);
      const command = `potluck ${process.argv.slice(2).join(' ')}${flags.seed ? '' : ` (seed ${seed})`}`;
      if (flags.report) writeFileSync(flags.report, htmlReport(report, command));
      if (flags.json) {
        const { bots: b, ...rest } = report;
        const out = { seed, ...rest, bots: b.map(({ scores: _s, ...x }) => x) };
        process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
      } else {
        process.stdout.write(`${formatReport(report)}\nseed: ${seed}\n`);
      }
    });
}
