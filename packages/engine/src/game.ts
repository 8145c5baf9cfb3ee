import type { z } from 'zod';
import type { RuleViolation } from './errors.ts';
import type { Localized } from './locale.ts';
import type { RngState } from './rng.ts';

/** A seat index, 0-based, in clockwise turn order. */
export type Seat = number;
/** Who a view is for: a seat, or SPECTATOR (sees only public information). */
export type Viewer = number;
export const SPECTATOR: Viewer = -1;

/** Bits of the marker `step` returns: what applying the action did that cannot be taken back. */
export const REVEALED = 1; // hidden information became known to someone who did not know it
export const RANDOMNESS = 2; // the RNG was used (a shuffle, a draw, a deal)
export type StepFlags = number;

/** Every game state is plain JSON data and carries its RNG state (hidden from every view). */
export interface BaseState {
  rng: RngState;
}

/** Every event has a type; games add their own fields. */
export interface BaseEvent {
  type: string;
}

/** Scores and placings of a finished game. */
export interface GameResult {
  /** Final score per seat. */
  readonly scores: readonly number[];
  /** 1-based place per seat; tied seats share a place (1, 1, 3). */
  readonly ranks: readonly number[];
  /** Seats ranked 1st (several when the win is shared). */
  readonly winners: readonly Seat[];
  /** Tie-break value per seat when the game has one (higher is better), for display. */
  readonly tiebreak?: readonly number[];
}

/**
 * One table of a game's data, numbered exactly as actions, states and views number it (`potluck cards`), so
 * that people writing scenarios and clients can look ids and indexes up.
 */
export interface DataTable {
  /** A short key, e.g. `recipes` or `cards.classic52`. */
  readonly name: string;
  /** What a row is, and where its index and id are used (English). */
  readonly about: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/** UI metadata for one option of a game: its label and, for enums, the label of each choice. */
export interface OptionMeta {
  readonly label: Localized;
  readonly help?: Localized;
  readonly choices?: Readonly<Record<string, Localized>>;
}

/**
 * The game contract. One object per game; all methods are pure functions of their arguments except
 * `step`, which mutates the state it is given (callers pass a clone: see run.ts).
 *
 * S: state, A: action, O: options, V: view, E: event, F: `fixed` (pinned random parts for scenarios).
 */
export interface GameDefinition<
  S extends BaseState = BaseState,
  A = unknown,
  O = unknown,
  V = unknown,
  E extends BaseEvent = BaseEvent,
  F = unknown,
> {
  readonly id: string;
  readonly names: Localized;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** zod schema of the options; parsing `{}` yields the defaults. */
  readonly optionsSchema: z.ZodType<O>;
  readonly optionsMeta: Readonly<Record<string, OptionMeta>>;
  /** zod schema of one action (untrusted input is checked against it). */
  readonly actionSchema: z.ZodType<A>;
  /** zod schema of `fixed`: every random part of setup a scenario may pin. */
  readonly fixedSchema: z.ZodType<F>;
  /** The game's card / tile / recipe tables with the indexes and ids its actions, states and views use. */
  readonly tables?: () => readonly DataTable[];

  /** A new game. `rng` is already seeded; the game keeps it in `state.rng`. `fixed` overrides randomness. */
  setup(players: number, rng: RngState, options: O, fixed: F | undefined): S;
  /** Seats that must act now (several for simultaneous secret choices); empty once the game is over. */
  activePlayers(state: S): readonly Seat[];
  /** Every legal action of `player` now; empty if the player is not active. */
  legalActions(state: S, player: Seat): readonly A[];
  /**
   * Why `action` (well-shaped, by an active player) breaks a rule, or null if it is legal.
   * Must agree exactly with `legalActions` (the conformance kit checks it). Never mutates.
   */
  validate(state: S, player: Seat, action: A): RuleViolation | null;
  /**
   * Applies a legal action in place. Pushes events into `events` unless it is null (search passes null to
   * save allocations). Returns REVEALED | RANDOMNESS bits. Trusts its input: callers validate first.
   */
  step(state: S, player: Seat, action: A, events: E[] | null): StepFlags;
  /** A deep copy, written by hand for speed (search clones once per iteration). */
  clone(state: S): S;
  /** What `viewer` may see. Never contains the RNG state or anything hidden from `viewer`. */
  view(state: S, viewer: Viewer): V;
  /** The event as `viewer` may see it, or null if `viewer` sees nothing of it. */
  viewEvent(event: E, viewer: Viewer): E | null;
  /** Scores, ranks and winners once the game is over; null before. */
  result(state: S): GameResult | null;
  /**
   * A complete state consistent with everything `viewer` has seen, sampled with `rng`: built from the
   * viewer's own view only, so hidden information cannot leak into search by construction.
   * `view(determinize(view(s, v), v, r), v)` must equal `view(s, v)`.
   */
  determinize(view: V, viewer: Viewer, rng: RngState): S;
  /**
   * What `viewer` may not know, declared from the TRUE state and independently of `view`: a copy of `state`
   * with everything hidden from `viewer` re-dealt with `rng` (other seats' hands, pile orders, secret
   * choices, the RNG state), consistently with all the viewer has seen. The conformance kit checks that the
   * viewer's view, legal actions and events stay the same, so a view or event that shows a secret fails it.
   * Never mutates `state`.
   */
  redeal(state: S, viewer: Viewer, rng: RngState): S;
}

/** A game with its type parameters erased, for registries, the CLI, the server and generic bots. */
// biome-ignore lint/suspicious/noExplicitAny: type erasure point for heterogeneous game registries
export type AnyGame = GameDefinition<any, any, any, any, any, any>;
