/**
 * The motion library's animation engine: what `motion` elements need to animate (layout and shared-layout
 * animations included) and the imperative `animate`. Loaded on its own after a table is drawn (`TableMotion`,
 * `loadMotionFeatures`), not with the table's script: it is ~45 KB of the ~56 KB the library weighs gzipped, and a
 * table looks the same without it for the moment it takes to arrive (issue 16 item 9).
 */
export { animate, domMax } from 'motion/react';
