import { GameError } from '@potluck/engine';
import type { Command } from 'commander';
import { cardTables, formatTables } from '../cards.ts';

export function registerCards(program: Command): void {
  program
    .command('cards')
    .argument('<game>', 'a game id (see potluck games)')
    .description(
      'Print the card, tile and recipe tables with the ids and indexes actions, states and views use',
    )
    .option('--json', 'print JSON')
    .action((id: string, opts: { json?: boolean }) => {
      try {
        const out = cardTables(id);
        process.stdout.write(opts.json ? `${JSON.stringify(out, null, 2)}\n` : formatTables(out));
      } catch (e) {
        if (!(e instanceof GameError)) throw e;
        process.stderr.write(`potluck cards: ${e.message}\n`);
        process.exitCode = 2;
      }
    });
}
