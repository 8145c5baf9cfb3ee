import type { ComponentType } from 'react';
import type { LoggedEvent } from '../net/connection.ts';
import type { Frame, MatchInfo } from '../net/types.ts';

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
}

/** A game's log describer: an event as lines in the chosen language (empty = not shown). */
export type DescribeEvent = (
  event: unknown,
  ctx: { match: MatchInfo; you: number; names: string[]; frame: Frame | null; previous?: unknown },
) => string[];

export interface GameUi {
  Screen: ComponentType<GameScreenProps>;
  describe?: DescribeEvent;
}
