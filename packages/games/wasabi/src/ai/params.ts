/** Tunable weights (exported for experiments; the bots use WASABI_PARAMS). */
export interface WasabiParams {
  /** Value of completing a recipe on top of its points (it always beats mere progress). */
  complete: number;
  /** Chance factor per missing tile of a window: in hand / in the pantry / neither. */
  qHand: number;
  qPantry: number;
  qNone: number;
  /** Weight of the sum over all windows (flexibility) next to the best window per recipe. */
  flex: number;
  /** Weight of the opportunities a move opens (or closes) for opponents. */
  threat: number;
  /** Value of keeping a tile that belongs to a recipe in hand (play useless tiles first). */
  keep: number;
  /** Draw preference per length 2..5. */
  draw: readonly number[];
  /** Reward preference per utensil kind (stack, spicy, switch, chop, wasabi). */
  utensil: readonly number[];
  /** Projected value of a utensil held, for `evaluate`. */
  heldValue: number;
  /** Weight of recipe progress in `evaluate`. */
  progress: number;
  /** Softmax temperature of `evaluate`: base + per empty square left. */
  tempBase: number;
  tempEmpty: number;
  rolloutDepth: number;
}

export const WASABI_PARAMS: WasabiParams = {
  complete: 20,
  qHand: 0.55,
  qPantry: 0.3,
  qNone: 0.08,
  flex: 0.15,
  threat: 0.7,
  keep: 0.15,
  draw: [1.2, 1.1, 1.15, 0.6],
  utensil: [0.6, 0.8, 1.0, 1.2, 0.7],
  heldValue: 0.5,
  progress: 1.5,
  tempBase: 1.5,
  tempEmpty: 0.25,
  rolloutDepth: 16,
};
