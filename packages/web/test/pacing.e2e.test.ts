/**
 * End-to-end, motion that explains (issue 16 item 2), app side: the bots of a 5-player 料理厨王 match answer in
 * milliseconds (bot delay 0), yet the page shows their moves one by one — every version in turn, each held on
 * screen, the log and the turn banner going with the frame shown; and the table settings (speed, reduce motion,
 * sounds) are reachable from the header by keyboard, pass axe, apply, and persist across a reload. Screenshots
 * in test-artifacts/web/settings-*.png. Skipped, with a message, when /usr/bin/chromium is missing.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  openMatch,
  PHONE,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('pacing');

/** One frame as the page showed it: its version, when, the log's length, whose turn the banner says. */
interface Shown {
  v: number;
  at: number;
  log: number;
  mine: boolean;
  over: boolean;
}

/** Records every version the page shows (the match's data-version), as it goes on screen. */
async function recordFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __shown: Shown[] };
    w.__shown = [];
    const note = () => {
      const v = Number(document.querySelector('[data-testid=match]')?.getAttribute('data-version'));
      if (v === w.__shown.at(-1)?.v) return;
      w.__shown.push({
        v,
        at: performance.now(),
        log: document.querySelectorAll('[data-testid=log] li').length,
        mine: document.querySelector('.turn-banner.mine') !== null,
        over: document.querySelector('.turn-banner.over') !== null,
      });
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-version'],
    });
  });
}

const shownSoFar = (page: Page) => page.evaluate(() => (window as unknown as { __shown: Shown[] }).__shown);

/** Waits until the page has shown version `v` or a later one; the record of what it showed. */
async function waitShown(page: Page, v: number): Promise<Shown[]> {
  try {
    await page.waitForFunction(
      (want) => (window as unknown as { __shown: Shown[] }).__shown.some((s) => s.v >= want),
      v,
      { timeout: E2E_WAIT_MS },
    );
  } catch (e) {
    const banner = await page.getByTestId('turn-banner').textContent();
    const now = await versionNow(page);
    throw new Error(
      `version ${v} never shown (now ${now}, banner: ${banner}; shown: ${JSON.stringify(await shownSoFar(page))})`,
      {
        cause: e,
      },
    );
  }
  return shownSoFar(page);
}

/** The version on screen now. */
const versionNow = async (page: Page) => Number(await page.getByTestId('match').getAttribute('data-version'));

/** Records every tone the page starts (Web Audio oscillators, by frequency) in `window.__tones`. */
async function listenForTones(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number[] };
    w.__tones = [];
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: [number?]) {
      w.__tones.push(this.frequency.value);
      return start.apply(this, args);
    };
  });
  await page.reload();
  await page.getByTestId('turn-banner').waitFor();
}

const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number[] }).__tones);

/** My next move: the first recipe offered, or a playable card. */
const MY_MOVE = 'button.recipe:not([disabled]), .hand-card.playable:not([disabled])';

