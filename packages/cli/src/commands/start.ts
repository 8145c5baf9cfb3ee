import type { Command } from 'commander';
import { runServer } from './serve.ts';

/** `npm start` runs this: the game server with its defaults, serving the built web client. */
export function registerStart(program: Command): void {
  program
    .command('start')
    .description('Start Potluck: the game server on data/potluck.sqlite with the web client (see `serve`)')
    .option('--port <port>', 'port to listen on (default $PORT or 3000)')
    .action(async (flags: { port?: string }) => {
      await runServer({ port: flags.port });
    });
}
