import { type RngState, rngFork, shuffle, type Viewer } from '@potluck/engine';
import { clone } from './clone.ts';
import { RECIPE_LENGTH } from './data/recipes.ts';
import type { WasabiState } from './types.ts';

/**
 * What `viewer` may not know, re-dealt in the true state: the tiles in other seats' hands (but those the viewer
 * gave a seat and knows it still holds), the recipe cards in their hands and in the piles whose place the viewer
 * does not know (each to a slot of the same length: lengths are public), the RNG. What others know of a recipe
 * slot stays with the slot.
 */
export function redeal(s: WasabiState, viewer: Viewer, rng: RngState): WasabiState {
  const w = clone(s);
  const n = s.players;
  const tiles: number[] = [];
  const keep: number[][] = [];
  for (let p = 0; p < n; p++) {
    keep.push([]);
    if (p === viewer) continue;
    const rest = s.hands[p].slice();
    if (viewer === (p + n - 1) % n) {
      // The viewer gave this seat its starting tiles: those still in hand stay.
      for (const t of s.known[p]) rest.splice(rest.indexOf(t), 1);
      keep[p] = s.known[p].slice();
    }
    tiles.push(...rest);
  }
  shuffle(rng, tiles);
  for (let p = 0; p < n; p++) {
    if (p === viewer) continue;
    const hand = keep[p].concat(tiles.splice(0, s.hands[p].length - keep[p].length));
    w.hands[p] = hand;
    // Another seat's giver knows some of its tiles: as many as before, now among the new ones.
    if (viewer !== (p + n - 1) % n) w.known[p] = hand.slice(0, s.known[p].length);
  }

  const knows = (id: number) => viewer >= 0 && ((s.recipeKnow[id] >> viewer) & 1) === 1;
  const slots: { row: number[]; i: number }[] = [];
  const rows = [...w.recipes.filter((_, p) => p !== viewer), ...w.piles];
  for (const row of rows) for (let i = 0; i < row.length; i++) if (!knows(row[i])) slots.push({ row, i });
  const byLength: number[][] = [[], [], [], []];
  for (const { row, i } of slots) byLength[RECIPE_LENGTH[row[i]] - 2].push(row[i]);
  for (const ids of byLength) shuffle(rng, ids);
  for (const { row, i } of slots) {
    const old = row[i];
    const id = byLength[RECIPE_LENGTH[old] - 2].pop() as number;
    row[i] = id;
    w.recipeKnow[id] = s.recipeKnow[old];
  }
  w.rng = rngFork(rng);
  return w;
}
