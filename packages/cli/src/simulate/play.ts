import { makeBot, playMatch } from '@potluck/ai';
import { getGame } from '@potluck/catalog';

/** One simulated game's job: everything a worker needs, as plain data. */
export interface GameJob {
  game: string;
  index: number;
  seed: string;
  options: unknown;
  /** Bot name per seat. */
  bots: string[];
  /** Which entry of the user's bot list sits in each seat. */
  seating: number[];
}

export interface GameRecord {
  index: number;
  seating: number[];
  scores: number[];
  ranks: number[];
  winners: number[];
  finished: boolean;
  actions: number;
  turns: number;
  thinkMs: number[];
  maxThinkMs: number[];
}

export function playJob(job: GameJob): GameRecord {
  const game = getGame(job.game);
  const bots = job.bots.map((name) => makeBot(job.game, name));
  const out = playMatch({ game, seed: job.seed, options: job.options, bots });
  const r = out.result;
  return {
    index: job.index,
    seating: job.seating,
    scores: r ? [...r.scores] : [],
    ranks: r ? [...r.ranks] : [],
    winners: r ? [...r.winners] : [],
    finished: r !== null,
    actions: out.actions,
    turns: out.turns,
    thinkMs: out.thinkMs,
    maxThinkMs: out.maxThinkMs,
  };
}

/**
 * The jobs of a simulation. Seats rotate from game to game so that every bot sits in every seat equally often
 * (the seat-position effect is then measured, not mixed into the bots' win rates).
 */
export function makeJobs(input: {
  game: string;
  players: number;
  bots: string[];
  games: number;
  seed: string;
  options: unknown;
}): GameJob[] {
  const { players, bots } = input;
  const jobs: GameJob[] = [];
  for (let i = 0; i < input.games; i++) {
    const seating = Array.from({ length: players }, (_, s) => (s + i) % bots.length);
    jobs.push({
      game: input.game,
      index: i,
      seed: `${input.seed}/${i}`,
      options: input.options,
      bots: seating.map((b) => bots[b]),
      seating,
    });
  }
  return jobs;
}
