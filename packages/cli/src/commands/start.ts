import type { Command } from 'commander';
import { runServer } from './serve.ts';

/** `npm start` runs this: the game server with its defaults, serving the built web client. */
export function registerStart(program: Command): void {
  program
    .command('start')
    .description('Start Potluck: the game server on data/potluck.sqlite with the web client (see `serve`)')
    .option('--port <port>', 'port to listen on (default $PORT or 3000)')
    .option('--host <host>', 'interface to listen on (default $HOST or 127.0.0.1; 0.0.0.0 for your network)')
    .option(
      '--enable-game <id>',
      'also serve this hidden game (the example game, example-bids); repeatable (or $POTLUCK_ENABLE_GAMES=id,id)',
      (id: string, prev: string[] = []) => [...prev, id],
    )
    .action(async (flags: { port?: string; host?: string; enableGame?: string[] }) => {
      // short readable log lines for a person ($POTLUCK_LOG_FORMAT=json for JSON, as `serve` prints)
      await runServer({ port: flags.port, host: flags.host, enableGame: flags.enableGame }, 'pretty');
    });
}
