import type { BaseState } from '@potluck/engine';
import type { DeckId } from './data/cards.ts';
import type { Recipe } from './data/recipes.ts';
import type { Suit } from './data/suits.ts';

export type { DeckId } from './data/cards.ts';
export type { Recipe } from './data/recipes.ts';
export type { Suit } from './data/suits.ts';

export const ROUNDS = 5;

export const PHASE_CHOOSE = 0;
export const PHASE_PLAY = 1;
export const PHASE_OVER = 2;
export const PHASES = ['choose', 'play', 'over'] as const;
export type Phase = (typeof PHASES)[number];

/** Game options. */
export interface TmcOptions {
  /** Deck preset: `standard96` (rules text, default) or `classic52` (published deck). */
  deck: DeckId;
}

/**
 * Pinned random parts for scenarios and tests. `leader`: the first round's starting player.
 * `rounds[r]`: the deal of round r (0-based), hands in seat order; a missing/null round or hand, or a hand
 * listing fewer cards than that seat is dealt, is completed from the RNG.
 */
export interface TmcFixed {
  leader?: number | undefined;
  rounds?: Array<Array<number[] | null> | null> | undefined;
}

/**
 * The full state (plain JSON). Cards are ids into the deck's public card table (data/cards.ts).
 * Recipes and suits are stored as indices (see data/recipes.ts and data/suits.ts).
 */
export interface TmcState extends BaseState {
  players: number;
  deck: DeckId;
  /** Pinned deals of later rounds (hidden; never in a view). Immutable, shared between clones. */
  fixedDeals: Array<Array<number[] | null> | null> | null;
  /** 0-based round, 0–4. */
  round: number;
  phase: number;
  /** This round's starting player. */
  leader: number;
  /** Seat to play (play phase). */
  turn: number;
  /** Hands, each sorted by card id. */
  hands: number[][];
  /** This round's recipe per seat, -1 while not chosen. */
  recipes: number[];
  /** Recipes used in finished rounds, as bit masks per seat. */
  usedMask: number[];
  /** The pot (current trick) in play order. */
  pot: number[];
  /** Running total of the pot. */
  total: number;
  /** Follow colour (suit index) or -1. */
  follow: number;
  /** A chili was played in this pot: the follow rule no longer applies. */
  released: boolean;
  /** Cards taken this round per seat, in the order taken. */
  taken: number[][];
  /** Suits each seat has shown to be void in this round (bit mask of suit indices). */
  voids: number[];
  /** Recipes of finished rounds: [round][seat]. */
  roundRecipes: number[][];
  /** Scores of finished rounds: [round][seat]. */
  roundScores: number[][];
  /** Total score per seat. */
  totals: number[];
}

export type TmcAction = { type: 'choose'; recipe: Recipe } | { type: 'play'; card: number };

/** One finished round as shown in views. */
export interface RoundRecord {
  recipes: Recipe[];
  scores: number[];
}

/** What one seat (or a spectator) sees. */
export interface TmcView {
  players: number;
  /** Seat index, or -1 for a spectator. */
  viewer: number;
  deck: DeckId;
  /** 0-based round, 0–4. */
  round: number;
  phase: Phase;
  /** This round's starting player. */
  leader: number;
  /** Seat to play, or null outside the play phase. */
  turn: number | null;
  /** The viewer's own hand (sorted card ids), or null for a spectator. */
  hand: number[] | null;
  handSizes: number[];
  /** Who has chosen a recipe this round (all true once revealed). */
  chosen: boolean[];
  /** This round's recipe per seat: shown once revealed; before that only the viewer's own. */
  recipes: (Recipe | null)[];
  /** Recipes used in earlier rounds per seat (cannot be chosen again), in round order. */
  usedRecipes: Recipe[][];
  pot: number[];
  total: number;
  follow: Suit | null;
  /** A chili in this pot released the follow rule. */
  released: boolean;
  /** Cards each seat took this round (public: every card was seen when played). */
  taken: number[][];
  /** Suits each seat has shown to be void in this round (failed to follow while the rule was in force). */
  voids: Suit[][];
  /** Finished rounds: recipes and scores per seat. */
  history: RoundRecord[];
  totals: number[];
}

export type TmcEvent =
  /** A round was dealt. `hands` holds only what the viewer may see (own hand; null for others). */
  | { type: 'dealt'; round: number; leader: number; handSizes: number[]; hands: (number[] | null)[] }
  /** A seat chose its recipe; `recipe` is null for everyone but that seat. */
  | { type: 'chose'; player: number; recipe: Recipe | null }
  /** Every seat has chosen: all recipes revealed at once (`forced` in round 5: one recipe left each). */
  | { type: 'revealed'; round: number; recipes: Recipe[]; forced: boolean }
  | {
      type: 'played';
      player: number;
      card: number;
      total: number;
      follow: Suit | null;
      released: boolean;
      /** The play showed this seat holds none of the follow colour (for the rest of the round). */
      void: Suit | null;
    }
  /** The player just played their last card. */
  | { type: 'lastCard'; player: number }
  | { type: 'potTaken'; player: number; cards: number[]; total: number }
  | {
      type: 'roundEnded';
      round: number;
      /** The unfinished pot, discarded (scored by nobody). */
      discarded: number[];
      recipes: Recipe[];
      scores: number[];
      totals: number[];
    }
  | { type: 'gameOver'; totals: number[]; winners: number[] };
