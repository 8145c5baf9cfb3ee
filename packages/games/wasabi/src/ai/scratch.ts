/**
 * The working memory of one Wasabi! heuristics object: flat typed arrays filled afresh by each call (the policy
 * runs inside search rollouts, so it allocates nothing per call). Each heuristics object owns one, so two bots
 * (or a policy and a tuned copy of it) never share buffers; nothing here outlives a call except the scores
 * `candidates` reads right after the policy call that wrote them, and caches keyed by a per-call stamp.
 */
import { RECIPE_LENGTH, SQUARES, type WasabiState } from '../index.ts';
import { ING, THREAT_SETS, WindowScan } from './board.ts';
import { WASABI_PARAMS, type WasabiParams } from './params.ts';
import { completeValue } from './values.ts';

/** Live recipes at most per seat, and hand tile types at most (the per-placement tables are sized by them). */
export const MAXR = 4;
export const MAXT = 4;
/** Score of an action not worth considering. */
export const NEG = -1e9;

export class Scratch extends WindowScan {
  // ---- The seat analysed (own.ts) ----
  /** Live recipes of the seat analysed: ids with a free token. */
  readonly live: number[] = [];
  readonly handCount = new Int8Array(ING);
  readonly handTypes: number[] = [];
  /** Best potential per live recipe. */
  readonly V = new Float64Array(MAXR);
  /**
   * Best value of recipe ri after placing the j-th hand type on empty square q:
   * after[(ri * MAXT + j) * SQUARES + q]; the best value of ri without the windows through q: excl[ri * SQUARES + q].
   */
  readonly after = new Float64Array(MAXR * MAXT * SQUARES);
  readonly excl = new Float64Array(MAXR * SQUARES);
  /** Sum over windows advanced by type j on q of their value after, and of the windows through q before. */
  readonly advSum = new Float64Array(MAXT * SQUARES);
  readonly killSum = new Float64Array(SQUARES);
  /** Chance factor of a missing ingredient (in hand / pantry / neither) for the current call. */
  readonly qf = new Float64Array(ING);
  /** Value of keeping a tile of each type in hand for the current call. */
  readonly keepOf = new Float64Array(ING);
  placementsLeft = 1;
  bestPlaceGain = 0;

  // ---- Opponents (threats.ts) ----
  /** Threat weight per recipe id and tile factor per ingredient for the current call. */
  readonly recipeThreat = new Float64Array(RECIPE_LENGTH.length);
  readonly tileFactor = new Float64Array(ING);
  readonly oppHeld = [0, 0, 0, 0];
  /** Per length, the recipes whose whereabouts the seat does not know. */
  readonly unknownLen = [13, 13, 13, 13];
  readonly threatCache = new Float64Array(THREAT_SETS);
  readonly threatStamp = new Int32Array(THREAT_SETS);
  threatEpoch = 0;
  /** Per square, the opportunities closed by filling it, computed once per call (stamp). */
  readonly closedAt = new Float64Array(SQUARES);
  readonly closedStamp = new Int32Array(SQUARES);
  /** Per square, the masks of the runs through it two tiles short: twoShort[q * 32 ..], twoShortN[q]. */
  readonly twoShort = new Int32Array(SQUARES * 32);
  readonly twoShortN = new Uint8Array(SQUARES);
  stamp = 0;

  // ---- Utensils (utensils.ts) ----
  curP: WasabiParams = WASABI_PARAMS;
  curS: WasabiState | null = null;
  curSeat = 0;
  readonly completionValue = (id: number, styled: boolean) =>
    completeValue(this.curP, id, styled, this.curS!, this.curSeat);
  readonly pair = [0, 0];
  /**
   * Squares in windows of a live recipe that are complete or one tile short (only they can matter to a
   * utensil), the (square, tile) each short run misses, and the squares of runs already complete.
   */
  readonly hot = new Uint8Array(SQUARES);
  readonly claim = new Uint8Array(SQUARES);
  readonly wantSq: number[] = [];
  readonly wantTile: number[] = [];
  wasabiEmpty = 0;

  // ---- The turn and the other phases (turn.ts, phases.ts) ----
  /** The score each legal action got in the last policy call (NEG: not worth considering). */
  actionScores = new Float64Array(256);
  scoreIndex = 0;
  /** Tiles visible on uncovered squares (bit per ingredient), for the current call. */
  boardTiles = 0;
  /** Refill: how much each tile would advance a recipe in hand. */
  readonly needOf = new Float64Array(ING);
  /** Candidate order (index.ts). */
  readonly order: number[] = [];
}

export function resetScores(sc: Scratch, n: number): void {
  if (sc.actionScores.length < n) sc.actionScores = new Float64Array(2 * n);
  sc.actionScores.fill(NEG, 0, n);
}
