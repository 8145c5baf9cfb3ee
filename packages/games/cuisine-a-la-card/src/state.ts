/** The state of a game of Cuisine à la Card: plain JSON, cards as ints (indices into CARDS). */
import type { RngState } from '@potluck/engine';
import { z } from 'zod';

// Built on its first use (z.lazy), as the game's other schemas.
export const optionsSchema = z.lazy(() =>
  z.object({
    /** All 15 judges shuffled into one deck instead of three stacks by requirement. */
    advancedJudges: z.boolean().default(false),
    /** More Medals variant: market-sweep and all-cuisines bonus medals, target +3. */
    moreMedals: z.boolean().default(false),
    /** The other players vote on each named dish; a majority of yes gives a bonus medal. */
    dishDescriptionBonus: z.boolean().default(false),
    /** Include the Classic Kitchens cards (multi-cuisine ingredients), as in the retail box. */
    classicKitchens: z.boolean().default(true),
  }),
);
export type CuisineOptions = z.infer<typeof optionsSchema>;

export interface SeatState {
  /** Draw pile, top = last element. */
  deck: number[];
  hand: number[];
  /** Discard pile, top = last element (public). */
  discard: number[];
  /** Cards played this turn, in order (public). */
  play: number[];
  /** Per card in play: 1 once its cuisine ability has fired (or it needs none). */
  paired: number[];
  /** Warming plates: face-down cards. */
  plates: number[];
  /** Warming plates from the table and from plate effects (judge plates are added while active). */
  plateCap: number;
  medals: number;
  /** Ingredients eaten in this seat's dishes (the tie-break). */
  eaten: number;
  /** Scored judges and the round each was scored in (its ability works from the next round). */
  judges: number[];
  judgeRounds: number[];
}

export type PendingKind =
  | 'choice'
  /** A draw ability: `use` draws `left` cards, `decline` draws none (any ability may be declined). */
  | 'draw'
  | 'trashHand'
  | 'trashDiscard'
  | 'trashMarket'
  | 'trashFridge'
  | 'gain'
  | 'takeBack'
  | 'look'
  | 'swap'
  | 'discard'
  | 'vote';

/** A choice someone must make now; the effect queue waits for it. */
export interface Pending {
  kind: PendingKind;
  /** Who chooses. */
  player: number;
  /** The effect being resolved (global effect id), or -1 for a vote. */
  effect: number;
  /** Picks left (trash, take back); cards to draw (draw). */
  left: number;
  /** Revealed pantry cards (look). */
  cards: number[];
  /** Players who choose after this one (opponents discarding, voters). */
  rest: number[];
  yes: number;
  no: number;
}

/** A dish being built by the current player: references into their hand / plates. */
export interface Dish {
  cards: number[];
  /** 0 = from hand, 1 = from a warming plate. */
  from: number[];
  /** Chosen food type index per card, -1 when it has none. */
  types: number[];
}

export interface CuisineState {
  players: number;
  rng: RngState;
  options: CuisineOptions;
  /** Medals that trigger the last round. */
  target: number;
  seats: SeatState[];
  /** Market slots (card or -1); slot 3 is next to the fridge. */
  market: number[];
  /** Fridge pile, top = last. */
  fridge: number[];
  /** Pantry, top = last (order hidden). */
  pantry: number[];
  /** Forks left in the Fork pile. */
  forkPile: number;
  /** Cards gone from the game (eaten or trashed), public, in order. */
  removed: number[];
  /** Judge stacks (top = last); one stack with advanced judges. */
  stacks: number[][];
  /** Open judges, in order. */
  open: number[];
  first: number;
  cur: number;
  /** 1-based round number. */
  round: number;
  over: boolean;
  /* this turn */
  spoons: number;
  forks: number;
  buys: number;
  /** A card went to a warming plate this turn. */
  warmed: boolean;
  /** Something was played / bought / a dish started this turn (no more warming). */
  acted: boolean;
  dishDone: boolean;
  /** A card was bought or gained this turn (no dish any more). */
  acquired: boolean;
  /** Market cards bought or gained this turn (More Medals sweep bonus). */
  marketTaken: number;
  swept: boolean;
  dish: Dish | null;
  /** Effects waiting to resolve for the current player (global effect ids, front first). */
  queue: number[];
  pending: Pending | null;
}
