/**
 * Wasabi! heuristics.
 *
 * The policy scores every legal action with a one-step look at the board's windows (runs of 2–5 squares):
 * - placing: completions first (longer and in-style ones worth more), then progress toward the best window of
 *   each recipe in hand (missing tiles in hand count more than tiles still in the pantry), minus the windows it
 *   spoils, minus the chances it hands to opponents (runs one tile short of some recipe they may hold, from the
 *   public recipe lengths in their hands), plus the chances it takes away from them;
 * - utensils: Switch!, Chop! (move, reveal, or re-claim a run already on the board) and Stack! when they
 *   complete a recipe; Spicy! when two placements complete what one can't; Wasabi! late, when ahead, on the
 *   block that hurts the opponents most and us least;
 * - discards: recipes that can no longer be completed (no token of their length, or an ingredient gone);
 * - rewards, refills, draws and starting tiles by fixed preferences and the windows in hand (draws: length 2,
 *   then 4, then 3, then 5, never a length without a token left while another is possible — measured best in
 *   self-play).
 * Every legal action gets a score, so `candidates` can hand a tree search the few best instead of all of them.
 * `evaluate` is a softmax over projected scores (score + the best window of each recipe in hand + utensils),
 * its weights fitted to the outcomes of self-play games (Brier score).
 */
import { type AnyGame, type RngState, randInt, type Seat } from '@potluck/engine';
import {
  CHALLENGES_TO_WIN,
  INGREDIENT_INDEX,
  RECIPE_INDEX,
  RECIPE_LENGTH,
  RECIPE_MASK,
  RECIPE_TILES,
  RECIPES_BY_LENGTH,
  SQUARES,
  STARTABLE,
  scoreOf,
  UTENSILS,
  type WasabiAction,
  type WasabiState,
} from '@potluck/wasabi';
import type { GameHeuristics } from '../heuristics.ts';
import {
  completionsThrough,
  ING,
  popcount,
  scanWindows,
  styledAs,
  THREAT_KEY,
  THREAT_LIST,
  THREAT_SETS,
  THREAT_START,
  WINDOWS,
  type Windows,
  wDup,
  wEmpty,
  wMask,
} from './wasabi-board.ts';

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

const WASABI = 4;
const UTENSIL_INDEX: Record<string, number> = Object.fromEntries(UTENSILS.map((u, i) => [u, i]));
const DIR_STEP: Record<string, number> = { right: 1, down: 7 };
const NEG = -1e9;

/** Recipes per ingredient, weighted toward short ones: how generally useful a tile is. */
const USEFUL = new Float64Array(ING);
for (let id = 0; id < RECIPE_LENGTH.length; id++)
  for (const t of RECIPE_TILES[id]) USEFUL[t] += 1 / RECIPE_LENGTH[id];

// ---- Per-call scratch ---------------------------------------------------------------------------------

const MAXR = 4;
/** Live recipes of the seat analysed: ids with a free token. */
const live: number[] = [];
const handCount = new Int8Array(ING);
const handTypes: number[] = [];
/** Best potential per live recipe. */
const V = new Float64Array(MAXR);
/**
 * Best value of recipe ri after placing the j-th hand type on empty square q:
 * after[(ri * MAXT + j) * SQUARES + q]; the best value of ri without the windows through q: excl[ri * SQUARES + q].
 */
const MAXT = 4;
const after = new Float64Array(MAXR * MAXT * SQUARES);
const excl = new Float64Array(MAXR * SQUARES);
/** Sum over windows advanced by type j on q of their value after, and of the windows through q before. */
const advSum = new Float64Array(MAXT * SQUARES);
const killSum = new Float64Array(SQUARES);
/** Chance factor of a missing ingredient (in hand / pantry / neither) for the current call. */
const qf = new Float64Array(ING);
/** Value of keeping a tile of each type in hand for the current call. */
const keepOf = new Float64Array(ING);
/** Threat weight per recipe id and tile factor per ingredient for the current call. */
const recipeThreat = new Float64Array(RECIPE_LENGTH.length);
const tileFactor = new Float64Array(ING);
let placementsLeft = 1;
let bestPlaceGain = 0;

function lengthValue(L: number): number {
  return L + 0.6 * (L - 2);
}

