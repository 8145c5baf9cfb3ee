/**
 * Measurements of post-game analysis (docs/benchmarks.md, docs/ai.md): the cost of analysing a typical match,
 * and how well its winning chances are calibrated (predicted against the actual outcome of bot matches).
 */
import {
  type AnalysisBudget,
  analyseDecision,
  analyseMatch,
  makeBot,
  recordMatch,
  winSharesOf,
} from '@potluck/ai';
import { type AnyGame, createGame, randInt, rngFromSeed } from '@potluck/engine';

export interface AnalysisCost {
  game: string;
  players: number;
  bots: string;
  actions: number;
  searched: number;
  seconds: number;
  medianIterations: number;
}

/** Records one bot match and analyses every decision of it on this thread. */
export function measureCost(
  game: AnyGame,
  players: number,
  bots: string,
  budget: AnalysisBudget,
  seed: string,
): AnalysisCost {
  const rec = recordMatch({
    game,
    seed,
    bots: Array.from({ length: players }, () => makeBot(game.id, bots)),
  });
  const a = analyseMatch(
    { game, players, seed: rec.seed, options: rec.options, actions: rec.actions },
    { budget },
  );
  const its = a.decisions
    .filter((d) => d.iterations > 0)
    .map((d) => d.iterations)
    .sort((x, y) => x - y);
  return {
    game: game.id,
    players,
    bots,
    actions: rec.actions.length,
    searched: its.length,
    seconds: a.ms / 1000,
    medianIterations: its[its.length >> 1] ?? 0,
  };
}

export interface AnalysisNoise {
  game: string;
  searched: number;
  /** Quantiles (p50, p90, max) of |loss with seed A − loss with seed B| over the searched decisions. */
  lossDiff: [number, number, number];
  /** Share of searched decisions given the same verdict by both analyses. */
  sameVerdict: number;
  /** Share where one analysis says inaccuracy or worse and the other says best or good. */
  flagFlips: number;
}

/** Analyses one recorded bot match twice with different analysis seeds: how much the numbers move by chance. */
export function measureNoise(
  game: AnyGame,
  players: number,
  bots: string,
  budget: AnalysisBudget,
  seed: string,
): AnalysisNoise {
  const rec = recordMatch({
    game,
    seed,
    bots: Array.from({ length: players }, () => makeBot(game.id, bots)),
  });
  const m = { game, players, seed: rec.seed, options: rec.options, actions: rec.actions };
  const a = analyseMatch(m, { budget, seed: 'A' });
  const b = analyseMatch(m, { budget, seed: 'B' });
  const diffs: number[] = [];
  let same = 0;
  let flips = 0;
  const flagged = (v: string) => v === 'inaccuracy' || v === 'mistake' || v === 'blunder';
  for (let i = 0; i < a.decisions.length; i++) {
    const x = a.decisions[i];
    const y = b.decisions[i];
    if (x.playedWinChance === null || y.playedWinChance === null) continue;
    diffs.push(Math.abs(x.loss - y.loss));
    if (x.verdict === y.verdict) same++;
    if (flagged(x.verdict) !== flagged(y.verdict)) flips++;
  }
  diffs.sort((p, q) => p - q);
  const q = (f: number) => diffs[Math.floor(f * (diffs.length - 1))] ?? 0;
  const n = Math.max(1, diffs.length);
  return {
    game: game.id,
    searched: diffs.length,
    lossDiff: [q(0.5), q(0.9), q(1)],
    sameVerdict: same / n,
    flagFlips: flips / n,
  };
}

export interface ReliabilityPoint {
  /** The played move's estimated winning chance for the deciding seat. */
  predicted: number;
  /** That seat's actual win share at the end (1, 1/k for a shared win, 0). */
  actual: number;
}

/**
 * Plays `matches` bot matches and analyses up to `perMatch` searched decisions of each, spread over the match:
 * each gives the predicted winning chance of the move played and what the seat finally got.
 */
export function reliabilityPoints(
  game: AnyGame,
  players: number,
  bots: string,
  budget: AnalysisBudget,
  seed: string,
  matches: number,
  perMatch: number,
  onMatch?: () => void,
): ReliabilityPoint[] {
  const out: ReliabilityPoint[] = [];
  for (let m = 0; m < matches; m++) {
    const rec = recordMatch({
      game,
      seed: `${seed}/${m}`,
      bots: Array.from({ length: players }, () => makeBot(game.id, bots)),
    });
    // Replay once, keeping each decision's view; pick the decisions with a real choice in a random order.
    let state = createGame(game, { players, seed: rec.seed, options: rec.options });
    const choices: { seat: number; view: unknown; played: unknown; index: number }[] = [];
    for (let i = 0; i < rec.actions.length; i++) {
      const { player, action } = rec.actions[i];
      if (game.legalActions(state, player).length > 1)
        choices.push({ seat: player, view: game.view(state, player), played: action, index: i });
      state = game.clone(state);
      game.step(state, player, action, null);
    }
    const result = game.result(state);
    if (!result) continue;
    const shares = winSharesOf(result);
    const rng = rngFromSeed(`${seed}/${m}/pick`);
    let taken = 0;
    while (taken < perMatch && choices.length > 0) {
      const [c] = choices.splice(randInt(rng, choices.length), 1);
      const d = analyseDecision({
        game,
        seat: c.seat,
        view: c.view,
        played: c.played,
        seed: `${seed}/${m}/${c.index}`,
        budget,
      });
      if (d.playedWinChance === null) continue;
      out.push({ predicted: d.playedWinChance, actual: shares[c.seat] });
      taken++;
    }
    onMatch?.();
  }
  return out;
}

export interface ReliabilityRow {
  from: number;
  to: number;
  count: number;
  predicted: number;
  actual: number;
}

/** Points binned by predicted chance (0–20%, … 80–100%): mean predicted against mean actual per bin. */
export function reliabilityTable(points: readonly ReliabilityPoint[], bins = 5): ReliabilityRow[] {
  const rows: ReliabilityRow[] = [];
  for (let b = 0; b < bins; b++) {
    const from = b / bins;
    const to = (b + 1) / bins;
    const inBin = points.filter(
      (p) => p.predicted >= from && (p.predicted < to || (b === bins - 1 && p.predicted <= to)),
    );
    const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);
    rows.push({
      from,
      to,
      count: inBin.length,
      predicted: mean(inBin.map((p) => p.predicted)),
      actual: mean(inBin.map((p) => p.actual)),
    });
  }
  return rows;
}

/** 95% Wilson interval of a rate observed as `mean` over `n` outcomes (win shares count as fractions of a win). */
export function wilson(mean: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const centre = (mean + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((mean * (1 - mean)) / n + (z * z) / (4 * n * n))) / d;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Mean squared error of the predictions (0 is perfect; always saying 50% scores 0.25 in a 2-player game). */
export function brier(points: readonly ReliabilityPoint[]): number {
  if (points.length === 0) return 0;
  return points.reduce((s, p) => s + (p.predicted - p.actual) ** 2, 0) / points.length;
}
