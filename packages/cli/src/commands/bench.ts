import { cpus } from 'node:os';
import { GAMES } from '@potluck/catalog';
import type { Command } from 'commander';
import { writeSection } from '../bench/markdown.ts';
import { benchGame, type GameBench } from '../bench/measure.ts';

interface BenchFlags {
  game?: string;
  seconds: string;
  json?: boolean;
  write?: string;
}

const fmt = (x: number) =>
  x >= 1e6 ? `${(x / 1e6).toFixed(2)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)}k` : x.toFixed(0);

export function formatBench(rows: GameBench[]): string {
  const head =
    '| game | players | random playout actions/s | games/s | actions/game | checked applyAction/s | ISMCTS iterations/s |';
  const sep = '|---|---:|---:|---:|---:|---:|---:|';
  const body = rows.map(
    (r) =>
      `| ${r.game} | ${r.players} | ${fmt(r.actionsPerSec)} | ${fmt(r.gamesPerSec)} | ${r.actionsPerGame.toFixed(0)} | ${fmt(r.checkedActionsPerSec)} | ${fmt(r.ismctsIterationsPerSec)} |`,
  );
  return [head, sep, ...body].join('\n');
}

export function registerBench(program: Command): void {
  program
    .command('bench')
    .description('Measure random-playout and search speed per game at 2 players and the maximum, on one core')
    .option('--game <id>', 'only this game')
    .option('--seconds <s>', 'seconds per measurement', '2')
    .option('--json', 'print JSON')
    .option('--write <file>', 'write the figures, with this command, into a Markdown file')
    .action((flags: BenchFlags) => {
      const seconds = Number(flags.seconds);
      const rows: GameBench[] = [];
      for (const game of GAMES) {
        if (flags.game && game.id !== flags.game) continue;
        for (const players of [...new Set([2, game.maxPlayers])]) {
          if (!flags.json) process.stderr.write(`bench ${game.id} ${players}p…\n`);
          rows.push(benchGame(game, players, seconds));
        }
      }
      if (flags.json) {
        process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      } else {
        process.stdout.write(`${formatBench(rows)}\n`);
      }
      if (flags.write) {
        const command = `npx potluck bench ${process.argv.slice(3).join(' ')}`.trim();
        const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}`;
        writeSection(
          flags.write,
          'bench',
          [
            `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, one thread:`,
            '',
            '```sh',
            command,
            '```',
            '',
            formatBench(rows),
          ].join('\n'),
        );
      }
    });
}