function completeValue(P: WasabiParams, id: number, styled: boolean, s: WasabiState, p: number): number {
  const L = RECIPE_LENGTH[id];
  let v = P.complete + L + (styled ? L - 2 : 0);
  if (s.completed[p].length + 1 >= CHALLENGES_TO_WIN) v += 1000;
  return v;
}

/** Value of a window of recipe length L still missing the ingredients of `missing`. */
function potential(L: number, missing: number): number {
  let v = lengthValue(L);
  let m = missing;
  while (m !== 0) {
    v *= qf[31 - Math.clz32(m & -m)];
    m &= m - 1;
  }
  return v;
}

/** Loads the seat's tiles (plus `extra`, a tile in the air) and the chance factors. */
function loadHand(P: WasabiParams, s: WasabiState, p: number, extra: number): void {
  handCount.fill(0);
  handTypes.length = 0;
  const hand = s.hands[p];
  for (let i = 0; i < hand.length; i++) {
    const t = hand[i];
    if (handCount[t]++ === 0) handTypes.push(t);
  }
  if (extra >= 0 && handCount[extra]++ === 0) handTypes.push(extra);
  for (let t = 0; t < ING; t++) qf[t] = handCount[t] > 0 ? P.qHand : s.pantry[t] > 0 ? P.qPantry : P.qNone;
}

function loadLive(s: WasabiState, p: number): void {
  live.length = 0;
  const rec = s.recipes[p];
  for (let i = 0; i < rec.length && live.length < MAXR; i++) {
    const id = rec[i];
    if (s.tokens[p * 4 + RECIPE_LENGTH[id] - 2] > 0) live.push(id);
  }
}

/**
 * Own windows: V, the three best windows per recipe, and the value of every placement of a tile of
 * `handTypes` on an empty square. Needs scanWindows first.
 */
function analyseOwn(P: WasabiParams, s: WasabiState, p: number, g: Windows, withPlacements: boolean): void {
  if (withPlacements) {
    after.fill(NEG, 0, live.length * MAXT * SQUARES);
    advSum.fill(0, 0, handTypes.length * SQUARES);
    killSum.fill(0);
  }
  const top = s.top;
  for (let ri = 0; ri < live.length; ri++) {
    const id = live[ri];
    const L = RECIPE_LENGTH[id];
    const M = RECIPE_MASK[id];
    const wins = g.byLen[L - 2];
    let v0 = 0;
    let v1 = 0;
    let v2 = 0;
    let w0 = -1;
    let w1 = -1;
    let w2 = -1;
    for (let i = 0; i < wins.length; i++) {
      const w = wins[i];
      const em = wEmpty[w];
      if (em === 255 || em === 0 || wDup[w] !== 0) continue;
      const mask = wMask[w];
      if ((mask & ~M) !== 0) continue;
      const missing = M & ~mask;
      const phi = potential(L, missing);
      if (phi > v0) {
        v2 = v1;
        w2 = w1;
        v1 = v0;
        w1 = w0;
        v0 = phi;
        w0 = w;
      } else if (phi > v1) {
        v2 = v1;
        w2 = w1;
        v1 = phi;
        w1 = w;
      } else if (phi > v2) {
        v2 = phi;
        w2 = w;
      }
      if (!withPlacements) continue;
      for (let k = 0, o = w * 5; k < L; k++, o++) {
        const q = g.wSq[o];
        if (top[q] >= 0) continue;
        killSum[q] += phi;
        for (let j = 0; j < handTypes.length; j++) {
          const t = handTypes[j];
          if (((missing >> t) & 1) === 0) continue;
          let val: number;
          if (em === 1) val = completeValue(P, id, styledAs(s, g, w, id, q, t), s, p);
          else {
            const rest = missing & ~(1 << t);
            val = potential(L, rest);
            // With a placement still to come this turn, a window one tile short with that tile in hand
            // is as good as done.
            if (em === 2 && placementsLeft >= 2) {
              const u = 31 - Math.clz32(rest);
              if (handCount[u] > (u === t ? 1 : 0)) val = 0.85 * completeValue(P, id, false, s, p);
            }
          }
          const idx = (ri * MAXT + j) * SQUARES + q;
          if (val > after[idx]) after[idx] = val;
          advSum[j * SQUARES + q] += Math.min(val, lengthValue(L));
        }
      }
    }
    V[ri] = v0;
    if (!withPlacements) continue;
    // The recipe's best window not through q, for every empty square q.
    for (let i = 0; i < g.squares.length; i++) {
      const q = g.squares[i];
      if (top[q] >= 0) continue;
      excl[ri * SQUARES + q] =
        w0 < 0 || g.has[w0 * SQUARES + q] === 0
          ? v0
          : w1 < 0 || g.has[w1 * SQUARES + q] === 0
            ? v1
            : w2 < 0 || g.has[w2 * SQUARES + q] === 0
              ? v2
              : 0;
    }
  }
}

