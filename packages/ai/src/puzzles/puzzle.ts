/**
 * Puzzles (issue 17 item 4): positions where, after a long search from the deciding seat's own view, one move is
 * far better than every other. A puzzle is a scenario (docs/scenarios.md: seed or rng, options, fixed, actions) that
 * replays to the position, plus `puzzle`: the seat to move, the answer, the search's numbers per candidate and a
 * short explanation. The searches here see only the seat's view (as analysis and hints do): the scenario's seed and
 * the other seats' hidden cards never enter them.
 */
import {
  type AnyGame,
  applyAction,
  canonicalJson,
  createGame,
  type Localized,
  type PuzzleSearchBudget,
  type RngState,
  rngFromSeed,
  type Seat,
} from '@potluck/engine';
import { z } from 'zod';
import { optionalHeuristics } from '../games/index.ts';
import { ismcts } from '../ismcts.ts';

/** The smallest gap in estimated winning chance (0–1) between the answer and every other candidate. */
export const PUZZLE_GAP = 0.15;
/** The answer must be the search's choice by a clear margin of visits: at least this share of the iterations. */
export const PUZZLE_MIN_VISIT_SHARE = 0.2;
/**
 * A puzzle is a real choice: the seat has at least this many legal moves at the position (with two, finding the
 * answer is a coin flip for whoever guesses).
 */
export const PUZZLE_MIN_LEGAL = 3;

export type { PuzzleSearchBudget };

/**
 * For a game whose heuristics give no `analysis.puzzleBudget` (or that has no heuristics): Wasabi!'s numbers.
 * Iterations per second differ by about 20× between the games (docs/benchmarks.md, post-game analysis), so a game
 * sets its own.
 */
export const DEFAULT_PUZZLE_BUDGET: PuzzleSearchBudget = { screen: 300, long: 4000, check: 800 };

/** The game's puzzle search budget: its heuristics' `analysis.puzzleBudget` (its `/ai` entry), else the default. */
export function puzzleBudgetFor(gameId: string): PuzzleSearchBudget {
  return optionalHeuristics(gameId)?.analysis?.puzzleBudget ?? DEFAULT_PUZZLE_BUDGET;
}

export interface PuzzleCandidate {
  action: unknown;
  /** Estimated winning chance (0–1) of the puzzle's seat after this move. */
  winChance: number;
  visits: number;
}

export interface PuzzleSearch {
  seed: string;
  iterations: number;
  /** Most visited first: the first is the search's choice. */
  candidates: PuzzleCandidate[];
}

export interface PuzzleFields {
  seat: Seat;
  answer: unknown;
  /** The answer's winning chance minus the best other candidate's (≥ PUZZLE_GAP). */
  gap: number;
  search: PuzzleSearch;
  /** The cheaper search the tests repeat (same seed → same numbers): it still ranks the answer first. */
  check: { seed: string; iterations: number };
  explanation: Localized;
  /** Where the position comes from (a bot game or a match file); never shown to a player. */
  source: string;
}

/** A puzzle file: a scenario plus `puzzle`. */
export interface PuzzleFile {
  game: string;
  players: number;
  seed: string;
  rng?: RngState;
  options: Record<string, unknown>;
  fixed?: unknown;
  actions: { player: number; action: unknown }[];
  puzzle: PuzzleFields;
}

const localized = z.object({ en: z.string(), 'zh-Hans': z.string(), 'zh-Hant': z.string() });
const candidate = z.object({
  action: z.unknown(),
  winChance: z.number(),
  visits: z.number().int().nonnegative(),
});

/**
 * A puzzle file's shape, checked where the files are loaded (a game's slice hands them over as plain data): a
 * scenario plus `puzzle`. Whether it replays to its position is checked by the puzzle tests.
 */
export const puzzleFileSchema: z.ZodType<PuzzleFile> = z.object({
  game: z.string(),
  players: z.number().int().positive(),
  seed: z.string(),
  rng: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
  options: z.record(z.string(), z.unknown()),
  fixed: z.unknown().optional(),
  actions: z.array(z.object({ player: z.number().int().nonnegative(), action: z.unknown() })),
  puzzle: z.object({
    seat: z.number().int().nonnegative(),
    answer: z.unknown(),
    gap: z.number(),
    search: z.object({
      seed: z.string(),
      iterations: z.number().int().nonnegative(),
      candidates: z.array(candidate),
    }),
    check: z.object({ seed: z.string(), iterations: z.number().int().positive() }),
    explanation: localized,
    source: z.string(),
  }),
});

