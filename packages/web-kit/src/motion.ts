/**
 * Motion on the table (issue 16 item 2): the `motion` library, re-exported so a game's web slice needs no
 * dependency of its own, and the player's motion preferences, which the app provides around every table.
 *
 * Screens use `motion.*` elements (motion's `m`, inside a `TableMotion`) with `layoutId` (a card travels from a
 * hand to the pot), `initial`/`animate` (a tile lands) and `AnimatePresence`; they take their timing from
 * `useMoveTransition` so the speed setting and `prefers-reduced-motion` apply everywhere alike.
 */
import type { Transition } from 'motion/react';
import { AnimatePresence as LibAnimatePresence, useReducedMotion } from 'motion/react';
import { useContext } from 'react';
import { type MotionPrefs, MotionPrefsContext } from './motion-prefs.ts';

export type { Transition } from 'motion/react';
// `m` is the motion element without its engine, which `TableMotion` loads on its own (motion-features.ts)
export { m as motion, useReducedMotion } from 'motion/react';
/**
 * Bound here rather than re-exported: used by a module of the table's script, the library's modules behind it are
 * part of that script (chunk-groups.mjs), not of the first game's script that imports it (which the others' then
 * imported, and the engine's lazy script too).
 */
export const AnimatePresence = LibAnimatePresence;

type Engine = typeof import('./motion-features.ts');

/** The engine, once it has arrived. */
let engine: Engine | null = null;

/**
 * The library's engine (animation features and `animate`), fetched once, on first use. Once it is here the page's
 * root says so (`<html data-motion-engine="ready">`): browser tests that watch something move wait for it.
 */
export const loadMotionFeatures = (): Promise<Engine> =>
  import('./motion-features.ts').then((m) => {
    if (engine === null && typeof document !== 'undefined')
      document.documentElement.dataset.motionEngine = 'ready';
    engine = m;
    return m;
  });

export { type MotionPrefs, MotionPrefsProvider } from './motion-prefs.ts';

/**
 * The player's motion preferences, and whether things can move at all now: until the engine has arrived (fetched
 * after a table's first paint, `TableMotion`; seconds later on a slow connection) a `motion` element stays at its
 * `initial` (a landing tile or card: invisible) and a flight at its start, so until then pieces are drawn in place
 * as with reduced motion (`reduced`), and move from the first render after it came.
 */
export function useMotionPrefs(): MotionPrefs {
  const prefs = useContext(MotionPrefsContext);
  const system = useReducedMotion() ?? false;
  const chosen = prefs ?? { durationScale: 1, reduced: system };
  return engine === null && !chosen.reduced ? { ...chosen, reduced: true } : chosen;
}

/**
 * The transition of one move on the table (`seconds` at normal pace): scaled by the speed setting, instant when
 * the player wants reduced motion or the engine has not arrived yet (things still end where they belong, they just
 * do not travel).
 */
export function useMoveTransition(seconds = 0.4): Transition {
  const { durationScale, reduced } = useMotionPrefs();
  if (reduced) return { duration: 0 };
  return { duration: seconds * durationScale, ease: [0.22, 0.8, 0.36, 1] };
}
