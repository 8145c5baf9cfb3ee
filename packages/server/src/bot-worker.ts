// The body of a bot worker thread (bundled as packages/cli/dist/bot-worker.js by scripts/build.mjs): decides
// one bot move per message from {gameId, seat, view, level, seed} (never the true state) and posts the action.
import { parentPort } from 'node:worker_threads';
import { GAMES } from '@potluck/catalog';
import { type BotJob, botDecider } from './bot-pool.ts';

export function runBotWorker(): void {
  const decide = botDecider(GAMES);
  parentPort?.on('message', (job: BotJob) => {
    try {
      parentPort?.postMessage({ action: decide(job) });
    } catch (e) {
      parentPort?.postMessage({ error: e instanceof Error ? e.message : String(e) });
    }
  });
}
