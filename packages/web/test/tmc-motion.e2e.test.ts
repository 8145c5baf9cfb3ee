/**
 * Motion that explains, 料理厨王 (issue 16 item 2), in Chromium: a card played from the hand travels into the pot
 * (its transform changes over animation frames), a taken pot travels to its taker's badge before it disappears,
 * and with reduced motion (`prefers-reduced-motion: reduce`) nothing travels. Sampled with requestAnimationFrame in
 * the page, no sleeps. A card in flight lets taps through to what it passes over (the hand). Before the motion
 * engine has arrived (refused here, as a slow connection delays it) cards are put down in place. Screenshots at 1280×800 and 390×844 while a pot leaves and after.
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

skipMessage('料理厨王 motion');

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * Starts recording, on every animation frame, the transform of the card we played last once it is in the pot
 * (`watch`), and of the first card leaving for a taker; `window.motionLog` holds what was seen.
 */
function record(page: Page) {
  return page.evaluate(() => {
    // taps: what a tap on a card in flight (arriving or leaving) would hit, by its `pointer-events` on each frame
    const log = {
      played: [] as string[],
      leaving: [] as string[],
      leavingSeen: 0,
      watch: '',
      taps: [] as string[],
    };
    (window as unknown as { motionLog: typeof log }).motionLog = log;
    const tick = () => {
      const mine = log.watch
        ? document.querySelector(
            `.pot-cards .trick-card[data-card="${log.watch}"]:not([data-leaving]) .trick-card-body`,
          )
        : null;
      if (mine) log.played.push(getComputedStyle(mine).transform);
      const out = document.querySelectorAll('.pot-cards .trick-card[data-leaving] .trick-card-body');
      for (const li of document.querySelectorAll('.trick-card[data-moving], .trick-card[data-leaving]'))
        log.taps.push(getComputedStyle(li).pointerEvents);
      if (out.length > 0) {
        log.leavingSeen++;
        log.leaving.push(getComputedStyle(out[0]).transform);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

type MotionLog = { played: string[]; leaving: string[]; leavingSeen: number; watch: string; taps: string[] };
const motionLog = (page: Page) =>
  page.evaluate(() => (window as unknown as { motionLog: MotionLog }).motionLog);

const CONTROLS = 'button.recipe:not([disabled]), .hand-card.playable:not([aria-disabled="true"])';

/** What `playUntil` waits for: our card recorded in the pot, a pot leaving, a pot taken with our card recorded. */
type Goal = 'played' | 'leaving' | 'takenAndPlayed';

/**
 * Plays through the interface until `goal` is reached: the first recipe offered, else a playable card (which the
 * recorder then follows into the pot). Between moves it waits for the next control or for the goal, whichever
 * comes first, so what the goal waits for is caught as it happens.
 */
async function playUntil(page: Page, goal: Goal, maxMoves = 80): Promise<void> {
  for (let k = 0; k < maxMoves; k++) {
    const done = await page.waitForFunction(
      // a function, not a string: the server's CSP allows no string evaluation in the page
      ({ goal, controls }) => {
        const log = (window as unknown as { motionLog: { played: string[] } }).motionLog;
        const hit =
          goal === 'played'
            ? log.played.length > 0
            : goal === 'leaving'
              ? !!document.querySelector('.trick-card[data-leaving]')
              : !!document.querySelector('[data-testid=last-pot]') && log.played.length > 8;
        return hit ? 'done' : document.querySelector(controls) ? 'move' : false;
      },
      { goal, controls: CONTROLS },
    );
    if ((await done.jsonValue()) === 'done') return;
    const el = page.locator(CONTROLS).first();
    const card = await el.getAttribute('data-card');
    if (card !== null)
      await page.evaluate((id) => {
        (window as unknown as { motionLog: MotionLog }).motionLog.watch = id;
      }, card);
    await el.click();
    // the card has left the hand (for the pot, or taken with it at once) before the next move
    if (card !== null)
      await page.waitForFunction((id) => !document.querySelector(`.hand-card[data-card="${id}"]`), card);
  }
  throw new Error(`not reached in ${maxMoves} moves: ${goal}`);
}

describe.skipIf(!hasChromium)('料理厨王 motion (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const size of SIZES) {
    it(`a played card travels to the pot and a taken pot to its taker (${size.width}×${size.height})`, async () => {
      const { ctx, page, errors } = await openMatch(kit, 'too-many-cooks', 4, size, 'en', {}, 'easy');
      await record(page);
      // our first card into the pot: it moves over several frames
      await playUntil(page, 'played');
      await expect.poll(async () => (await motionLog(page)).played.length).toBeGreaterThan(8);
      expect(new Set((await motionLog(page)).played).size).toBeGreaterThan(2);
      // a pot taken (by anyone): its cards leave for the taker's badge, moving, then they are gone
      await playUntil(page, 'leaving', 200);
      await shot(page, `tmc-motion-pot-leaving-${size.width}`);
      await page.waitForFunction(() => !document.querySelector('.trick-card[data-leaving]'));
      const log = await motionLog(page);
      expect(log.leavingSeen).toBeGreaterThan(3);
      expect(new Set(log.leaving).size).toBeGreaterThan(2);
      // a card in flight passes over the hand: a tap there goes to the hand's card, not to the flying one
      expect(log.taps.length).toBeGreaterThan(0);
      expect(new Set(log.taps)).toEqual(new Set(['none']));
      await shot(page, `tmc-motion-after-${size.width}`);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }

  it('before the motion engine arrives (a slow connection), cards are put down in place and a taken pot goes', async () => {
    const { ctx, page } = await openMatch(kit, 'too-many-cooks', 4, SIZES[1], 'en', {}, 'easy');
    // the engine is fetched after the table's first paint: here it never comes
    await withoutMotionEngine(page);
    await record(page);
    await playUntil(page, 'takenAndPlayed', 200);
    expect(await page.evaluate(() => document.documentElement.dataset.motionEngine)).toBeUndefined();
    // every card in the pot is drawn (before, a bot's card waited for the engine at opacity 0), none travelled,
    // and the taken pot's cards are gone (before, they waited for the engine to leave)
    await expect.poll(() => faintCount(page.locator('.pot-cards .trick-card .trick-card-body'))).toBe(0);
    await expect.poll(() => page.locator('.trick-card[data-leaving]').count()).toBe(0);
    expect(new Set((await motionLog(page)).played)).toEqual(new Set(['none']));
    await shot(page, 'tmc-motion-no-engine-390');
    await ctx.close();
  });

  it('with reduced motion nothing travels: the card is in the pot at once, a taken pot is simply gone', async () => {
    const { ctx, page, errors } = await openMatch(kit, 'too-many-cooks', 4, SIZES[0], 'en', {}, 'easy');
    // the table reads the preference when it is drawn: set it, then load the table again
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.getByTestId('turn-banner').waitFor();
    await record(page);
    await playUntil(page, 'takenAndPlayed', 200);
    const log = await motionLog(page);
    expect(log.played.length).toBeGreaterThan(0);
    expect(new Set(log.played)).toEqual(new Set(['none']));
    expect(log.leavingSeen).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
