import type { RngState } from '@potluck/engine';

/**
 * Phases:
 * - `give`: setup; `current` chooses the 3 starting ingredients for the player on their left, one per action.
 * - `draw`: `current` draws recipes (choosing the length of each) up to 3: at setup (`setup` true) and at
 *   the end of every turn.
 * - `turn`: `current` places / uses a utensil / discards recipes.
 * - `chop`: inside a turn, a Chop!ped tile is in the air and must be put somewhere.
 * - `reward`: one utensil per recipe completed this turn (`rewardsDue`), then returning one if holding 3.
 * - `refill`: `current` refills ingredients to 3, choosing each type from the open pantry.
 * - `over`: the game has ended.
 */
export type Phase = 'give' | 'draw' | 'turn' | 'chop' | 'reward' | 'refill' | 'over';

/**
 * The whole game, plain JSON. Ingredients, recipes and utensils are indices into the data tables.
 * Squares are row × 7 + column on the printed 6 × 7 board (see data/table.ts).
 */
export interface WasabiState {
  rng: RngState;
  players: number;
  /** Active columns (5, 6 or 7). */
  cols: number;
  startPlayer: number;
  phase: Phase;
  /** The seat that acts now (the giver, the drawer or the player whose turn it is). */
  current: number;
  /** True while the starting recipes are drawn. */
  setup: boolean;
  /** Starting ingredients already given by `current` (phase `give`). */
  given: number;
  /** Turns started so far (0 during setup). */
  turn: number;

  /** Visible (top) tile per square, −1 if empty. */
  top: number[];
  /** Tiles under the top tile of stacks: flat pairs [square, tile, square, tile, …], lower tiles first. */
  under: number[];
  /** 1 where a Wasabi! card covers the square. */
  cover: number[];
  /** Top-left squares of the Wasabi! cards on the board, in the order they were played. */
  wasabiCards: number[];
  /** Squares whose visible tile changed during this turn (each once), in order. */
  changed: number[];

  /** Tiles left in the open pantry per ingredient. */
  pantry: number[];
  /** Utensil cards in the kitchen per kind. */
  kitchen: number[];
  /** Recipe piles per length (index length − 2); the top card is the LAST element. */
  piles: number[][];
  /**
   * Per recipe id, the seats (bit mask) who know where the card is beyond what is public: a discarder
   * knows the card lies at the bottom of its pile, and so who draws it. The holder always knows.
   */
  recipeKnow: number[];

  /** Ingredient tiles per seat. */
  hands: number[][];
  /** Tiles in each seat's hand that the seat on its right (who gave the starting tiles) still knows of. */
  known: number[][];
  /** Recipe ids in each seat's hand, in the order drawn. */
  recipes: number[][];
  /** Utensil kinds held per seat. */
  utensils: number[][];
  /** Challenge tokens left per seat and length: index seat × 4 + (length − 2). */
  tokens: number[];
  /** Completed recipe ids per seat, in order. */
  completed: number[][];
  /** 1 if the completed recipe at the same index was completed with style. */
  styled: number[][];
  /** Wasabi cubes per seat (style bonuses and Wasabi! cards played). */
  cubes: number[];

  // The turn in progress.
  /** Ingredients placed this turn (a Chop! re-placement before placing counts as the placement). */
  placed: number;
  /** Placements allowed this turn (2 after Spicy!). */
  allowance: number;
  /** Utensil kind used this turn, −1 if none. */
  used: number;
  /** The used card went back to the kitchen and is still there (it may not be taken back as a reward). */
  usedInKitchen: boolean;
  /** Top-left square of the Wasabi! card played this turn while it is still on the board, else −1. */
  usedWasabi: number;
  /** The Chop!ped tile in the air (phase `chop`), −1 otherwise. */
  chopped: number;
  /** Where the Chop!ped tile came from. */
  chopFrom: number;
  /** Bit mask of hand slots selected for discarding (0: not discarding). */
  discardMask: number;
  /** Recipes completed this turn whose utensil reward is still to be chosen. */
  rewardsDue: number;
  /** The player holds 3 utensils after a reward and must return one. */
  mustReturn: boolean;

  /** Seat who won by completing a 10th challenge, else −1. */
  winner: number;
}