/** Own gain of placing hand type j on empty square q (after analyseOwn). */
function placeGain(P: WasabiParams, q: number, j: number): number {
  let gain = 0;
  for (let ri = 0; ri < live.length; ri++) {
    const a = after[(ri * MAXT + j) * SQUARES + q];
    const e = excl[ri * SQUARES + q];
    gain += Math.max(a, e) - V[ri];
  }
  return gain + P.flex * (advSum[j * SQUARES + q] - killSum[q]);
}

const oppHeld = [0, 0, 0, 0];
const unknown = [13, 13, 13, 13];
/** Per-call weights of what opponents might complete (public information only). */
function prepareThreats(s: WasabiState, p: number): void {
  const n = s.players;
  // Recipes of each length in opponents' hands (whose owner still has a token of that length), and the
  // recipes of that length whose whereabouts the seat does not know.
  oppHeld.fill(0);
  unknown.fill(13);
  for (let o = 0; o < n; o++) {
    for (const id of s.completed[o]) unknown[RECIPE_LENGTH[id] - 2]--;
    if (o === p) {
      for (const id of s.recipes[o]) unknown[RECIPE_LENGTH[id] - 2]--;
      continue;
    }
    for (const id of s.recipes[o]) {
      const l = RECIPE_LENGTH[id] - 2;
      if (s.tokens[o * 4 + l] > 0) oppHeld[l]++;
    }
  }
  threatEpoch++;
  recipeThreat.fill(0);
  for (let l = 0; l < 4; l++) {
    if (oppHeld[l] === 0) continue;
    const w = (oppHeld[l] / Math.max(1, unknown[l])) * lengthValue(l + 2);
    for (const id of RECIPES_BY_LENGTH[l]) recipeThreat[id] = w;
  }
  for (let o = 0; o < n; o++) for (const id of s.completed[o]) recipeThreat[id] = 0;
  for (const id of s.recipes[p]) recipeThreat[id] = 0;
  // Tiles: the union of the other hands is public (the pantry is open).
  for (let t = 0; t < ING; t++) tileFactor[t] = s.pantry[t] > 0 ? 0.3 : 0.1;
  for (let o = 0; o < n; o++) {
    if (o === p) continue;
    for (const t of s.hands[o]) tileFactor[t] = 1;
  }
}

const threatCache = new Float64Array(THREAT_SETS);
const threatStamp = new Int32Array(THREAT_SETS);
let threatEpoch = 0;

/** What opponents may gain from a run one tile short showing `mask` (cached per call). */
function threatOf(mask: number): number {
  const k = THREAT_KEY[mask];
  if (k < 0) return 0;
  if (threatStamp[k] === threatEpoch) return threatCache[k];
  let v = 0;
  for (let i = THREAT_START[k]; ; i += 2) {
    const id = THREAT_LIST[i];
    if (id < 0) break;
    v += recipeThreat[id] * tileFactor[THREAT_LIST[i + 1]];
  }
  threatStamp[k] = threatEpoch;
  threatCache[k] = v;
  return v;
}

/**
 * Change in opponents' opportunities when t goes on empty square q: the runs one tile short at q are
 * closed (computed once per square), runs two short become one short.
 */
