/**
 * The 卡片厨房 heuristics' working memory (the dish planner's scratch arrays and cache, src/ai/dish-planner.ts)
 * belongs to each use: two bots, or one bot in two matches, called in turn give the answers each gives alone.
 */
import { createGame, type GameHeuristics, randInt, rngFromSeed } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { heuristics as H } from '../src/ai/index.ts';
import { type CuisineState, game } from '../src/index.ts';

interface Decision {
  s: CuisineState;
  seat: number;
}

/** Decisions along one seeded game (the heuristic's moves, one in four random). */
function decisions(seed: string, players: number): Decision[] {
  const s = createGame(game, { players, seed });
  const r = rngFromSeed(`walk/${seed}`);
  const own = H.fresh?.() ?? H;
  const out: Decision[] = [];
  for (let n = 0; n < 400 && game.activePlayers(s).length > 0; n++) {
    const seat = game.activePlayers(s)[0];
    const legal = game.legalActions(s, seat);
    if (n % 3 === 0) out.push({ s: structuredClone(s), seat });
    const a = own.policy(game, s, seat, legal, r);
    game.step(s, seat, randInt(r, 4) === 0 ? legal[randInt(r, legal.length)] : a, null);
  }
  return out;
}

/** Everything the heuristics say about one decision. */
function answer(h: GameHeuristics<typeof game>, d: Decision, i: number): unknown {
  const legal = game.legalActions(d.s, d.seat);
  return {
    policy: h.policy(game, d.s, d.seat, legal, rngFromSeed(`p/${i}`)),
    candidates: h.candidates?.(game, d.s, d.seat, legal, rngFromSeed(`c/${i}`)),
    evaluate: h.evaluate?.(game, d.s),
  };
}

describe('卡片厨房 heuristics memory', () => {
  const A = decisions('memory-a', 2);
  const B = decisions('memory-b', 3);
  const n = Math.min(A.length, B.length);
  const alone = (ds: Decision[]) => {
    const h = H.fresh?.() ?? H;
    return ds.slice(0, n).map((d, i) => answer(h, d, i));
  };
  const aloneA = alone(A);
  const aloneB = alone(B);

  it('gives each bot a copy of its own', () => {
    expect(n).toBeGreaterThan(20);
    const x = H.fresh?.();
    const y = H.fresh?.();
    expect(x).toBeDefined();
    expect(x).not.toBe(y);
    expect(x?.botMu).toEqual(H.botMu);
    expect(x?.analysis).toEqual(H.analysis);
    expect(x?.rolloutDepth).toBe(H.rolloutDepth);
    expect(x?.fresh?.()?.botMu).toEqual(H.botMu);
  });

  it('two copies called in turn answer as each alone', () => {
    const x = H.fresh?.() ?? H;
    const y = H.fresh?.() ?? H;
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    for (let i = 0; i < n; i++) {
      gotA.push(answer(x, A[i], i));
      gotB.push(answer(y, B[i], i));
    }
    expect(gotA).toEqual(aloneA);
    expect(gotB).toEqual(aloneB);
  });

  it('one copy used for two matches in turn, and the shared object, answer as alone', () => {
    const x = H.fresh?.() ?? H;
    for (let i = 0; i < n; i++) {
      expect(answer(x, B[i], i)).toEqual(aloneB[i]);
      expect(answer(x, A[i], i)).toEqual(aloneA[i]);
      expect(answer(H, A[i], i)).toEqual(aloneA[i]);
    }
  });
});
