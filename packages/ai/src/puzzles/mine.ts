/**
 * Mining puzzles from a match (a bot game or a match file): the match is replayed and at each decision with a real
 * choice (one seat to move, with at least PUZZLE_MIN_LEGAL legal moves) a cheap search from the deciding seat's view screens for a big gap; where it finds one, a long search
 * decides (PUZZLE_GAP, PUZZLE_MIN_VISIT_SHARE) and a cheaper check search (the one the tests repeat) must rank
 * the same move first. All searches are iteration-capped with seeds derived from the mining seed: the same match
 * and seed give the same puzzles.
 */
import { type AnyGame, applyAction, createGame, type RngState } from '@potluck/engine';
import {
  explain,
  gapOf,
  isPuzzle,
  PUZZLE_GAP,
  PUZZLE_MIN_LEGAL,
  type PuzzleFile,
  type PuzzleSearchBudget,
  puzzleBudgetFor,
  sameAction,
  searchFromView,
} from './puzzle.ts';

export interface MatchSource {
  game: AnyGame;
  players: number;
  seed: string;
  rng?: RngState;
  options?: Record<string, unknown>;
  fixed?: unknown;
  actions: readonly { player: number; action: unknown }[];
  /** Where it comes from (kept in the puzzle file, never shown). */
  source: string;
}

export interface MineOptions {
  /** Seed of the searches (each decision derives its own). */
  seed: string;
  budget?: Partial<PuzzleSearchBudget>;
  /** At most this many puzzles from one match (default 2), at least `spacing` actions apart (default 6). */
  perMatch?: number;
  spacing?: number;
  /** The screen's gap from which the long search runs (default 0.6 × PUZZLE_GAP). */
  screenGap?: number;
  onDecision?: (done: number, total: number) => void;
}

export function minePuzzlesFromMatch(m: MatchSource, opts: MineOptions): PuzzleFile[] {
  const { game } = m;
  const budget = { ...puzzleBudgetFor(game.id), ...opts.budget };
  const perMatch = opts.perMatch ?? 2;
  const spacing = opts.spacing ?? 6;
  const screenGap = opts.screenGap ?? 0.6 * PUZZLE_GAP;
  let state = createGame(game, {
    players: m.players,
    seed: m.seed,
    rng: m.rng,
    options: m.options,
    fixed: m.fixed,
  });
  const found: PuzzleFile[] = [];
  let last = -Infinity;
  for (let i = 0; i < m.actions.length && found.length < perMatch; i++) {
    const { player, action } = m.actions[i];
    opts.onDecision?.(i + 1, m.actions.length);
    if (
      i - last >= spacing &&
      game.activePlayers(state).length === 1 &&
      game.legalActions(state, player).length >= PUZZLE_MIN_LEGAL
    ) {
      const view = game.view(state, player);
      const base = `${opts.seed}/${m.source}/${i}`;
      const screen = searchFromView({
        game,
        seat: player,
        view,
        seed: `${base}/screen`,
        iterations: budget.screen,
      });
      if (screen.candidates.length >= 2 && gapOf(screen.candidates) >= screenGap) {
        const long = searchFromView({
          game,
          seat: player,
          view,
          seed: `${base}/long`,
          iterations: budget.long,
        });
        if (isPuzzle(long)) {
          const checkSeed = `${base}/check`;
          const check = searchFromView({
            game,
            seat: player,
            view,
            seed: checkSeed,
            iterations: budget.check,
          });
          if (
            check.candidates.length > 0 &&
            sameAction(check.candidates[0].action, long.candidates[0].action)
          ) {
            found.push({
              game: game.id,
              players: m.players,
              seed: m.seed,
              ...(m.rng ? { rng: m.rng } : {}),
              options: m.options ?? {},
              ...(m.fixed !== undefined ? { fixed: m.fixed } : {}),
              actions: m.actions.slice(0, i).map((a) => ({ player: a.player, action: a.action })),
              puzzle: {
                seat: player,
                answer: long.candidates[0].action,
                gap: round4(gapOf(long.candidates)),
                search: {
                  seed: long.seed,
                  iterations: long.iterations,
                  candidates: long.candidates.map((c) => ({ ...c, winChance: round4(c.winChance) })),
                },
                check: { seed: checkSeed, iterations: budget.check },
                explanation: explain(long),
                source: m.source,
              },
            });
            last = i;
          }
        }
      }
    }
    state = applyAction(game, state, player, action).state;
  }
  return found;
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;
