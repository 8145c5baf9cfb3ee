/**
 * The player's motion preferences as a React context, in a module of its own without the motion library: the app
 * provides it around every page (so it is in the first page's script), the library loads with the tables.
 */
import { createContext } from 'react';

export interface MotionPrefs {
  /** Multiplies every duration: 1 is the normal pace, 2 twice as slow, 0.5 twice as fast. */
  durationScale: number;
  /**
   * The player wants no motion. The app's provider decides it (its setting, which follows the system's
   * `prefers-reduced-motion` until the player chooses); without a provider the system decides.
   */
  reduced: boolean;
}

export const MotionPrefsContext = createContext<MotionPrefs | null>(null);

/** The app puts this around its pages (so every table); screens and widgets read it with `useMotionPrefs`. */
export const MotionPrefsProvider = MotionPrefsContext.Provider;
