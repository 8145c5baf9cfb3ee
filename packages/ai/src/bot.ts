import type { AnyGame, RngState, Seat } from '@potluck/engine';

/**
 * What a bot is given to decide: the game, its own seat's view, and an RNG. Never the true state — a bot
 * that wants to look ahead samples complete worlds from its view with `game.determinize`.
 */
export interface DecisionContext {
  game: AnyGame;
  seat: Seat;
  view: unknown;
  rng: RngState;
}

export interface Bot {
  readonly name: string;
  choose(ctx: DecisionContext): unknown;
}

/**
 * The seat's legal actions, computed from its view alone: any determinization has the same legal actions for
 * the viewer (the conformance kit checks it), so a sampled world answers the question without the true state.
 */
export function legalFromView(ctx: DecisionContext): { world: unknown; legal: readonly unknown[] } {
  const world = ctx.game.determinize(ctx.view, ctx.seat, ctx.rng);
  return { world, legal: ctx.game.legalActions(world, ctx.seat) };
}
