/**
 * `potluck puzzles bank` (and `mine`, which ends with it) lists a game's puzzle files in its puzzles/index.ts and,
 * the first time, adds the loader to the game's slice: a game's first puzzles need no hand edit (issue 20).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withPuzzlesLoader, writeBank } from '../src/commands/puzzles.ts';

const exampleSlice = readFileSync(
  join(import.meta.dirname, '..', '..', 'games', 'example-bids', 'src', 'slice.ts'),
  'utf8',
);
const LOADER = "  puzzles: () => import('../puzzles/index.ts').then((m) => m.puzzles),";

describe('the puzzles loader of a slice', () => {
  it('is added as the last entry of defineSlice, once', () => {
    expect(exampleSlice).not.toContain('../puzzles/index.ts');
    const added = withPuzzlesLoader(exampleSlice);
    expect(added).not.toBeNull();
    expect(added?.split('../puzzles/index.ts').length).toBe(2);
    expect(added).toContain(`${LOADER}\n});`);
    expect(withPuzzlesLoader(added as string)).toBe(added);
  });

  it('is left to a person when the slice has another shape', () => {
    expect(withPuzzlesLoader('export const slice = { id: "x" };\n')).toBeNull();
  });

  it('is written by the bank for a game folder with puzzle files, with their index', () => {
    const root = mkdtempSync(join(tmpdir(), 'potluck-bank-'));
    const game = join(root, 'packages', 'games', 'new-game');
    mkdirSync(join(game, 'src'), { recursive: true });
    mkdirSync(join(game, 'puzzles'));
    writeFileSync(join(game, 'src', 'slice.ts'), exampleSlice);
    writeFileSync(join(game, 'puzzles', '2.json'), '{}');
    writeFileSync(join(game, 'puzzles', '1.json'), '{}');
    expect(writeBank(root)).toBe(2);
    expect(readFileSync(join(game, 'src', 'slice.ts'), 'utf8')).toContain(`${LOADER}\n});`);
    const index = readFileSync(join(game, 'puzzles', 'index.ts'), 'utf8');
    expect(index).toContain("{ id: '1', file: p1 },\n  { id: '2', file: p2 },");
  });
});
