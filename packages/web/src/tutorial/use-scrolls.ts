import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element's content is taller than its box (it scrolls), kept up to date as either changes: a region
 * that scrolls must be reachable from the keyboard, one that does not should not be a tab stop. Returns the flag
 * and a ref callback for the element: its observers are attached once per element (when it mounts or is replaced),
 * not again on every render of the page around it.
 */
export function useScrolls(): [boolean, (el: HTMLElement | null) => void] {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(el.scrollHeight > el.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    // new children are observed as they come (observing one already watched does nothing)
    const mutations = new MutationObserver(() => {
      for (const child of el.children) observer.observe(child);
      check();
    });
    mutations.observe(el, { childList: true, subtree: true, characterData: true });
    check();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [el]);
  return [scrolls, useCallback((next: HTMLElement | null) => setEl(next), [])];
}
