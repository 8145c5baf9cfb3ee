import type { Viewer } from '@potluck/engine';
import { RECIPE_LENGTH } from './data/recipes.ts';
import { scoreOf } from './result.ts';
import type { SeatView, WasabiEvent, WasabiState, WasabiView } from './types.ts';

/** Whether `viewer` knows where recipe `id` is (beyond what is public). */
const knows = (s: WasabiState, viewer: Viewer, id: number) =>
  viewer >= 0 && ((s.recipeKnow[id] >> viewer) & 1) === 1;

/**
 * What `viewer` may see. Public: the whole board (stacks and covered tiles included), the pantry, the
 * kitchen, pile sizes, everyone's utensils, tokens, completed recipes, cubes, how many tiles each seat holds
 * and the length of each recipe they hold. Private: tiles and recipe ids in hand; the giver of a seat's
 * starting tiles (the seat on its right) also sees which of them are still surely in that hand; a player who
 * discarded a recipe sees where it lies in its pile and who draws it.
 */
export function view(s: WasabiState, viewer: Viewer): WasabiView {
  const n = s.players;
  const seats: SeatView[] = [];
  for (let p = 0; p < n; p++) {
    const own = viewer === p;
    const giver = viewer === (p + n - 1) % n;
    const rec = s.recipes[p];
    seats.push({
      hand: own ? s.hands[p].slice() : s.hands[p].map(() => -1),
      known: own || giver ? s.known[p].slice() : [],
      recipes: own ? rec.slice() : rec.map((id) => (knows(s, viewer, id) ? id : -1)),
      recipeLengths: rec.map((id) => RECIPE_LENGTH[id]),
      utensils: s.utensils[p].slice(),
      tokens: s.tokens.slice(p * 4, p * 4 + 4),
      completed: s.completed[p].slice(),
      styled: s.styled[p].slice(),
      cubes: s.cubes[p],
      score: scoreOf(s, p),
    });
  }
  return {
    players: n,
    viewer,
    cols: s.cols,
    startPlayer: s.startPlayer,
    phase: s.phase,
    current: s.current,
    setup: s.setup,
    given: s.given,
    turn: s.turn,
    top: s.top.slice(),
    under: s.under.slice(),
    cover: s.cover.slice(),
    wasabiCards: s.wasabiCards.slice(),
    changed: s.changed.slice(),
    pantry: s.pantry.slice(),
    kitchen: s.kitchen.slice(),
    piles: s.piles.map((pile) => pile.map((id) => (knows(s, viewer, id) ? id : -1))),
    seats,
    placed: s.placed,
    allowance: s.allowance,
    used: s.used,
    usedInKitchen: s.usedInKitchen,
    usedWasabi: s.usedWasabi,
    chopped: s.chopped,
    chopFrom: s.chopFrom,
    discardMask: s.discardMask,
    rewardsDue: s.rewardsDue,
    mustReturn: s.mustReturn,
    winner: s.winner,
  };
}

/** Events as `viewer` may see them: given, drawn, refilled and discarded items only to those who know. */
export function viewEvent(e: WasabiEvent, viewer: Viewer): WasabiEvent | null {
  switch (e.type) {
    case 'give':
      return viewer === e.player || viewer === e.to ? e : { ...e, ingredient: null };
    case 'draw':
      return viewer === e.player ? e : { ...e, recipe: null };
    case 'refill':
      return viewer === e.player ? e : { ...e, ingredient: null };
    case 'discard':
      return viewer === e.player ? e : { ...e, recipes: e.recipes.map(() => null) };
    default:
      return e;
  }
}
