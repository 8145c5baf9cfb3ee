/**
 * 卡片厨房's table while its seat cooks, on a desktop, in Chromium (issue 16 item 1): the real screen (a fixture page
 * from a real game state, test/fixtures/cooking-table-page.tsx) placed where the match page puts it at 1280×800 and
 * 1440×900, a dish of six ingredients (two or three judges satisfied), with 3 and 5 judges open (2 and 4 players). Without scrolling,
 * the dish builder, the hand, the market, and each judge the dish can be served to (its verdict and its Serve
 * button) are in the window; the dish's lines end above its name field. At 1280×800, with 2 players and with 4, each
 * line of the dish is one row, four or more of them in view in its scroll box, every Serve button is in the window, and
 * the folded market is one line. table-fit.e2e checks whole matches on random deals; this pins a dish with lines.
 * Screenshots in test-artifacts/cuisine/cui-cooking-table-*.png and cui-cooking-dish-lines-*.png. Skipped, with a message, when /usr/bin/chromium is missing.
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
          await screenshotToLookAt(
            page,
            join(ARTIFACTS, `cui-cooking-table-${viewport.width}-${players}p-${lang}.png`),
          );
          expect(problems).toEqual([]);
          await page.close();
        });

  // Each line of the dish is one row beside its buttons (name, from hand or plate, meal, pairing, food type, the
  // food types it may choose, Remove), so its scroll box shows twice the lines it did when "Counts as" wrapped
  // under the rest (two at 1280×800 in English, three in Chinese, whose lines were as tall as their 36 px buttons).
  // With 4 players (taller seat badges, three judges to serve to, each a row of verdict and button) the box showed
  // two lines: the serve rows are a grid of two, so four or more are in view there too, and every Serve button is
  // in the window.
  for (const players of [2, 4])
    for (const lang of ['en', 'zh-Hans', 'zh-Hant'])
      it(`1280×800, ${players} players (${lang}): each dish line is one row, four or more in view in the dish's box, every Serve button in the window`, async () => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.route('http://table.test/**', (r) => r.fulfill({ contentType: 'text/html', body: html }));
        await page.goto(`http://table.test/?lang=${lang}&players=${players}&added=6&top=176&column=832`);
        await page.getByTestId('cui-dish').waitFor();
        const report = await page.evaluate((players) => {
          const bad: string[] = [];
          const at = (r: DOMRect) =>
            `${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)}`;
          // every Serve button whole in the window (the page is not scrolled), and on top where it is clicked
          const serve = [...document.querySelectorAll<HTMLElement>('.cui-serve button')];
          if (serve.length < players - 1) bad.push(`${serve.length} judges to serve to`);
          for (const b of serve) {
            const r = b.getBoundingClientRect();
            const onTop = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth)
              bad.push(
                `"${b.textContent}" at ${at(r)}, not whole in the ${window.innerWidth}×${window.innerHeight} window`,
              );
            else if (!onTop || !b.contains(onTop)) bad.push(`"${b.textContent}" is covered`);
            if (r.height < 24 || r.width < 24)
              bad.push(`"${b.textContent}" is ${Math.round(r.width)}×${Math.round(r.height)} px`);
          }
          const box = document.querySelector('.cui-dish-lines') as HTMLElement;
          const lines = [...box.querySelectorAll<HTMLElement>(':scope > li')];
          if (lines.length < 4) bad.push(`${lines.length} lines in the dish`);
          const boxRect = box.getBoundingClientRect();
          let visible = 0;
          for (const [k, li] of lines.entries()) {
            const r = li.getBoundingClientRect();
            // what is seen of the line: its name, facts and buttons, down to their text (display: contents has no
            // box; text read but not seen is a 1 px box)
            const parts = [...li.querySelectorAll<HTMLElement>('*')].filter((el) => {
              const pr = el.getBoundingClientRect();
              return pr.height > 1 && pr.width > 1 && el.children.length === 0;
            });
            const top = Math.max(...parts.map((el) => el.getBoundingClientRect().top));
            const bottom = Math.min(...parts.map((el) => el.getBoundingClientRect().bottom));
            // one row: a level line crosses every part of it, and it is no taller than a line of its text and a half
            const lineHeight = Number.parseFloat(getComputedStyle(li).lineHeight);
            if (top >= bottom || r.height > 1.6 * lineHeight)
              bad.push(
                `line ${k + 1} (${li.textContent}) is ${Math.round(r.height)} px tall (text ${Math.round(lineHeight)} px), its parts ${top >= bottom ? 'on more than one row' : 'in a row'}`,
              );
            // and all of it is seen: nothing runs past the box's right edge
            const right = boxRect.left + box.clientLeft + box.clientWidth;
            const over = parts.filter((el) => el.getBoundingClientRect().right > right + 0.5);
            if (over.length > 0 || li.scrollWidth > li.clientWidth + 1)
              bad.push(`line ${k + 1} runs past the box (${over.map((el) => el.textContent).join(', ')})`);
            // these names are short enough that none of the line is cut short with an ellipsis
            for (const el of parts)
              if (el.scrollWidth > el.clientWidth + 1)
                bad.push(`line ${k + 1} cuts "${el.textContent}" short`);
            if (r.top >= boxRect.top - 0.5 && r.bottom <= boxRect.bottom + 0.5) visible++;
          }
          if (visible < 4)
            bad.push(`${visible} lines in view in the dish's box (${Math.round(boxRect.height)} px tall)`);
          // the folded market's names on one line with "Market" (this deal's last one, Sourdough, wrapped under it)
          const market = [...document.querySelectorAll('.cui-market.folded > *')].map((el) =>
            Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2),
          );
          if (Math.max(...market) - Math.min(...market) > 4)
            bad.push('the folded market takes more than one line');
          return bad;
        }, players);
        await screenshotToLookAt(
          page,
          join(ARTIFACTS, `cui-cooking-dish-lines-1280-${players}p-${lang}.png`),
        );
        expect(report).toEqual([]);
        await page.close();
      });
});
