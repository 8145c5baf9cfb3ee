// Worker thread for `potluck simulate`: plays one game per message and posts its record back.
import { parentPort } from 'node:worker_threads';
import { type GameJob, playJob } from './simulate/play.ts';

parentPort?.on('message', (job: GameJob) => {
  try {
    parentPort?.postMessage({ record: playJob(job) });
  } catch (e) {
    parentPort?.postMessage({ error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
});
