import { describe, expect, it } from 'vitest';
import type { AnyGame, Seat } from '../game.ts';
import { randInt, rngFromSeed } from '../rng.ts';
import { createGame } from '../run.ts';
import type { GameHeuristics, StateOf } from '../slice.ts';

interface Decision<G extends AnyGame> {
  s: StateOf<G>;
  seat: Seat;
}

export interface HeuristicsMemoryOptions {
  /** Two walks' player counts (different, so the two uses see differently shaped states). Default [2, 3]. */
  players?: readonly [number, number];
  /** At most this many moves per walk (default 400). */
  maxMoves?: number;
}

/** Decisions along one seeded game: every third one kept, the heuristic's moves with one in four random. */
function decisions<G extends AnyGame>(
  game: G,
  H: GameHeuristics<G>,
  seed: string,
  players: number,
  maxMoves: number,
): Decision<G>[] {
  const s = createGame(game, { players, seed }) as StateOf<G>;
  const r = rngFromSeed(`walk/${seed}`);
  const own = H.fresh?.() ?? H;
  const out: Decision<G>[] = [];
  for (let n = 0; n < maxMoves && game.activePlayers(s).length > 0; n++) {
    const seat = game.activePlayers(s)[0];
    const legal = game.legalActions(s, seat);
    if (n % 3 === 0) out.push({ s: structuredClone(s), seat });
    const a = own.policy(game, s, seat, legal, r);
    game.step(s, seat, randInt(r, 4) === 0 ? legal[randInt(r, legal.length)] : a, null);
  }
  return out;
}

/** Everything the heuristics say about one decision. */
function answer<G extends AnyGame>(game: G, h: GameHeuristics<G>, d: Decision<G>, i: number): unknown {
  const legal = game.legalActions(d.s, d.seat);
  return {
    policy: h.policy(game, d.s, d.seat, legal, rngFromSeed(`p/${i}`)),
    candidates: h.candidates?.(game, d.s, d.seat, legal, rngFromSeed(`c/${i}`)),
    evaluate: h.evaluate?.(game, d.s),
  };
}

/**
 * Registers the tests that a game's heuristics keep no working memory shared between uses: `fresh()` gives a new
 * object with the same tuning, and two copies (two bots), or one copy used for two matches in turn, or the
 * exported object itself, answer exactly as each use alone. For heuristics that reuse scratch buffers.
 */
export function runHeuristicsMemory<G extends AnyGame>(
  game: G,
  H: GameHeuristics<G>,
  { players = [2, 3], maxMoves = 400 }: HeuristicsMemoryOptions = {},
): void {
  describe(`heuristics memory: ${game.id}`, () => {
    const A = decisions(game, H, 'memory-a', players[0], maxMoves);
    const B = decisions(game, H, 'memory-b', players[1], maxMoves);
    const n = Math.min(A.length, B.length);
    const alone = (ds: Decision<G>[]) => {
      const h = H.fresh?.() ?? H;
      return ds.slice(0, n).map((d, i) => answer(game, h, d, i));
    };
    const aloneA = alone(A);
    const aloneB = alone(B);

    it('gives each bot a copy of its own, with the same tuning', () => {
      expect(n).toBeGreaterThan(20);
      const x = H.fresh?.();
      const y = H.fresh?.();
      expect(x).toBeDefined();
      expect(x).not.toBe(y);
      const tuning = (h: GameHeuristics<G> | undefined) =>
        Object.fromEntries(Object.entries(h ?? {}).filter(([, v]) => typeof v !== 'function'));
      expect(Object.keys(tuning(H)).length).toBeGreaterThan(0);
      expect(tuning(x)).toEqual(tuning(H));
      expect(tuning(x?.fresh?.())).toEqual(tuning(H));
    });

    it('two copies called in turn answer as each alone', () => {
      const x = H.fresh?.() ?? H;
      const y = H.fresh?.() ?? H;
      const gotA: unknown[] = [];
      const gotB: unknown[] = [];
      for (let i = 0; i < n; i++) {
        gotA.push(answer(game, x, A[i], i));
        gotB.push(answer(game, y, B[i], i));
      }
      expect(gotA).toEqual(aloneA);
      expect(gotB).toEqual(aloneB);
    });

    it('one copy used for two matches in turn, and the shared object, answer as alone', () => {
      const x = H.fresh?.() ?? H;
      for (let i = 0; i < n; i++) {
        expect(answer(game, x, B[i], i)).toEqual(aloneB[i]);
        expect(answer(game, x, A[i], i)).toEqual(aloneA[i]);
        expect(answer(game, H, A[i], i)).toEqual(aloneA[i]);
      }
    });
  });
}
