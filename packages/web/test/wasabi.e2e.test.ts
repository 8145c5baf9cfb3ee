/**
 * End-to-end Wasabi!: a whole game against bots through the interface (tiles, squares, utensils, rewards, refills,
 * draws, discards — every move by clicking), the offered targets checked against the server's legal actions, then
 * the replay page. Skipped, with a message, when /usr/bin/chromium is missing.
 */
import type { WasabiAction } from '@potluck/wasabi';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  hasChromium,
  type Kit,
  openMatch,
  PHONE,
  rand,
  serverLegal,
  shot,
  skipMessage,
  startKit,
  tryClick,
} from './wasabi-cuisine-e2e.ts';

skipMessage('wasabi');

type Step = 'end' | 'give' | 'draw' | 'refill' | 'return' | 'reward' | 'chop' | 'confirm' | 'turn' | null;

const nextStep = (page: Page): Promise<Step> =>
  page.evaluate(() => {
    const q = (s: string) => document.querySelector(s);
    if (q('[data-testid=end-dialog]')) return 'end';
    if (q('[data-testid=turn-banner]')?.getAttribute('data-mine') !== 'true') return null;
    if (q('[data-testid^=wsb-give-]:not([disabled])')) return 'give';
    if (q('[data-testid^=wsb-draw-]:not([disabled])')) return 'draw';
    if (q('[data-testid^=wsb-refill-]:not([disabled])')) return 'refill';
    if (q('[data-testid^=wsb-return-]')) return 'return';
    if (q('[data-testid^=wsb-take-], [data-testid=wsb-decline]')) return 'reward';
    if (q('[data-testid=wsb-chop-pantry]')) return 'chop';
    if (q('[data-testid=wsb-confirm-discard]')) return 'confirm';
    if (q('[data-testid=wsb-prompt]') && q('.wsb-prompt.mine')) return 'turn';
    return null;
  });

const TARGET = '.wsb-sq[data-target=true]';
const HAND_OK = '.wsb-hand-tile.ok:not([disabled])';

/** Plays one step of the turn through the interface, choosing with `r`. */
async function turnStep(page: Page, r: () => number, stats: Record<string, number>): Promise<void> {
  const toolActive = (await page.getByTestId('wsb-cancel').count()) > 0;
  const targets = await page.locator(TARGET).count();
  if (toolActive) {
    if (
      (await page.locator('.wsb-hand-tile.on').count()) === 0 &&
      (await page.locator(HAND_OK).count()) > 0
    ) {
      await tryClick(page, HAND_OK, Math.floor(r() * 3));
      return;
    }
    if (targets > 0) {
      await tryClick(page, TARGET, Math.floor(r() * targets));
      return;
    }
    await tryClick(page, '[data-testid=wsb-cancel]');
    return;
  }
  // A recipe within reach: the hint picks the missing tile; its square completes the recipe.
  const ready = page.locator('.wsb-hint[data-ready=true]');
  if ((await ready.count()) > 0 && r() < 0.9) {
    const square = (await ready.first().getAttribute('data-empty')) ?? '';
    await ready.first().click();
    if (await tryClick(page, `.wsb-sq[data-square="${square}"][data-target=true]`)) {
      stats.complete = (stats.complete ?? 0) + 1;
      return;
    }
  }
  const placedNothing = (await page.locator('.wsb-sq.changed').count()) === 0;
  if (placedNothing && r() < 0.04 && (await tryClick(page, '[data-testid=wsb-discard-mode]'))) {
    if (
      await tryClick(page, '[data-testid^=wsb-discard-]:not([data-testid=wsb-discard-mode]):not([disabled])')
    ) {
      stats.discard++;
      return;
    }
  }
  const utensils = page.locator('[data-testid^=wsb-use-]:not([disabled])');
  const nu = await utensils.count();
  if (nu > 0 && r() < 0.45) {
    const which = (await utensils.nth(0).getAttribute('data-testid')) ?? '';
    if (await tryClick(page, '[data-testid^=wsb-use-]:not([disabled])')) {
      stats[which.replace('wsb-use-', '')] = (stats[which.replace('wsb-use-', '')] ?? 0) + 1;
      return;
    }
  }
  const tiles = await page.locator(HAND_OK).count();
  if (tiles > 0 && (await page.locator('.wsb-hand-tile.on').count()) === 0 && targets === 0) {
    await tryClick(page, HAND_OK, Math.floor(r() * tiles));
    return;
  }
  if (targets > 0) {
    // Prefer a square that completes a recipe when a hint says one is within reach.
    await tryClick(page, TARGET, Math.floor(r() * targets));
    stats.place++;
    return;
  }
  if (await tryClick(page, '[data-testid=wsb-end]:not([disabled])')) return;
  if (tiles > 0) await tryClick(page, HAND_OK, Math.floor(r() * tiles));
}

