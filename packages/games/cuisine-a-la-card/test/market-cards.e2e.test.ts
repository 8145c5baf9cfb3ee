/**
 * 卡片厨房 market cards on a desktop, in Chromium: every card drawn as the market draws it at 1280 px (a slot 113 px
 * wide) is at most MAX_CARD px tall in each language, and its cost stays on one line. The market row is as tall as
 * its tallest card, so one tall card (two food types and two cuisines: Lentils) pushed the market below a 1280×800
 * screen on the deals that had it (table-fit.e2e failed in CI on such a deal). Skipped, with a message, when
 * /usr/bin/chromium is missing.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledPage, hasChromium, launchChromium, sayIfSkipped } from '@potluck/web-kit/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

sayIfSkipped('cuisine market cards e2e');
const here = dirname(fileURLToPath(import.meta.url));

/** The tallest a desktop market card may be (a typical one is about 110–130 px). */
const MAX_CARD = 150;

const pageHtml = () =>
  bundledPage(join(here, 'fixtures', 'market-cards-page.tsx'), {
    css: 'body{font-family:system-ui,sans-serif;line-height:1.5}',
  });

describe.skipIf(!hasChromium)('卡片厨房 market cards at 1280 px (Chromium)', () => {
  let browser: Browser;
  let html: string;
  beforeAll(async () => {
    html = await pageHtml();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'zh-Hans', 'zh-Hant'])
    it(`no card is taller than ${MAX_CARD} px (${lang})`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.route('http://cards.test/**', (r) => r.fulfill({ contentType: 'text/html', body: html }));
      await page.goto(`http://cards.test/?lang=${lang}`);
      await page.locator('.cui-card').first().waitFor();
      const cards = await page.locator('.cui-card').evaluateAll((els) =>
        els.map((el) => {
          const cost = el.querySelector('.cui-cost');
          return {
            card: el.getAttribute('data-card') ?? '',
            height: Math.round(el.getBoundingClientRect().height),
            costLines: cost ? cost.getClientRects().length : 0,
          };
        }),
      );
      expect(cards.length).toBeGreaterThan(40);
      expect(cards.filter((c) => c.height > MAX_CARD)).toEqual([]);
      expect(cards.filter((c) => c.costLines !== 1)).toEqual([]);
      await page.close();
    });
});
