import type { AnyGame, RngState, Seat } from '@potluck/engine';

/**
 * What a game contributes to its bots. Both work on complete states (true ones inside a simulation, sampled
 * ones inside a bot's own search), so they must be fast and must not assume the state is the real one.
 */
export interface GameHeuristics {
  /** A quick, sensible move for `seat` among `legal`. Used by the heuristic bot and in search rollouts. */
  policy(game: AnyGame, state: unknown, seat: Seat, legal: readonly unknown[], rng: RngState): unknown;
  /** Estimated outcome per seat in [0, 1] (1 = sure win) for a state that is not over; for cut-off rollouts. */
  evaluate?(game: AnyGame, state: unknown): number[];
  /**
   * The few actions worth searching among `legal` (best first), for games with many legal actions: the tree
   * only branches on these, so a search budget is not spread over hundreds of poor moves. Default: all.
   */
  candidates?(
    game: AnyGame,
    state: unknown,
    seat: Seat,
    legal: readonly unknown[],
    rng: RngState,
  ): readonly unknown[];
  /** Rollout length at which `evaluate` takes over (default: play to the end). */
  rolloutDepth?: number;
}