/** A whole game on a phone, move by move through the page, then its replay: over 120 s on a loaded 2-core machine. */
const GAME_MS = 300_000;

describe.skipIf(!hasChromium)('Wasabi! in the browser', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it(
    'plays a whole 2-player game against a bot on a 375 px phone, then replays it',
    async () => {
      const { ctx, page, matchId, token, errors } = await openMatch(kit, 'wasabi', 2, PHONE, 'zh-Hans');
      const r = rand(7);
      const stats: Record<string, number> = { place: 0, discard: 0 };
      let checkedGive = false;
      let checkedPlace = 0;
      const shots = new Set<string>();
      const once = async (name: string, full = false) => {
        if (shots.has(name)) return;
        shots.add(name);
        await shot(page, name, full);
      };
      for (let i = 0; i < 4000; i++) {
        const step = await nextStep(page);
        if (step === 'end') break;
        if (step === null) {
          await page.waitForTimeout(15);
          continue;
        }
        switch (step) {
          case 'give':
            if (!checkedGive) {
              // The offered starting ingredients are exactly the server's legal gives. The bot gives at the same
              // time, so page and server are compared until both show the same version.
              await expect
                .poll(async () => {
                  const legal = (await serverLegal(kit, matchId, token)) as WasabiAction[];
                  const offered = await page
                    .locator('[data-testid^=wsb-give-]:not([disabled])')
                    .evaluateAll((els) =>
                      els.map((e) => e.getAttribute('data-testid')?.replace('wsb-give-', '')),
                    );
                  const gives = legal.map((a) => (a.type === 'give' ? a.ingredient : '')).sort();
                  return JSON.stringify(offered.sort()) === JSON.stringify(gives)
                    ? 'same'
                    : { offered, gives };
                })
                .toBe('same');
              checkedGive = true;
              await once('wasabi-375-give-zh-Hans', true);
            }
            await tryClick(page, '[data-testid^=wsb-give-]:not([disabled])', Math.floor(r() * 8));
            break;
          case 'draw':
            await once('wasabi-375-draw-zh-Hans');
            await tryClick(page, '[data-testid^=wsb-draw-]:not([disabled])', Math.floor(r() * 2));
            break;
          case 'refill':
            await tryClick(page, '[data-testid^=wsb-refill-]:not([disabled])', Math.floor(r() * 6));
            break;
          case 'return':
            await tryClick(page, '[data-testid^=wsb-return-]');
            break;
          case 'reward':
            await once('wasabi-375-reward-zh-Hans', true);
            if (!(await tryClick(page, '[data-testid^=wsb-take-]', Math.floor(r() * 5))))
              await tryClick(page, '[data-testid=wsb-decline]');
            break;
          case 'chop':
            stats.chopTo = (stats.chopTo ?? 0) + 1;
            if (r() < 0.3) await tryClick(page, '[data-testid=wsb-chop-pantry]');
            else if (!(await tryClick(page, '.wsb-sq[data-target=true]', Math.floor(r() * 10))))
              await tryClick(page, '[data-testid=wsb-chop-pantry]');
            break;
          case 'confirm':
            await tryClick(page, '[data-testid=wsb-confirm-discard]');
            break;
          case 'turn': {
            const on = page.locator('.wsb-hand-tile.on');
            if (
              checkedPlace < 3 &&
              (await on.count()) === 1 &&
              (await page.getByTestId('wsb-cancel').count()) === 0
            ) {
              // Only legal targets: the highlighted squares are exactly where the server lets this tile go.
              const ing = await on.getAttribute('data-ingredient');
              await expect
                .poll(async () => {
                  const legal = (await serverLegal(kit, matchId, token)) as WasabiAction[];
                  const squares = legal
                    .filter((a) => a.type === 'place' && a.ingredient === ing)
                    .map((a) => (a as { square: number }).square)
                    .sort((a, b) => a - b);
                  const offered = (
                    await page
                      .locator(TARGET)
                      .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-square'))))
                  ).sort((a, b) => a - b);
                  return JSON.stringify(offered) === JSON.stringify(squares) ? 'same' : { offered, squares };
                })
                .toBe('same');
              checkedPlace++;
              if (checkedPlace === 2) await once('wasabi-375-place-zh-Hans', true);
            }
            await turnStep(page, r, stats);
            break;
          }
        }
        if ((await page.locator('[data-testid=wsb-completed]').count()) > 0)
          await once('wasabi-375-completed-zh-Hans', true);
      }
      const end = page.getByTestId('end-dialog');
      await end.waitFor();
      expect(checkedGive).toBe(true);
      expect(checkedPlace).toBeGreaterThan(0);
      expect(stats.place).toBeGreaterThan(5);
      // The game is not seeded from the test (the server draws the seed), so completions and utensils are
      // counted, not required.
      await shot(page, 'wasabi-375-end-zh-Hans');
      // Nothing is wider than the phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      // No move was refused: nothing illegal was ever offered.
      expect(await page.locator('[role=alert]').count()).toBe(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('end-dialog').count()).toBe(0);
      await shot(page, 'wasabi-375-final-board-zh-Hans', true);

      // The replay: step back and forth through the finished match.
      await page.getByTestId('replay-link').click();
      await page.getByTestId('replay').waitFor();
      const steps = Number(await page.getByTestId('replay').getAttribute('data-steps'));
      expect(steps).toBeGreaterThan(20);
      expect(await page.getByTestId('replay').getAttribute('data-step')).toBe('0');
      for (let k = 0; k < 12; k++) await page.getByTestId('replay-next').click();
      expect(await page.getByTestId('replay').getAttribute('data-step')).toBe('12');
      await page.getByTestId('replay-prev').click();
      expect(await page.getByTestId('replay').getAttribute('data-step')).toBe('11');
      await page.keyboard.press('End');
      expect(await page.getByTestId('replay').getAttribute('data-step')).toBe(String(steps));
      await page.keyboard.press('ArrowLeft');
      expect(await page.getByTestId('replay').getAttribute('data-step')).toBe(String(steps - 1));
      await shot(page, 'wasabi-375-replay-zh-Hans');
      // The public view hides the seats' tiles; any seat's view (own or not, the match is over) shows them.
      const own = await page.getByTestId('replay-viewer').inputValue();
      expect(Number(own)).toBeGreaterThanOrEqual(0);
      await page.getByTestId('replay-viewer').selectOption('-1');
      await expect.poll(async () => page.locator('[data-testid=wsb-hand]').count()).toBe(0);
      await page.getByTestId('replay-viewer').selectOption(own === '0' ? '1' : '0');
      await expect.poll(async () => page.locator('[data-testid=wsb-hand]').count()).toBe(1);
      await page.getByTestId('replay-viewer').selectOption(own);
      await expect.poll(async () => page.locator('[data-testid=wsb-hand]').count()).toBe(1);
      expect(errors).toEqual([]);
      console.log(`[wasabi e2e] moves by kind: ${JSON.stringify(stats)}`);
      await ctx.close();
    },
    GAME_MS,
  );

  it('shows a 4-player board (7 columns) on the desktop, keyboard-playable, with a rules page', async () => {
    const { ctx, page, errors } = await openMatch(kit, 'wasabi', 4, DESKTOP, 'en');
    const r = rand(11);
    let keyboardDone = false;
    for (let i = 0; i < 1500 && !keyboardDone; i++) {
      const step = await nextStep(page);
      if (step === null) {
        await page.waitForTimeout(15);
        continue;
      }
      if (step === 'give')
        await tryClick(page, '[data-testid^=wsb-give-]:not([disabled])', Math.floor(r() * 8));
      else if (step === 'draw') await tryClick(page, '[data-testid^=wsb-draw-]:not([disabled])');
      else if (step === 'turn' && (await page.locator(HAND_OK).count()) > 0) {
        // Keyboard: select a tile with Enter, move on the board with the arrow keys, place with Enter.
        expect(await page.locator('.wsb-board').getAttribute('data-cols')).toBe('7');
        await shot(page, 'wasabi-1280-turn-en', true);
        const tile = page.locator(HAND_OK).first();
        await tile.focus();
        await page.keyboard.press('Enter');
        await page.locator('.wsb-sq[tabindex="0"]').focus();
        const onTarget = () =>
          page.evaluate(() => document.activeElement?.getAttribute('data-target') === 'true');
        for (let k = 0; k < 12 && !(await onTarget()); k++)
          await page.keyboard.press(k % 2 ? 'ArrowDown' : 'ArrowRight');
        expect(await onTarget()).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator('.wsb-sq.changed').count()).toBeGreaterThan(0);
        await shot(page, 'wasabi-1280-placed-en', true);
        keyboardDone = true;
      } else if (step === 'turn') await turnStep(page, r, { place: 0, discard: 0 });
    }
    expect(keyboardDone).toBe(true);
    // The board's squares carry labels for screen readers.
    const label = await page.locator('.wsb-sq .visually-hidden').first().textContent();
    expect(label).toMatch(/^.*A1/);
    await page.getByTestId('rules-link').click();
    await page.getByTestId('rules-page').waitFor();
    expect(await page.locator('#rules-title').textContent()).toContain('Wasabi!');
    await shot(page, 'wasabi-1280-rules-en', true);
    await page.evaluate(() => localStorage.setItem('potluck.lang', 'zh-Hant'));
    await page.reload();
    await expect.poll(() => page.locator('#rules-title').textContent()).toContain('玩法');
    await page.setViewportSize(PHONE);
    await shot(page, 'wasabi-375-rules-zh-Hant', true);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
