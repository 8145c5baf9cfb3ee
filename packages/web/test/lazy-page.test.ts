import { createElement, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../src/app/lazy-page.ts';

const Hello = ({ who }: { who: string }) => createElement('p', null, `hello ${who}`);
const draw = (Page: ReturnType<typeof lazyPage<{ who: string }>>) =>
  renderToStaticMarkup(
    createElement(
      Suspense,
      { fallback: createElement('p', null, 'loading') },
      createElement(Page, { who: 'chef' }),
    ),
  );

describe('a lazy page (deep links draw their page without a fallback first)', () => {
  it('before its chunk is here it suspends: the fallback is drawn', () => {
    const Page = lazyPage(() => new Promise<typeof Hello>(() => {}));
    expect(draw(Page)).toBe('<p>loading</p>');
  });

  it('once preloaded it is drawn at once, with its props, in the first render', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads++;
      return Hello;
    });
    await Page.preload();
    expect(draw(Page)).toBe('<p>hello chef</p>');
    await Page.preload();
    expect(loads).toBe(1);
  });

  it('a chunk that failed to load is fetched again by the next preload', async () => {
    let attempt = 0;
    const Page = lazyPage(async () => {
      attempt++;
      if (attempt === 1) throw new Error('offline');
      return Hello;
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(attempt).toBe(2);
    expect(draw(Page)).toBe('<p>hello chef</p>');
  });
});
