/**
 * One match's post-game analysis (issue 17 item 2): the exported scenario judged decision by decision
 * (as @potluck/ai analyseMatch, from each seat's view), plus, for each decision whose best move was not played,
 * the events that move would have made as its seat would have seen them, so the client tells "better was …" in
 * the game's own words (its log describer). Shared by the analysis worker thread and the in-thread fallback.
 */
import {
  type AnalysedDecision,
  type AnalysisBudget,
  analyseDecision,
  type MatchAnalysis,
  summarise,
  thresholdsFor,
} from '@potluck/ai';
import { GAMES } from '@potluck/catalog';
import { type AnyGame, applyAction, canonicalJson, createGame, type RngState } from '@potluck/engine';

export interface AnalysisJob {
  matchId: string;
  game: string;
  players: number;
  rng: RngState;
  options: unknown;
  actions: { player: number; action: unknown }[];
  budget: AnalysisBudget;
}

export type StoredAnalysis = MatchAnalysis & {
  /** Per decision index: the events the best move would have made, as its seat would have seen them. */
  bestEvents: Record<string, unknown[]>;
};

/**
 * As analyseMatch (same seeds, same numbers), one decision at a time, awaiting `pause` between decisions so that
 * on the main thread (tests from sources) requests are still served while it runs.
 */
export async function runAnalysisJob(
  job: AnalysisJob,
  onProgress: (done: number, total: number) => void,
  games: readonly AnyGame[] = GAMES,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<StoredAnalysis> {
  const t0 = performance.now();
  const game = games.find((g) => g.id === job.game);
  if (!game) throw new Error(`unknown game ${job.game}`);
  const seed = `analysis/${job.matchId}`;
  const thresholds = thresholdsFor(game.id);
  let state = createGame(game, { players: job.players, seed: 'export', rng: job.rng, options: job.options });
  const decisions: AnalysedDecision[] = [];
  const bestEvents: Record<string, unknown[]> = {};
  for (let index = 0; index < job.actions.length; index++) {
    await pause();
    const { player, action } = job.actions[index];
    const view = game.view(state, player);
    const applied = applyAction(game, state, player, action);
    const d = analyseDecision({
      game,
      seat: player,
      view,
      played: action,
      seed: `${seed}/${index}`,
      budget: job.budget,
      thresholds,
    });
    decisions.push({ index, ...d });
    if (canonicalJson(d.best) !== canonicalJson(d.played)) {
      try {
        const alt = applyAction(game, state, player, d.best);
        bestEvents[index] = alt.events.map((e) => game.viewEvent(e, player)).filter((e) => e !== null);
      } catch {
        // the best move is legal in every state consistent with the view; if not, the client shows no text
      }
    }
    state = applied.state;
    onProgress(index + 1, job.actions.length);
  }
  return {
    game: game.id,
    players: job.players,
    budget: job.budget,
    seed,
    thresholds,
    decisions,
    seats: summarise(job.players, decisions),
    result: game.result(state),
    ms: Math.round(performance.now() - t0),
    bestEvents,
  };
}