const closedAt = new Float64Array(SQUARES);
const closedStamp = new Int32Array(SQUARES);
/** Per square, the masks of the runs through it two tiles short: twoShort[q * 32 ..], twoShortN[q]. */
const twoShort = new Int32Array(SQUARES * 32);
const twoShortN = new Uint8Array(SQUARES);
let stamp = 0;
function threatDelta(g: Windows, q: number, t: number): number {
  if (closedStamp[q] !== stamp) {
    const th = g.through[q];
    let closed = 0;
    let n = 0;
    for (let i = 0; i < th.length; i++) {
      const w = th[i];
      const em = wEmpty[w];
      if (em > 2 || wDup[w] !== 0) continue;
      if (em === 1) closed += threatOf(wMask[w]);
      else twoShort[q * 32 + n++] = wMask[w];
    }
    closedStamp[q] = stamp;
    closedAt[q] = closed;
    twoShortN[q] = n;
  }
  const b = 1 << t;
  let d = -closedAt[q];
  for (let i = q * 32, end = i + twoShortN[q]; i < end; i++) {
    const mask = twoShort[i];
    if ((mask & b) === 0) d += threatOf(mask | b);
  }
  return d;
}

// ---- Utensil look-ahead: try a change, count completions, undo ----------------------------------------

let curP: WasabiParams;
let curS: WasabiState;
let curSeat = 0;
const completionValue = (id: number, styled: boolean) => completeValue(curP, id, styled, curS, curSeat);
const pair = [0, 0];

function underTop(s: WasabiState, sq: number): number {
  const u = s.under;
  for (let j = u.length - 2; j >= 0; j -= 2) if (u[j] === sq) return u[j + 1];
  return -1;
}

function switchValue(s: WasabiState, g: Windows, a: number, b: number): number {
  const top = s.top;
  const x = top[a];
  // Identical tiles: nothing visible changes, so nothing completes (facts 5).
  if (x === top[b]) return 0;
  top[a] = top[b];
  top[b] = x;
  pair[0] = a;
  pair[1] = b;
  const v = completionsThrough(s, g, live, pair, completionValue);
  top[b] = top[a];
  top[a] = x;
  return v;
}

function stackValue(s: WasabiState, g: Windows, q: number, t: number): number {
  const top = s.top;
  const x = top[q];
  if (x === t) return 0;
  top[q] = t;
  pair[0] = q;
  pair[1] = -1;
  const v = completionsThrough(s, g, live, pair, completionValue);
  top[q] = x;
  return v;
}

/**
 * Best completion from Chop!ping square f: re-claiming a run already on the board (put the tile back),
 * revealing the tile under a stack, or moving the tile to the missing square of a run one tile short.
 */
function chopValue(s: WasabiState, g: Windows, f: number): number {
  const top = s.top;
  const x = top[f];
  const below = underTop(s, f);
  pair[0] = f;
  pair[1] = -1;
  let best = claim[f] !== 0 && below < 0 ? completionsThrough(s, g, live, pair, completionValue) : 0;
  top[f] = below;
  if (below >= 0 && below !== x && hot[f] !== 0)
    best = Math.max(best, completionsThrough(s, g, live, pair, completionValue));
  for (let i = 0; i < wantSq.length; i++) {
    const e = wantSq[i];
    if (wantTile[i] !== x || e === f || top[e] >= 0) continue;
    top[e] = x;
    pair[1] = e;
    const v = completionsThrough(s, g, live, pair, completionValue);
    top[e] = -1;
    if (v > best) best = v;
  }
  top[f] = x;
  return best;
}

/**
 * Squares in windows of a live recipe that are complete or one tile short (only they can matter to a
 * utensil), the (square, tile) each short run misses, and the squares of runs already complete.
 */
const hot = new Uint8Array(SQUARES);
const claim = new Uint8Array(SQUARES);
const wantSq: number[] = [];
const wantTile: number[] = [];
function markHot(s: WasabiState, g: Windows): boolean {
  hot.fill(0);
  claim.fill(0);
  wantSq.length = 0;
  wantTile.length = 0;
  let any = false;
  for (let ri = 0; ri < live.length; ri++) {
    const id = live[ri];
    const L = RECIPE_LENGTH[id];
    const M = RECIPE_MASK[id];
    const wins = g.byLen[L - 2];
    for (let i = 0; i < wins.length; i++) {
      const w = wins[i];
      const em = wEmpty[w];
      if (em === 255 || em > 1) continue;
      const mask = wMask[w];
      if (L - popcount(mask & M) > 1) continue;
      any = true;
      const exact = wDup[w] === 0 && (mask & ~M) === 0;
      for (let k = 0, o = w * 5; k < L; k++, o++) {
        const q = g.wSq[o];
        hot[q] = 1;
        if (exact && em === 0) claim[q] = 1;
        if (exact && em === 1 && s.top[q] < 0) {
          wantSq.push(q);
          wantTile.push(31 - Math.clz32(M & ~mask));
        }
      }
    }
  }
  return any;
}

