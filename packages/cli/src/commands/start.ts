import type { Command } from 'commander';
import { runServer } from './serve.ts';

/** `npm start` runs this: the game server with its defaults, serving the built web client. */
export function registerStart(program: Command): void {
  program
    .command('start')
    .description('Start Potluck: the game server on data/potluck.sqlite with the web client (see `serve`)')
    .option('--port <port>', 'port to listen on (default $PORT or 3000)')
    .option('--host <host>', 'interface to listen on (default $HOST or 127.0.0.1; 0.0.0.0 for your network)')
    .action(async (flags: { port?: string; host?: string }) => {
      // short readable log lines for a person ($POTLUCK_LOG_FORMAT=json for JSON, as `serve` prints)
      await runServer({ port: flags.port, host: flags.host }, 'pretty');
    });
}
