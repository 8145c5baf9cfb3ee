/**
 * Motion on the table (issue 16 item 2): the `motion` library, re-exported so a game's web slice needs no
 * dependency of its own, and the player's motion preferences, which the app provides around every table.
 *
 * Screens use `motion.*` elements with `layoutId` (a card travels from a hand to the pot), `initial`/`animate`
 * (a tile lands) and `AnimatePresence`; they take their timing from `useMoveTransition` so the speed setting and
 * `prefers-reduced-motion` apply everywhere alike.
 *
 * `motion` here is the library's small `m`: its features (animation, layout) come from motion-features.ts, loaded
 * after the first render by `MotionFeatures`, which every page that draws a table puts around it. The table is
 * drawn at once, and animates from the first move after the features have arrived (issue 16 item 9: the library's
 * features were about two thirds of the table's script). Until then `useMotionPrefs` says `reduced`: without its
 * features an element stays at its `initial` values, so a Wasabi! tile drawn with the first frame (which would fade
 * in from opacity 0) would stay invisible until they came; as with reduced motion, everything is drawn in place.
 */
import type { AnimationPlaybackControls, DOMKeyframesDefinition, Transition } from 'motion/react';
import { LazyMotion, useReducedMotion } from 'motion/react';
import {
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { type MotionPrefs, MotionPrefsContext } from './motion-prefs.ts';

export type { Transition } from 'motion/react';
export {
  AnimatePresence,
  LayoutGroup,
  MotionConfig,
  m as motion,
  useReducedMotion,
} from 'motion/react';

/**
 * The library's features, fetched once, when the first table mounts. Once they are here the page says so on
 * `<html data-motion-features="ready">`, which browser tests wait on before watching a move travel.
 */
let loading: Promise<typeof import('./motion-features.ts')> | null = null;
/** Whether the features are in, and who wants to hear when they come (`useFeaturesIn`). */
let featuresIn = false;
const onFeatures = new Set<() => void>();
const loadMotion = () => {
  loading ??= import('./motion-features.ts').then((mod) => {
    featuresIn = true;
    for (const fn of onFeatures) fn();
    if (typeof document !== 'undefined') document.documentElement.dataset.motionFeatures = 'ready';
    return mod;
  });
  return loading;
};
const subscribeFeatures = (fn: () => void) => {
  onFeatures.add(fn);
  return () => {
    onFeatures.delete(fn);
  };
};
const useFeaturesIn = () =>
  useSyncExternalStore(
    subscribeFeatures,
    () => featuresIn,
    () => false,
  );
const loadFeatures = () => loadMotion().then((mod) => mod.features);

/** Around a table: its `motion.*` elements get their features once loaded (see above). */
export function MotionFeatures({ children }: { children: ReactNode }) {
  return createElement(LazyMotion, { features: loadFeatures }, children);
}

/**
 * `useAnimate` as the library's, over the lazily loaded `animate`: a ref for the element's scope and a function
 * that animates an element and resolves when done. Animations still running when the component unmounts are
 * stopped, and one asked for after it has unmounted never starts.
 */
export function useAnimate<T extends Element>() {
  const scope = useRef<T>(null);
  const running = useRef(new Set<AnimationPlaybackControls>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    const set = running.current;
    return () => {
      mounted.current = false;
      for (const controls of set) controls.stop();
      set.clear();
    };
  }, []);
  const animate = useCallback(
    async (element: Element, keyframes: DOMKeyframesDefinition, options?: Transition): Promise<void> => {
      const lib = await loadMotion();
      if (!mounted.current) return;
      const controls = lib.animate(element, keyframes, options);
      running.current.add(controls);
      try {
        await controls;
      } finally {
        running.current.delete(controls);
      }
    },
    [],
  );
  return [scope, animate] as const;
}

export { type MotionPrefs, MotionPrefsProvider } from './motion-prefs.ts';

/** The player's motion preferences, `reduced` until motion's features are in (see above). */
export function useMotionPrefs(): MotionPrefs {
  const prefs = useContext(MotionPrefsContext);
  const system = useReducedMotion() ?? false;
  const ready = useFeaturesIn();
  const durationScale = prefs?.durationScale ?? 1;
  const reduced = (prefs?.reduced ?? system) || !ready;
  return useMemo(() => ({ durationScale, reduced }), [durationScale, reduced]);
}

/**
 * The transition of one move on the table (`seconds` at normal pace): scaled by the speed setting, instant when
 * the player wants reduced motion (things still end where they belong, they just do not travel).
 */
export function useMoveTransition(seconds = 0.4): Transition {
  const { durationScale, reduced } = useMotionPrefs();
  if (reduced) return { duration: 0 };
  return { duration: seconds * durationScale, ease: [0.22, 0.8, 0.36, 1] };
}
