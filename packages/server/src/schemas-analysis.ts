/** Post-game analysis (issue 17 item 2): `POST` and `GET /api/matches/{id}/analysis` (docs/api.md, Analysis). */
import { z } from 'zod';

const Verdict = z
  .enum(['forced', 'only', 'best', 'good', 'inaccuracy', 'mistake', 'blunder'])
  .describe(
    '`forced`/`only`: no real choice (not searched); `best`; else by the loss against the thresholds: good, inaccuracy, mistake, blunder.',
  );

const Decision = z.object({
  index: z.number().int().describe("The action's index in the match's moves (replay step index + 1)."),
  seat: z.number().int(),
  played: z.unknown(),
  verdict: Verdict,
  candidates: z.array(z.object({ action: z.unknown(), winChance: z.number(), visits: z.number().int() })),
  best: z.unknown(),
  bestWinChance: z.number().nullable(),
  playedWinChance: z.number().nullable(),
  loss: z.number().describe('bestWinChance − playedWinChance (0–1).'),
  iterations: z.number().int(),
});

export const MatchAnalysisSchema = z
  .object({
    game: z.string(),
    players: z.number().int(),
    budget: z.object({ budgetMs: z.number().optional(), iterations: z.number().int().optional() }),
    seed: z.string(),
    thresholds: z
      .object({ inaccuracy: z.number(), mistake: z.number(), blunder: z.number() })
      .describe("The game's thresholds on the loss in winning chance (docs/ai.md)."),
    decisions: z.array(Decision),
    seats: z.array(
      z.object({
        seat: z.number().int(),
        decisions: z.number().int(),
        searched: z.number().int(),
        accuracy: z.number().nullable(),
        counts: z.record(z.string(), z.number().int()),
        worst: z.array(z.number().int()),
        curve: z.array(z.object({ index: z.number().int(), winChance: z.number() })),
      }),
    ),
    result: z.unknown(),
    ms: z.number(),
    bestEvents: z
      .record(z.string(), z.array(z.unknown()))
      .describe(
        "Per decision index whose best move was not played: the events that move would have made, as its seat would have seen them (the client describes them in the game's own words).",
      ),
  })
  .describe('As `potluck analyze --json` (docs/ai.md, Post-game analysis), plus bestEvents.');

export const AnalysisStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('none').describe('Not requested yet (or lost in a restart while waiting).') }),
  z.object({ status: z.literal('queued'), position: z.number().int().describe('1 = next.') }),
  z.object({
    status: z.literal('running'),
    done: z.number().int().describe('Decisions judged so far.'),
    total: z.number().int(),
  }),
  z.object({ status: z.literal('done'), analysis: MatchAnalysisSchema }),
  z.object({ status: z.literal('failed').describe('It failed; POST asks again.') }),
]);
