/**
 * The kit's Market widget (issue 16 item 1, issue 20 item 1): its keyboard steps as a pure function, then its
 * contract in Chromium on a page of its own (market-harness.tsx bundled with esbuild): test ids, lit and refused
 * offers, what each tap calls, stacks' counts, empty slots, a busy market, no refusal button when there is nothing
 * to explain, and arrow keys between offers. Skipped, with a message, when /usr/bin/chromium is missing.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketStep } from '../src/widgets/Market.tsx';
import { bundledPage, hasChromium, launchChromium, sayIfSkipped } from './support/browser-page.ts';

const here = dirname(fileURLToPath(import.meta.url));
sayIfSkipped('market e2e');

describe('marketStep: where an arrow key goes', () => {
  const rows = [4, 2];
  it('moves along a row and on to the next or previous row', () => {
    expect(marketStep(rows, 0, 1, 'ArrowRight')).toEqual({ row: 0, index: 2 });
    expect(marketStep(rows, 0, 3, 'ArrowRight')).toEqual({ row: 1, index: 0 });
    expect(marketStep(rows, 1, 0, 'ArrowLeft')).toEqual({ row: 0, index: 3 });
    expect(marketStep(rows, 1, 1, 'ArrowRight')).toBeNull();
    expect(marketStep(rows, 0, 0, 'ArrowLeft')).toBeNull();
  });
  it('moves between rows keeping the column where it can', () => {
    expect(marketStep(rows, 0, 3, 'ArrowDown')).toEqual({ row: 1, index: 1 });
    expect(marketStep(rows, 1, 1, 'ArrowUp')).toEqual({ row: 0, index: 1 });
    expect(marketStep(rows, 1, 0, 'ArrowDown')).toBeNull();
    expect(marketStep(rows, 0, 2, 'Home')).toEqual({ row: 0, index: 0 });
    expect(marketStep(rows, 0, 1, 'End')).toEqual({ row: 0, index: 3 });
    expect(marketStep(rows, 0, 1, 'x')).toBeNull();
  });
});

describe.skipIf(!hasChromium)('the Market widget in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];
  beforeAll(async () => {
    const html = await bundledPage(join(here, 'market-harness.tsx'), {
      css: `${readFileSync(join(here, '../src/widgets/Market.css'), 'utf8')}`,
    });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setContent(html);
    await page.getByTestId('a').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const calls = () => page.evaluate(() => window.calls.splice(0));
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return `${el?.closest('[data-offer]')?.getAttribute('data-offer')} ${el?.className ?? ''}`.trim();
    });

  it('gives the market, its rows, offers and stacks stable test ids; lights what may be taken', async () => {
    expect(await page.getByTestId('a').getAttribute('aria-labelledby')).toBeTruthy();
    expect(await page.getByRole('region', { name: 'Shop A' }).count()).toBe(1);
    for (const id of [
      'a-row-shop',
      'a-row-stacks',
      'a-slot-0',
      'a-slot-1',
      'a-slot-2',
      'a-slot-3',
      'a-pile',
      'a-gone',
    ])
      expect(await page.getByTestId(id).count(), id).toBe(1);
    const lit = await page
      .locator('[data-testid=a] [data-lit=true]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-offer')));
    // buyable ones and a choice's target; never an empty slot
    expect(lit).toEqual(['slot-0', 'slot-3', 'pile']);
    expect(await page.getByTestId('a-pile-left').textContent()).toBe('7 left');
    expect(await page.getByTestId('a-pile-left').getAttribute('data-left')).toBe('7');
    expect(await page.getByTestId('a-gone-left').textContent()).toBe('0 left');
    expect(await page.getByTestId('a-slot-2').textContent()).toContain('Empty slot');
    expect(await page.locator('[data-testid=a-slot-2] button').count()).toBe(0);
    expect(await page.getByTestId('a-slot-0').textContent()).toContain('3 coins');
    expect(await page.locator('[data-testid=a-slot-0] [data-face=Apple]').getAttribute('data-lit-face')).toBe(
      'yes',
    );
    expect(await page.getByTestId('a-row-stacks').textContent()).toContain('Supply');
  });

  it('a lit offer buys; another says why; neither sends the other', async () => {
    const buy = page.locator('[data-testid=a] button[data-action="buy:0"]');
    expect(await buy.getAttribute('aria-label')).toBe('Buy Apple');
    expect(await buy.textContent()).toBe('Buy');
    await buy.click();
    expect(await calls()).toEqual(['buy slot-0']);
    const refused = page.locator('[data-testid=a] button[data-refused="buy:1"]');
    expect(await refused.getAttribute('aria-disabled')).toBe('true');
    expect(await page.locator('[data-testid=a] button[data-action="buy:1"]').count()).toBe(0);
    // aria-disabled: Playwright would wait for it to be enabled, a person's tap goes through
    await refused.click({ force: true });
    expect(await calls()).toEqual(['refused slot-1']);
    // the hinted move is marked; the extra controls are the caller's
    expect(await page.locator('[data-testid=a] button[data-action="buy:3"]').getAttribute('class')).toContain(
      'hinted',
    );
    expect(await page.locator('[data-testid=a-pile] [data-extra=pick]').count()).toBe(1);
  });

  it('waits while a move is on its way, and offers no refusal when there is nothing to explain', async () => {
    expect(await page.locator('[data-testid=b] button[data-action="buy:0"]').isDisabled()).toBe(true);
    expect(await page.locator('[data-testid=c] button[data-action="buy:0"]').count()).toBe(1);
    expect(await page.locator('[data-testid=c] button[data-refused]').count()).toBe(0);
  });

  it('moves between offers with the arrow keys, keeping to the same kind of control', async () => {
    await page.locator('[data-testid=a-slot-0] .face').focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('slot-1 face');
    // the empty slot has nothing to focus: skipped
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('slot-3 face');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('pile face');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('slot-0 face');
    await page.keyboard.press('End');
    expect(await focused()).toBe('slot-3 face');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('slot-0 face');
    // from a Buy button to the next offer's button (a refused one is focusable too)
    await page.locator('[data-testid=a] button[data-action="buy:0"]').focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toContain('slot-1 btn small refused');
    // below it is an empty stack: the nearest offer of that row with a control
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('pile btn small refused kit-market-buy');
    // the last row: nowhere further down
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('pile btn small refused kit-market-buy');
    expect(await calls()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
