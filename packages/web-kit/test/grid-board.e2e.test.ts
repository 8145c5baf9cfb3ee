/**
 * The kit's GridBoard in a real browser (issue 20 item 1): the widget alone on a page (bundled with esbuild from
 * test/fixtures/grid-board-page.tsx), driven by Chromium. It pins the contract games build on: cells are buttons
 * placed on their row and column under column letters and beside row numbers; legal cells are lit and act;
 * illegal ones stay focusable, say `aria-disabled` and report a tap through `onRefused`; one focus stop moved by
 * the arrow keys, Home and End; the render function's content, class names and data attributes in each cell.
 * Skipped, with a message, when /usr/bin/chromium is missing.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundledPage,
  hasChromium,
  launchChromium,
  sayIfSkipped,
  VISUALLY_HIDDEN,
} from './support/browser-page.ts';

sayIfSkipped('grid board e2e');
const here = dirname(fileURLToPath(import.meta.url));

/** The fixture page as one HTML document: its script and the widget's css inline. */
const pageHtml = () =>
  bundledPage(join(here, 'fixtures', 'grid-board-page.tsx'), {
    css: VISUALLY_HIDDEN,
    root: 'style="width:400px"',
  });

const calls = (page: Page) => page.evaluate(() => window.calls.splice(0));
const focused = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-cell') ?? null);

describe.skipIf(!hasChromium)('GridBoard (Chromium)', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    const html = await pageHtml();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 600, height: 500 } });
    await page.setContent(html);
    await page.getByTestId('board').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lays the cells out under column letters and beside row numbers, with their content', async () => {
    const layout = await page.evaluate(() => {
      const mid = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height };
      };
      const cols = [...document.querySelectorAll('[data-testid=coord-col]')].map((e) => ({
        t: e.textContent,
        ...mid(e),
      }));
      const rows = [...document.querySelectorAll('[data-testid=coord-row]')].map((e) => ({
        t: e.textContent,
        ...mid(e),
      }));
      const cells = [...document.querySelectorAll('button[data-cell]')].map((b) => {
        const m = mid(b);
        const id = Number(b.getAttribute('data-cell'));
        const col = cols.reduce((a, c) => (Math.abs(c.x - m.x) < Math.abs(a.x - m.x) ? c : a));
        const row = rows.reduce((a, r) => (Math.abs(r.y - m.y) < Math.abs(a.y - m.y) ? r : a));
        return {
          id,
          at: `${col.t}${row.t}`,
          square: Math.abs(m.w - m.h) < 1,
          above: col.y < m.y,
          left: row.x < m.x,
          content: b.querySelector('[data-content]')?.textContent,
          name: b.querySelector('.visually-hidden')?.textContent,
          data: b.getAttribute('data-square'),
          cls: b.className,
        };
      });
      return { cols: cols.map((c) => c.t).join(''), rows: rows.map((r) => r.t).join(''), cells };
    });
    expect(layout.cols).toBe('ABCD');
    expect(layout.rows).toBe('123');
    expect(layout.cells).toHaveLength(12);
    for (const c of layout.cells) {
      expect(c.at, `cell ${c.id}`).toBe(`${'ABCD'[c.id % 10]}${Math.floor(c.id / 10) + 1}`);
      expect(c).toMatchObject({ square: true, above: true, left: true, content: String(c.id) });
      expect(c.name).toBe(`cell ${c.id}`);
      expect(c.data).toBe(String(c.id));
    }
    expect(layout.cells.find((c) => c.id === 0)?.cls).toBe('gb-cell corner');
    expect(layout.cells.find((c) => c.id === 11)?.cls).toBe('gb-cell legal');
  });

  it('lights legal cells and acts on them; an illegal cell stays focusable and reports the tap', async () => {
    const state = await page.evaluate(() =>
      [...document.querySelectorAll('button[data-cell]')].map((b) => ({
        id: Number(b.getAttribute('data-cell')),
        legal: b.getAttribute('data-legal'),
        disabled: b.getAttribute('aria-disabled'),
        native: (b as HTMLButtonElement).disabled,
      })),
    );
    for (const s of state) {
      const legal = s.id % 10 === 1;
      expect(s, `cell ${s.id}`).toMatchObject({
        legal: legal ? 'true' : 'false',
        disabled: legal ? null : 'true',
        native: false,
      });
    }
    await page.locator('[data-cell="11"]').click();
    // Playwright counts aria-disabled as disabled: the tap a person makes anyway
    await page.locator('[data-cell="12"]').click({ force: true });
    expect(await calls(page)).toEqual(['cell:11', 'refused:12']);
    expect(await focused(page)).toBe('12');
    await page.keyboard.press('Enter');
    expect(await calls(page)).toEqual(['refused:12']);
  });

  it('has one focus stop, moved by the arrow keys, Home and End, and clamped at the edges', async () => {
    await calls(page);
    await page.locator('[data-cell="0"]').focus();
    const stops = () => page.locator('button[data-cell][tabindex="0"]').count();
    expect(await stops()).toBe(1);
    const path: (string | null)[] = [];
    for (const key of [
      'ArrowRight',
      'ArrowDown',
      'ArrowDown',
      'ArrowDown',
      'End',
      'ArrowRight',
      'Home',
      'ArrowUp',
    ]) {
      await page.keyboard.press(key);
      path.push(await focused(page));
    }
    expect(path).toEqual(['1', '11', '21', '21', '23', '23', '20', '10']);
    expect(await stops()).toBe(1);
    expect(await page.locator('[data-cell="10"]').getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect(await calls(page)).toEqual(['cell:11']);
    // Tab leaves the grid from its one stop; Shift+Tab comes back to it
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(null);
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('11');
  });
});
