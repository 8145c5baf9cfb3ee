import type { Command } from 'commander';
import { describeGames } from '../catalog-json.ts';

export function registerGames(program: Command): void {
  program
    .command('games')
    .description('List the games, their player counts and their options (hidden ones too, marked as such)')
    .option('--json', 'print JSON (options as JSON Schema)')
    .action((opts: { json?: boolean }) => {
      const games = describeGames();
      if (opts.json) {
        process.stdout.write(`${JSON.stringify(games, null, 2)}\n`);
        return;
      }
      for (const g of games) {
        const options = Object.entries(g.optionDefaults as Record<string, unknown>)
          .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
          .join(' ');
        const hidden = g.hidden ? '  (hidden: served with --enable-game)' : '';
        process.stdout.write(
          `${g.id.padEnd(20)} ${g.names.en} / ${g.names['zh-Hans']}  ${g.minPlayers}–${g.maxPlayers} players  ${options}${hidden}\n`,
        );
      }
    });
}
