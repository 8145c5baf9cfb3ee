import type { TmcState } from './types.ts';

function copyRows(rows: number[][]): number[][] {
  const out: number[][] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = rows[i].slice();
  return out;
}

/** A deep copy written by hand (search clones once per iteration). `fixedDeals` is immutable and shared. */
export function clone(s: TmcState): TmcState {
  return {
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: s.players,
    deck: s.deck,
    fixedDeals: s.fixedDeals,
    round: s.round,
    phase: s.phase,
    leader: s.leader,
    turn: s.turn,
    hands: copyRows(s.hands),
    recipes: s.recipes.slice(),
    usedMask: s.usedMask.slice(),
    pot: s.pot.slice(),
    total: s.total,
    follow: s.follow,
    released: s.released,
    taken: copyRows(s.taken),
    voids: s.voids.slice(),
    roundRecipes: copyRows(s.roundRecipes),
    roundScores: copyRows(s.roundScores),
    totals: s.totals.slice(),
  };
}
