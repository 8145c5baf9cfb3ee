import { type RngState, randInt } from '@potluck/engine';
import type { DeckTable } from './data/cards.ts';
import { ALL_RECIPES_MASK, RECIPES } from './data/recipes.ts';
import { SUITS } from './data/suits.ts';

/** Every suit allowed: a seat that has shown no void. */
export const ALL_SUITS = (1 << SUITS.length) - 1;
const byId = (a: number, b: number) => a - b;

/**
 * Hall's condition for dealing the remaining `need` of each player from a pool with `count[suit]`
 * cards per suit, each player taking only suits in `allowed`: every group of players must together be
 * allowed at least as many cards as they still need. (Cards left over stay undealt, unconstrained.)
 */
function dealable(need: readonly number[], allowed: readonly number[], count: readonly number[]): boolean {
  const k = need.length;
  for (let set = 1; set < 1 << k; set++) {
    let want = 0;
    let suits = 0;
    for (let i = 0; i < k; i++) {
      if (set & (1 << i)) {
        want += need[i];
        suits |= allowed[i];
      }
    }
    if (want === 0) continue;
    let have = 0;
    for (let su = 0; su < count.length; su++) if (suits & (1 << su)) have += count[su];
    if (want > have) return false;
  }
  return true;
}

/**
 * Deals cards of `pool` (the cards a viewer has not seen) into `hands` of `seats`, `need[i]` each, never giving
 * a seat a suit outside `allowed[i]` (its shown voids). Shared by `determinize` (from a view) and `redeal` (from
 * the true state). `need` and `pool` are used up.
 */
export function dealHidden(
  table: DeckTable,
  pool: number[],
  seats: readonly number[],
  need: number[],
  allowed: readonly number[],
  hands: number[][],
  rng: RngState,
): void {
  const constrained = allowed.some((a) => a !== ALL_SUITS);
  let needed = 0;
  for (const k of need) needed += k;
  if (!constrained) {
    // No voids shown: a uniform deal is a partial Fisher–Yates of just the cards the other seats hold
    // (the cards nobody holds are never used again this round, so their order does not matter).
    let k = 0;
    for (let i = 0; i < seats.length; i++) {
      const h = hands[seats[i]];
      for (let m = 0; m < need[i]; m++, k++) {
        const j = k + randInt(rng, pool.length - k);
        const t = pool[j];
        pool[j] = pool[k];
        pool[k] = t;
        h.push(t);
      }
      h.sort(byId);
    }
    if (k !== needed) throw new Error('determinize: the view admits no consistent deal');
  } else {
    // Shuffle the unseen cards; each seat then takes allowed cards in this random order.
    for (let i = pool.length - 1; i > 0; i--) {
      const j = randInt(rng, i + 1);
      const t = pool[i];
      pool[i] = pool[j];
      pool[j] = t;
    }
    const count = [0, 0, 0, 0];
    for (const c of pool) count[table.suit[c]]++;
    // Most constrained seats first (fewest allowed cards per card needed).
    const allowedCount = (i: number) => {
      let a = 0;
      for (let su = 0; su < 4; su++) if (allowed[i] & (1 << su)) a += count[su];
      return a - need[i];
    };
    const order = seats.map((_, i) => i).sort((a, b) => allowedCount(a) - allowedCount(b));
    const used = new Uint8Array(pool.length);
    for (const i of order) {
      const h = hands[seats[i]];
      for (let k = 0; k < pool.length && need[i] > 0; k++) {
        if (used[k]) continue;
        const su = table.suit[pool[k]];
        if (!(allowed[i] & (1 << su))) continue;
        need[i]--;
        count[su]--;
        if (!dealable(need, allowed, count)) {
          need[i]++;
          count[su]++;
          continue;
        }
        used[k] = 1;
        h.push(pool[k]);
      }
      if (need[i] > 0) throw new Error('determinize: the view admits no consistent deal');
      h.sort(byId);
    }
  }
}

/** A recipe a seat that has used `usedMask` may have chosen in secret, at random. */
export function hiddenRecipe(usedMask: number, rng: RngState): number {
  const options: number[] = [];
  for (let r = 0; r < RECIPES.length; r++) if (ALL_RECIPES_MASK & ~usedMask & (1 << r)) options.push(r);
  return options[randInt(rng, options.length)];
}
