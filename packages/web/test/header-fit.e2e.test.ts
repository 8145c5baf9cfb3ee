/**
 * The site header fits a phone in every language (issue 16 item 1): logo, language, table settings and profile on
 * 360–430 px. Chinese language names are wider than "English": with the settings gear the header was 416 px on a
 * 390 px phone, and every page scrolled sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, type Kit, skipMessage, startKit } from './wasabi-cuisine-e2e.ts';

let kit: Kit;
beforeAll(async () => {
  if (hasChromium) kit = await startKit();
}, 600_000);
afterAll(async () => {
  await kit?.close();
});

skipMessage('header-fit');

describe.skipIf(!hasChromium)('the header on a phone', () => {
  it.each(['en', 'zh-Hans', 'zh-Hant'])('fits 360, 390 and 430 px in %s', async (lang) => {
    for (const width of [360, 390, 430]) {
      const ctx = await kit.browser.newContext({ viewport: { width, height: 800 } });
      const page = await ctx.newPage();
      await page.addInitScript((l) => localStorage.setItem('potluck.lang', l), lang);
      await page.goto(`${kit.base}/#/`);
      await page.waitForSelector('.site-header [data-testid="lang"]');
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      const [page_, header] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        (document.querySelector('.site-header .inner') as HTMLElement).scrollWidth,
      ]);
      expect(header, `${lang} at ${width} px`).toBeLessThanOrEqual(width);
      expect(page_, `${lang} at ${width} px`).toBeLessThanOrEqual(width);
      // the brand link keeps its name for screen readers when its text gives way
      expect(await page.getByRole('link', { name: /Potluck/ }).count()).toBeGreaterThan(0);
      await ctx.close();
    }
  });
});
