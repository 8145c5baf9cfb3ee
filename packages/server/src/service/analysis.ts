/**
 * Post-game analysis on the server (issue 17 item 2): `POST /api/matches/{id}/analysis` queues a finished
 * match, `GET` tells its state. One analysis runs at a time, on a worker thread of its own at the lowest CPU
 * priority (analysis-worker.ts), so it never holds up bot moves; without the bundled worker script (tests from
 * sources) it runs on the main thread. Each match is analysed once: the result is stored and later requests
 * read it. One address, and one signed-in person, may have a few analyses waiting or running at once; more are
 * ANALYSIS_QUOTA.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnalysisBudget } from '@potluck/ai';
import type { AnyGame, rngFromSeed } from '@potluck/engine';
import { type AnalysisJob, runAnalysisJob, type StoredAnalysis } from '../analysis-job.ts';
import { ServerError } from '../errors.ts';
import type { Storage } from '../storage/types.ts';

export interface AnalysisOptions {
  /** Search per decision. Default 400 ms (as `potluck analyze`): about a minute for a 2-player match. */
  budget?: AnalysisBudget;
  /** Analyses one address or one person may have queued or running at once (default 3); 0 = no limit. */
  perClient?: number;
  /** The worker script (default: analysis-worker.js next to the bundled server); null = on the main thread. */
  workerUrl?: URL | null;
}

export type AnalysisState =
  | { status: 'none' }
  | { status: 'queued'; position: number }
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; analysis: StoredAnalysis }
  | { status: 'failed' };

interface Entry {
  job: AnalysisJob;
  client: string | null;
  /** The signed-in person who asked (their profile id), if any. */
  player: string | null;
  done: number;
  total: number;
}

export function defaultAnalysisWorkerUrl(): URL | null {
  if (!import.meta.url.endsWith('.js')) return null;
  const url = new URL('./analysis-worker.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : null;
}

/** Finished-match facts the queue needs: the export (rng, options, actions) of a finished match. */
export interface AnalysisSource {
  storage: Storage;
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

export class AnalysisQueue {
  private readonly budget: AnalysisBudget;
  private readonly perClient: number;
  private readonly workerUrl: URL | null;
  /** Waiting, in order; the running one is `running`. */
  private readonly waiting: Entry[] = [];
  private running: Entry | null = null;
  /** Failures kept in memory (a retry after a restart is allowed). */
  private readonly failed = new Set<string>();
  /** Results when the storage keeps none (it always does with SQLite and PostgreSQL). */
  private readonly memory = new Map<string, StoredAnalysis>();
  private worker: Worker | null = null;
  private closed = false;

  constructor(
    private readonly src: AnalysisSource,
    opts: AnalysisOptions = {},
  ) {
    this.budget = opts.budget ?? { budgetMs: 400 };
    this.perClient = opts.perClient ?? 3;
    this.workerUrl = opts.workerUrl === undefined ? defaultAnalysisWorkerUrl() : opts.workerUrl;
  }

  private async stored(id: string): Promise<StoredAnalysis | null> {
    const mem = this.memory.get(id);
    if (mem) return mem;
    if (!this.src.storage.getAnalysis) return null;
    const json = await this.src.storage.getAnalysis(id);
    return json === null ? null : (JSON.parse(json) as StoredAnalysis);
  }

  private stateOf(id: string): AnalysisState | null {
    if (this.running?.job.matchId === id)
      return { status: 'running', done: this.running.done, total: this.running.total };
    const i = this.waiting.findIndex((e) => e.job.matchId === id);
    if (i >= 0) return { status: 'queued', position: i + 1 };
    return null;
  }

  /** The analysis of a match: stored, queued (position 1 = next), running (decisions done / total), or none. */
  async state(id: string): Promise<AnalysisState> {
    const live = this.stateOf(id);
    if (live) return live;
    const done = await this.stored(id);
    if (done) return { status: 'done', analysis: done };
    if (this.failed.has(id)) return { status: 'failed' };
    // the match must exist and be finished, as for the export
    await this.src.exportMatch(id);
    return { status: 'none' };
  }

  /** Queues a finished match's analysis unless it is queued, running or done already; returns its state. */
  async request(id: string, client: string | null, player: string | null = null): Promise<AnalysisState> {
    const live = this.stateOf(id);
    if (live) return live;
    const done = await this.stored(id);
    if (done) return { status: 'done', analysis: done };
    const exp = await this.src.exportMatch(id);
    const again = this.stateOf(id);
    if (again) return again;
    if (this.perClient > 0 && (client !== null || player !== null)) {
      // per address and per person: one person on several addresses, or several people behind one, count once
      const theirs = (e: Entry) =>
        (client !== null && e.client === client) || (player !== null && e.player === player);
      const mine = this.waiting.filter(theirs).length + (this.running && theirs(this.running) ? 1 : 0);
      if (mine >= this.perClient) throw new ServerError('ANALYSIS_QUOTA', { limit: this.perClient });
    }
    this.failed.delete(id);
    this.waiting.push({
      job: {
        matchId: id,
        game: exp.game,
        players: exp.players,
        rng: exp.rng as ReturnType<typeof rngFromSeed>,
        options: exp.options,
        actions: exp.actions,
        budget: this.budget,
      },
      client,
      player,
      done: 0,
      total: exp.actions.length,
    });
    const state = this.stateOf(id) as AnalysisState;
    queueMicrotask(() => this.next());
    return state;
  }

  private next(): void {
    if (this.running || this.closed) return;
    const e = this.waiting.shift();
    if (!e) return;
    this.running = e;
    this.run(e).then(
      async (analysis) => {
        try {
          if (this.src.storage.putAnalysis)
            await this.src.storage.putAnalysis(e.job.matchId, JSON.stringify(analysis));
          else this.memory.set(e.job.matchId, analysis);
        } catch {
          this.memory.set(e.job.matchId, analysis);
        }
        this.finish();
      },
      () => {
        this.failed.add(e.job.matchId);
        this.finish();
      },
    );
  }

  private finish(): void {
    this.running = null;
    this.next();
  }

  private run(e: Entry): Promise<StoredAnalysis> {
    const onProgress = (done: number, total: number) => {
      e.done = done;
      e.total = total;
    };
    if (!this.workerUrl) {
      // tests from sources: on this thread, one decision per turn of the event loop
      const pause = () =>
        new Promise<void>((r, j) => setImmediate(() => (this.closed ? j(new Error('closed')) : r())));
      return runAnalysisJob(e.job, onProgress, this.src.games, pause);
    }
    if (!this.worker) {
      this.worker = new Worker(this.workerUrl);
      this.worker.unref();
    }
    const w = this.worker;
    return new Promise((resolve, reject) => {
      const onMessage = (m: { progress?: [number, number]; analysis?: StoredAnalysis; error?: string }) => {
        if (m.progress) return onProgress(m.progress[0], m.progress[1]);
        w.off('message', onMessage);
        w.off('error', onError);
        if (m.analysis) resolve(m.analysis);
        else reject(new Error(m.error ?? 'analysis failed'));
      };
      const onError = (err: Error) => {
        w.off('message', onMessage);
        this.worker = null;
        reject(err);
      };
      w.on('message', onMessage);
      w.once('error', onError);
      w.postMessage(e.job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.waiting.length = 0;
    await this.worker?.terminate();
    this.worker = null;
  }
}
