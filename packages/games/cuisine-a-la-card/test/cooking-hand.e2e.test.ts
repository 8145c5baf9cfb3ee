/**
 * 卡片厨房's hand while its seat cooks, in Chromium (issue 16 item 1): seven ingredients that can go into the dish
 * (four in hand, three on plates) and a spoon. The spoon is only named, on the "Not for this dish" line; each
 * ingredient is a card with its Add button and meal preview. On a 1280×800 and a 1440×900 desktop, the hand placed
 * where the table puts it (about 400 px down, in a 310 px column), it ends above the window's bottom and its cards
 * scroll inside it: every Add button can be scrolled to there, without the page moving. table-fit.e2e checks the
 * whole table on random deals; this pins a hand too long for the room. Skipped, with a message, when
 * /usr/bin/chromium is missing.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bundledPage,
  hasChromium,
  launchChromium,
  sayIfSkipped,
  screenshotToLookAt,
} from '@potluck/web-kit/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

sayIfSkipped('cuisine cooking hand e2e');
const here = dirname(fileURLToPath(import.meta.url));
/** Screenshots for a person to look at (git-ignored). */
const ARTIFACTS = join(here, '..', '..', '..', '..', 'test-artifacts', 'cuisine');
mkdirSync(ARTIFACTS, { recursive: true });

/** The app's own stylesheet (panels, buttons, headings), which the hand's height depends on. */
const APP_CSS = readFileSync(join(here, '..', '..', '..', 'web', 'src', 'styles.css'), 'utf8');

describe.skipIf(!hasChromium)('卡片厨房 hand while cooking (Chromium)', () => {
  let browser: Browser;
  let html: string;
  beforeAll(async () => {
    html = await bundledPage(join(here, 'fixtures', 'cooking-hand-page.tsx'), { css: APP_CSS });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ])
    for (const lang of ['en', 'zh-Hans', 'zh-Hant'])
      it(`fits above the fold at ${viewport.width}×${viewport.height}, every Add button reachable (${lang})`, async () => {
        const page = await browser.newPage({ viewport });
        await page.route('http://hand.test/**', (r) => r.fulfill({ contentType: 'text/html', body: html }));
        await page.goto(`http://hand.test/?lang=${lang}&top=400&column=310`);
        const hand = page.getByTestId('cui-hand');
        await hand.waitFor();
        // what cannot go into the dish is a name on one line, not a card
        expect(await page.locator('[data-testid=cui-idle-cards] [data-card=spoon]').count()).toBe(1);
        expect(await hand.locator('.cui-card[data-card=spoon]').count()).toBe(0);
        const adds = hand.locator('button[data-action^="add:"]');
        expect(await adds.count()).toBe(7);
        const box = await hand.boundingBox();
        expect(box && Math.round(box.y + box.height)).toBeLessThanOrEqual(viewport.height);
        // each Add button, scrolled to inside the hand, is in the window and on top, the page not scrolled
        const unreachable = await adds.evaluateAll((buttons) =>
          buttons.flatMap((b) => {
            b.scrollIntoView({ block: 'nearest' });
            const r = b.getBoundingClientRect();
            const onTop = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            const ok =
              window.scrollY === 0 && r.bottom <= window.innerHeight && onTop !== null && b.contains(onTop);
            return ok
              ? []
              : [`${b.getAttribute('data-action')} at ${Math.round(r.top)}–${Math.round(r.bottom)}`];
          }),
        );
        expect(unreachable).toEqual([]);
        await screenshotToLookAt(page, join(ARTIFACTS, `cui-cooking-hand-${viewport.width}-${lang}.png`));
        await page.close();
      });
});
