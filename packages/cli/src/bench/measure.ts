import { heuristicsFor, ismcts, randomPlayout } from '@potluck/ai';
import { type AnyGame, applyAction, createGame, randInt, rngFromSeed } from '@potluck/engine';

export interface GameBench {
  game: string;
  players: number;
  /** Random playouts through the trusted path (`step` in place), setup included. */
  actionsPerSec: number;
  gamesPerSec: number;
  actionsPerGame: number;
  /** Random actions through the checked boundary (`applyAction`: zod, validate, clone). */
  checkedActionsPerSec: number;
  /** ISMCTS iterations per second with the game's heuristic rollouts (the hard bot's configuration). */
  ismctsIterationsPerSec: number;
}

/** Runs `fn` repeatedly for about `seconds`, returning the count it reports and the time taken. */
function timed(seconds: number, fn: () => number): { count: number; ms: number; calls: number } {
  const start = performance.now();
  let count = 0;
  let calls = 0;
  while (performance.now() - start < seconds * 1000) {
    count += fn();
    calls++;
  }
  return { count, ms: performance.now() - start, calls };
}

export function benchGame(game: AnyGame, players: number, seconds: number): GameBench {
  const rng = rngFromSeed(`bench/${game.id}/${players}`);
  let seedNo = 0;
  // Warm up the JIT before measuring.
  timed(Math.min(0.5, seconds / 2), () =>
    randomPlayout(game, createGame(game, { players, seed: `w${seedNo++}` }), rng),
  );

  const playouts = timed(seconds, () =>
    randomPlayout(game, createGame(game, { players, seed: `b${seedNo++}` }), rng),
  );

  let state = createGame(game, { players, seed: 'checked' });
  const checked = timed(seconds / 2, () => {
    const active = game.activePlayers(state);
    if (active.length === 0) {
      state = createGame(game, { players, seed: `c${seedNo++}` });
      return 0;
    }
    const p = active[randInt(rng, active.length)];
    const legal = game.legalActions(state, p);
    state = applyAction(game, state, p, legal[randInt(rng, legal.length)]).state;
    return 1;
  });

  const heuristics = heuristicsFor(game.id);
  const positions = midGamePositions(game, players, 8);
  let k = 0;
  const search = timed(seconds, () => {
    const { state: s, seat } = positions[k++ % positions.length];
    return ismcts({ game, seat, view: game.view(s, seat), rng }, { heuristics, timeMs: 100 }).iterations;
  });

  return {
    game: game.id,
    players,
    actionsPerSec: (playouts.count / playouts.ms) * 1000,
    gamesPerSec: (playouts.calls / playouts.ms) * 1000,
    actionsPerGame: playouts.count / playouts.calls,
    checkedActionsPerSec: (checked.count / checked.ms) * 1000,
    ismctsIterationsPerSec: (search.count / search.ms) * 1000,
  };
}

/** Positions a third of the way into random games, with the seat to move. */
function midGamePositions(game: AnyGame, players: number, count: number) {
  const rng = rngFromSeed('positions');
  const out: { state: unknown; seat: number }[] = [];
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const probe = createGame(game, { players, seed: `pos${i}` });
    const length = randomPlayout(game, game.clone(probe), rng);
    const s = probe;
    for (let n = 0; n < Math.floor(length / 3); n++) {
      const active = game.activePlayers(s);
      const p = active[randInt(rng, active.length)];
      const legal = game.legalActions(s, p);
      game.step(s, p, legal[randInt(rng, legal.length)], null);
    }
    const active = game.activePlayers(s);
    if (active.length > 0) out.push({ state: s, seat: active[0] });
  }
  return out;
}
