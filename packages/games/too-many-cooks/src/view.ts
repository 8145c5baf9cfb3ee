import type { Viewer } from '@potluck/engine';
import { RECIPES } from './data/recipes.ts';
import { SUITS, type Suit } from './data/suits.ts';
import { PHASE_CHOOSE, PHASE_PLAY, PHASES, type TmcEvent, type TmcState, type TmcView } from './types.ts';

function suitList(mask: number): Suit[] {
  const out: Suit[] = [];
  for (let i = 0; i < SUITS.length; i++) if (mask & (1 << i)) out.push(SUITS[i]);
  return out;
}

/**
 * What `viewer` sees: everything public (pot, totals, follow colour, taken piles, hand sizes, voids,
 * revealed recipes, history) plus the viewer's own hand and own pending recipe. Never the RNG, other
 * hands, the undealt cards, pinned future deals, or another seat's recipe before the reveal.
 */
export function view(s: TmcState, viewer: Viewer): TmcView {
  const n = s.players;
  const revealed = s.phase !== PHASE_CHOOSE;
  const recipes: TmcView['recipes'] = [];
  const chosen: boolean[] = [];
  const usedRecipes: TmcView['usedRecipes'] = [];
  for (let p = 0; p < n; p++) {
    const r = s.recipes[p];
    chosen.push(r >= 0);
    recipes.push(r >= 0 && (revealed || p === viewer) ? RECIPES[r] : null);
    usedRecipes.push(s.roundRecipes.map((row) => RECIPES[row[p]]));
  }
  return {
    players: n,
    viewer,
    deck: s.deck,
    round: s.round,
    phase: PHASES[s.phase],
    leader: s.leader,
    turn: s.phase === PHASE_PLAY ? s.turn : null,
    hand: viewer >= 0 && viewer < n ? s.hands[viewer].slice() : null,
    handSizes: s.hands.map((h) => h.length),
    chosen,
    recipes,
    usedRecipes,
    pot: s.pot.slice(),
    total: s.total,
    follow: s.follow >= 0 ? SUITS[s.follow] : null,
    released: s.released,
    taken: s.taken.map((t) => t.slice()),
    voids: s.voids.map(suitList),
    history: s.roundRecipes.map((row, i) => ({
      recipes: row.map((r) => RECIPES[r]),
      scores: s.roundScores[i].slice(),
    })),
    totals: s.totals.slice(),
  };
}

/** The event as `viewer` may see it: deals show only the viewer's hand; choices hide the recipe. */
export function viewEvent(e: TmcEvent, viewer: Viewer): TmcEvent | null {
  switch (e.type) {
    case 'dealt':
      return {
        ...e,
        handSizes: e.handSizes.slice(),
        hands: e.hands.map((h, p) => (p === viewer && h ? h.slice() : null)),
      };
    case 'chose':
      return e.player === viewer ? { ...e } : { ...e, recipe: null };
    default:
      return e;
  }
}
