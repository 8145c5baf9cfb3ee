import { type RngState, rngFork, shuffle, type Viewer } from '@potluck/engine';
import { INGREDIENTS } from './data/ingredients.ts';
import { RECIPE_COUNT, RECIPE_LENGTH } from './data/recipes.ts';
import type { WasabiState, WasabiView } from './types.ts';

/**
 * A full state consistent with `v` (what `viewer` sees), built from the view alone.
 * - Tiles: every tile not visible to the viewer (not on the board, in the pantry, in the air, in the
 *   viewer's hand, nor among the starting tiles the viewer knows another seat still holds) is dealt at random
 *   into the other seats' unknown hand slots.
 * - Recipes: per length, every recipe not completed and not seen by the viewer is dealt at random into the
 *   unknown slots of that length (other seats' hands and the piles).
 */
export function determinize(v: WasabiView, viewer: Viewer, rng: RngState): WasabiState {
  const n = v.players;
  // Tiles.
  const left = INGREDIENTS.map((i) => i.count);
  for (let i = 0; i < left.length; i++) left[i] -= v.pantry[i];
  for (const t of v.top) if (t >= 0) left[t]--;
  for (let j = 1; j < v.under.length; j += 2) left[v.under[j]]--;
  if (v.chopped >= 0) left[v.chopped]--;
  for (let p = 0; p < n; p++) {
    const seat = v.seats[p];
    if (p === viewer) for (const t of seat.hand) left[t]--;
    else for (const t of seat.known) left[t]--;
  }
  const tilePool: number[] = [];
  for (let i = 0; i < left.length; i++) for (let k = 0; k < left[i]; k++) tilePool.push(i);
  shuffle(rng, tilePool);
  const hands: number[][] = [];
  for (let p = 0; p < n; p++) {
    const seat = v.seats[p];
    if (p === viewer) hands.push(seat.hand.slice());
    else {
      const h = seat.known.slice();
      while (h.length < seat.hand.length) h.push(tilePool.pop()!);
      hands.push(h);
    }
  }
  // Recipes.
  const seen = new Array<boolean>(RECIPE_COUNT).fill(false);
  const recipeKnow = new Array<number>(RECIPE_COUNT).fill(0);
  const bit = viewer >= 0 ? 1 << viewer : 0;
  for (let p = 0; p < n; p++) {
    for (const id of v.seats[p].completed) seen[id] = true;
    for (const id of v.seats[p].recipes) {
      if (id < 0) continue;
      seen[id] = true;
      if (p !== viewer) recipeKnow[id] = bit;
    }
  }
  for (const pile of v.piles) {
    for (const id of pile) {
      if (id < 0) continue;
      seen[id] = true;
      recipeKnow[id] = bit;
    }
  }
  const pools: number[][] = [[], [], [], []];
  for (let id = 0; id < RECIPE_COUNT; id++) if (!seen[id]) pools[RECIPE_LENGTH[id] - 2].push(id);
  for (const pool of pools) shuffle(rng, pool);
  const recipes: number[][] = v.seats.map((seat) =>
    seat.recipes.map((id, i) => (id >= 0 ? id : pools[seat.recipeLengths[i] - 2].pop()!)),
  );
  const piles = v.piles.map((pile, l) => pile.map((id) => (id >= 0 ? id : pools[l].pop()!)));

  const tokens: number[] = [];
  for (const seat of v.seats) tokens.push(...seat.tokens);
  return {
    rng: rngFork(rng),
    players: n,
    cols: v.cols,
    startPlayer: v.startPlayer,
    phase: v.phase,
    current: v.current,
    setup: v.setup,
    given: v.given,
    turn: v.turn,
    top: v.top.slice(),
    under: v.under.slice(),
    cover: v.cover.slice(),
    wasabiCards: v.wasabiCards.slice(),
    changed: v.changed.slice(),
    pantry: v.pantry.slice(),
    kitchen: v.kitchen.slice(),
    piles,
    recipeKnow,
    hands,
    known: v.seats.map((seat) => seat.known.slice()),
    recipes,
    utensils: v.seats.map((seat) => seat.utensils.slice()),
    tokens,
    completed: v.seats.map((seat) => seat.completed.slice()),
    styled: v.seats.map((seat) => seat.styled.slice()),
    cubes: v.seats.map((seat) => seat.cubes),
    placed: v.placed,
    allowance: v.allowance,
    used: v.used,
    usedInKitchen: v.usedInKitchen,
    usedWasabi: v.usedWasabi,
    chopped: v.chopped,
    chopFrom: v.chopFrom,
    discardMask: v.discardMask,
    rewardsDue: v.rewardsDue,
    mustReturn: v.mustReturn,
    winner: v.winner,
  };
}