// ---- Action scores (for candidate lists) -------------------------------------------------------------

/** The score each legal action got in the last policy call (NEG: not worth considering). */
let actionScores = new Float64Array(256);
let scoreIndex = 0;
function resetScores(n: number): void {
  if (actionScores.length < n) actionScores = new Float64Array(2 * n);
  actionScores.fill(NEG, 0, n);
}

// ---- Turn ---------------------------------------------------------------------------------------------

/** Tiles visible on uncovered squares (bit per ingredient), for the current call. */
let boardTiles = 0;
function loadBoardTiles(s: WasabiState, g: Windows): void {
  let m = 0;
  for (let i = 0; i < g.squares.length; i++) {
    const q = g.squares[i];
    if (s.top[q] >= 0 && s.cover[q] === 0) m |= 1 << s.top[q];
  }
  boardTiles = m;
}

/** A recipe that can't be completed: no token of its length, or an ingredient nowhere to be had. */
function recipeHopeless(s: WasabiState, p: number, id: number): boolean {
  if (s.tokens[p * 4 + RECIPE_LENGTH[id] - 2] === 0) return true;
  for (const t of RECIPE_TILES[id]) {
    if (handCount[t] === 0 && s.pantry[t] === 0 && ((boardTiles >> t) & 1) === 0) return true;
  }
  return false;
}

function turnPolicy(
  P: WasabiParams,
  s: WasabiState,
  p: number,
  legal: readonly WasabiAction[],
  rng: RngState,
): WasabiAction {
  const g = WINDOWS[s.cols];
  loadHand(P, s, p, s.phase === 'chop' ? s.chopped : -1);
  loadBoardTiles(s, g);
  // Discarding in progress: select every hopeless recipe, then confirm.
  if (s.discardMask !== 0) {
    for (const a of legal) if (a.type === 'discard' && recipeHopeless(s, p, RECIPE_INDEX[a.recipe])) return a;
    return legal.find((a) => a.type === 'confirmDiscard') ?? legal[0];
  }
  loadLive(s, p);
  scanWindows(s, g);
  placementsLeft = s.phase === 'chop' ? 1 : s.allowance - s.placed;
  analyseOwn(P, s, p, g, true);
  prepareThreats(s, p);
  stamp++;
  keepOf.fill(0);
  for (const id of live) for (const t of RECIPE_TILES[id]) keepOf[t] += P.keep;
  curP = P;
  curS = s;
  curSeat = p;

  let best: WasabiAction = legal[0];
  let bestScore = NEG;
  bestPlaceGain = NEG;
  const consider = (a: WasabiAction, score: number) => {
    actionScores[scoreIndex] = score;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  };
  const hotAny = markHot(s, g);
  let wasabiOk: boolean | null = null;
  let endAction: WasabiAction | null = null;
  let discardable = false;
  resetScores(legal.length);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    scoreIndex = i;
    switch (a.type) {
      case 'place':
      case 'chopTo': {
        const t = a.type === 'place' ? INGREDIENT_INDEX[a.ingredient] : s.chopped;
        const q = a.square;
        const keep = a.type === 'place' ? keepOf[t] : 0;
        const own = placeGain(P, q, handTypes.indexOf(t));
        if (own > bestPlaceGain) bestPlaceGain = own;
        consider(a, own - P.threat * threatDelta(g, q, t) - keep + randInt(rng, 64) * 1e-4);
        break;
      }
      case 'chopToPantry':
        consider(a, -0.3);
        break;
      case 'stack': {
        if (!hotAny || hot[a.square] === 0) break;
        const t = INGREDIENT_INDEX[a.ingredient];
        if (((1 << t) & (1 << s.top[a.square])) !== 0) break;
        const v = stackValue(s, g, a.square, t);
        if (v > 0) consider(a, v - 0.5);
        break;
      }
      case 'switch': {
        if (!hotAny) break;
        const b = a.square + DIR_STEP[a.direction];
        if (hot[a.square] === 0 && hot[b] === 0) break;
        if (s.top[a.square] === s.top[b]) break;
        const v = switchValue(s, g, a.square, b);
        if (v > 0) consider(a, v - 0.5);
        break;
      }
      case 'chop':
        // Chop! before placing spends the placement: place first unless nothing else is possible.
        if (s.placed === 0 && legal[0].type === 'place') break;
        if (!hotAny) break;
        {
          const v = chopValue(s, g, a.square);
          if (v > 0) consider(a, v - 0.5);
        }
        break;
      case 'spicy':
        consider(a, spicyValue(P, s, p, g) - 0.5);
        break;
      case 'wasabi':
        if (wasabiOk === null) wasabiOk = wasabiGate(s, p, g);
        if (wasabiOk) consider(a, wasabiValue(P, s, g, a.square));
        break;
      case 'discard':
        if (recipeHopeless(s, p, RECIPE_INDEX[a.recipe])) discardable = true;
        break;
      case 'end':
        endAction = a;
        break;
    }
  }
  // A turn without a completion in sight is better spent throwing away dead recipes.
  if (discardable && bestScore < P.complete / 2) {
    for (const a of legal) if (a.type === 'discard' && recipeHopeless(s, p, RECIPE_INDEX[a.recipe])) return a;
  }
  if (endAction !== null) {
    const endScore = s.placed > 0 ? 0.3 : NEG / 2;
    actionScores[legal.indexOf(endAction)] = endScore;
    if (bestScore < endScore) return endAction;
  }
  return best;
}

