import type { RngState, RuleViolation } from '@potluck/engine';
import type { ComponentType } from 'react';
import type { LoggedEvent } from '../net/connection.ts';
import type { Frame, MatchInfo } from '../net/types.ts';
import type { EndBreakdown } from './end.ts';

/** What every game screen receives. Screens render the server's frame; they never decide legality. */
export interface GameScreenProps {
  match: MatchInfo;
  frame: Frame;
  /** Our seat or -1 (spectator). */
  you: number;
  names: string[];
  log: readonly LoggedEvent[];
  pending: boolean;
  onMove: (action: unknown) => void;
  /**
   * Explains why `action` (what a tap on a control that is not legal now would mean) is refused, in the player's
   * language (issue 16 item 3): nothing is sent to the server. Absent for spectators and in replays.
   */
  onRefused?: (action: unknown) => void;
  /** The moves of the hint shown now (issue 17 item 3), best first: a screen may light them up on the table. */
  hinted?: readonly unknown[];
}

/**
 * The parts of a game's rules the client uses to say why a move is refused: a state consistent with the seat's
 * own view (`determinize`, as the bots use) and the game's own `validate`, which gives the rule id and its text.
 */
export interface RuleChecker {
  determinize(view: never, viewer: number, rng: RngState): unknown;
  validate(state: never, player: number, action: never): RuleViolation | null;
}

/** A game's log describer: an event as lines in the chosen language (empty = not shown). */
export type DescribeEvent = (
  event: unknown,
  ctx: { match: MatchInfo; you: number; names: string[]; frame: Frame | null; previous?: unknown },
) => string[];

export interface GameUi {
  Screen: ComponentType<GameScreenProps>;
  describe?: DescribeEvent;
  /** The game's rules (its `game` definition), to explain refusals; loaded with the screen. */
  rules?: RuleChecker;
  /** How each score was made, shown in the end dialog under the totals (issue 16 item 6). */
  End?: EndBreakdown;
}
