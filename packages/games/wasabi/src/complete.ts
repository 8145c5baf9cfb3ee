import { RECIPE_KEYS, RECIPE_LENGTH, RECIPE_MASK, RECIPE_TILES } from './data/recipes.ts';
import { CHALLENGES_TO_WIN, COLUMNS, pointsFor, ROWS, styleCubesFor } from './data/table.ts';
import type { WasabiEvent, WasabiState } from './types.ts';

/**
 * Recipe completion (shared/facts/wasabi.md, decisions 5 and 6). Called after every change of the board
 * during a turn. A recipe in the player's hand completes when some run of L consecutive squares in a row or
 * a column (possibly part of a longer line) contains a square whose visible tile changed this turn (step.ts
 * records only real changes in `changed`) and its visible tiles, as a multiset, are the recipe's ingredients; with style if they read in printed order in either direction.
 * Empty and covered squares break runs. A free challenge token of that length is required.
 *
 * Claims are automatic: every completable recipe is claimed at once. When more recipes of one length
 * complete than tokens of that length remain, styled ones are claimed first, then in hand order (the rest
 * stay in hand and can never complete, so which one is kept makes no difference to points).
 */

let foundStart = 0;
let foundStep = 1;

/** 0: no run; 1: a run without style; 2: a run with style. Sets foundStart/foundStep to the best run. */
function matchRecipe(s: WasabiState, id: number): number {
  const len = RECIPE_LENGTH[id];
  const mask = RECIPE_MASK[id];
  const tiles = RECIPE_TILES[id];
  const top = s.top;
  const cover = s.cover;
  const cols = s.cols;
  let best = 0;
  for (let n = 0; n < s.changed.length; n++) {
    const sq = s.changed[n];
    const t = top[sq];
    if (t < 0 || cover[sq] !== 0 || ((mask >> t) & 1) === 0) continue;
    const r = (sq / COLUMNS) | 0;
    const c = sq - r * COLUMNS;
    for (let dir = 0; dir < 2; dir++) {
      const stepBy = dir === 0 ? 1 : COLUMNS;
      const pos = dir === 0 ? c : r;
      const limit = dir === 0 ? cols : ROWS;
      const lo = Math.max(pos - len + 1, 0);
      const hi = Math.min(pos, limit - len);
      for (let from = lo; from <= hi; from++) {
        const start = sq - (pos - from) * stepBy;
        let m = 0;
        let ok = true;
        for (let k = 0, q = start; k < len; k++, q += stepBy) {
          const x = top[q];
          if (x < 0 || cover[q] !== 0) {
            ok = false;
            break;
          }
          m |= 1 << x;
        }
        if (!ok || m !== mask) continue;
        let fwd = true;
        let back = true;
        for (let k = 0, q = start; k < len; k++, q += stepBy) {
          const x = top[q];
          if (x !== tiles[k]) fwd = false;
          if (x !== tiles[len - 1 - k]) back = false;
        }
        const score = fwd || back ? 2 : 1;
        if (score > best) {
          best = score;
          foundStart = start;
          foundStep = stepBy;
          if (best === 2) return 2;
        }
      }
    }
  }
  return best;
}

/**
 * Claims every recipe of the current player completed by the board as it stands. Returns true if any was
 * claimed. Ends the game when a player completes their 10th challenge.
 */
export function checkCompletions(s: WasabiState, events: WasabiEvent[] | null): boolean {
  const p = s.current;
  const rec = s.recipes[p];
  if (rec.length === 0 || s.changed.length === 0) return false;
  // Up to 3 recipes in hand: collect (slot, style, start, step) of the matches.
  let found = 0;
  const slots: number[] = [];
  const styles: number[] = [];
  const starts: number[] = [];
  const steps: number[] = [];
  for (let slot = 0; slot < rec.length; slot++) {
    const id = rec[slot];
    if (s.tokens[p * 4 + RECIPE_LENGTH[id] - 2] === 0) continue;
    const m = matchRecipe(s, id);
    if (m === 0) continue;
    slots.push(slot);
    styles.push(m);
    starts.push(foundStart);
    steps.push(foundStep);
    found++;
  }
  if (found === 0) return false;
  // Styled first, then hand order.
  const order = slots.map((_, i) => i).sort((a, b) => styles[b] - styles[a] || slots[a] - slots[b]);
  const claimed: number[] = [];
  for (const i of order) {
    const id = rec[slots[i]];
    const len = RECIPE_LENGTH[id];
    const tok = p * 4 + len - 2;
    if (s.tokens[tok] === 0) continue;
    s.tokens[tok]--;
    const styled = styles[i] === 2;
    const cubes = styled ? styleCubesFor(len) : 0;
    s.completed[p].push(id);
    s.styled[p].push(styled ? 1 : 0);
    s.cubes[p] += cubes;
    s.rewardsDue++;
    claimed.push(slots[i]);
    if (events) {
      const squares: number[] = [];
      for (let k = 0; k < len; k++) squares.push(starts[i] + k * steps[i]);
      events.push({
        type: 'complete',
        player: p,
        recipe: RECIPE_KEYS[id],
        styled,
        points: pointsFor(len),
        cubes,
        squares,
      });
    }
  }
  claimed.sort((a, b) => b - a);
  for (const slot of claimed) rec.splice(slot, 1);
  if (s.completed[p].length >= CHALLENGES_TO_WIN) {
    s.phase = 'over';
    s.winner = p;
    if (events) events.push({ type: 'gameOver', reason: 'ten-challenges', winner: p });
  }
  return true;
}
