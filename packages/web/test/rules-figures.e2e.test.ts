/**
 * End-to-end: every served game's rules page in zh-Hans, zh-Hant and en shows its pictures (issue 16 item 7: the
 * rules illustrated with the real cards and tiles): each figure the game's rules page declares is on the page as
 * one image named by its alt text in that language, with its caption; the art inside is the game's own (an SVG
 * drawn, nothing focusable); axe finds no serious or critical violation; nothing in the page's text or pictures sticks out at phone width. Screenshots
 * of each page at 390×844 and 1280×800 (test-artifacts/web/rules-<game>-<lang>-<width>.png, whole page) and of
 * each figure (rules-fig-<game>-<figure>-<lang>-<width>.png). Skipped,
 * with a message, when /usr/bin/chromium is missing.
 */

import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { GAMES, servedGames } from '@potluck/catalog';
import { SLICES } from '@potluck/catalog/slices';
import type { GameRules } from '@potluck/web-kit';
import { screenshotToLookAt } from '@potluck/web-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('rules pages with figures');

const LANGS = ['zh-Hans', 'zh-Hant', 'en'] as const;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const SERVED = servedGames(GAMES).map((g) => g.id);

describe.skipIf(!hasChromium)('rules pages: pictures drawn with the games’ own art', () => {
  let kit: Kit;
  const RULES: Record<string, GameRules> = {};
  beforeAll(async () => {
    for (const slice of SLICES) {
      const page = await (await slice.web?.())?.rulesPage?.();
      if (page) RULES[slice.id] = page;
    }
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const id of SERVED) {
    it(`${id}: the rules page shows its figures in every language and size`, async () => {
      const figures = RULES[id]?.sections.flatMap((s) => s.figures ?? []) ?? [];
      // every served game's rules page is illustrated
      expect(figures.length).toBeGreaterThanOrEqual(2);
      for (const lang of LANGS) {
        for (const viewport of SIZES) {
          const ctx = await kit.browser.newContext({ viewport });
          ctx.setDefaultTimeout(E2E_WAIT_MS);
          const page = await ctx.newPage();
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(e.message));
          await page.goto(kit.base);
          await page.evaluate((l) => localStorage.setItem('potluck.lang', l), lang);
          await page.goto(`${kit.base}/#/rules/${id}`);
          await page.reload();
          await page.getByTestId('rules-page').waitFor();
          for (const f of figures) {
            const fig = page.getByTestId(`rules-figure-${f.id}`);
            await fig.waitFor();
            // one image named by the alt text in this language, its caption under it
            const img = fig.getByRole('img', { name: f.alt[lang], exact: true });
            expect(await img.count(), `${id} ${f.id} ${lang}`).toBe(1);
            expect((await fig.locator('figcaption').textContent())?.trim()).toBe(f.caption[lang]);
            // drawn with the game's art (SVG), visible and not empty
            expect(await fig.locator('svg').count()).toBeGreaterThan(0);
            const box = await fig.boundingBox();
            expect(box && box.width > 100 && box.height > 40).toBe(true);
            // nothing inside the picture takes the keyboard's focus
            const focusable = await fig.evaluate(
              (el) =>
                [
                  ...el.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [tabindex]'),
                ].filter((x) => !x.closest('[inert]') && x.tabIndex >= 0).length,
            );
            expect(focusable, `${id} ${f.id}`).toBe(0);
            await screenshotToLookAt(
              fig,
              join(ARTIFACTS, `rules-fig-${id}-${f.id}-${lang}-${viewport.width}.png`),
            );
          }
          // the page's text and pictures fit the width (nothing inside them sticks out or scrolls sideways)
          const wide = await page.evaluate(() =>
            [
              ...document.querySelectorAll<HTMLElement>(
                '[data-testid=rules-page], .rules-figure, .rules-figure *',
              ),
            ]
              .filter(
                (el) =>
                  el.getBoundingClientRect().right > window.innerWidth + 0.5 ||
                  el.scrollWidth > el.clientWidth + 1,
              )
              .map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''}`),
          );
          expect(wide, `${id} ${lang} ${viewport.width}`).toEqual([]);
          const axe = await new AxeBuilder({ page }).analyze();
          expect(
            axe.violations
              .filter((v) => v.impact === 'serious' || v.impact === 'critical')
              .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`),
          ).toEqual([]);
          await shot(page, `rules-${id}-${lang}-${viewport.width}`, true);
          expect(errors).toEqual([]);
          await ctx.close();
        }
      }
    }, 600_000);
  }
});