/**
 * A search from `seat`'s view only: a world sampled from the view gives the legal moves and the game's candidates,
 * and ISMCTS over determinizations of the same view values each (every candidate gets a fair share of the
 * iterations, as in post-game analysis). Reproducible: same view, seed and iterations, same numbers.
 */
export function searchFromView(input: {
  game: AnyGame;
  seat: Seat;
  view: unknown;
  seed: string;
  iterations: number;
}): PuzzleSearch {
  const { game, seat, view, seed, iterations } = input;
  const rng = rngFromSeed(seed);
  const heur = optionalHeuristics(game.id);
  const world = game.determinize(view, seat, rng);
  const legal = game.legalActions(world, seat);
  if (legal.length <= 1)
    return { seed, iterations: 0, candidates: legal.map((action) => ({ action, winChance: 0, visits: 0 })) };
  const sensible = heur?.candidates ? [...heur.candidates(game, world, seat, legal, rng)] : [...legal];
  if (sensible.length <= 1)
    return {
      seed,
      iterations: 0,
      candidates: sensible.map((action) => ({ action, winChance: 0, visits: 0 })),
    };
  const report = ismcts(
    { game, seat, view, rng },
    {
      heuristics: heur,
      rootActions: sensible,
      rootMinShare: 0.5 / sensible.length,
      stopWhenDecided: false,
      iterations,
    },
  );
  const candidates = report.stats
    .map((s) => ({ action: s.action, winChance: s.win, visits: s.visits }))
    .sort((a, b) => b.visits - a.visits || b.winChance - a.winChance);
  return { seed, iterations: report.iterations, candidates };
}

/** The first candidate's lead in winning chance over every other (negative when another is valued higher). */
export function gapOf(candidates: readonly PuzzleCandidate[]): number {
  if (candidates.length < 2) return 0;
  const [best, ...rest] = candidates;
  return best.winChance - Math.max(...rest.map((c) => c.winChance));
}

/** Whether a search makes a puzzle: two or more candidates, the first by ≥ PUZZLE_GAP, with enough visits. */
export function isPuzzle(s: PuzzleSearch): boolean {
  if (s.candidates.length < 2 || s.iterations === 0) return false;
  return gapOf(s.candidates) >= PUZZLE_GAP && s.candidates[0].visits >= PUZZLE_MIN_VISIT_SHARE * s.iterations;
}

const pct = (x: number) => Math.round(x * 100);

/** The explanation, with the search's numbers, in every language. */
export function explain(s: PuzzleSearch): Localized {
  const best = pct(s.candidates[0].winChance);
  const next = pct(Math.max(...s.candidates.slice(1).map((c) => c.winChance)));
  const n = s.candidates.length;
  const others = n === 2 ? 'the other move' : `the best of the other ${n - 1} moves it looked at`;
  return {
    en: `A search of ${s.iterations} games from this seat's view only (the hidden cards sampled many times) gives this move a ${best}% chance to win; ${others} wins ${next}% of the time.`,
    'zh-Hans': `只从这个座位能看到的信息出发（隐藏的牌抽样了许多次），搜索了 ${s.iterations} 局：这一步的胜率约为 ${best}%；${n === 2 ? '另一步' : `搜索考虑的其他 ${n - 1} 步中最好的`}只有 ${next}%。`,
    'zh-Hant': `只從這個座位能看到的資訊出發（隱藏的牌抽樣了許多次），搜尋了 ${s.iterations} 局：這一步的勝率約為 ${best}%；${n === 2 ? '另一步' : `搜尋考慮的其他 ${n - 1} 步中最好的`}只有 ${next}%。`,
  };
}

export interface PuzzlePosition {
  state: unknown;
  view: unknown;
  legal: unknown[];
  active: Seat[];
}

/** Replays a puzzle's scenario to its position (the true state stays with the caller: never send it). */
export function puzzlePosition(game: AnyGame, p: PuzzleFile): PuzzlePosition {
  let state = createGame(game, {
    players: p.players,
    seed: p.seed,
    rng: p.rng,
    options: p.options,
    fixed: p.fixed,
  });
  for (const { player, action } of p.actions) state = applyAction(game, state, player, action).state;
  const seat = p.puzzle.seat;
  return {
    state,
    view: game.view(state, seat),
    legal: [...game.legalActions(state, seat)],
    active: [...game.activePlayers(state)],
  };
}

export function sameAction(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** The search's numbers for a move (null when the search did not consider it). */
export function candidateFor(p: PuzzleFile, action: unknown): PuzzleCandidate | null {
  return p.puzzle.search.candidates.find((c) => sameAction(c.action, action)) ?? null;
}
