/**
 * The kit's HandDock and InScoresDrawer in Chromium (issue 16 item 1), on a page of their own (hand-dock-harness.tsx
 * bundled with esbuild): on a phone the dock is fixed to the bottom edge, publishes its height as --hand-dock-h,
 * scrolls inside itself past 45% of the screen, and lets the hand go (no box, height 0) when not pinned; on a
 * desktop it draws no box; the height is taken back when the dock goes. A score section is drawn in place, and
 * into the drawer's element once the app gives one, having claimed it while mounted. Skipped, with a message,
 * when /usr/bin/chromium is missing.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledPage, hasChromium, launchChromium, sayIfSkipped } from './support/browser-page.ts';

const here = dirname(fileURLToPath(import.meta.url));
sayIfSkipped('hand dock e2e');

describe.skipIf(!hasChromium)('HandDock and InScoresDrawer in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    const html = await bundledPage(join(here, 'hand-dock-harness.tsx'), {
      css: `body{margin:0}${readFileSync(join(here, '../src/widgets/HandDock.css'), 'utf8')}`,
    });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setContent(html);
    await page.getByTestId('hand').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The dock's box and the published height, two frames after the last change (resize observers have run). */
  const dock = () =>
    page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const el = document.querySelector('[data-testid="hand-dock"]');
      const r = el?.getBoundingClientRect();
      const cs = el ? getComputedStyle(el) : null;
      return {
        present: el !== null,
        position: cs?.position ?? '',
        display: cs?.display ?? '',
        top: Math.round(r?.top ?? 0),
        bottom: Math.round(r?.bottom ?? 0),
        height: Math.round(r?.height ?? 0),
        scrolls: el ? el.scrollHeight > el.clientHeight : false,
        published: document.documentElement.style.getPropertyValue('--hand-dock-h'),
        innerHeight: window.innerHeight,
      };
    });

  it('on a phone: pinned to the bottom edge, its height published, a tall hand scrolling inside it', async () => {
    const d = await dock();
    expect(d.position).toBe('fixed');
    expect(d.bottom).toBe(d.innerHeight);
    expect(d.published).toBe(`${d.height}px`);
    expect(d.scrolls).toBe(false);
    await page.evaluate(() => window.dock.show(20, true));
    const tall = await dock();
    expect(tall.height).toBeLessThanOrEqual(Math.ceil(tall.innerHeight * 0.45));
    expect(tall.scrolls).toBe(true);
    expect(tall.published).toBe(`${tall.height}px`);
  });

  it('not pinned, or on a desktop, it draws no box and takes no room; gone, its height is taken back', async () => {
    await page.evaluate(() => window.dock.show(5, false));
    const loose = await dock();
    expect(loose.display).toBe('contents');
    expect(loose.published).toBe('0px');
    await page.evaluate(() => window.dock.show(5, true));
    expect((await dock()).position).toBe('fixed');
    await page.setViewportSize({ width: 1280, height: 800 });
    const wide = await dock();
    expect(wide.display).toBe('contents');
    expect(wide.published).toBe('0px');
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await dock()).position).toBe('fixed');
    await page.evaluate(() => window.dock.hide());
    const gone = await dock();
    expect(gone.present).toBe(false);
    expect(gone.published).toBe('');
  });

  it('a score section is drawn in place, and in the drawer once there is one; it claims the drawer', async () => {
    const where = () =>
      page.evaluate(() => document.querySelector('[data-testid="scores"]')?.parentElement?.id ?? '');
    expect(await page.evaluate(() => window.claims)).toBe(1);
    expect(await where()).toBe('table');
    await page.evaluate(() => window.dock.drawer(true));
    await expect.poll(where).toBe('drawer');
    await page.evaluate(() => window.dock.drawer(false));
    await expect.poll(where).toBe('table');
    expect(errors).toEqual([]);
  });
});
