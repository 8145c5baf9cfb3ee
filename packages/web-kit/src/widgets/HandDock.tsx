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
  useLayoutEffect(() => {
    const el = ref.current;
    const root = document.documentElement;
    if (!el) return;
    void pinned; // published again when the dock is pinned or let go
    const publish = () => {
      // only a fixed dock takes room from the page (display: contents has no box, so it measures 0)
      const fixed = getComputedStyle(el).position === 'fixed';
      const h = fixed ? Math.ceil(el.getBoundingClientRect().height) : 0;
      root.style.setProperty(HAND_DOCK_HEIGHT_VAR, `${h}px`);
    };
    // first published by the observer's first report (after the first layout, before the first paint): measuring
    // here would force the whole new table's style and layout inside React's commit (docs/benchmarks.md)
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    // the dock's box comes and goes with the width (a phone turned, a window resized)
    const phone = window.matchMedia('(max-width: 759px)');
    phone.addEventListener('change', publish);
    return () => {
      observer.disconnect();
      phone.removeEventListener('change', publish);
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
