import { pointsFor, RECIPE_LENGTH, type WasabiView } from '../index.ts';

/** One seat's line of the end breakdown: its completed recipes with their points, its cubes, its score. */
export interface WasabiEndRow {
  seat: number;
  recipes: { id: number; points: number; styled: boolean }[];
  recipePoints: number;
  cubes: number;
  score: number;
}

/**
 * Wasabi!'s end breakdown (issue 16 item 6): recipe points + cubes = each seat's score; cubes are the tie-break
 * and `tenth` is the seat that won outright by a 10th challenge (−1 when the scores decided).
 */
export function wasabiEnd(view: WasabiView): { rows: WasabiEndRow[]; tenth: number } {
  const rows = view.seats.map((s, seat) => {
    const recipes = s.completed.map((id) => ({
      id,
      points: pointsFor(RECIPE_LENGTH[id]),
      styled: s.styled.includes(id),
    }));
    const recipePoints = recipes.reduce((a, r) => a + r.points, 0);
    return { seat, recipes, recipePoints, cubes: s.cubes, score: recipePoints + s.cubes };
  });
  return { rows, tenth: view.winner };
}
