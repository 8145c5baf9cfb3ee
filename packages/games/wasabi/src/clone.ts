import type { WasabiState } from './types.ts';

const copy2 = (a: number[][]): number[][] => {
  const out = new Array<number[]>(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i].slice();
  return out;
};

/** Hand-written deep copy (search clones once per iteration). */
export function clone(s: WasabiState): WasabiState {
  return {
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: s.players,
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
    piles: copy2(s.piles),
    recipeKnow: s.recipeKnow.slice(),
    hands: copy2(s.hands),
    known: copy2(s.known),
    recipes: copy2(s.recipes),
    utensils: copy2(s.utensils),
    tokens: s.tokens.slice(),
    completed: copy2(s.completed),
    styled: copy2(s.styled),
    cubes: s.cubes.slice(),
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
