/**
 * Puzzles (issue 17 item 4; docs/api.md, "Puzzles"): the stored puzzles of a game (packages/games/<id>/puzzles,
 * listed by @potluck/ai's PUZZLE_BANK), today's daily puzzle, one puzzle as its seat sees it, and an attempt.
 * A puzzle is a scenario whose seed, other seats' hands and deck order must never reach the player: the position is
 * replayed here and only the puzzle seat's VIEW and its legal moves are sent. The answer and the search's numbers
 * come back only from an attempt.
 */
import {
  candidateFor,
  PUZZLE_BANK,
  PUZZLE_GAP,
  type PuzzleFile,
  puzzlePosition,
  sameAction,
} from '@potluck/ai';
import {
  type AnyGame,
  applyAction,
  canonicalJson,
  type Localized,
  rngFromSeed,
  unknownGame,
} from '@potluck/engine';
import type { FastifyInstance } from 'fastify';
import { ServerError } from './errors.ts';
import { parseInput } from './http-input.ts';
import { PuzzleAttemptBody, PuzzleGameParams, PuzzleParams } from './schemas-puzzles.ts';

export interface PuzzleSummary {
  id: string;
  seat: number;
  players: number;
  /** Actions played before the position. */
  ply: number;
}

export interface PuzzleList {
  game: string;
  /** The gap (0–1) every puzzle's answer has over every other move the search looked at. */
  gap: number;
  /** Today's puzzle (UTC date), the same for everyone all day; null when the game has none. */
  daily: { date: string; id: string } | null;
  puzzles: PuzzleSummary[];
}

export interface PuzzleShown {
  game: string;
  id: string;
  players: number;
  options: Record<string, unknown>;
  /** The seat to move: the player plays it. */
  seat: number;
  /** The seat's view of the position (the game's `view`: nothing it cannot see). */
  view: unknown;
  active: number[];
  /** The seat's legal moves. */
  legal: unknown[];
  /**
   * Per legal move (same order), the first event it makes as the seat sees it, from a world sampled from the
   * seat's view (as hints do): a client says the move in the game's own words. Empty when it shows nothing at once.
   */
  events: unknown[][];
}

export interface PuzzleNumbers {
  action: unknown;
  winChance: number;
  visits: number;
}

export interface PuzzleAttemptResult {
  correct: boolean;
  answer: unknown;
  /** The attempted move's numbers; null when the search did not consider it worth looking at. */
  played: PuzzleNumbers | null;
  /** Every move the search looked at, most visited (its choice) first. */
  candidates: PuzzleNumbers[];
  gap: number;
  iterations: number;
  explanation: Localized;
}

/** A game this server serves (a hidden game that is not enabled has no puzzles here: UNKNOWN_GAME). */
function gameOf(games: readonly AnyGame[], id: string): AnyGame {
  const game = games.find((g) => g.id === id);
  if (!game)
    throw unknownGame(
      id,
      games.map((g) => g.id),
    );
  return game;
}

function bankOf(games: readonly AnyGame[], gameId: string): readonly { id: string; file: PuzzleFile }[] {
  gameOf(games, gameId);
  return PUZZLE_BANK[gameId] ?? [];
}

function findPuzzle(
  games: readonly AnyGame[],
  gameId: string,
  id: string,
): { game: AnyGame; file: PuzzleFile } {
  const game = gameOf(games, gameId);
  const entry = (PUZZLE_BANK[gameId] ?? []).find((p) => p.id === id);
  if (!entry) throw new ServerError('PUZZLE_NOT_FOUND');
  return { game, file: entry.file };
}

/** FNV-1a of a string: the daily puzzle's index is fixed by the game and the UTC date alone. */
function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function dailyPuzzle(gameId: string, now: Date): { date: string; id: string } | null {
  const bank = PUZZLE_BANK[gameId] ?? [];
  if (bank.length === 0) return null;
  const date = now.toISOString().slice(0, 10);
  return { date, id: bank[fnv(`${gameId}/${date}`) % bank.length].id };
}

