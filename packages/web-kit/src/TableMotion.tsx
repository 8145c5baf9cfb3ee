import { LazyMotion } from 'motion/react';
import { type ReactNode, useEffect } from 'react';
import { tableDrawn } from './content-gate.ts';
import { loadMotionFeatures } from './motion.ts';

/**
 * Once the table is on screen and the page idle (at most a second later): the engine's download then does not
 * compete with the table's own scripts, nor delay the table's first paint (issue 16 item 9). Not content-gate's
 * `afterTableDrawn`: its gate is open at once wherever the app did not hold it (the tutorial, the rules pages'
 * figures, tests), and the engine should wait for an idle moment there too.
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
 * the screens inside animate once the library's engine has loaded, which starts when this is first drawn. Its
 * first commit is the table's: what the page held back until then may be asked for (content-gate.ts).
 */
export function TableMotion({ children }: { children: ReactNode }) {
  useEffect(tableDrawn, []);
  return <LazyMotion features={features}>{children}</LazyMotion>;
}
