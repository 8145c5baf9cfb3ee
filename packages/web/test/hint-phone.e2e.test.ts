/**
 * A phone's match page with a hint shown (390×844; README "A newcomer's walkthrough"): the hint panel takes the
 * bar's whole width (it was squeezed into half of it beside "Game log"), the floating Chat button covers neither
 * the game's prompt nor the hint, and the hint reads as advice. Screenshots in test-artifacts/web/hint-phone-*.png.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  openMatch,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('hint-phone');

const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(page: Page, selector: string): Promise<Box | null> {
  const l = page.locator(selector).first();
  return (await l.count()) > 0 ? l.boundingBox() : null;
}

describe.skipIf(!hasChromium)('hints on a phone (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
    kit.server.service.hints.budget = { iterations: 60 };
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const [game, lang, prompt] of [
    ['cuisine-a-la-card', 'en', '.cui-prompt'],
    ['wasabi', 'zh-Hans', '.wsb-prompt'],
  ] as const) {
    it(`${game} (${lang}): the hint has the bar's width, the Chat button covers neither it nor the prompt`, async () => {
      const { ctx, page, errors } = await openMatch(kit, game, 2, PHONE, lang, {}, 'easy');
      await page.getByTestId('hint-button').click();
      const moves = page.getByTestId('hint-move');
      await expect.poll(() => moves.count(), { timeout: E2E_WAIT_MS }).toBeGreaterThan(0);
      // advice, not a log line: no seat name, no raw action
      for (const t of await moves.allTextContents()) {
        expect(t).not.toContain('Mei');
        expect(t).not.toContain('小美');
        expect(t).not.toContain('{');
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      const hint = await box(page, '[data-testid="hint-panel"]');
      expect(hint).not.toBeNull();
      expect(hint?.width ?? 0).toBeGreaterThan(PHONE.width * 0.8);
      await shot(page, `hint-phone-${game}-top`);
      // the Chat button sits in the bar beside "Game log", not over the table
      expect(await page.locator('.table-bar [data-testid="chat-open"]').count()).toBe(1);
      const fab = await box(page, '[data-testid="chat-open"]');
      expect(fab).not.toBeNull();
      if (fab && hint) expect(overlap(fab, hint)).toBe(false);
      // the prompt, wherever the page is scrolled to show it
      const p = page.locator(prompt).first();
      if ((await p.count()) > 0) {
        await p.scrollIntoViewIfNeeded();
        const pb = await p.boundingBox();
        const fb = await box(page, '[data-testid="chat-open"]');
        if (pb && fb) expect(overlap(pb, fb)).toBe(false);
        await shot(page, `hint-phone-${game}-prompt`);
      }
      expect(errors).toEqual([]);
      await ctx.close();
    }, 300_000);
  }
});
