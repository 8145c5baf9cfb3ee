import { useSyncExternalStore } from 'react';

/**
 * The table's phone layout (issue 16, "the table fits"; cuisine.css has the same width): the prompt comes first,
 * under the round's line, and each seat is three short lines whose details open on a tap.
 */
export const PHONE_QUERY = '(max-width: 520px)';

/** One list for every render's snapshot (building one each time is slow on a phone). */
let phoneList: MediaQueryList | null = null;
const phoneQuery = () => {
  phoneList ??= window.matchMedia(PHONE_QUERY);
  return phoneList;
};

const onChangeOf = (onChange: () => void) => {
  const list = phoneQuery();
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the table is laid out for a phone, following the window's width (a phone turned, a window resized). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    onChangeOf,
    () => phoneQuery().matches,
    () => false,
  );
}
