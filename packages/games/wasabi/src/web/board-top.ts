import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps the board's top, in px from the top of the page, in `--wsb-board-top` on the table's root element. On a
 * desktop the board is sized by the height left under it (wasabi.css, `--wsb-board-room`), and what stands above it
 * is not always the same height: the prompt wraps to two lines, seats grow a line as recipes are completed or a
 * "Completed" list is opened. Measured, the board shrinks to stay in the window instead of pushing past its bottom
 * (issue 16 item 1). A ResizeObserver reports after layout and before paint, so the new size is what is painted.
 * Its first report (every observed element, as soon as it is laid out) does the first measure: measuring in the
 * effect itself would force the whole new table's style and layout inside React's commit (docs/benchmarks.md).
 */
export function useBoardTop(root: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = root.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let last = Number.NaN;
    const measure = () => {
      const board = el.querySelector('[data-testid="wsb-board"]');
      if (!board) return;
      const top = Math.round(board.getBoundingClientRect().top + window.scrollY);
      if (top === last) return;
      last = top;
      el.style.setProperty('--wsb-board-top', `${top}px`);
    };
    // the page (what is above the table: banner, toolbar) and each of the table's own blocks (seats, prompt)
    const seen = new ResizeObserver(measure);
    seen.observe(document.body);
    for (const child of el.children) seen.observe(child);
    return () => seen.disconnect();
  }, [root]);
}
