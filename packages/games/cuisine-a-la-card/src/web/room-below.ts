import { type RefObject, useLayoutEffect } from 'react';

/** The CSS variable (px) holding the room from an element's top, the page scrolled to its top, to the window's bottom. */
export const ROOM_BELOW_VAR = '--cui-room-below';

/** Never less than this: on a window too short for the table the element keeps a usable height (the page scrolls). */
const MIN_ROOM = 240;
/** Kept free under the element (the page's own bottom padding). */
const MARGIN = 8;

/**
 * Publishes on the element, as ROOM_BELOW_VAR, how tall it may be and still end above the bottom of the window, so
 * the CSS can cap it there on a desktop (issue 16 item 1: 卡片厨房's hand beside a dish being built at 1280×800).
 * Measured again when the window is resized and when the page changes height (what is above it grew or shrank).
 * First measured by the observer's first report, after the first layout and before the first paint: measuring in
 * the effect would force the new table's style and layout inside React's commit (docs/benchmarks.md).
 */
export function useRoomBelow(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      const room = Math.max(MIN_ROOM, Math.floor(window.innerHeight - top - MARGIN));
      el.style.setProperty(ROOM_BELOW_VAR, `${room}px`);
    };
    const observer = new ResizeObserver(measure);
    // the page (the app's banners) and the table (seats, prompt) above the element
    observer.observe(document.body);
    const table = el.closest('.cui');
    if (table) observer.observe(table);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
}
