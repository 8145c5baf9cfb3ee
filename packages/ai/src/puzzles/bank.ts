import { SLICES } from '@potluck/catalog/slices';
import { type PuzzleFile, puzzleFileSchema } from './puzzle.ts';

/**
 * A game's stored puzzle, checked: the file has a puzzle's shape and is of this game. A file that is not fails
 * loudly at start-up (naming the game and the id) instead of reaching a player.
 */
function checked(
  gameId: string,
  entry: { readonly id: string; readonly file: unknown },
): { id: string; file: PuzzleFile } {
  const parsed = puzzleFileSchema.safeParse(entry.file);
  if (!parsed.success)
    throw new Error(
      `puzzle ${gameId}/${entry.id}: not a puzzle file: ${parsed.error.issues[0]?.message ?? ''}`,
    );
  if (parsed.data.game !== gameId)
    throw new Error(`puzzle ${gameId}/${entry.id} is a puzzle of ${parsed.data.game}`);
  return { id: entry.id, file: parsed.data };
}

/**
 * Every stored puzzle per game id, in id order, loaded once at start-up from each game's slice (its `puzzles`
 * loader: packages/games/<id>/puzzles/index.ts, written by `potluck puzzles bank`). A game without puzzles has no
 * entry. No list of games here: the catalog's.
 */
export const PUZZLE_BANK: Readonly<Record<string, readonly { id: string; file: PuzzleFile }[]>> =
  Object.fromEntries(
    await Promise.all(
      SLICES.flatMap((s) =>
        s.puzzles
          ? [
              s
                .puzzles()
                .then((list): [string, { id: string; file: PuzzleFile }[]] => [
                  s.id,
                  list.map((p) => checked(s.id, p)),
                ]),
            ]
          : [],
      ),
    ),
  );
