/**
 * Post-game analysis on the server (issue 17 item 2): `POST /api/matches/{id}/analysis` queues a finished
 * match, `GET` tells its state. The queue is in the database (`analysis_requests`, migration 8;
 * storage/analysis-queue.ts), shared by every node: a restart loses nothing, each match is analysed once, and the
 * per-address and per-person limit is counted there. Each node runs one analysis at a time, on a worker thread of
 * its own at the lowest CPU priority (analysis-worker.ts), so it never holds up bot moves; without the bundled
 * worker script (tests from sources) it runs on the main thread. A node claims the oldest queued request (or one
 * whose node stopped writing progress: it died), writes progress about every second (any node reads it), and
 * stores the result once; shutting down, it gives its claim back to the queue.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnalysisBudget } from '@potluck/ai';
import type { AnyGame, rngFromSeed } from '@potluck/engine';
import { type AnalysisJob, runAnalysisJob, type StoredAnalysis } from '../analysis-job.ts';
import { ServerError } from '../errors.ts';
import type { AnalysisQueueStore, AnalysisRequest } from '../storage/analysis-queue.ts';
import type { Storage } from '../storage/types.ts';
import type { Logger } from './context.ts';

export interface AnalysisOptions {
  /** Search per decision. Default 400 ms (as `potluck analyze`): about a minute for a 2-player match. */
  budget?: AnalysisBudget;
  /** Analyses one address or one person may have queued or running at once (default 3); 0 = no limit. */
  perClient?: number;
  /** The worker script (default: analysis-worker.js next to the bundled server); null = on the main thread. */
  workerUrl?: URL | null;
  /** Analyses this node runs: 1 (default) or 0 (it only queues them; other nodes run them). */
  runners?: 0 | 1;
  /** How often an idle node looks for requests made through other nodes (default 1000 ms). */
  pollMs?: number;
  /** A running analysis whose node wrote no progress for this long is taken over by another (default 30 s). */
  staleMs?: number;
}

/** A node gives up a match whose analysis was claimed this many times without finishing (it kills its node). */
const MAX_ATTEMPTS = 3;

export type AnalysisState =
  | { status: 'none' }
  | { status: 'queued'; position: number }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; analysis: StoredAnalysis }
  | { status: 'failed' };

