/** Inputs and answers of the puzzle routes (puzzles.ts; docs/api.md, "Puzzles"). */
import { z } from 'zod';
import { Localized } from './schemas.ts';

const gameId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/)
  .describe('A game id (GET /api/games).');

export const PuzzleGameParams = z.object({ game: gameId });
export const PuzzleParams = z.object({
  game: gameId,
  id: z
    .string()
    .regex(/^[0-9]{1,6}$/)
    .describe("A puzzle's id within its game (GET /api/puzzles/{game})."),
});
export const PuzzleAttemptBody = z.object({
  action: z.unknown().describe("The move tried, in the game's action format (one of the puzzle's `legal`)."),
});

export const PuzzleList = z.object({
  game: z.string(),
  gap: z
    .number()
    .describe("The smallest lead (0–1) of every puzzle's answer over every other move searched."),
  daily: z
    .object({ date: z.string().describe('The UTC date, YYYY-MM-DD.'), id: z.string() })
    .nullable()
    .describe("Today's puzzle, the same for everyone all day (UTC); null when the game has none."),
  puzzles: z.array(
    z.object({
      id: z.string(),
      seat: z.number().int().describe('The seat to move (0-based).'),
      players: z.number().int(),
      ply: z.number().int().describe('Actions played before the position.'),
    }),
  ),
});

export const PuzzleShown = z.object({
  game: z.string(),
  id: z.string(),
  players: z.number().int(),
  options: z.record(z.string(), z.unknown()),
  seat: z.number().int().describe('The seat the player plays: the one to move.'),
  view: z.unknown().describe("That seat's view of the position: nothing it could not see at a table."),
  active: z.array(z.number().int()),
  legal: z.array(z.unknown()).describe("The seat's legal moves."),
  events: z
    .array(z.array(z.unknown()))
    .describe(
      "Per legal move, the first event it makes as the seat sees it (from a world sampled from the seat's view): the move in the game's own words.",
    ),
});

const Numbers = z.object({
  action: z.unknown(),
  winChance: z.number().describe("Estimated winning chance (0–1) of the puzzle's seat after this move."),
  visits: z.number().int(),
});

export const PuzzleAttemptResult = z.object({
  correct: z.boolean(),
  answer: z.unknown(),
  played: Numbers.nullable().describe('The tried move, or null when the search did not consider it.'),
  candidates: z.array(Numbers).describe('Every move the search looked at, its choice first.'),
  gap: z.number(),
  iterations: z.number().int(),
  explanation: Localized,
});
