/**
 * The kit's widgets on their own, in Chromium (issue 20 item 1, issue 16 item 2): widgets-harness.tsx is bundled
 * with esbuild into a temp directory and opened from a file, so the contracts games rely on are pinned without
 * building the app — refusals, roving focus and focus after a move (Hand), pick then confirm and no other seat's
 * value (SecretChoice), a sheet that scrolls in its own box (ScoreSheet), cards that travel and a taken trick
 * that leaves for its taker, and nothing travelling with reduced motion (TrickArea).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotToLookAt } from './support/browser-page.ts';

const CHROMIUM = '/usr/bin/chromium';
const here = dirname(fileURLToPath(import.meta.url));
const ARTIFACTS = join(here, '..', '..', '..', 'test-artifacts', 'web');
const WAIT_MS = Number(process.env.POTLUCK_E2E_WAIT_MS) || 60_000;

describe.skipIf(!existsSync(CHROMIUM))('web kit widgets (Chromium)', () => {
  let tmp: string;
  let browser: Browser;

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'potluck-widgets-'));
    await build({
      entryPoints: [join(here, 'widgets-harness.tsx')],
      bundle: true,
      outdir: tmp,
      entryNames: 'harness',
      format: 'iife',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'error',
    });
    writeFileSync(
      join(tmp, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="harness.css">' +
        '<style>.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}' +
        '.face{display:inline-block;width:40px;height:56px;border:1px solid;background:#fff}</style></head>' +
        '<body><div id="root"></div><script src="harness.js"></script></body></html>',
    );
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  });

  afterAll(async () => {
    await browser?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  async function open(query: string, reduced = false): Promise<Page> {
    const ctx = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: reduced ? 'reduce' : 'no-preference',
    });
    ctx.setDefaultTimeout(WAIT_MS);
    const page = await ctx.newPage();
    await page.goto(`${pathToFileURL(join(tmp, 'index.html')).href}?${query}`);
    return page;
  }
  const calls = (page: Page) => page.evaluate(() => window.calls);
  /** The button's own `disabled` (Playwright's isDisabled also counts aria-disabled). */
  const disabled = (page: Page, id: string) =>
    page.getByTestId(id).evaluate((b) => (b as HTMLButtonElement).disabled);
  const focused = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('data-card') ?? null);

  it('Hand: legal cards play, the others say why (never sent), and a replay disables them', async () => {
    const page = await open('w=hand');
    await page.getByTestId('card-1').waitFor();
    expect(await page.locator('.hand-card.playable').evaluateAll((b) => b.map((e) => e.textContent))).toEqual(
      ['Card 22', 'Card 44', 'Card 66'],
    );
    // a card that may not be played: focusable, aria-disabled, a tap calls onRefused and plays nothing
    const three = page.getByTestId('card-3');
    expect(await three.getAttribute('aria-disabled')).toBe('true');
    expect(await disabled(page, 'card-3')).toBe(false);
    expect(await three.getAttribute('class')).toContain('refused');
    await three.click({ force: true });
    await page.getByTestId('card-2').click();
    expect(await calls(page)).toEqual(['refused:3', 'play:2']);
    expect(await page.getByTestId('card-2').count()).toBe(0);
    // off turn: nothing is lit, a tap still explains (the table says it is not our turn)
    await page.getByTestId('toggle-turn').click();
    expect(await page.locator('.hand-card.playable').count()).toBe(0);
    expect(await page.locator('.hand-card.refused').count()).toBe(0);
    await page.getByTestId('card-4').click({ force: true });
    expect((await calls(page)).at(-1)).toBe('refused:4');
    // groups keep their cards together
    expect(await page.locator('.hand-group[data-group=low] .hand-card').count()).toBe(2);
    await page.context().close();

    const replay = await open('w=hand&replay');
    await replay.getByTestId('card-1').waitFor();
    expect(await disabled(replay, 'card-1')).toBe(true);
    expect(await disabled(replay, 'card-2')).toBe(false);
    await replay.context().close();

    const busy = await open('w=hand&busy');
    await busy.getByTestId('card-2').click({ force: true });
    await busy.getByTestId('card-1').click({ force: true });
    expect(await calls(busy)).toEqual([]);
    await busy.context().close();
  });

  it('Hand: one tab stop, arrow keys move through every card, focus stays on a playable card after a move', async () => {
    const page = await open('w=hand');
    await page.getByTestId('card-1').waitFor();
    // the tab stop is the first legal card
    expect(await page.locator('.hand-card[tabindex="0"]').count()).toBe(1);
    await page.getByTestId('toggle-turn').focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('2');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('1');
    await page.keyboard.press('End');
    expect(await focused(page)).toBe('6');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('1');
    // play 4 with Enter: it leaves the hand, the focus goes to the nearest playable card, not the page
    await page.getByTestId('card-4').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('card-4').count()).toBe(0);
    expect(await focused(page)).toBe('2');
    expect(await page.locator('.hand-card[tabindex="0"]').getAttribute('data-card')).toBe('2');
    await page.context().close();
  });

  it('SecretChoice: a pick sends nothing until confirmed; seats show chosen or choosing, never a value', async () => {
    const page = await open('w=secret');
    await page.getByTestId('bid-3').waitFor();
    expect(await page.getByTestId('secret-confirm').isDisabled()).toBe(true);
    await page.getByTestId('bid-3').click();
    expect(await page.getByTestId('bid-3').getAttribute('aria-pressed')).toBe('true');
    expect(await calls(page)).toEqual([]);
    // a second tap changes the pick; the confirm sends it
    await page.getByTestId('bid-2').click();
    expect(await page.getByTestId('bid-3').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('secret-confirm').focus();
    await page.keyboard.press('Enter');
    expect(await calls(page)).toEqual(['confirm:2']);
    // the confirm button is gone with the choice; the focus is on the card chosen, not the page
    expect(await focused(page)).toBe('2');
    await page.getByTestId('secret-mine').waitFor();
    expect(await page.getByTestId('secret-mine').textContent()).toContain('2');
    expect(await page.getByTestId('secret-seat-0').getAttribute('data-chosen')).toBe('true');
    expect(await page.getByTestId('secret-seat-1').getAttribute('data-chosen')).toBe('true');
    expect(await page.getByTestId('secret-seat-2').getAttribute('data-chosen')).toBe('false');
    // seat 1's secret value (97) is held by the page around the widget, never shown
    expect(await page.getByTestId('secret-seat-1').textContent()).toBe('Ann ✓ chosen');
    expect(await page.getByTestId('secret-seat-2').textContent()).toBe('Bo choosing…');
    expect(await page.locator('body').textContent()).not.toContain('97');
    await page.context().close();
  });

  it('ScoreSheet: rounds × seats with totals, scrolling sideways in its own box on a phone', async () => {
    const page = await open('w=score');
    const sheet = page.getByTestId('sheet');
    await sheet.waitFor();
    expect(await sheet.locator('thead th').count()).toBe(6);
    expect(await sheet.locator('tbody tr').count()).toBe(5);
    expect(await sheet.locator('tbody tr.current th').textContent()).toBe('3');
    expect(await sheet.locator('tfoot td').allTextContents()).toEqual([
      '1000',
      '1001',
      '1002',
      '1003',
      '1004',
    ]);
    expect(await sheet.locator('thead th.you').count()).toBe(1);
    const widths = await page.evaluate(() => {
      const box = document.querySelector('.score-sheet') as HTMLElement;
      return { box: box.clientWidth, inner: box.scrollWidth, page: document.documentElement.scrollWidth };
    });
    expect(widths.inner).toBeGreaterThan(widths.box);
    expect(widths.page).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  /**
   * Records, from the next animation frame on, the transform of the element `selector` finds (each frame it is
   * there); `frames` resolves with the first `n` recorded. Started before a click, it sees the click's first frame.
   */
  async function follow(page: Page, selector: string) {
    await page.evaluate((sel) => {
      const w = window as unknown as { seen: string[]; sel: string; ticking?: boolean };
      w.seen = [];
      w.sel = sel;
      if (w.ticking) return;
      w.ticking = true;
      const tick = () => {
        const el = document.querySelector(w.sel);
        if (el) w.seen.push(getComputedStyle(el).transform);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }, selector);
    return {
      frames: async (n = 6) => {
        await page.waitForFunction((k) => (window as unknown as { seen: string[] }).seen.length >= k, n);
        return page.evaluate((k) => (window as unknown as { seen: string[] }).seen.slice(0, k), n);
      },
    };
  }

  it('TrickArea: our card travels from the hand, another seat’s from its badge, a taken trick to the taker', async () => {
    const page = await open('w=trick');
    await page.getByTestId('trick').waitFor();
    // until the motion engine has arrived (after the first paint) cards are put down in place
    await page.locator('html[data-motion-engine=ready]').waitFor({ state: 'attached' });
    // the card already there when the area was drawn does not arrive
    const still = await (await follow(page, '.trick-card[data-card="1"] .trick-card-body')).frames(3);
    expect(new Set(still)).toEqual(new Set(['none']));
    // seat 1 plays: the card moves over several frames, from its badge (far to the right and above)
    let rec = await follow(page, '.trick-card[data-card="2"] .trick-card-body');
    await page.getByTestId('other-plays').click();
    const seen = await rec.frames();
    expect(new Set(seen).size).toBeGreaterThan(2);
    // we play: the card comes from the hand (shared layoutId): it moves too
    rec = await follow(page, '.trick-card[data-card="12"] .trick-card-body');
    await page.getByTestId('card-12').click();
    const ours = await rec.frames();
    expect(new Set(ours).size).toBeGreaterThan(2);
    await screenshotToLookAt(page, join(ARTIFACTS, 'widgets-trick-moving.png'));
    // the trick is taken: its cards (and the last one, never seen on the area) leave for seat 1 and go
    rec = await follow(page, '.trick-card[data-leaving] .trick-card-body');
    await page.getByTestId('take').click();
    expect(await page.locator('.trick-card[data-leaving]').count()).toBe(4);
    const leaving = await rec.frames(40);
    expect(new Set(leaving).size).toBeGreaterThan(2);
    await page.getByTestId('empty').waitFor();
    expect(await page.locator('.trick-card').count()).toBe(0);
    await page.context().close();
  });

  it('TrickArea: a name wider than its card breaks between words only, a word too long ends in "…"', async () => {
    const page = await open('w=trick&long', true);
    await page.getByTestId('trick').waitFor();
    await page.getByTestId('other-plays').click();
    await page.locator('.trick-who').nth(1).waitFor();
    // each name's words, and the lines (tops) each word's letters were laid out on
    const names = await page.$$eval('.trick-who', (els) =>
      els.map((el) => {
        const text = el.firstChild as Text;
        const range = document.createRange();
        const tops: number[] = [];
        for (let i = 0; i < text.data.length; i++) {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          tops.push(Math.round(range.getBoundingClientRect().top));
        }
        let at = 0;
        const words = text.data.split(' ').map((word) => {
          const lines = new Set(tops.slice(at, at + word.length));
          at += word.length + 1;
          return { word, lines: lines.size };
        });
        return {
          name: text.data,
          words,
          clipped: el.scrollWidth > el.clientWidth,
          lines: new Set(tops).size,
        };
      }),
    );
    expect(names.map((n) => n.name)).toEqual(['Chef Saffron', 'Chef Pepperoncino']);
    // "Chef" and "Saffron" on a line each; "Pepperoncino" on one line too, cut at the card's edge with an ellipsis
    for (const n of names) {
      expect(n.lines, n.name).toBe(2);
      for (const w of n.words) expect(w.lines, `${n.name}: "${w.word}" broken across lines`).toBe(1);
    }
    expect(names[1]?.clipped).toBe(true);
    expect(
      await page
        .locator('.trick-who')
        .first()
        .evaluate((el) => getComputedStyle(el).textOverflow),
    ).toBe('ellipsis');
    await screenshotToLookAt(page, join(ARTIFACTS, 'widgets-trick-long-names.png'));
  });

  it('TrickArea: with reduced motion nothing travels and a taken trick is simply gone', async () => {
    const page = await open('w=trick', true);
    await page.getByTestId('trick').waitFor();
    let rec = await follow(page, '.trick-card[data-card="2"] .trick-card-body');
    await page.getByTestId('other-plays').click();
    const seen = await rec.frames();
    expect(new Set(seen)).toEqual(new Set(['none']));
    rec = await follow(page, '.trick-card[data-card="12"] .trick-card-body');
    await page.getByTestId('card-12').click();
    const ours = await rec.frames();
    expect(new Set(ours)).toEqual(new Set(['none']));
    await page.getByTestId('take').click();
    await page.getByTestId('empty').waitFor();
    expect(await page.locator('.trick-card').count()).toBe(0);
    await page.context().close();
  });
});