export function listPuzzles(games: readonly AnyGame[], gameId: string, now: Date): PuzzleList {
  const bank = bankOf(games, gameId);
  return {
    game: gameId,
    gap: PUZZLE_GAP,
    daily: dailyPuzzle(gameId, now),
    puzzles: bank.map(({ id, file }) => ({
      id,
      seat: file.puzzle.seat,
      players: file.players,
      ply: file.actions.length,
    })),
  };
}

/** The positions replayed once per puzzle (they never change while the server runs). */
const positions = new Map<string, ReturnType<typeof puzzlePosition>>();
function positionOf(game: AnyGame, id: string, file: PuzzleFile) {
  const key = `${game.id}/${id}`;
  let p = positions.get(key);
  if (!p) {
    p = puzzlePosition(game, file);
    positions.set(key, p);
  }
  return p;
}

export function showPuzzle(games: readonly AnyGame[], gameId: string, id: string): PuzzleShown {
  const { game, file } = findPuzzle(games, gameId, id);
  const pos = positionOf(game, id, file);
  return {
    game: gameId,
    id,
    players: file.players,
    options: file.options,
    seat: file.puzzle.seat,
    view: pos.view,
    active: pos.active,
    legal: pos.legal,
    events: wordsOf(game, id, file, pos.view, pos.legal),
  };
}

const words = new Map<string, unknown[][]>();
function wordsOf(game: AnyGame, id: string, file: PuzzleFile, view: unknown, legal: unknown[]): unknown[][] {
  const key = `${game.id}/${id}`;
  let w = words.get(key);
  if (!w) {
    const seat = file.puzzle.seat;
    // worlds consistent with the view only; a move's first event as the seat sees it is kept only when two such
    // worlds agree on it: an event that shows hidden cards (a draw from the deck) would be made up, so it is left
    // out and the client names the move plainly
    const worlds = [1, 2].map((k) => game.determinize(view, seat, rngFromSeed(`puzzle/${key}/words/${k}`)));
    const seen = (world: unknown, action: unknown): unknown => {
      try {
        const first = applyAction(game, world, seat, action).events[0];
        return first === undefined ? null : game.viewEvent(first, seat);
      } catch {
        return null;
      }
    };
    w = legal.map((action) => {
      const [a, b] = worlds.map((world) => seen(world, action));
      return a !== null && canonicalJson(a) === canonicalJson(b) ? [a] : [];
    });
    words.set(key, w);
  }
  return w;
}

export function attemptPuzzle(
  games: readonly AnyGame[],
  gameId: string,
  id: string,
  action: unknown,
): PuzzleAttemptResult {
  const { game, file } = findPuzzle(games, gameId, id);
  const pos = positionOf(game, id, file);
  // a move the seat could not make is refused as at a table (BAD_ACTION_SHAPE, ILLEGAL_ACTION)
  applyAction(game, pos.state, file.puzzle.seat, action);
  const { puzzle } = file;
  const candidates = puzzle.search.candidates.map((c) => ({ ...c }));
  const own = candidateFor(file, action);
  return {
    correct: sameAction(action, puzzle.answer),
    answer: puzzle.answer,
    played: own ? { ...own } : null,
    candidates,
    gap: puzzle.gap,
    iterations: puzzle.search.iterations,
    explanation: puzzle.explanation,
  };
}

/** GET /api/puzzles/:game, GET /api/puzzles/:game/:id, POST /api/puzzles/:game/:id/attempt. */
export function registerPuzzleRoutes(
  app: FastifyInstance,
  games: readonly AnyGame[],
  now: () => Date = () => new Date(),
): void {
  app.get('/api/puzzles/:game', async (req) => {
    const { game } = parseInput(PuzzleGameParams, req.params);
    return listPuzzles(games, game, now());
  });
  app.get('/api/puzzles/:game/:id', async (req) => {
    const { game, id } = parseInput(PuzzleParams, req.params);
    return showPuzzle(games, game, id);
  });
  app.post('/api/puzzles/:game/:id/attempt', async (req) => {
    const { game, id } = parseInput(PuzzleParams, req.params);
    const { action } = parseInput(PuzzleAttemptBody, req.body);
    if (action === undefined) throw new ServerError('BAD_REQUEST', { detail: 'action: required' });
    return attemptPuzzle(games, game, id, action);
  });
}
