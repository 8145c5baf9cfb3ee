// The body of the analysis worker thread (bundled as packages/cli/dist/analysis-worker.js by scripts/build.mjs):
// one match's analysis per message, progress after each decision. It runs at the lowest CPU priority: on Linux
// a nice value belongs to a thread, and os.setPriority(0, …) called here sets this thread's only, so bot moves
// (their own workers) and the main thread always come first.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type AnalysisJob, runAnalysisJob } from './analysis-job.ts';

export function runAnalysisWorker(): void {
  try {
    setPriority(19);
  } catch {
    // not allowed here: it still runs one analysis at a time on a thread of its own
  }
  parentPort?.on('message', (job: AnalysisJob) => {
    runAnalysisJob(job, (done, total) => parentPort?.postMessage({ progress: [done, total] })).then(
      (analysis) => parentPort?.postMessage({ analysis }),
      (e) => parentPort?.postMessage({ error: e instanceof Error ? e.message : String(e) }),
    );
  });
}