describe.skipIf(!hasChromium)('pacing and table settings (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('the bots’ moves show one by one, each held, the log and banner with them', async () => {
    const { ctx, page, errors } = await openMatch(kit, 'too-many-cooks', 5, DESKTOP, 'en', {}, 'easy');
    await listenForTones(page);
    await recordFrames(page);
    const botFrames: Shown[] = [];
    for (let turn = 0; turn < 8 && botFrames.length < 6; turn++) {
      await page.locator(MY_MOVE).first().waitFor();
      const before = await versionNow(page);
      await page.locator(MY_MOVE).first().click();
      // step by step: each next version must go on screen (a skipped one would never be seen)
      let mine: Shown | undefined;
      const seen: Shown[] = [];
      for (let v = before + 1; !mine; v++) {
        const shown = await waitShown(page, v);
        const at = shown.filter((s) => s.v === v);
        expect(at.length, `version ${v} was shown`).toBeGreaterThan(0);
        const frame = at[0] as Shown;
        seen.push(frame);
        if (frame.mine || frame.over) mine = frame;
      }
      if (mine?.over) break;
      console.log(`[pacing e2e] shown after my move: ${JSON.stringify(seen)}`);
      // seen[0] is my own move; then the bots', up to my turn again
      for (let i = 1; i < seen.length; i++) {
        const prev = seen[i - 1] as Shown;
        const cur = seen[i] as Shown;
        // each frame stayed up long enough to be followed (normal pace: 800 ms, a third of it when catching up)
        expect(cur.at - prev.at, `version ${cur.v} after ${prev.v}`).toBeGreaterThan(200);
        // the log goes with the frame: it grows with the moves, never ahead of them
        expect(cur.log).toBeGreaterThanOrEqual(prev.log);
        if (i < seen.length - 1) expect(cur.mine).toBe(false);
        botFrames.push(cur);
      }
      if (seen.length > 1) expect((seen.at(-1) as Shown).log).toBeGreaterThan((seen[0] as Shown).log);
    }
    expect(botFrames.length).toBeGreaterThanOrEqual(6);
    // the log, longer than its box by now, keeps its newest entry in view
    await expect
      .poll(() =>
        page.getByTestId('log').evaluate((el) => ({
          overflows: el.scrollHeight > el.clientHeight + 1,
          atEnd: el.scrollHeight - el.scrollTop - el.clientHeight <= 2,
        })),
      )
      .toEqual({ overflows: true, atEnd: true });
    // sounds are off by default: not a tone
    expect(await tones(page)).toEqual([]);
    await shot(page, 'pacing-table');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('with sounds on: a tap for each move and two rising notes when my turn comes', async () => {
    const { ctx, page, errors } = await openMatch(kit, 'too-many-cooks', 3, DESKTOP, 'en', {}, 'easy');
    await page.evaluate(() => localStorage.setItem('potluck.table', '{"sounds":true}'));
    await listenForTones(page);
    // two moves of mine (real clicks: the page has had a gesture), the bots' answers in between
    for (let k = 0; k < 2; k++) {
      await page.locator(MY_MOVE).first().waitFor();
      const before = await versionNow(page);
      await page.locator(MY_MOVE).first().click();
      await page.waitForFunction((v) => {
        const now = Number(document.querySelector('[data-testid=match]')?.getAttribute('data-version'));
        return now > v && document.querySelector('.turn-banner.mine, .turn-banner.over') !== null;
      }, before);
    }
    const heard = await tones(page);
    expect(heard).toContain(520); // a move
    expect(heard).toContain(880); // my turn (660 then 880)
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the settings: from the header by keyboard, axe-clean, applied, kept across a reload', async () => {
    const ctx = await kit.browser.newContext({ viewport: PHONE, locale: 'en-US', reducedMotion: 'reduce' });
    ctx.setDefaultTimeout(E2E_WAIT_MS);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(kit.base);
    await page.locator('[data-testid^=new-]').first().waitFor();
    // defaults: normal speed, reduced motion as the device says (emulated: on), no sounds
    expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBe('reduced');

    const button = page.getByTestId('settings-button');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('settings-dialog');
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('speed-normal');
    expect(await page.getByTestId('speed-normal').isChecked()).toBe(true);
    expect(await page.getByTestId('reduce-system').isChecked()).toBe(true);
    expect(await page.getByTestId('sounds').isChecked()).toBe(false);
    expect(await dialog.textContent()).toContain('As on this device (now on)');
    const axe = await new AxeBuilder({ page })
      .include('[data-testid=settings-dialog]')
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await shot(page, 'settings-390');

    // by keyboard: fast (arrow in the radio group), motion off (next group), sounds on (Space)
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'reduce-system',
    );
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByTestId('speed-fast').isChecked()).toBe(true);
    expect(await page.getByTestId('reduce-off').isChecked()).toBe(true);
    expect(await page.getByTestId('sounds').isChecked()).toBe(true);
    // applied at once: motion is on again despite the device
    expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBe('full');
    // Escape closes and gives the focus back to the header's button
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('settings-button');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('potluck.table'))) ?? '{}')).toEqual({
      speed: 'fast',
      reduceMotion: 'off',
      sounds: true,
    });

    // kept across a reload, in another language too
    await page.evaluate(() => localStorage.setItem('potluck.lang', 'zh-Hant'));
    await page.reload();
    await page.locator('[data-testid^=new-]').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.motion)).toBe('full');
    await page.getByTestId('settings-button').click();
    await dialog.waitFor();
    expect(await page.getByTestId('speed-fast').isChecked()).toBe(true);
    expect(await page.getByTestId('reduce-off').isChecked()).toBe(true);
    expect(await page.getByTestId('sounds').isChecked()).toBe(true);
    expect(await dialog.textContent()).toContain('牌桌設定');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'settings-1280-zh-Hant');
    await page.getByTestId('settings-done').click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
