import type { ActionOf, AnyGame, EventOf, Locale, Localized, ViewOf } from '@potluck/engine';
import type { ComponentType } from 'react';
import type { Frame, LoggedEvent, MatchInfo, MatchResult } from './types.ts';

/** The frame of a game, typed by the game: its view and its actions. */
export type GameFrame<G extends AnyGame = AnyGame> = Frame<ViewOf<G>, ActionOf<G>>;

/**
 * What every game screen receives, typed by the game (`frame.view` is the game's view, `onMove` takes its
 * actions). Screens render the server's frame; they never decide legality.
 */
export interface GameScreenProps<G extends AnyGame = AnyGame> {
  match: MatchInfo;
  frame: GameFrame<G>;
  /** Our seat or -1 (spectator). */
  you: number;
  names: string[];
  log: readonly LoggedEvent[];
  pending: boolean;
  onMove: (action: ActionOf<G>) => void;
  /**
   * Explains why `action` (what a tap on a control that is not legal now would mean) is refused, in the player's
   * language (issue 16 item 3): nothing is sent to the server. Absent for spectators and in replays.
   */
  onRefused?: (action: ActionOf<G>) => void;
  /** The moves of the hint shown now (issue 17 item 3), best first: a screen may light them up on the table. */
  hinted?: readonly ActionOf<G>[];
}

/**
 * The parts of a game's rules the client uses to say why a move is refused: a state consistent with the seat's
 * own view (`determinize`, as the bots use) and the game's own `validate`, which gives the rule id and its text.
 */
export type RuleChecker<G extends AnyGame = AnyGame> = Pick<G, 'determinize' | 'validate'>;

/** What a log describer knows besides the event. */
export interface DescribeContext<G extends AnyGame = AnyGame> {
  match: MatchInfo;
  you: number;
  names: string[];
  frame: GameFrame<G> | null;
  /** The event before this one in the log (some games say "…and again"). */
  previous?: EventOf<G>;
}

/** A game's log describer: an event as lines in the chosen language (empty = not shown). */
export type DescribeEvent<G extends AnyGame = AnyGame> = (
  event: EventOf<G>,
  ctx: DescribeContext<G>,
) => string[];

/**
 * How each score was made, under the totals of the end dialog (issue 16 item 6): each game's own component,
 * given the final view of the viewer (or spectator) and the result.
 */
export interface EndBreakdownProps<G extends AnyGame = AnyGame> {
  view: ViewOf<G>;
  result: MatchResult;
  names: string[];
  you: number;
}

export type EndBreakdown<G extends AnyGame = AnyGame> = ComponentType<EndBreakdownProps<G>>;

/** A game's web slice (`@potluck/<id>/web` exports it as `ui`): its table screen and what goes with it. */
export interface GameUi<G extends AnyGame = AnyGame> {
  Screen: ComponentType<GameScreenProps<G>>;
  describe?: DescribeEvent<G>;
  /**
   * A move said as advice to the seat about to make it ("Play Onion 1", "Cook a dish"), for hints; null when the
   * game has no words for it (the hint then says the move's first event, as the log would).
   */
  advise?: (action: ActionOf<G>, ctx: DescribeContext<G>) => string | null;
  /**
   * The game's rules (its `game` definition), loaded with the screen: to explain refusals (`RuleChecker`'s part)
   * and to play its guided first game in the browser.
   */
  rules?: G;
  /** How each score was made, shown in the end dialog under the totals (issue 16 item 6). */
  End?: EndBreakdown<G>;
  /**
   * The game's rules page (`#/rules/<id>`), loaded when the page opens: sections in three languages.
   * Absent: the page says there is none yet.
   */
  rulesPage?: () => Promise<GameRules>;
  /**
   * Where a move is on this game's table: CSS selectors of the controls a person taps for it, in order (a tile,
   * then its square). Guided games outline and scroll to them; absent, nothing is outlined (the screen still
   * lights the `hinted` moves its own way).
   */
  locate?: (action: ActionOf<G>) => string[];
}

/**
 * A picture on a game's rules page, drawn with the game's own art (its cards, tiles, board), so the page shows
 * what the table shows. The page draws it as one image named by `alt` (what a person who cannot see it needs to
 * know), with `caption` under it; the drawing itself is hidden from assistive technology.
 */
export interface RulesFigure {
  /** Unique on its page (React key, test id `rules-figure-<id>`). */
  id: string;
  /**
   * The drawing in the given language (tiles and cards carry words); nothing in it is focusable. It may use the
   * page's layout classes (`rules-fig-item`, `rules-fig-row`, … in packages/web/src/rules/rules.css).
   */
  Art: ComponentType<{ lang: Locale }>;
  alt: Localized;
  caption: Localized;
}

/** A section of a game's rules page: a title, its points and the pictures that show them. */
export interface RulesSection {
  title: Localized;
  items: Localized[];
  figures?: RulesFigure[];
}

/** A game's rules page for players (`#/rules/<id>`), in three languages. */
export interface GameRules {
  title: Localized;
  intro: Localized;
  sections: RulesSection[];
}