/** Spicy!: worth it when two placements complete something one placement can't (or one more completes). */
function spicyValue(P: WasabiParams, s: WasabiState, p: number, g: Windows): number {
  let best = 0;
  for (let ri = 0; ri < live.length; ri++) {
    const id = live[ri];
    const L = RECIPE_LENGTH[id];
    const M = RECIPE_MASK[id];
    const wins = g.byLen[L - 2];
    const need = s.placed === 0 ? 2 : 1;
    for (let i = 0; i < wins.length; i++) {
      const w = wins[i];
      const em = wEmpty[w];
      if (em !== need || wDup[w] !== 0 || (wMask[w] & ~M) !== 0) continue;
      let m = M & ~wMask[w];
      let ok = true;
      while (m !== 0) {
        const t = 31 - Math.clz32(m & -m);
        m &= m - 1;
        if (handCount[t] === 0) ok = false;
      }
      if (!ok) continue;
      const v = completeValue(P, id, false, s, p);
      if (v > best) best = v;
    }
  }
  // Before placing, a single-placement completion is taken first; Spicy! can follow.
  if (s.placed === 0 && best > 0 && bestPlaceGain >= P.complete) return 0;
  return best;
}

/**
 * Wasabi!: one cube and four squares counted as filled. Played late when not behind (it brings the end
 * closer), on the block that covers the most opponent chances and empty squares and the least of ours.
 * `wasabiGate` says whether it is worth looking at all (once per call).
 */
let wasabiEmpty = 0;
function wasabiGate(s: WasabiState, p: number, g: Windows): boolean {
  let empty = 0;
  for (let i = 0; i < g.squares.length; i++) {
    const q = g.squares[i];
    if (s.top[q] < 0 && s.cover[q] === 0) empty++;
  }
  wasabiEmpty = empty;
  if (empty > 4 + 2 * s.players) return false;
  const me = scoreOf(s, p);
  for (let o = 0; o < s.players; o++) if (o !== p && scoreOf(s, o) > me) return false;
  return true;
}

const BLOCK = [0, 1, 7, 8];
function wasabiValue(P: WasabiParams, s: WasabiState, g: Windows, anchor: number): number {
  let covered = 0;
  let ownLoss = 0;
  let oppLoss = 0;
  for (let b = 0; b < 4; b++) {
    const q = anchor + BLOCK[b];
    if (s.top[q] < 0) covered++;
    ownLoss += killSum[q];
    const th = g.through[q];
    for (let i = 0; i < th.length; i++) {
      const w = th[i];
      if (wEmpty[w] === 1 && wDup[w] === 0) oppLoss += threatOf(wMask[w]);
    }
  }
  if (covered === 0) return NEG;
  return 0.5 + 0.5 * covered + P.threat * oppLoss - ownLoss + (covered >= wasabiEmpty ? 3 : 0);
}

