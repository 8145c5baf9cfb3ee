import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type Bot, makeBot as defaultMakeBot, hintMoves } from '@potluck/ai';
import { GAMES } from '@potluck/catalog';
import { type AnyGame, rngFromSeed } from '@potluck/engine';

/**
 * Everything a bot decision needs, and nothing more: the seat's view (never the true state), the bot level and
 * a seed for its randomness (derived from the match's secret seed by a hash, so the seed itself never reaches a
 * worker). Plain JSON: it crosses the worker-thread boundary by structured clone.
 */
export interface BotJob {
  gameId: string;
  seat: number;
  view: unknown;
  level: string;
  seed: string;
  /** A hint instead of a move (issue 17): the best moves with their chances (HintMove[]), searched this long. */
  hint?: { budgetMs?: number; iterations?: number };
}

export type MakeBot = (gameId: string, level: string) => Bot;

/** Makes one bot decision from a job: the body shared by the worker threads and the in-thread fallback. */
export function botDecider(games: readonly AnyGame[], makeBot: MakeBot = defaultMakeBot) {
  const byId = new Map(games.map((g) => [g.id, g]));
  const bots = new Map<string, Bot>();
  return (job: BotJob): unknown => {
    const game = byId.get(job.gameId);
    if (!game) throw new Error(`unknown game ${job.gameId}`);
    if (job.hint)
      return hintMoves({ game, seat: job.seat, view: job.view, seed: job.seed, budget: job.hint });
    const key = `${job.gameId}/${job.level}`;
    let bot = bots.get(key);
    if (!bot) {
      bot = makeBot(job.gameId, job.level);
      bots.set(key, bot);
    }
    return bot.choose({ game, seat: job.seat, view: job.view, rng: rngFromSeed(job.seed) });
  };
}

/**
 * The bundled worker script next to this module (packages/cli/dist/bot-worker.js when the server runs from the
 * CLI bundle), or null when running from TypeScript sources (vitest, tsx), where a worker could not load it.
 */
export function defaultBotWorkerUrl(): URL | null {
  if (!import.meta.url.endsWith('.js')) return null;
  const url = new URL('./bot-worker.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : null;
}

/** Default pool size: one worker per core but one (the main thread keeps a core), at least one. */
export function defaultBotWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

interface Pending {
  job: BotJob;
  resolve: (action: unknown) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
}

export interface BotPoolOptions {
  games: readonly AnyGame[];
  /** Worker threads; 0 = decide on the calling thread (tests from sources). */
  size: number;
  /** The worker script (see defaultBotWorkerUrl); without it the pool decides in-thread. */
  workerUrl: URL | null;
  makeBot?: MakeBot;
}

/**
 * Bot decisions off the main thread: a small pool of worker threads, each deciding one job at a time, jobs
 * queued in order. The answer is only a proposal: the caller checks it against the true state (applyAction)
 * and the match version. A worker that dies is replaced; its job fails (the caller falls back).
 */
export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly inThread: ((job: BotJob) => unknown) | null;
  /** Games the worker threads know (the catalog's); jobs of any other game are decided on this thread. */
  private readonly inWorkers: ReadonlySet<string>;
  private readonly outside: ((job: BotJob) => unknown) | null;
  private closed = false;
  /** Jobs being decided right now (in a worker or in-thread). */
  busy = 0;
  /** Jobs answered so far (or failed). */
  completed = 0;

  constructor(private readonly opts: BotPoolOptions) {
    const useWorkers = opts.size > 0 && opts.workerUrl !== null && opts.makeBot === undefined;
    this.inThread = useWorkers ? null : botDecider(opts.games, opts.makeBot);
    // A worker loads the catalog, not the server's games: a game from elsewhere (or another object under a
    // catalog id) would fail there, and its bot would fall back to the first legal move.
    this.inWorkers = new Set(GAMES.filter((g) => opts.games.includes(g)).map((g) => g.id));
    const outside = opts.games.filter((g) => !this.inWorkers.has(g.id));
    this.outside = useWorkers && outside.length > 0 ? botDecider(outside) : null;
    if (useWorkers) for (let i = 0; i < opts.size; i++) this.slots.push(this.spawn());
  }

  /** Worker threads in the pool (0 = in-thread). */
  get size(): number {
    return this.slots.length;
  }

  decide(job: BotJob): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('bot pool closed'));
    const here = this.inThread ?? (this.inWorkers.has(job.gameId) ? null : this.outside);
    if (here) {
      const decide = here;
      return Promise.resolve().then(() => {
        this.busy++;
        try {
          return decide(job);
        } finally {
          this.busy--;
          this.completed++;
        }
      });
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('bot pool closed'));
    await Promise.all(
      this.slots.map(async (s) => {
        s.current?.reject(new Error('bot pool closed'));
        s.current = null;
        await s.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(this.opts.workerUrl as URL);
    worker.unref();
    const slot: Slot = { worker, current: null };
    worker.on('message', (msg: { action?: unknown; error?: string }) => {
      const p = slot.current;
      slot.current = null;
      if (p) {
        this.busy--;
        this.completed++;
        if (msg.error !== undefined) p.reject(new Error(msg.error));
        else p.resolve(msg.action);
      }
      this.pump();
    });
    const fail = (e: Error) => {
      const p = slot.current;
      slot.current = null;
      if (p) {
        this.busy--;
        this.completed++;
        p.reject(e);
      }
      if (this.closed) return;
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots[i] = this.spawn();
      this.pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!this.closed && this.slots.includes(slot)) fail(new Error(`bot worker exited (${code})`));
    });
    return slot;
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.current) continue;
      const p = this.queue.shift() as Pending;
      slot.current = p;
      this.busy++;
      slot.worker.postMessage(p.job);
    }
  }
}