export type IngredientKey = string;
export type RecipeKey = string;
export type Direction = 'right' | 'down';
export type UtensilName = 'stack' | 'spicy' | 'switch' | 'chop' | 'wasabi';

/** Every action; see docs/games/wasabi.md for the JSON of each. */
export type WasabiAction =
  | { type: 'give'; ingredient: IngredientKey }
  | { type: 'draw'; length: number }
  | { type: 'place'; ingredient: IngredientKey; square: number }
  | { type: 'stack'; ingredient: IngredientKey; square: number }
  | { type: 'spicy' }
  | { type: 'switch'; square: number; direction: Direction }
  | { type: 'chop'; square: number }
  | { type: 'chopTo'; square: number }
  | { type: 'chopToPantry' }
  | { type: 'wasabi'; square: number }
  | { type: 'discard'; recipe: RecipeKey }
  | { type: 'confirmDiscard' }
  | { type: 'end' }
  | { type: 'take'; utensil: UtensilName }
  | { type: 'takeWasabi'; square: number }
  | { type: 'decline' }
  | { type: 'return'; utensil: UtensilName }
  | { type: 'refill'; ingredient: IngredientKey };

export type WasabiOptions = Record<string, never>;

/** Pinned random parts of setup: the first player, and the top of each recipe pile (top first). */
export interface WasabiFixed {
  firstPlayer?: number;
  piles?: { '2'?: RecipeKey[]; '3'?: RecipeKey[]; '4'?: RecipeKey[]; '5'?: RecipeKey[] };
}

/** One seat as a viewer sees it. */
export interface SeatView {
  /** Own tiles (ingredient indices); another seat's tiles are −1 each (only the count shows). */
  hand: number[];
  /** Tiles of this seat's hand that its giver knows of: shown to the giver and to the seat itself. */
  known: number[];
  /** Recipe ids in hand; −1 where the viewer does not know the card. */
  recipes: number[];
  /** Length of each recipe in hand (public: everyone sees which pile a card is drawn from). */
  recipeLengths: number[];
  utensils: number[];
  tokens: number[];
  completed: number[];
  styled: number[];
  cubes: number;
  /** Points so far: recipe points + cubes. */
  score: number;
}

export interface WasabiView {
  players: number;
  viewer: number;
  cols: number;
  startPlayer: number;
  phase: Phase;
  current: number;
  setup: boolean;
  given: number;
  turn: number;
  top: number[];
  under: number[];
  cover: number[];
  wasabiCards: number[];
  changed: number[];
  pantry: number[];
  kitchen: number[];
  /** Recipe piles (top last): the recipe id where the viewer knows it, else −1. */
  piles: number[][];
  seats: SeatView[];
  placed: number;
  allowance: number;
  used: number;
  usedInKitchen: boolean;
  usedWasabi: number;
  chopped: number;
  chopFrom: number;
  discardMask: number;
  rewardsDue: number;
  mustReturn: boolean;
  winner: number;
}

/** Events (keys, not indices, for logs). `null` marks what the viewer may not see. */
export type WasabiEvent =
  | { type: 'give'; player: number; to: number; ingredient: IngredientKey | null }
  | { type: 'draw'; player: number; length: number; recipe: RecipeKey | null }
  | { type: 'place'; player: number; ingredient: IngredientKey; square: number }
  | { type: 'stack'; player: number; ingredient: IngredientKey; square: number }
  | { type: 'spicy'; player: number }
  | { type: 'switch'; player: number; square: number; other: number }
  | { type: 'chop'; player: number; square: number; ingredient: IngredientKey }
  | { type: 'chopTo'; player: number; square: number | null; ingredient: IngredientKey }
  | { type: 'wasabi'; player: number; square: number }
  | {
      type: 'complete';
      player: number;
      recipe: RecipeKey;
      styled: boolean;
      points: number;
      cubes: number;
      squares: number[];
    }
  | { type: 'discard'; player: number; recipes: (RecipeKey | null)[]; lengths: number[] }
  | { type: 'endTurn'; player: number }
  | { type: 'take'; player: number; utensil: UtensilName; square: number | null }
  | { type: 'decline'; player: number }
  | { type: 'return'; player: number; utensil: UtensilName }
  | { type: 'refill'; player: number; ingredient: IngredientKey | null }
  | { type: 'gameOver'; reason: 'ten-challenges' | 'board-full'; winner: number };