// ---- Other phases -------------------------------------------------------------------------------------

function rewardPolicy(
  P: WasabiParams,
  s: WasabiState,
  p: number,
  legal: readonly WasabiAction[],
): WasabiAction {
  let best = legal[0];
  let bestV = NEG;
  resetScores(legal.length);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    let v: number;
    switch (a.type) {
      case 'return':
        v = -P.utensil[UTENSIL_INDEX[a.utensil]];
        break;
      case 'take':
        v = P.utensil[UTENSIL_INDEX[a.utensil]];
        break;
      case 'takeWasabi':
        v = P.utensil[WASABI] + 0.05;
        break;
      default:
        v = 0;
    }
    actionScores[i] = v;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  void s;
  void p;
  return best;
}

const need = new Float64Array(ING);
/** Refill: the tile that most advances a recipe in hand, else a generally useful one. */
function refillPolicy(
  P: WasabiParams,
  s: WasabiState,
  p: number,
  legal: readonly WasabiAction[],
): WasabiAction {
  const g = WINDOWS[s.cols];
  loadHand(P, s, p, -1);
  loadLive(s, p);
  scanWindows(s, g);
  need.fill(0);
  for (const id of live) {
    const L = RECIPE_LENGTH[id];
    const M = RECIPE_MASK[id];
    const wins = g.byLen[L - 2];
    for (let i = 0; i < wins.length; i++) {
      const w = wins[i];
      const em = wEmpty[w];
      if (em === 255 || em === 0 || wDup[w] !== 0 || (wMask[w] & ~M) !== 0) continue;
      let m = M & ~wMask[w];
      while (m !== 0) {
        const t = 31 - Math.clz32(m & -m);
        m &= m - 1;
        if (handCount[t] > 0) continue;
        const v = potential(L, M & ~wMask[w] & ~(1 << t)) * (em === 1 ? 3 : 1);
        if (v > need[t]) need[t] = v;
      }
    }
    for (const t of RECIPE_TILES[id]) if (handCount[t] === 0) need[t] += 0.3;
  }
  let best = legal[0];
  let bestV = NEG;
  resetScores(legal.length);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type !== 'refill') continue;
    const t = INGREDIENT_INDEX[a.ingredient];
    const v = need[t] + 0.1 * USEFUL[t] - (handCount[t] > 0 ? 0.4 * handCount[t] : 0);
    actionScores[i] = v;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** Draw: the preferred length with a token left, shorter late in the game, not piling up one length. */
function drawPolicy(
  P: WasabiParams,
  s: WasabiState,
  p: number,
  legal: readonly WasabiAction[],
): WasabiAction {
  const g = WINDOWS[s.cols];
  let empty = 0;
  for (let i = 0; i < g.squares.length; i++)
    if (s.top[g.squares[i]] < 0 && s.cover[g.squares[i]] === 0) empty++;
  const held = [0, 0, 0, 0];
  for (const id of s.recipes[p]) held[RECIPE_LENGTH[id] - 2]++;
  let best = legal[0];
  let bestV = NEG;
  resetScores(legal.length);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type !== 'draw') continue;
    const l = a.length - 2;
    const tokens = s.tokens[p * 4 + l];
    let v = P.draw[l];
    if (tokens === 0) v -= 10;
    else if (tokens <= held[l]) v -= 2;
    // Late: long recipes won't get done.
    if (empty < 4 * a.length) v -= 0.3 * (a.length - 2) * (1 - empty / (4 * a.length));
    actionScores[i] = v;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** Starting tiles for the next seat: the least generally useful ones. */
function givePolicy(legal: readonly WasabiAction[], rng: RngState): WasabiAction {
  let best = legal[0];
  let bestV = NEG;
  resetScores(legal.length);
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.type !== 'give') continue;
    const t = INGREDIENT_INDEX[a.ingredient];
    if (!STARTABLE[t]) continue;
    const v = -USEFUL[t] + randInt(rng, 100) * 1e-3;
    actionScores[i] = v;
    if (v > bestV) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

