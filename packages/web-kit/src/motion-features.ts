/**
 * The heavy part of the `motion` library, loaded after a table's first render (issue 16 item 9: about two thirds of
 * the table's script was `motion`, on the way to every match page's first paint). `MotionFeatures` (motion.ts)
 * imports this module dynamically; until it arrives the table's `motion.*` elements render in place without
 * animating. The build puts it and what only it uses in a file of its own (packages/web/chunk-groups.mjs).
 */
import { animate, domMax } from 'motion/react';

/** Every feature the table's elements use: animations, presence, and layout (`layoutId`: a card travels). */
export const features = domMax;
/** Imperative animation, for `useAnimate` (motion.ts). */
export { animate };
