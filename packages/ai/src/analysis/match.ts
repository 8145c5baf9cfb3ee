/**
 * A whole match, decision by decision: the match is replayed from its scenario (seed, options, `fixed`, actions)
 * and every action is judged from its seat's view just before it was taken (analyseDecision). Per seat: accuracy,
 * the biggest mistakes and a winning-chance curve.
 */
import {
  type AnyGame,
  applyAction,
  createGame,
  type GameResult,
  type RngState,
  type Seat,
} from '@potluck/engine';
import { type AnalysisBudget, analyseDecision, type DecisionAnalysis } from './decision.ts';
import { moveAccuracy, type Thresholds, thresholdsFor, type Verdict } from './thresholds.ts';

export interface MatchToAnalyse {
  game: AnyGame;
  players: number;
  seed: string;
  /** The RNG state to start from instead of the seed's (an exported match). */
  rng?: RngState;
  options?: unknown;
  fixed?: unknown;
  actions: readonly { player: number; action: unknown }[];
}

export interface AnalysedDecision extends DecisionAnalysis {
  /** Index of the action in the match's action list (0-based). */
  index: number;
}

export interface SeatSummary {
  seat: Seat;
  /** Actions the seat took, and how many of them were real choices (searched). */
  decisions: number;
  searched: number;
  /** Mean accuracy (0–100) over searched decisions; null if there were none. */
  accuracy: number | null;
  counts: Record<Verdict, number>;
  /** Indexes of the seat's worst decisions (inaccuracies or worse), largest loss first, at most 5. */
  worst: number[];
  /** The seat's estimated winning chance after each of its searched decisions (the played move's value). */
  curve: { index: number; winChance: number }[];
}

export interface MatchAnalysis {
  game: string;
  players: number;
  budget: AnalysisBudget;
  /** Seed of the analysis' own randomness (decision i uses `${seed}/${i}`). */
  seed: string;
  thresholds: Thresholds;
  decisions: AnalysedDecision[];
  seats: SeatSummary[];
  /** The match's result when its actions reach the end of the game, else null (resigned, unfinished). */
  result: GameResult | null;
  ms: number;
}

export interface AnalyseOptions {
  budget: AnalysisBudget;
  /** Seed of the analysis (default "analysis"). */
  seed?: string;
  /** Called after each decision with (done, total). */
  onProgress?: (done: number, total: number) => void;
}

export function analyseMatch(m: MatchToAnalyse, opts: AnalyseOptions): MatchAnalysis {
  const t0 = performance.now();
  const { game } = m;
  const seed = opts.seed ?? 'analysis';
  const thresholds = thresholdsFor(game.id);
  let state = createGame(game, {
    players: m.players,
    seed: m.seed,
    rng: m.rng,
    options: m.options,
    fixed: m.fixed,
  });
  const decisions: AnalysedDecision[] = [];
  for (let index = 0; index < m.actions.length; index++) {
    const { player, action } = m.actions[index];
    const view = game.view(state, player);
    // The boundary first: an action the game refuses is reported as in `potluck script`, not analysed.
    const applied = applyAction(game, state, player, action);
    const d = analyseDecision({
      game,
      seat: player,
      view,
      played: action,
      seed: `${seed}/${index}`,
      budget: opts.budget,
      thresholds,
    });
    decisions.push({ index, ...d });
    state = applied.state;
    opts.onProgress?.(index + 1, m.actions.length);
  }
  return {
    game: game.id,
    players: m.players,
    budget: opts.budget,
    seed,
    thresholds,
    decisions,
    seats: summarise(m.players, decisions),
    result: game.result(state),
    ms: Math.round(performance.now() - t0),
  };
}

export function summarise(players: number, decisions: readonly AnalysedDecision[]): SeatSummary[] {
  const out: SeatSummary[] = [];
  for (let seat = 0; seat < players; seat++) {
    const mine = decisions.filter((d) => d.seat === seat);
    const searched = mine.filter((d) => d.playedWinChance !== null);
    const counts = { forced: 0, only: 0, best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
    for (const d of mine) counts[d.verdict]++;
    const worst = searched
      .filter((d) => d.verdict === 'inaccuracy' || d.verdict === 'mistake' || d.verdict === 'blunder')
      .sort((a, b) => b.loss - a.loss || a.index - b.index)
      .slice(0, 5)
      .map((d) => d.index);
    out.push({
      seat,
      decisions: mine.length,
      searched: searched.length,
      accuracy:
        searched.length === 0
          ? null
          : searched.reduce((sum, d) => sum + moveAccuracy(d.loss), 0) / searched.length,
      counts,
      worst,
      curve: searched.map((d) => ({ index: d.index, winChance: d.playedWinChance! })),
    });
  }
  return out;
}
