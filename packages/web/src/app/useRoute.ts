import { useMemo, useSyncExternalStore } from 'react';
import { parseRoute, type Route } from './route.ts';

const subscribe = (changed: () => void) => {
  const on = () => {
    window.scrollTo(0, 0);
    changed();
  };
  window.addEventListener('hashchange', on);
  return () => window.removeEventListener('hashchange', on);
};
const currentHash = () => window.location.hash;

/**
 * The page the address names. Read through useSyncExternalStore, which checks the hash again once it listens: the
 * app's first render is a transition (main.tsx) spread over several tasks, and a link followed before it commits
 * (a hash set right after load) was lost when the route was state set by a listener attached after the commit —
 * the page stayed on the home page (never-strand.e2e caught it).
 */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, currentHash);
  return useMemo(() => parseRoute(hash), [hash]);
}
