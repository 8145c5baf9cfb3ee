import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type GameJob, type GameRecord, playJob } from './play.ts';

/**
 * Plays jobs across worker threads (one per core by default), reporting each finished game to `onRecord`.
 * `workers: 0` plays in this thread (tests run from TypeScript sources, where workers cannot load them).
 */
export async function runJobs(
  jobs: GameJob[],
  opts: { workers?: number; workerUrl?: URL; onRecord?: (r: GameRecord) => void },
): Promise<GameRecord[]> {
  const count = Math.min(jobs.length, opts.workers ?? availableParallelism());
  const records: GameRecord[] = [];
  if (count <= 0 || !opts.workerUrl) {
    for (const job of jobs) {
      const r = playJob(job);
      records.push(r);
      opts.onRecord?.(r);
    }
    return records;
  }
  let next = 0;
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(opts.workerUrl!);
          const feed = () => {
            if (next >= jobs.length) {
              void worker.terminate();
              resolve();
              return;
            }
            worker.postMessage(jobs[next++]);
          };
          worker.on('message', (msg: { record?: GameRecord; error?: string }) => {
            if (msg.error) {
              void worker.terminate();
              reject(new Error(msg.error));
              return;
            }
            records.push(msg.record!);
            opts.onRecord?.(msg.record!);
            feed();
          });
          worker.on('error', reject);
          feed();
        }),
    ),
  );
  return records.sort((a, b) => a.index - b.index);
}
