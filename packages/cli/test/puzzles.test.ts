/**
 * Puzzles are tested like the rules (issue 17 item 4; docs/ai.md, "Puzzles"): every stored puzzle file of every
 * game replays as a scenario to its position, its seat is to move with at least PUZZLE_MIN_LEGAL (3) legal moves,
 * its answer is legal, its stored numbers say what a puzzle must (the answer is the search's choice by at least
 * PUZZLE_GAP), and the check search — fixed seed, capped iterations, from the seat's view only — still ranks the
 * answer first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  gapOf,
  isPuzzle,
  makeBot,
  minePuzzlesFromMatch,
  PUZZLE_BANK,
  PUZZLE_GAP,
  PUZZLE_MIN_LEGAL,
  PUZZLE_MIN_VISIT_SHARE,
  type PuzzleFile,
  puzzlePosition,
  recordMatch,
  sameAction,
  searchFromView,
} from '@potluck/ai';
import { getGame, SLICES } from '@potluck/catalog';
import { LOCALES } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../src/scenario.ts';

/** The games whose catalog slice has puzzles (no list of games here: the catalog's). */
const GAMES = SLICES.filter((s) => s.puzzles).map((s) => s.id);
const gamesDir = join(import.meta.dirname, '../../games');

function files(gameId: string): [string, PuzzleFile][] {
  const dir = join(gamesDir, gameId, 'puzzles');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8')) as PuzzleFile]);
}

describe('the puzzle bank', () => {
  it('is the catalog slices that have puzzles; a game folder with puzzle files has a slice that loads them', () => {
    expect(GAMES).toEqual(expect.arrayContaining(['too-many-cooks', 'wasabi', 'cuisine-a-la-card']));
    expect(Object.keys(PUZZLE_BANK).sort()).toEqual([...GAMES].sort());
    for (const id of readdirSync(gamesDir))
      if (files(id).length > 0) expect(GAMES, `${id} has puzzles/*.json`).toContain(id);
  });
});

describe.each(GAMES)('puzzles of %s', (gameId) => {
  const game = getGame(gameId);
  const stored = files(gameId);

  it('has a handful, all listed in its puzzles/index.ts (potluck puzzles bank) under their file names', () => {
    expect(stored.length).toBeGreaterThanOrEqual(5);
    expect(stored.map(([f]) => f)).toEqual(stored.map((_, i) => `${i + 1}.json`));
    const bank = PUZZLE_BANK[gameId] ?? [];
    expect(bank.map((p) => p.id)).toEqual(stored.map((_, i) => String(i + 1)));
    for (const [i, [, file]] of stored.entries()) expect(bank[i].file).toEqual(file);
  });

  it.each(stored.map(([f, p]) => [f, p] as [string, PuzzleFile]))('%s', (_f, p) => {
    expect(p.game).toBe(gameId);
    // a scenario `potluck script` replays (the same boundary as the server)
    const out = runScenario(p);
    expect(out.ok).toBe(true);
    const { puzzle } = p;
    const pos = puzzlePosition(game, p);
    // the seat is to move, alone, and the answer is one of its legal moves
    expect(pos.active).toEqual([puzzle.seat]);
    expect(pos.legal.some((a) => sameAction(a, puzzle.answer))).toBe(true);
    // a real choice, not a coin flip between two moves
    expect(pos.legal.length).toBeGreaterThanOrEqual(PUZZLE_MIN_LEGAL);
    expect(game.validate(pos.state as never, puzzle.seat, puzzle.answer as never)).toBeNull();
    // the stored numbers: the answer is the search's choice, ahead of every other move by the stated gap
    const { candidates, iterations } = puzzle.search;
    expect(candidates.length).toBeGreaterThanOrEqual(2);
    expect(sameAction(candidates[0].action, puzzle.answer)).toBe(true);
    for (let i = 1; i < candidates.length; i++) {
      expect(candidates[i].visits).toBeLessThanOrEqual(candidates[i - 1].visits);
      expect(candidates[0].winChance - candidates[i].winChance).toBeGreaterThanOrEqual(puzzle.gap - 1e-3);
    }
    expect(Math.abs(puzzle.gap - gapOf(candidates))).toBeLessThan(2e-4);
    expect(puzzle.gap).toBeGreaterThanOrEqual(PUZZLE_GAP);
    expect(candidates[0].visits).toBeGreaterThanOrEqual(PUZZLE_MIN_VISIT_SHARE * iterations);
    expect(candidates.reduce((s, c) => s + c.visits, 0)).toBeLessThanOrEqual(iterations);
    for (const c of candidates) {
      expect(c.winChance).toBeGreaterThanOrEqual(0);
      expect(c.winChance).toBeLessThanOrEqual(1);
      expect(pos.legal.some((a) => sameAction(a, c.action))).toBe(true);
    }
    for (const l of LOCALES) expect(puzzle.explanation[l].length).toBeGreaterThan(10);
    // the check search (fixed seed, capped iterations, the seat's view only) still ranks the answer first
    const check = searchFromView({
      game,
      seat: puzzle.seat,
      view: pos.view,
      seed: puzzle.check.seed,
      iterations: puzzle.check.iterations,
    });
    expect(check.iterations).toBe(puzzle.check.iterations);
    expect(sameAction(check.candidates[0].action, puzzle.answer)).toBe(true);
  });
});

describe('mining (potluck puzzles mine)', () => {
  it('is reproducible, and what it keeps is a puzzle that replays to its position', () => {
    const game = getGame('too-many-cooks');
    const bots = [makeBot(game.id, 'easy'), makeBot(game.id, 'easy')];
    const m = recordMatch({ game, seed: 'mine-test-5', bots });
    // small budgets: this checks the mechanics, not the puzzles' quality (this seed's match has decisions with 3+
    // legal moves that pass; many 2-seat 料理厨王 decisions are between two cards and are skipped)
    const opts = { seed: 'mine-test-5', budget: { screen: 200, long: 1500, check: 300 }, perMatch: 2 };
    const source = { ...m, game, source: 'test' };
    const a = minePuzzlesFromMatch(source, opts);
    const b = minePuzzlesFromMatch(source, opts);
    expect(b).toEqual(a);
    expect(a.length).toBeGreaterThan(0);
    for (const p of a) {
      expect(isPuzzle(p.puzzle.search)).toBe(true);
      expect(p.actions).toEqual(m.actions.slice(0, p.actions.length));
      const pos = puzzlePosition(game, p);
      expect(pos.active).toEqual([p.puzzle.seat]);
      expect(pos.legal.some((x) => sameAction(x, p.puzzle.answer))).toBe(true);
      expect(pos.legal.length).toBeGreaterThanOrEqual(PUZZLE_MIN_LEGAL);
      expect(runScenario(p).ok).toBe(true);
    }
  });
});
