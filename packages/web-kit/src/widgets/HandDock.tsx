import { type ReactNode, useLayoutEffect, useRef } from 'react';
import './HandDock.css';

/** The CSS variable the dock's height is published in, so the page can leave room for it. */
export const HAND_DOCK_HEIGHT_VAR = '--hand-dock-h';

/**
 * The player's hand pinned at the bottom of a phone's screen (issue 16 item 1): a game wraps its hand in it. On a
 * phone (< 760 px wide) the dock is fixed to the bottom edge above the safe area, scrolls inside itself when the
 * hand is tall, and publishes its height as `--hand-dock-h` on the root element (the app pads the page and the
 * scroll-into-view margin by it, so nothing ends up hidden under the hand). Wider, the dock draws no box of its
 * own (`display: contents`): the hand stays where the game's own layout puts it. `pinned={false}` leaves the hand
 * in place on a phone too, while the turn is played elsewhere (a recipe to choose) and the dock would cover it.
 */
export function HandDock({ children, pinned = true }: { children: ReactNode; pinned?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  // Measured by a ResizeObserver, which reports after the browser's own layout and before it paints: the first
  // commit reads no layout (a forced layout there lengthened every table page's first task), and the page is
  // padded by the dock's height in the frame that first draws it.
  useLayoutEffect(() => {
    const el = ref.current;
    const root = document.documentElement;
    if (!el) return;
    const phone = window.matchMedia('(max-width: 759px)');
    // only a pinned dock on a phone is fixed and takes room from the page (HandDock.css)
    const publish = (height: number) =>
      root.style.setProperty(HAND_DOCK_HEIGHT_VAR, `${pinned && phone.matches ? Math.ceil(height) : 0}px`);
    const observer = new ResizeObserver(([entry]) => publish(entry?.borderBoxSize[0]?.blockSize ?? 0));
    observer.observe(el);
    // the dock's box comes and goes with the width (a phone turned, a window resized); on its way to a phone the
    // observer reports its new box
    const onWidth = () => {
      if (!phone.matches) publish(0);
    };
    phone.addEventListener('change', onWidth);
    return () => {
      observer.disconnect();
      phone.removeEventListener('change', onWidth);
      root.style.removeProperty(HAND_DOCK_HEIGHT_VAR);
    };
  }, [pinned]);
  return (
    <div
      className={pinned ? 'hand-dock pinned' : 'hand-dock'}
      data-testid="hand-dock"
      data-pinned={pinned}
      ref={ref}
    >
      {children}
    </div>
  );
}
