import { useCallback, useSyncExternalStore } from 'react';

/** The table's phone layout (issue 16 item 1): the width below which the hand is docked and the log is a drawer. */
export const PHONE_QUERY = '(max-width: 759px)';

/** Whether a media query matches now, following its changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
