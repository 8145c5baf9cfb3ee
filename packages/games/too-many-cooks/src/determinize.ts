import { type RngState, randInt, rngFork, type Viewer } from '@potluck/engine';
import { DECKS } from './data/cards.ts';
import { ALL_RECIPES_MASK, RECIPES } from './data/recipes.ts';
import { SUITS } from './data/suits.ts';
import { PHASES, type TmcState, type TmcView } from './types.ts';

const ALL_SUITS = (1 << SUITS.length) - 1;
const byId = (a: number, b: number) => a - b;

/**
 * Hall's condition for dealing the remaining `need` of each player from a pool with `count[suit]`
 * cards per suit, each player taking only suits in `allowed`: every group of players must together be
 * allowed at least as many cards as they still need. (Cards left over stay undealt, unconstrained.)
 */
function dealable(need: number[], allowed: number[], count: number[]): boolean {
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
 * A full state consistent with `v`, built from the view alone: the cards the viewer has not seen
 * (deck minus own hand, pot and taken piles) are dealt to the other seats at their shown hand sizes,
 * never giving a seat a colour it has shown to be void in (most constrained seats first; every card
 * is checked against Hall's condition, so the deal always completes without retries). Without voids,
 * a partial shuffle deals just the cards the other seats hold. Hidden recipe
 * choices of seats that have chosen are sampled among their unused recipes.
 */
export function determinize(v: TmcView, viewer: Viewer, rng: RngState): TmcState {
  const n = v.players;
  const table = DECKS[v.deck];
  const seen = new Uint8Array(table.size);
  const own = viewer >= 0 && viewer < n && v.hand ? v.hand : null;
  if (own) for (const c of own) seen[c] = 1;
  for (const c of v.pot) seen[c] = 1;
  for (const t of v.taken) for (const c of t) seen[c] = 1;
  const pool: number[] = [];
  for (let c = 0; c < table.size; c++) if (!seen[c]) pool.push(c);

  const seats: number[] = [];
  const need: number[] = [];
  const allowed: number[] = [];
  let constrained = false;
  let needed = 0;
  for (let p = 0; p < n; p++) {
    if (own && p === viewer) continue;
    let mask = 0;
    for (const s of v.voids[p]) mask |= 1 << SUITS.indexOf(s);
    if (mask) constrained = true;
    seats.push(p);
    need.push(v.handSizes[p]);
    needed += v.handSizes[p];
    allowed.push(ALL_SUITS & ~mask);
  }
  const hands: number[][] = [];
  for (let p = 0; p < n; p++) hands.push([]);
  if (own) hands[viewer] = own.slice();

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

  const usedMask: number[] = [];
  const recipes: number[] = [];
  for (let p = 0; p < n; p++) {
    let mask = 0;
    for (const r of v.usedRecipes[p]) mask |= 1 << RECIPES.indexOf(r);
    usedMask.push(mask);
    const shown = v.recipes[p];
    if (shown !== null) recipes.push(RECIPES.indexOf(shown));
    else if (!v.chosen[p]) recipes.push(-1);
    else {
      // Chosen but hidden from the viewer: any recipe that seat has not used yet.
      const options: number[] = [];
      for (let r = 0; r < RECIPES.length; r++) if (ALL_RECIPES_MASK & ~mask & (1 << r)) options.push(r);
      recipes.push(options[randInt(rng, options.length)]);
    }
  }
  const phase = PHASES.indexOf(v.phase);
  return {
    rng: rngFork(rng),
    players: n,
    deck: v.deck,
    fixedDeals: null,
    round: v.round,
    phase,
    leader: v.leader,
    turn: v.turn ?? v.leader, // outside play the seat to play is not shown (and not used)
    hands,
    recipes,
    usedMask,
    pot: v.pot.slice(),
    total: v.total,
    follow: v.follow === null ? -1 : SUITS.indexOf(v.follow),
    released: v.released,
    taken: v.taken.map((t) => t.slice()),
    voids: v.voids.map((list) => {
      let m = 0;
      for (const s of list) m |= 1 << SUITS.indexOf(s);
      return m;
    }),
    roundRecipes: v.history.map((h) => h.recipes.map((r) => RECIPES.indexOf(r))),
    roundScores: v.history.map((h) => h.scores.slice()),
    totals: v.totals.slice(),
  };
}
