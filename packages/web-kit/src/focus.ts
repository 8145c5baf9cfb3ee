import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog keeps the focus and gives it back (issue 16 item 9): on open the focus moves to its
 * `[data-autofocus]` control (else its first button); Tab and Shift+Tab cycle inside; focus that wanders out (a
 * click on the page behind, a screen reader's jump) comes back; on close the focus returns to where it was, or,
 * when that control is gone, to `fallback()`'s element.
 */
export function useModalFocus(
  ref: RefObject<HTMLElement | null>,
  fallback?: () => HTMLElement | null | undefined,
): void {
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  useEffect(() => {
    const back = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = ref.current;
    const first = () =>
      box?.querySelector<HTMLElement>('[data-autofocus]') ??
      box?.querySelector<HTMLElement>(FOCUSABLE) ??
      box;
    first()?.focus();
    const onFocusIn = (e: FocusEvent) => {
      if (box && !box.contains(e.target as Node)) first()?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !box) return;
      const items = [...box.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return;
      const a = items[0];
      const z = items[items.length - 1];
      if (e.shiftKey && (document.activeElement === a || !box.contains(document.activeElement))) {
        e.preventDefault();
        z.focus();
      } else if (!e.shiftKey && (document.activeElement === z || !box.contains(document.activeElement))) {
        e.preventDefault();
        a.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKey);
      // after React has put the page behind back in place
      queueMicrotask(() => {
        const target =
          back && back !== document.body && back.isConnected && !back.matches(':disabled')
            ? back
            : fallbackRef.current?.();
        target?.focus();
      });
    };
  }, [ref]);
}

/** Controls that are the natural next step on a table, best first. */
const NEXT = [
  '[data-autofocus]:not([disabled])',
  '.playable:not([disabled])',
  '[data-target="true"]:not([aria-disabled="true"])',
  '[data-playable="true"]:not([disabled])',
  'button.recipe:not([disabled])',
  'button:not([disabled]):not([aria-disabled="true"])',
];

/**
 * Focus never falls to the page body after a move (issue 16 item 9): when the control that had the focus inside
 * the table is removed or disabled by the new frame, the focus goes to the next sensible control of the table (a
 * playable card, a target square, the first enabled button), else to the table itself. Only when the focus was in
 * the table: a person typing in the chat is never pulled away.
 */
export function useKeepTableFocus(ref: RefObject<HTMLElement | null>): void {
  const inside = useRef(false);
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      inside.current = ref.current?.contains(e.target as Node) ?? false;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [ref]);
  // after every render (a new frame, a move pending): cheap, it only looks when the focus was in the table
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || !inside.current) return;
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      active === box ||
      !box.contains(active) ||
      (active as HTMLButtonElement).disabled === true;
    if (!lost) return;
    for (const sel of NEXT) {
      const el = box.querySelector<HTMLElement>(sel);
      if (el) {
        el.focus();
        return;
      }
    }
    box.focus();
  });
}
