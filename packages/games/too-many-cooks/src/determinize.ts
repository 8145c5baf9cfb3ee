import { type RngState, rngFork, type Viewer } from '@potluck/engine';
import { DECKS } from './data/cards.ts';
import { RECIPES } from './data/recipes.ts';
import { SUITS } from './data/suits.ts';
import { ALL_SUITS, dealHidden, hiddenRecipe } from './deal-hidden.ts';
import { PHASES, type TmcState, type TmcView } from './types.ts';

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
  for (let p = 0; p < n; p++) {
    if (own && p === viewer) continue;
    let mask = 0;
    for (const s of v.voids[p]) mask |= 1 << SUITS.indexOf(s);
    seats.push(p);
    need.push(v.handSizes[p]);
    allowed.push(ALL_SUITS & ~mask);
  }
  const hands: number[][] = [];
  for (let p = 0; p < n; p++) hands.push([]);
  if (own) hands[viewer] = own.slice();

  dealHidden(table, pool, seats, need, allowed, hands, rng);

  const usedMask: number[] = [];
  const recipes: number[] = [];
  for (let p = 0; p < n; p++) {
    let mask = 0;
    for (const r of v.usedRecipes[p]) mask |= 1 << RECIPES.indexOf(r);
    usedMask.push(mask);
    const shown = v.recipes[p];
    if (shown !== null) recipes.push(RECIPES.indexOf(shown));
    else if (!v.chosen[p]) recipes.push(-1);
    // Chosen but hidden from the viewer: any recipe that seat has not used yet.
    else recipes.push(hiddenRecipe(mask, rng));
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
