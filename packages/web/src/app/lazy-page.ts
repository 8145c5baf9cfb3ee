import { type ComponentType, createElement, type FunctionComponent, lazy } from 'react';

/** A page in a chunk of its own, which can be fetched before it is drawn. */
export interface LazyPage<P extends object> extends FunctionComponent<P> {
  /** Starts fetching the page's chunk (once); resolves when it is here. */
  preload(): Promise<void>;
}

/**
 * `React.lazy` for a page, with a `preload` that lets a page whose chunk is already here be drawn at once.
 *
 * A lazy component always suspends on its first render, even when its chunk is loaded (the import's promise
 * settles in a later microtask). Its Suspense fallback is then committed, and React throttles the reveal that
 * follows: a boundary's content comes at the earliest 300 ms after its fallback was shown. A deep link to a table
 * waited that long with the whole table rendered (docs/benchmarks.md). Once `preload` has resolved, the page is
 * drawn as a plain component: no suspension, no fallback, no throttled reveal.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchPage = () => {
    loading ??= load().then(
      (c) => {
        loaded = c;
        return c;
      },
      (e: unknown) => {
        loading = null; // fetched again by the next render (the page's error boundary offers a retry)
        throw e;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => fetchPage().then((c) => ({ default: c })));
  const Page = ((props: P) => createElement(loaded ?? Lazy, props)) as LazyPage<P>;
  Page.preload = () => fetchPage().then(() => {});
  return Page;
}
