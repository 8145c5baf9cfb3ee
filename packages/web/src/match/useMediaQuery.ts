import { useCallback, useSyncExternalStore } from 'react';

/** The table's phone layout (issue 16 item 1): the width below which the hand is docked and the log is a drawer. */
export const PHONE_QUERY = '(max-width: 759px)';

/** One MediaQueryList per query: building one on every render's snapshot cost ~110 ms on a throttled match page. */
const lists = new Map<string, MediaQueryList>();
function listOf(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether a media query matches now, following its changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = listOf(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => listOf(query).matches,
    () => false,
  );
}
