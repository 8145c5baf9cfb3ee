/**
 * 卡片厨房's table while its seat cooks, on a desktop, in Chromium (issue 16 item 1): the real screen (a fixture page
 * from a real game state, test/fixtures/cooking-table-page.tsx) placed where the match page puts it at 1280×800 and
 * 1440×900, a dish of six ingredients (two or three judges satisfied), with 3 and 5 judges open (2 and 4 players). Without scrolling,
 * the dish builder, the hand, the market, and each judge the dish can be served to (its verdict and its Serve
 * button) are in the window; the dish's lines end above its name field. table-fit.e2e checks whole matches on random
 * deals; this pins a dish with lines. Screenshots in test-artifacts/cuisine/cui-cooking-table-*.png. Skipped, with a
 * message, when /usr/bin/chromium is missing.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundledPage, hasChromium, launchChromium, sayIfSkipped } from '@potluck/web-kit/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

sayIfSkipped('cuisine cooking table e2e');
const here = dirname(fileURLToPath(import.meta.url));
const ARTIFACTS = join(here, '..', '..', '..', '..', 'test-artifacts', 'cuisine');
mkdirSync(ARTIFACTS, { recursive: true });
/** The app's own stylesheet (panels, buttons, headings), which the table's sizes depend on. */
const APP_CSS = readFileSync(join(here, '..', '..', '..', 'web', 'src', 'styles.css'), 'utf8');

describe.skipIf(!hasChromium)('卡片厨房 table while cooking (Chromium)', () => {
  let browser: Browser;
  let html: string;
  beforeAll(async () => {
    html = await bundledPage(join(here, 'fixtures', 'cooking-table-page.tsx'), { css: APP_CSS });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 1440, height: 900 },
  ])
    for (const players of [2, 4])
      for (const lang of ['en', 'zh-Hans', 'zh-Hant'])
        it(`${viewport.width}×${viewport.height}, ${players} players (${lang}): dish, servable judges and hand in view`, async () => {
          const page = await browser.newPage({ viewport });
          await page.route('http://table.test/**', (r) =>
            r.fulfill({ contentType: 'text/html', body: html }),
          );
          // where the match page puts the table at these sizes: 176 px down, 832 px wide beside the log
          await page.goto(`http://table.test/?lang=${lang}&players=${players}&added=6&top=176&column=832`);
          await page.getByTestId('cui-dish').waitFor();
          const problems = await page.evaluate(() => {
            const bad: string[] = [];
            const box = (r: DOMRect) =>
              `${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)}`;
            const inView = (el: Element) => {
              const r = el.getBoundingClientRect();
              return (
                r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth
              );
            };
            for (const id of ['cui-dish', 'cui-hand', 'cui-market']) {
              const el = document.querySelector(`[data-testid="${id}"]`);
              if (!el) bad.push(`no ${id}`);
              else if (!inView(el)) bad.push(`${id} spans ${box(el.getBoundingClientRect())}`);
            }
            const serve = [...document.querySelectorAll<HTMLElement>('button[data-action^="submit:"]')];
            if (serve.length === 0) bad.push('no judge the dish can be served to');
            for (const b of serve) {
              const judge = b.getAttribute('data-action')?.slice('submit:'.length) ?? '';
              const r = b.getBoundingClientRect();
              const onTop = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              if (!inView(b) || !onTop || !b.contains(onTop)) bad.push(`serve to ${judge} at ${box(r)}`);
              // the judge's verdict (what the dish would earn there) is seen too
              const verdicts = [...document.querySelectorAll(`[data-judge="${judge}"] [data-ok="true"]`)];
              if (!verdicts.some((v) => inView(v) && v.getBoundingClientRect().height > 0))
                bad.push(`${judge}'s verdict is not in view`);
            }
            const lines = document.querySelector('.cui-dish-lines');
            const field = document.querySelector('.cui-name-field');
            if (!lines || !field) bad.push('no dish lines or name field');
            else if (lines.getBoundingClientRect().bottom > field.getBoundingClientRect().top + 0.5)
              bad.push(
                `the dish's lines (${box(lines.getBoundingClientRect())}) run under its name field (${box(field.getBoundingClientRect())})`,
              );
            if (document.documentElement.scrollWidth > window.innerWidth)
              bad.push('the page scrolls sideways');
            return bad;
          });
          await page.screenshot({
            path: join(ARTIFACTS, `cui-cooking-table-${viewport.width}-${players}p-${lang}.png`),
          });
          expect(problems).toEqual([]);
          await page.close();
        });
});
