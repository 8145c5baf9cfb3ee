import type { Tutorial } from './script.ts';

/**
 * Each game's lesson is a data file in its package (`packages/games/<id>/tutorial/tutorial.json`), fetched as a
 * chunk of its own when its tutorial opens.
 */
const LOADERS: Record<string, () => Promise<{ default: unknown }>> = {
  'too-many-cooks': () => import('../../../games/too-many-cooks/tutorial/tutorial.json'),
  wasabi: () => import('../../../games/wasabi/tutorial/tutorial.json'),
  'cuisine-a-la-card': () => import('../../../games/cuisine-a-la-card/tutorial/tutorial.json'),
};

export const TUTORIAL_GAMES = Object.keys(LOADERS);

export function hasTutorial(gameId: string): boolean {
  return gameId in LOADERS;
}

export async function loadTutorial(gameId: string): Promise<Tutorial | null> {
  const load = LOADERS[gameId];
  if (!load) return null;
  return (await load()).default as Tutorial;
}
