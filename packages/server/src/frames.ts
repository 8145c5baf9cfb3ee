import { type AnyGame, type GameResult, SPECTATOR, type Viewer } from '@potluck/engine';

/**
 * What one viewer is shown of a match at one version: its view, who must act, its own legal actions (seats
 * only, empty when it is not its turn; null for spectators) and the result once the game is over. A pure
 * function of (state, viewer): every connection of a viewer at a version has the same frame, so the server
 * computes it once per viewer and sends a patch from the previous version's frame.
 */
export interface Frame {
  view: unknown;
  active: number[];
  legal: unknown[] | null;
  result: GameResult | null;
  /**
   * Seats' live frames only: whether this seat may `undo` one move now (undo policy, docs/protocol.md). It
   * depends on the log, not only the state, so the service passes it in; replays and spectators have none.
   */
  canUndo?: boolean;
}

export function frameFor(game: AnyGame, state: unknown, viewer: Viewer, canUndo?: boolean): Frame {
  const active = [...game.activePlayers(state)];
  const legal =
    viewer === SPECTATOR ? null : active.includes(viewer) ? [...game.legalActions(state, viewer)] : [];
  const frame: Frame = { view: game.view(state, viewer), active, legal, result: game.result(state) };
  if (canUndo !== undefined && viewer !== SPECTATOR) frame.canUndo = canUndo;
  return frame;
}
