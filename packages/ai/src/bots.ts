/**
 * Bots by name. Difficulty levels map to concrete bots:
 * - easy: the game's heuristic, a third of its moves chosen at random among the game's candidates (sensible
 *   moves) or, where it names none, among all legal moves: beatable, never absurd;
 * - medium: a short ISMCTS (300 iterations) over the heuristic rollouts: looks ahead a little;
 * - hard: ISMCTS with heuristic rollouts, 2500 iterations or 0.9 s a decision, whichever comes first.
 * Other names: `random`, `heuristic` (the policy alone), `ismcts` (1000 iterations), `ismcts:N` (N iterations),
 * `ismcts:Nms` (a time budget).
 */
import { randFloat, randInt } from '@potluck/engine';
import { type Bot, legalFromView } from './bot.ts';
import { hasHeuristics, heuristicsFor } from './games/index.ts';
import type { GameHeuristics } from './heuristics.ts';
import { type IsmctsOptions, ismcts } from './ismcts.ts';
import { randomBot } from './random-bot.ts';

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export function heuristicBot(h: GameHeuristics, randomShare = 0): Bot {
  return {
    name: randomShare > 0 ? `heuristic(${randomShare})` : 'heuristic',
    choose(ctx) {
      const { world, legal } = legalFromView(ctx);
      if (randomShare > 0 && randFloat(ctx.rng) < randomShare) {
        // A slip among the moves worth considering (the game's candidates), not an absurd one such as ending a
        // 卡片厨房 turn with its money unspent; any legal move where a game names no candidates.
        const pool = h.candidates ? h.candidates(ctx.game, world, ctx.seat, legal, ctx.rng) : legal;
        return pool[randInt(ctx.rng, pool.length)];
      }
      return h.policy(ctx.game, world, ctx.seat, legal, ctx.rng);
    },
  };
}

export function ismctsBot(name: string, opts: IsmctsOptions): Bot {
  return {
    name,
    choose(ctx) {
      const { world, legal } = legalFromView(ctx);
      if (legal.length === 1) return legal[0];
      // When the game's candidates leave one move, the tree would have a single root child: return it at once
      // instead of spending the whole budget to confirm it (most decisions of a 卡片厨房 turn are like this).
      const h = opts.heuristics;
      if (h?.candidates) {
        const only = h.candidates(ctx.game, world, ctx.seat, legal, ctx.rng);
        if (only.length === 1) return only[0];
      }
      return ismcts(ctx, opts).action;
    },
  };
}

/** Bots that are the game's heuristics, or stand on them: a game without heuristics does not offer them. */
export const HEURISTIC_BOTS = ['heuristic', 'easy', 'hard'] as const;

/** The bot names game `gameId` offers (besides `ismcts:N` and `ismcts:Nms`). */
export function botNames(gameId: string): string[] {
  const all = ['random', 'heuristic', 'easy', 'medium', 'hard', 'ismcts'];
  return hasHeuristics(gameId) ? all : all.filter((b) => !(HEURISTIC_BOTS as readonly string[]).includes(b));
}

/**
 * The bot a name stands for in game `gameId`; throws on an unknown name, and BOT_UNAVAILABLE for a bot that needs
 * heuristics the game does not have (searches without them roll out at random: `medium`, `ismcts`).
 */
export function makeBot(gameId: string, name: string): Bot {
  const h = hasHeuristics(gameId) ? heuristicsFor(gameId, name) : undefined;
  /** The heuristics a bot of HEURISTIC_BOTS stands on: BOT_UNAVAILABLE for a game without. */
  const needed = (): GameHeuristics => h ?? heuristicsFor(gameId, name);
  switch (name) {
    case 'random':
      return randomBot;
    case 'heuristic':
      return heuristicBot(needed());
    case 'medium':
      return ismctsBot('medium', { heuristics: h, iterations: 300 });
    case 'easy':
      return { ...heuristicBot(needed(), 1 / 3), name: 'easy' };
    case 'hard':
      return ismctsBot('hard', { heuristics: needed(), iterations: 2500, timeMs: 900 });
    case 'ismcts':
      return ismctsBot('ismcts', { heuristics: h, iterations: 1000 });
  }
  const m = /^ismcts:(\d+)(ms)?$/.exec(name);
  if (m) {
    const n = Number(m[1]);
    return ismctsBot(name, m[2] ? { heuristics: h, timeMs: n } : { heuristics: h, iterations: n });
  }
  throw new Error(
    `Unknown bot "${name}". Use random, heuristic, easy, medium, hard, ismcts, ismcts:N or ismcts:Nms.`,
  );
}
