import type { AnyGame, GameDefinition, Seat } from './game.ts';
import type { RngState } from './rng.ts';

// biome-ignore lint/suspicious/noExplicitAny: matching any type parameter of a game definition
type Any = any;

/** The state, action, options, view and event types of a game definition. */
export type StateOf<G> = G extends GameDefinition<infer S, Any, Any, Any, Any, Any> ? S : never;
export type ActionOf<G> = G extends GameDefinition<Any, infer A, Any, Any, Any, Any> ? A : never;
export type OptionsOf<G> = G extends GameDefinition<Any, Any, infer O, Any, Any, Any> ? O : never;
export type ViewOf<G> = G extends GameDefinition<Any, Any, Any, infer V, Any, Any> ? V : never;
export type EventOf<G> = G extends GameDefinition<Any, Any, Any, Any, infer E, Any> ? E : never;

/**
 * What a game contributes to its bots (its `/ai` entry point). Both work on complete states (true ones inside a
 * simulation, sampled ones inside a bot's own search), so they must be fast and must not assume the state is the
 * real one. Typed by the game: a game's heuristics see its own state and actions, the bots see `AnyGame`.
 */
export interface GameHeuristics<G extends AnyGame = AnyGame> {
  /** A quick, sensible move for `seat` among `legal`. Used by the heuristic bot and in search rollouts. */
  policy(game: G, state: StateOf<G>, seat: Seat, legal: readonly ActionOf<G>[], rng: RngState): ActionOf<G>;
  /** Estimated outcome per seat in [0, 1] (1 = sure win) for a state that is not over; for cut-off rollouts. */
  evaluate?(game: G, state: StateOf<G>): number[];
  /**
   * The few actions worth searching among `legal` (best first), for games with many legal actions: the tree
   * only branches on these, so a search budget is not spread over hundreds of poor moves. Default: all.
   */
  candidates?(
    game: G,
    state: StateOf<G>,
    seat: Seat,
    legal: readonly ActionOf<G>[],
    rng: RngState,
  ): readonly ActionOf<G>[];
  /** Rollout length at which `evaluate` takes over (default: play to the end). */
  rolloutDepth?: number;
  /**
   * Another object like this one with working memory of its own, for heuristics that reuse buffers from call to
   * call (allocating them per call would slow a search): `@potluck/ai` takes one per bot and per analysis, so two
   * bots never share mutable state. Absent: the object is used as it is, and must then keep no state.
   */
  fresh?(): GameHeuristics<G>;
  /**
   * This game's numbers for post-game analysis and puzzle mining (docs/ai.md); absent, or a part absent: the
   * defaults of `@potluck/ai` (`DEFAULT_THRESHOLDS`, `DEFAULT_PUZZLE_BUDGET`).
   */
  analysis?: GameAnalysisTuning;
  /**
   * The bots' fixed ratings by level (`random`, `easy`, `medium`, `hard`): openskill's mu (sigma 1), calibrated
   * from measured 2-player win rates (docs/ai.md, "Ratings of the bots"). A level absent: the server's default.
   */
  botMu?: Readonly<Partial<Record<string, number>>>;
}

/** How a decision is graded: losses in winning chance (0–1) from which a move is an inaccuracy, a mistake, a blunder. */
export interface AnalysisThresholds {
  readonly inaccuracy: number;
  readonly mistake: number;
  readonly blunder: number;
}

/** Iterations per puzzle search: a cheap screen of every decision, the long search, and the check a test repeats. */
export interface PuzzleSearchBudget {
  readonly screen: number;
  readonly long: number;
  readonly check: number;
}

/** A game's own numbers for analysis (docs/games/<id>.md, "Analysis") and for mining its puzzles. */
export interface GameAnalysisTuning {
  readonly thresholds?: AnalysisThresholds;
  readonly puzzleBudget?: PuzzleSearchBudget;
}

/**
 * One game as a vertical slice: its folder's three entry points, each loaded only by the layers that need it
 * (the server and the CLI never load the web UI; the browser never loads the bots). `W` is the web UI's type,
 * known to the web kit only. The catalog (`@potluck/catalog`) lists these and nothing else lists games.
 */
export interface GameSlice<G extends AnyGame = AnyGame, W = unknown> {
  /** The game's id (equal to `rules`' id: the catalog's tests check it). */
  readonly id: string;
  /** Kept out of the lobby and the game list unless the server enables it (the example game). */
  readonly hidden?: boolean;
  /** `@potluck/<id>`: the rules. */
  readonly rules: () => Promise<G>;
  /** `@potluck/<id>/ai`: heuristics for the heuristic, easy and hard bots; absent = those bots are not offered. */
  readonly ai?: () => Promise<GameHeuristics<G>>;
  /** `@potluck/<id>/web`: the table screen; absent = the generic screen, announced as such. */
  readonly web?: () => Promise<W>;
  /**
   * The guided first game, `tutorial/tutorial.json` in the game's folder (a chunk of its own in the browser, fetched
   * when the tutorial opens); absent = no tutorial, the lobby links the rules page. Plain data: the web client
   * checks it where it loads it.
   */
  readonly tutorial?: () => Promise<unknown>;
  /**
   * The stored puzzles, `puzzles/index.ts` in the game's folder (written by `potluck puzzles bank` and `mine` from
   * its `puzzles/<n>.json`), in id order; absent = no puzzles. Plain data: `@potluck/ai` checks each file.
   */
  readonly puzzles?: () => Promise<readonly { readonly id: string; readonly file: unknown }[]>;
  /**
   * The test ids of the table's shared area (a pot, a board, a market) and the seat's hand, for layout checks
   * (packages/web's browser tests: the table fits the screen, it loads without shifting). Plain strings, so a test
   * reads them without loading the screen; every served game declares them (those tests fail for one that does not).
   * `choices`: the test ids of the panels that ask the seat for a choice it must make before play goes on (drawn only
   * while it must: starting picks, a recipe to choose, the step's prompt and its buttons, a dish to serve): on a
   * desktop each is in view without scrolling, on a phone each of its buttons can be scrolled to and is not under the
   * hand's dock.
   */
  readonly layout?: { readonly shared: string; readonly hand: string; readonly choices?: readonly string[] };
}

/**
 * Declares a game's slice with its types checked (the rules, heuristics and UI must be of the same game). Without a
 * `web` loader, `W` is `never`, so the slice fits any list typed by the web kit's UI.
 */
export function defineSlice<G extends AnyGame, W = never>(slice: GameSlice<G, W>): GameSlice<G, W> {
  return slice;
}
