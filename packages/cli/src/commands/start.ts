import type { Command } from 'commander';
import { describeGames } from '../catalog-json.ts';

/** `npm start` runs this. Until the game server lands it explains what is available. */
export function registerStart(program: Command): void {
  program
    .command('start')
    .description('Start Potluck (the web server once it exists; for now, what is available)')
    .action(() => {
      const games = describeGames()
        .map(
          (g) =>
            `  ${g.id.padEnd(20)} ${g.names.en} (${g.names['zh-Hans']}), ${g.minPlayers}–${g.maxPlayers} players`,
        )
        .join('\n');
      process.stdout.write(`Potluck — an online kitchen table for cooking board games.

The web server is not built yet. Available now:

Games:
${games}

Commands (run with npx potluck <command>):
  games [--json]         list games, player counts and options (as JSON Schema)
  script <file|->        run a scenario and print the final state, views, events and result

Run a scenario:
  echo '{"game":"too-many-cooks","players":3,"seed":"demo","actions":[]}' | npx potluck script -
See docs/scenarios.md for the format and a worked example per game.
`);
    });
}
