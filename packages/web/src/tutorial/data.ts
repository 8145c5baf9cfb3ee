import { SLICES } from '@potluck/catalog/slices';
import { LOCALES } from '@potluck/engine';
import type { Tutorial } from './script.ts';

/**
 * Each game's lesson is a data file in its package (`packages/games/<id>/tutorial/tutorial.json`), loaded by its
 * slice's `tutorial` loader: a chunk of its own, fetched only when its tutorial opens. No list of games here: the
 * catalog's slices that have a tutorial.
 */
const LOADERS: ReadonlyMap<string, () => Promise<unknown>> = new Map(
  SLICES.flatMap((s) => (s.tutorial ? [[s.id, s.tutorial] as const] : [])),
);

/** The games with a guided first game, in the catalog's order. */
export const TUTORIAL_GAMES: readonly string[] = [...LOADERS.keys()];

export function hasTutorial(gameId: string): boolean {
  return LOADERS.has(gameId);
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isLocalized = (x: unknown) => isObject(x) && LOCALES.every((l) => typeof x[l] === 'string');
const isInt = (x: unknown) => Number.isInteger(x) && (x as number) >= 0;
const isMoveList = (x: unknown) => Array.isArray(x) && x.every((m) => isObject(m) && isInt(m.player));

/**
 * What is wrong with a loaded lesson's shape (empty = it is a `Tutorial`): the file is plain data, so it is checked
 * here before the page trusts it. Whether it plays through with the rules is `checkTutorial`'s job (and the tests').
 */
export function tutorialShapeProblems(x: unknown): string[] {
  if (!isObject(x)) return ['not an object'];
  const p: string[] = [];
  if (typeof x.game !== 'string') p.push('game: not a string');
  if (!isInt(x.players)) p.push('players: not a whole number');
  if (typeof x.seed !== 'string') p.push('seed: not a string');
  if (x.options !== undefined && !isObject(x.options)) p.push('options: not an object');
  if (!isInt(x.seat)) p.push('seat: not a whole number');
  if (!isLocalized(x.title)) p.push('title: not a text in every language');
  if (!isLocalized(x.done)) p.push('done: not a text in every language');
  if (x.opening !== undefined && !isMoveList(x.opening)) p.push('opening: not a list of moves');
  if (!Array.isArray(x.steps)) return [...p, 'steps: not a list'];
  for (const [i, s] of (x.steps as unknown[]).entries()) {
    if (!isObject(s)) {
      p.push(`steps[${i}]: not an object`);
      continue;
    }
    if (typeof s.id !== 'string') p.push(`steps[${i}].id: not a string`);
    if (!isLocalized(s.text)) p.push(`steps[${i}].text: not a text in every language`);
    if (s.expect !== undefined && !Array.isArray(s.expect)) p.push(`steps[${i}].expect: not a list`);
    if (s.offScript !== undefined && !isLocalized(s.offScript))
      p.push(`steps[${i}].offScript: not a text in every language`);
    if (s.show !== undefined && typeof s.show !== 'string') p.push(`steps[${i}].show: not a string`);
    if (s.replies !== undefined && !isMoveList(s.replies)) p.push(`steps[${i}].replies: not a list of moves`);
  }
  return p;
}

/** The game's lesson (null when it has none); a file that is not a lesson of this game is an error. */
export async function loadTutorial(gameId: string): Promise<Tutorial | null> {
  const load = LOADERS.get(gameId);
  if (!load) return null;
  const data = await load();
  const problems = tutorialShapeProblems(data);
  if (problems.length > 0) throw new Error(`tutorial of ${gameId}: ${problems.join('; ')}`);
  const t = data as Tutorial;
  if (t.game !== gameId) throw new Error(`tutorial of ${gameId} is a lesson of ${t.game}`);
  return t;
}
