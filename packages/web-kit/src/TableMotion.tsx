import { LazyMotion } from 'motion/react';
import type { ReactNode } from 'react';
import { loadMotionFeatures } from './motion.ts';

/**
 * Once the table is on screen and the page idle (at most a second later): the engine's download then does not
 * compete with the table's own scripts, nor delay the table's first paint (issue 16 item 9).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

const features = () =>
  afterFirstPaint()
    .then(loadMotionFeatures)
    .then((f) => f.domMax);

/**
 * Around every table (and every page or fixture that draws the kit's moving widgets): the `motion` elements of
 * the screens inside animate once the library's engine has loaded, which starts when this is first drawn.
 */
export function TableMotion({ children }: { children: ReactNode }) {
  return <LazyMotion features={features}>{children}</LazyMotion>;
}
