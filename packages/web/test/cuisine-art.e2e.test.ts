/**
 * 卡片厨房 card art in Chromium: every card face in the market and the hand shows its illustration, its food-type
 * and flavour icons (flavours named in the face's accessible name), a labelled chef-hat meal score and a cost on one
 * line; the market and the hand are photographed at 1280×800 and 390×844 (test-artifacts/web/cuisine-art-*.png) for a
 * person to look at. Skipped, with a message, when /usr/bin/chromium is missing.
 */
import { join } from 'node:path';
import { screenshotToLookAt } from '@potluck/web-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  hasChromium,
  type Kit,
  openMatch,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('cuisine art');

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

describe.skipIf(!hasChromium)('卡片厨房 card art in the browser', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const lang of ['en', 'zh-Hans'] as const)
    it(`draws the market and the hand (${lang}) at both sizes`, { timeout: 120_000 }, async () => {
      const { ctx, page, errors } = await openMatch(kit, 'cuisine-a-la-card', 2, SIZES[0], lang, {}, 'easy');
      try {
        await page.locator('[data-testid=cui-market] .cui-card-face').first().waitFor();
        await page.locator('[data-testid=cui-hand] .cui-card-face').first().waitFor();
        const faces = await page
          .locator('[data-testid=cui-market] .cui-card-face, [data-testid=cui-hand] .cui-card-face')
          .evaluateAll((els) =>
            els.map((el) => {
              const cost = el.querySelector('.cui-cost') as HTMLElement;
              const hat = el.querySelector('.cui-hat');
              return {
                card: el.closest('[data-card]')?.getAttribute('data-card') ?? '',
                art: el.querySelectorAll('svg.cui-art :is(path, circle, ellipse, rect)').length,
                flavours: [...el.querySelectorAll('.cui-flavors [role=img]')].map((i) =>
                  i.getAttribute('aria-label'),
                ),
                hat: hat ? hat.getAttribute('role') === 'img' && !!hat.getAttribute('aria-label') : null,
                costLines: cost.getClientRects().length,
                costHeight: cost.getBoundingClientRect().height,
                lineHeight: Number.parseFloat(getComputedStyle(cost).fontSize) * 1.6,
              };
            }),
          );
        expect(faces.length).toBeGreaterThan(4);
        for (const f of faces) {
          expect(f.art, f.card).toBeGreaterThan(0);
          expect(f.costLines, f.card).toBe(1);
          expect(f.costHeight, f.card).toBeLessThanOrEqual(f.lineHeight);
          if (f.hat !== null) expect(f.hat, f.card).toBe(true);
        }
        // a flavour icon's label is part of the face's accessible name, and so is the visible name
        const withFlavour = page.locator('[data-testid=cui-market] .cui-card-face:has(.cui-flavors)').first();
        if ((await withFlavour.count()) > 0) {
          const label =
            (await withFlavour.locator('.cui-flavors [role=img]').first().getAttribute('aria-label')) ?? '';
          const name = ((await withFlavour.locator('.cui-name').textContent()) ?? '').trim();
          const snapshot = await withFlavour.ariaSnapshot();
          expect(snapshot).toContain(label);
          expect(snapshot).toContain(name);
        }
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.waitForTimeout(200);
          const tag = `cuisine-art-${size.width}-${lang}`;
          await screenshotToLookAt(page.getByTestId('cui-market'), join(ARTIFACTS, `${tag}-market.png`));
          await screenshotToLookAt(page.getByTestId('cui-hand'), join(ARTIFACTS, `${tag}-hand.png`));
          await shot(page, `${tag}-page`);
          const judge = page.locator('[data-testid=cui-judges]');
          if ((await judge.count()) > 0)
            await screenshotToLookAt(judge, join(ARTIFACTS, `${tag}-judges.png`));
        }
        expect(errors).toEqual([]);
      } finally {
        await ctx.close();
      }
    });
});