// ---- Evaluation ---------------------------------------------------------------------------------------

function evaluateWith(P: WasabiParams, s: WasabiState): number[] {
  const n = s.players;
  const g = WINDOWS[s.cols];
  scanWindows(s, g);
  let empty = 0;
  for (let i = 0; i < g.squares.length; i++)
    if (s.top[g.squares[i]] < 0 && s.cover[g.squares[i]] === 0) empty++;
  const proj: number[] = [];
  for (let p = 0; p < n; p++) {
    loadHand(P, s, p, -1);
    loadLive(s, p);
    analyseOwn(P, s, p, g, false);
    let prog = 0;
    for (let ri = 0; ri < live.length; ri++) prog += V[ri];
    const done = s.completed[p].length;
    proj.push(
      scoreOf(s, p) +
        P.progress * prog +
        P.heldValue * s.utensils[p].length +
        (done >= 8 ? (done - 7) * 2 : 0),
    );
  }
  const temp = P.tempBase + P.tempEmpty * empty;
  let top = Number.NEGATIVE_INFINITY;
  for (const x of proj) if (x > top) top = x;
  let sum = 0;
  for (let p = 0; p < n; p++) {
    proj[p] = Math.exp((proj[p] - top) / temp);
    sum += proj[p];
  }
  for (let p = 0; p < n; p++) proj[p] /= sum;
  return proj;
}

function policyWith(
  P: WasabiParams,
  state: unknown,
  seat: Seat,
  legal: readonly unknown[],
  rng: RngState,
): unknown {
  const s = state as WasabiState;
  const actions = legal as readonly WasabiAction[];
  resetScores(actions.length);
  if (actions.length <= 1) return actions[0];
  switch (s.phase) {
    case 'turn':
    case 'chop':
      return turnPolicy(P, s, seat, actions, rng);
    case 'reward':
      return rewardPolicy(P, s, seat, actions);
    case 'refill':
      return refillPolicy(P, s, seat, actions);
    case 'draw':
      return drawPolicy(P, s, seat, actions);
    case 'give':
      return givePolicy(actions, rng);
    default:
      return actions[randInt(rng, actions.length)];
  }
}

export function makeWasabiHeuristics(P: WasabiParams = WASABI_PARAMS): GameHeuristics {
  return {
    policy: (_game, state, seat, legal, rng) => policyWith(P, state, seat, legal, rng),
    evaluate: (_game, state) => evaluateWith(P, state as WasabiState),
    rolloutDepth: P.rolloutDepth,
  };
}

/**
 * The policy's choice followed by the next best actions by its scores, at most k in all: a short list a
 * search can afford to compare (the full list of a turn holds 60–200 placements and utensil targets).
 */
export function makeWasabiCandidates(P: WasabiParams = WASABI_PARAMS) {
  const order: number[] = [];
  return (state: unknown, seat: Seat, legal: readonly unknown[], rng: RngState, k: number): unknown[] => {
    const choice = policyWith(P, state, seat, legal, rng);
    const out: unknown[] = [choice];
    if (legal.length <= 1 || k <= 1) return out;
    order.length = 0;
    for (let i = 0; i < legal.length; i++)
      if (actionScores[i] > NEG / 4 && legal[i] !== choice) order.push(i);
    order.sort((a, b) => actionScores[b] - actionScores[a]);
    for (let i = 0; i < order.length && out.length < k; i++) out.push(legal[order[i]]);
    return out;
  };
}

export const wasabiCandidates = makeWasabiCandidates();

/** How many candidates a search should compare per decision (see makeWasabiCandidates). */
export const WASABI_CANDIDATES = 8;

/**
 * The heuristics, plus `candidates` (the short list a tree search should expand instead of every legal
 * action) for when the search supports it.
 */
export const wasabiHeuristics: GameHeuristics & {
  candidates(game: AnyGame, state: unknown, seat: Seat, legal: readonly unknown[], rng: RngState): unknown[];
} = {
  ...makeWasabiHeuristics(),
  candidates: (_game, state, seat, legal, rng) =>
    wasabiCandidates(state, seat, legal, rng, WASABI_CANDIDATES),
};
