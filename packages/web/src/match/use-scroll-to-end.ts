import { type RefObject, useEffect } from 'react';

/**
 * Keeps a scrolling list (the event log, the chat) at its newest entry whenever `key` changes.
 *
 * Scrolled in the next animation frame, not in the effect: reading `scrollHeight` right after React's commit forced
 * a layout of the whole table inside the effect's task (13–19 ms of thread time on a 5-player 料理厨王 table's first
 * render, ×4 in Lighthouse's mobile preset, and again for each new entry). In the frame's callback the layout it
 * forces is the one the frame needs anyway.
 */
export function useScrollToEnd(ref: RefObject<HTMLElement | null>, key: unknown, when = true): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what asks for the scroll (a new entry)
  useEffect(() => {
    if (!when) return;
    const frame = requestAnimationFrame(() => {
      const el = ref.current;
      if (el) el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [ref, key, when]);
}