export function defaultAnalysisWorkerUrl(): URL | null {
  if (!import.meta.url.endsWith('.js')) return null;
  const url = new URL('./analysis-worker.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : null;
}

/** Finished-match facts the queue needs: the export (rng, options, actions) of a finished match. */
export interface AnalysisSource {
  storage: Storage;
  log?: Logger;
  /** Throws MATCH_NOT_FOUND / NOT_FINISHED like GET /export. */
  exportMatch(id: string): Promise<{
    game: string;
    players: number;
    rng: number[];
    options: Record<string, unknown>;
    actions: { player: number; action: unknown }[];
  }>;
  games: readonly AnyGame[];
}

/** The storage's analysis queue (SQLite and PostgreSQL both have one). */
function queueOf(storage: Storage): AnalysisQueueStore {
  const q = (storage as { analysisQueue?: AnalysisQueueStore }).analysisQueue;
  if (!q) throw new Error('this storage has no analysis queue');
  return q;
}

/** The analysis running on this node. */
interface Running {
  row: AnalysisRequest;
  claim: string;
  done: number;
  total: number;
  /** Set when the claim was lost (another node took it over): the job stops at its next decision. */
  lost: boolean;
}

export class AnalysisQueue {
  private readonly budget: AnalysisBudget;
  private readonly perClient: number;
  private readonly workerUrl: URL | null;
  private readonly runners: 0 | 1;
  private readonly pollMs: number;
  private readonly staleMs: number;
  /** This node, as written in the rows it claims. */
  readonly node = randomBytes(6).toString('hex');
  /** Analyses this node ran to the end (for tests: a match is analysed once over all nodes). */
  runs = 0;
  private running: Running | null = null;
  /** The claim loop is active (claiming or running). */
  private busy: Promise<void> | null = null;
  private poll: NodeJS.Timeout | null = null;
  private worker: Worker | null = null;
  private closed = false;

  constructor(
    private readonly src: AnalysisSource,
    opts: AnalysisOptions = {},
  ) {
    this.budget = opts.budget ?? { budgetMs: 400 };
    this.perClient = opts.perClient ?? 3;
    this.workerUrl = opts.workerUrl === undefined ? defaultAnalysisWorkerUrl() : opts.workerUrl;
    this.runners = opts.runners ?? 1;
    this.pollMs = opts.pollMs ?? 1000;
    this.staleMs = opts.staleMs ?? 30_000;
    if (this.runners > 0) {
      this.poll = setInterval(() => this.wake(), this.pollMs);
      this.poll.unref();
      queueMicrotask(() => this.wake()); // requests left queued by a restart, or by other nodes
    }
  }

  private get store(): AnalysisQueueStore {
    return queueOf(this.src.storage);
  }

  private async stored(id: string): Promise<StoredAnalysis | null> {
    if (!this.src.storage.getAnalysis) return null;
    const json = await this.src.storage.getAnalysis(id);
    return json === null ? null : (JSON.parse(json) as StoredAnalysis);
  }

  /** A request's state as any node sees it (this node's own running one with its latest progress). */
  private async stateOf(row: AnalysisRequest | null): Promise<AnalysisState | null> {
    if (!row) return null;
    switch (row.status) {
      case 'queued':
        return { status: 'queued', position: await this.store.position(row) };
      case 'running': {
        const r = this.running;
        if (r && r.row.matchId === row.matchId && r.claim === row.claim)
          return { status: 'running', done: r.done, total: r.total };
        return { status: 'running', done: row.done, total: row.total };
      }
      case 'failed':
        return { status: 'failed' };
      default:
        return null; // done: the stored analysis says it
    }
  }

  /** The analysis of a match: stored, queued (position 1 = next), running (decisions done / total), or none. */
  async state(id: string): Promise<AnalysisState> {
    const done = await this.stored(id);
    if (done) return { status: 'done', analysis: done };
    const live = await this.stateOf(await this.store.get(id));
    if (live) return live;
    // the match must exist and be finished, as for the export
    await this.src.exportMatch(id);
    return { status: 'none' };
  }

  /** Queues a finished match's analysis unless it is queued, running or done already; returns its state. */
  async request(id: string, client: string | null, player: string | null = null): Promise<AnalysisState> {
    const done = await this.stored(id);
    if (done) return { status: 'done', analysis: done };
    const exp = await this.src.exportMatch(id);
    const r = await this.store.enqueue({
      matchId: id,
      client,
      player,
      total: exp.actions.length,
      at: Date.now(),
      limit: this.perClient,
    });
    // per address and per person: one person on several addresses, or several people behind one, count once
    if (r === 'quota') throw new ServerError('ANALYSIS_QUOTA', { limit: this.perClient });
    const state = await this.state(id);
    queueMicrotask(() => this.wake());
    return state;
  }

  /** Starts the claim loop unless it runs already: claims and runs requests until none is left. */
  private wake(): void {
    if (this.busy || this.closed || this.runners === 0) return;
    this.busy = this.loop()
      .catch((e) => this.src.log?.warn({ err: (e as Error)?.message }, 'analysis queue'))
      .finally(() => {
        this.busy = null;
      });
  }

  private async loop(): Promise<void> {
    while (!this.closed) {
      const row = await this.store.claim(this.node, Date.now(), this.staleMs);
      if (!row?.claim) return;
      await this.runClaimed(row, row.claim);
    }
  }

  /** Runs one claimed request to its end: stored, failed, given back (shutting down) or lost to another node. */
  private async runClaimed(row: AnalysisRequest, claim: string): Promise<void> {
    const store = this.store;
    const id = row.matchId;
    if (row.attempts > MAX_ATTEMPTS) {
      await store.finish(id, claim, null, Date.now());
      return;
    }
    const r: Running = { row, claim, done: 0, total: row.total, lost: false };
    this.running = r;
    // progress, and the heartbeat that keeps other nodes from taking it over, about every second
    const beatMs = Math.max(50, Math.min(1000, Math.floor(this.staleMs / 3)));
    let writing: Promise<void> = Promise.resolve();
    const beat = setInterval(() => {
      writing = store
        .progress(id, claim, r.done, r.total, Date.now())
        .then((ours) => {
          if (!ours) r.lost = true;
        })
        .catch(() => {}); // storage down for a moment: the next beat tries again
    }, beatMs);
    beat.unref();
    try {
      let analysis: StoredAnalysis | null = null;
      try {
        const exp = await this.src.exportMatch(id);
        const job: AnalysisJob = {
          matchId: id,
          game: exp.game,
          players: exp.players,
          rng: exp.rng as ReturnType<typeof rngFromSeed>,
          options: exp.options,
          actions: exp.actions,
          budget: this.budget,
        };
        analysis = await this.run(job, r);
      } catch (e) {
        clearInterval(beat);
        await writing;
        if (this.closed) await store.release(id, claim);
        else if (!r.lost) await store.finish(id, claim, null, Date.now());
        if (!this.closed) this.src.log?.warn({ match: id, err: (e as Error)?.message }, 'analysis failed');
        return;
      }
      clearInterval(beat);
      await writing;
      await store.finish(id, claim, JSON.stringify(analysis), Date.now());
      this.runs++;
    } finally {
      clearInterval(beat);
      this.running = null;
    }
  }

  private run(job: AnalysisJob, r: Running): Promise<StoredAnalysis> {
    const onProgress = (done: number, total: number) => {
      r.done = done;
      r.total = total;
    };
    if (this.closed) return Promise.reject(new Error('stopped'));
    if (!this.workerUrl) {
      // tests from sources: on this thread, one decision per turn of the event loop
      const pause = () =>
        new Promise<void>((res, rej) =>
          setImmediate(() => (this.closed || r.lost ? rej(new Error('stopped')) : res())),
        );
      return runAnalysisJob(job, onProgress, this.src.games, pause);
    }
    if (!this.worker) {
      this.worker = new Worker(this.workerUrl);
      this.worker.unref();
    }
    const w = this.worker;
    return new Promise((resolve, reject) => {
      const done = () => {
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
        clearInterval(watch);
      };
      const onMessage = (m: { progress?: [number, number]; analysis?: StoredAnalysis; error?: string }) => {
        if (m.progress) return onProgress(m.progress[0], m.progress[1]);
        done();
        if (m.analysis) resolve(m.analysis);
        else reject(new Error(m.error ?? 'analysis failed'));
      };
      const onError = (err: Error) => {
        done();
        this.worker = null;
        reject(err);
      };
      const onExit = () => {
        done();
        if (this.worker === w) this.worker = null;
        reject(new Error('the analysis worker stopped'));
      };
      // the claim lost to another node (this one was taken for dead): stop the worker's search
      const watch = setInterval(() => {
        if (r.lost) void w.terminate();
      }, 250);
      watch.unref();
      w.on('message', onMessage);
      w.once('error', onError);
      w.once('exit', onExit);
      w.postMessage(job);
    });
  }

  /** Stops: the running analysis (if any) goes back to the queue for another node or the next start. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.poll) clearInterval(this.poll);
    const w = this.worker;
    this.worker = null;
    await w?.terminate();
    await this.busy;
  }
}
