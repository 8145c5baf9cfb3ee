/**
 * End-to-end, motion that explains in 卡片厨房 (issue 16 item 2): against an easy bot, seat 0 plays Tasting Spoons
 * (each flies from the hand to the play area) and buys a card, which flies from the market to the buyer's discard
 * pile: a flight is seen moving (its transform sampled on every animation frame until it is gone) and it ends on
 * the discard pile, at 1280×800 and at 390×844. With `prefers-reduced-motion: reduce` the same moves make no
 * flight at all, and the table ends the same (the card is in the discard pile). Screenshots at both sizes in
 * test-artifacts/web/cuisine-motion-*.png. Skipped, with a message, when /usr/bin/chromium is missing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  faintCount,
  hasChromium,
  type Kit,
  openMatch,
  shot,
  skipMessage,
  startKit,
  withoutMotionEngine,
} from './wasabi-cuisine-e2e.ts';

skipMessage('cuisine motion');

interface FlightSeen {
  kind: string;
  transforms: string[];
  done: boolean;
  /** The flight's centre on its last frame. */
  end: { x: number; y: number } | null;
}

declare global {
  interface Window {
    flightsSeen: FlightSeen[];
  }
}

/** Records every flight the page adds: its kind, its transform on each animation frame, where it ends. */
const watchFlights = (page: Page) =>
  page.evaluate(() => {
    window.flightsSeen = [];
    const track = (el: HTMLElement) => {
      const seen: FlightSeen = { kind: el.dataset.flight ?? '', transforms: [], done: false, end: null };
      window.flightsSeen.push(seen);
      const frame = () => {
        if (!el.isConnected) {
          seen.done = true;
          return;
        }
        seen.transforms.push(getComputedStyle(el).transform);
        const r = el.getBoundingClientRect();
        seen.end = { x: r.left + r.width / 2, y: r.top + r.height / 2 };
        requestAnimationFrame(frame);
      };
      frame();
    };
    new MutationObserver((changes) => {
      for (const c of changes)
        for (const n of c.addedNodes)
          if (n instanceof HTMLElement) {
            if (n.matches('[data-testid=cui-flight]')) track(n);
            for (const f of n.querySelectorAll<HTMLElement>('[data-testid=cui-flight]')) track(f);
          }
    }).observe(document.body, { childList: true, subtree: true });
  });

const flightsSeen = (page: Page) => page.evaluate(() => window.flightsSeen);

/** How many cards the discard pile beside my hand counts. */
const myDiscard = async (page: Page) =>
  Number(((await page.getByTestId('cui-my-discard').textContent()) ?? '').replace(/\D+/g, ''));

/**
 * On seat 0's turn: plays Tasting Spoons until something can be bought, then buys the first lit offer. Returns
 * the discard pile's count before the buy. The screenshot is taken as soon as the watcher has seen the bought card
 * take off (on a busy machine it may have landed by then).
 */
async function playAndBuy(page: Page, name: string, motion: boolean): Promise<number> {
  await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
  const buy = page.locator('[data-testid=cui-market] button[data-action]');
  for (let i = 0; i < 5 && (await buy.count()) === 0; i++) {
    const played = await page.locator('[data-testid=cui-play] [data-card]').count();
    await page.locator('[data-testid=cui-hand] button[data-action="play:spoon"]').click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=cui-play] [data-card]').length > n,
      played,
    );
  }
  const before = await myDiscard(page);
  await buy.first().click();
  if (motion) {
    // the flight is on screen for under half a second; Playwright's visibility checks (half a second apart once
    // the first few have failed) can fall on either side of it on a busy machine, so wait on the watcher's record,
    // which a flight that has come and gone is still in
    await page.waitForFunction(() => window.flightsSeen.some((f) => f.kind === 'buy'));
    await shot(page, name);
  }
  await expect.poll(() => myDiscard(page)).toBe(before + 1);
  return before;
}

describe.skipIf(!hasChromium)('卡片厨房: moves you can follow (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    it(`a played card and a bought card travel at ${size.width}×${size.height}`, async () => {
      const { ctx, page, errors } = await openMatch(kit, 'cuisine-a-la-card', 2, size, 'en', {}, 'easy');
      await page.getByTestId('cui-market').waitFor();
      await watchFlights(page);
      await playAndBuy(page, `cuisine-motion-buy-${size.width}`, true);
      await page.waitForFunction(() => window.flightsSeen.some((f) => f.kind === 'buy' && f.done));
      const flights = await flightsSeen(page);
      const plays = flights.filter((f) => f.kind === 'play');
      expect(plays.length).toBeGreaterThan(0);
      const bought = flights.find((f) => f.kind === 'buy');
      // it moved: its transform changed from frame to frame
      expect(new Set(bought?.transforms).size, JSON.stringify(bought?.transforms)).toBeGreaterThan(2);
      // and landed on my discard pile
      const pile = await page.getByTestId('cui-my-discard').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      });
      expect(Math.abs((bought?.end?.x ?? 0) - pile.x)).toBeLessThan(30);
      expect(Math.abs((bought?.end?.y ?? 0) - pile.y)).toBeLessThan(30);
      // every flight is gone once it has landed: nothing is left over the table
      await expect.poll(() => page.locator('[data-testid=cui-flight]').count()).toBe(0);
      await shot(page, `cuisine-motion-after-${size.width}`);
      expect(errors).toEqual([]);
      await ctx.close();
    });

  it('before the motion engine arrives (a slow connection), played cards are drawn at once, nothing flies', async () => {
    const { ctx, page } = await openMatch(
      kit,
      'cuisine-a-la-card',
      2,
      { width: 390, height: 844 },
      'en',
      {},
      'easy',
    );
    // the engine is fetched after the table's first paint: here it never comes
    await withoutMotionEngine(page);
    await page.getByTestId('cui-market').waitFor();
    await watchFlights(page);
    const before = await playAndBuy(page, 'cuisine-motion-no-engine-390', false);
    expect(await myDiscard(page)).toBe(before + 1);
    expect(await page.evaluate(() => document.documentElement.dataset.motionEngine)).toBeUndefined();
    // before, a flight stood at its start and a played card waited for the engine at opacity 0
    expect(await flightsSeen(page)).toEqual([]);
    const played = page.locator('[data-testid=cui-play] .cui-played');
    expect(await played.count()).toBeGreaterThan(0);
    await expect.poll(() => faintCount(played)).toBe(0);
    await shot(page, 'cuisine-motion-no-engine-390');
    await ctx.close();
  });

  it('with reduced motion nothing travels, and the table ends the same', async () => {
    const { ctx, page, errors } = await openMatch(
      kit,
      'cuisine-a-la-card',
      2,
      { width: 1280, height: 800 },
      'en',
      {},
      'easy',
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByTestId('cui-market').waitFor();
    await watchFlights(page);
    const before = await playAndBuy(page, 'cuisine-motion-reduced-1280', false);
    expect(await myDiscard(page)).toBe(before + 1);
    expect(await flightsSeen(page)).toEqual([]);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await shot(page, 'cuisine-motion-reduced-1280');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
