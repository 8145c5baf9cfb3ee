import { type RngState, rngFork, type Viewer } from '@potluck/engine';
import { clone } from './clone.ts';
import { DECKS } from './data/cards.ts';
import { ALL_SUITS, dealHidden, hiddenRecipe } from './deal-hidden.ts';
import { PHASE_CHOOSE, type TmcState } from './types.ts';

/**
 * What `viewer` may not know, re-dealt in the true state: the cards it has not seen (its own hand, the pot and
 * the taken piles are seen) go to the other seats at their hand sizes, respecting the voids they have shown;
 * another seat's recipe chosen this round, before the reveal; pinned future deals; the RNG.
 */
export function redeal(s: TmcState, viewer: Viewer, rng: RngState): TmcState {
  const w = clone(s);
  const table = DECKS[s.deck];
  const seen = new Uint8Array(table.size);
  const own = viewer >= 0 && viewer < s.players ? viewer : -1;
  if (own >= 0) for (const c of s.hands[own]) seen[c] = 1;
  for (const c of s.pot) seen[c] = 1;
  for (const t of s.taken) for (const c of t) seen[c] = 1;
  const pool: number[] = [];
  for (let c = 0; c < table.size; c++) if (!seen[c]) pool.push(c);
  const seats: number[] = [];
  const need: number[] = [];
  const allowed: number[] = [];
  for (let p = 0; p < s.players; p++) {
    if (p === own) continue;
    seats.push(p);
    need.push(s.hands[p].length);
    allowed.push(ALL_SUITS & ~s.voids[p]);
    w.hands[p] = [];
  }
  dealHidden(table, pool, seats, need, allowed, w.hands, rng);
  if (s.phase === PHASE_CHOOSE)
    for (const p of seats) if (s.recipes[p] >= 0) w.recipes[p] = hiddenRecipe(s.usedMask[p], rng);
  w.fixedDeals = null;
  w.rng = rngFork(rng);
  return w;
}
