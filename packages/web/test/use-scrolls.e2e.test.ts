/**
 * The tutorial coach's `useScrolls` (src/tutorial/use-scrolls.ts), in Chromium: it says whether a box's content
 * scrolls as lines are added, and attaches its observers once per element: re-rendering the page around it (twenty
 * times) makes no new ResizeObserver (it made one per render before). Skipped, with a message, when
 * /usr/bin/chromium is missing.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledPage, hasChromium, launchChromium, sayIfSkipped } from '@potluck/web-kit/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

sayIfSkipped('use-scrolls');
const here = dirname(fileURLToPath(import.meta.url));

describe.skipIf(!hasChromium)('useScrolls (Chromium)', () => {
  let browser: Browser;
  let html: string;
  beforeAll(async () => {
    html = await bundledPage(join(here, 'fixtures', 'scrolls-page.tsx'));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('follows the content and observes each element once', async () => {
    const page = await browser.newPage();
    await page.route('http://scrolls.test/**', (r) => r.fulfill({ contentType: 'text/html', body: html }));
    await page.goto('http://scrolls.test/');
    const box = page.locator('#box');
    await expect.poll(() => box.getAttribute('data-scrolls')).toBe('false');
    const made = () => page.evaluate(() => (window as unknown as { observers: number }).observers);
    const first = await made();
    expect(first).toBe(1);
    for (let i = 0; i < 20; i++) await page.click('#tick');
    await page.getByText('tick 20').waitFor();
    expect(await made()).toBe(first);
    // four lines of 30 px in a 100 px box: it scrolls now
    for (let i = 0; i < 3; i++) await page.click('#more');
    await expect.poll(() => box.getAttribute('data-scrolls')).toBe('true');
    expect(await made()).toBe(first);
    await page.close();
  });
});
