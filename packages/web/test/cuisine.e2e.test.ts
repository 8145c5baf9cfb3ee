/**
 * End-to-end 卡片厨房: a whole 2-player game against a bot, every human move made by clicking (play, buy, cook a
 * dish and submit it, answer choices), with the offered buttons checked against the server's legal actions, the
 * card zoom, the dish builder and the replay. Skipped, with a message, when /usr/bin/chromium is missing.
 */
import { makeBot } from '@potluck/ai';
import { actionKey, type CuisineAction, game } from '@potluck/cuisine-a-la-card';
import { rngFromSeed } from '@potluck/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  openMatch,
  PHONE,
  reopen,
  serverFrame,
  serverMove,
  shot,
  skipMessage,
  startKit,
  tryClick,
} from './wasabi-cuisine-e2e.ts';

skipMessage('cuisine');

/** The human's turn at which the browser is closed and the match reopened (it must resume where it was). */
const REOPEN_AT_TURN = 5;
/** Wall-clock budget for the game itself; a 2-player game against `medium` lasts about 15–25 rounds. */
const GAME_MS = 300_000;

type Step = 'end' | 'pending' | 'dish' | 'main' | null;

const nextStep = (page: Page): Promise<Step> =>
  page.evaluate(() => {
    const q = (s: string) => document.querySelector(s);
    if (q('[data-testid=end-dialog]')) return 'end';
    if (q('[data-testid=turn-banner]')?.getAttribute('data-mine') !== 'true') return null;
    if (!q('.cui-prompt.mine')) return null;
    if (q('button[data-action]:disabled')) return null; // a move is on its way
    if (
      q(
        '[data-action^="choose:"], [data-action^="vote:"], [data-action^="pick:"], [data-action^="pickSlot:"], [data-action=decline]',
      )
    )
      return 'pending';
    if (q('[data-testid=cui-dish]')) return 'dish';
    return 'main';
  });

/** Every action key the page offers a button for. */
const offeredKeys = (page: Page): Promise<string[]> =>
  page
    .locator('button[data-action]')
    .evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('data-action') ?? ''))]);

describe.skipIf(!hasChromium)('卡片厨房 in the browser', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('plays a whole 2-player game against a bot through the interface, then replays it', {
    timeout: GAME_MS + 60_000,
  }, async () => {
    const opened = await openMatch(kit, 'cuisine-a-la-card', 2, DESKTOP, 'en', {}, 'medium');
    const { matchId, token } = opened;
    let { ctx, page, errors } = opened;
    const stats = { play: 0, buy: 0, dishes: 0, submitted: 0, pending: 0, checked: 0 };
    const human = makeBot('cuisine-a-la-card', 'heuristic');
    const humanRng = rngFromSeed('e2e-human');
    let missed = 0;
    let lastRound = '';
    let turn = 0;
    const shots = new Set<string>();
    const once = async (name: string, full = false) => {
      if (shots.has(name)) return;
      shots.add(name);
      await shot(page, name, full);
    };
    let zoomed = false;
    let reopened = false;
    // The interface plays the human seat's every move until the game ends, each chosen as the heuristic bot would
    // from the seat's own view (so dishes get cooked and submitted) and made by clicking its button; early on, the
    // browser is closed and the match reopened, which must resume where it was.
    const deadline = Date.now() + GAME_MS;
    for (let i = 0; Date.now() < deadline; i++) {
      const step = await nextStep(page);
      if (process.env.CUI_DEBUG && i % 100 === 0)
        console.log(
          i,
          step,
          JSON.stringify(stats),
          await page.locator('.cui-head').textContent(),
          await page.locator('.cui-medals').allTextContents(),
          await page.getByTestId('turn-banner').textContent(),
          await page.getByTestId('cui-prompt').textContent(),
        );
      if (step === 'end') break;
      if (step === null) {
        await page.waitForTimeout(10);
        continue;
      }
      if (stats.checked < 12 && (stats.checked < 4 || step !== 'main')) {
        // Only legal moves are offered, and every legal move has its button.
        // the page shows other seats' moves one by one: compare once it shows the server's version
        const now = await serverMove(kit, matchId, token, () => null);
        await page.waitForFunction(
          (v) => Number(document.querySelector('[data-testid=match]')?.getAttribute('data-version')) >= v,
          now.version,
        );
        const legal = (now.legal as CuisineAction[]).map(actionKey).sort();
        expect((await offeredKeys(page)).sort()).toEqual(legal);
        stats.checked++;
      }
      // Screens worth keeping, once each, as they first come up.
      if (step === 'pending') await once('cuisine-1280-choice-en', true);
      if (step === 'main' && !zoomed) {
        await page.locator('[data-testid=cui-hand] .cui-card-face').first().click();
        await page.getByTestId('cui-zoom').waitFor();
        expect(await page.locator('.cui-text li').count()).toBeGreaterThan(0);
        await shot(page, 'cuisine-1280-zoom-en');
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByTestId('cui-zoom').count()).toBe(0);
        zoomed = true;
        await once('cuisine-1280-turn-en', true);
        await page.setViewportSize(PHONE);
        await shot(page, 'cuisine-375-turn-en', true);
        await page.setViewportSize(DESKTOP);
      }
      if (step === 'main') {
        const round = (await page.locator('.cui-head .cui-chip').first().textContent()) ?? '';
        if (round !== lastRound) {
          lastRound = round;
          turn++;
          if (turn === REOPEN_AT_TURN && !reopened) {
            reopened = true;
            expect(errors).toEqual([]);
            await ctx.close();
            ({ ctx, page, errors } = await reopen(kit, matchId, token, DESKTOP, 'en'));
            await expect.poll(() => page.locator('.cui-head .cui-chip').first().textContent()).toBe(round);
            continue;
          }
        }
      }
      // The move: what the heuristic bot would play from this seat's view, made by clicking its button.
      const frame = await serverFrame(kit, matchId, token);
      if (frame.legal === null || frame.legal.length === 0) continue; // the page ran ahead of the server
      const action = human.choose({ game, seat: 0, view: frame.view, rng: humanRng }) as CuisineAction;
      const key = actionKey(action);
      if (action.type === 'submitDish') {
        await once('cuisine-1280-dish-en', true);
        await page.getByTestId('cui-dish-name').fill(`Plat ${stats.submitted + 1}`);
        if (stats.submitted === 0) {
          await page.setViewportSize(PHONE);
          await shot(page, 'cuisine-375-dish-en', true);
          await page.setViewportSize(DESKTOP);
        }
      }
      if (!(await tryClick(page, `[data-action="${key}"]`))) {
        missed++;
        await page.waitForTimeout(20);
        continue;
      }
      const kind = action.type;
      if (kind === 'play') stats.play++;
      else if (kind === 'buy' || kind === 'buyFridge' || kind === 'buyFork') stats.buy++;
      else if (kind === 'startDish') stats.dishes++;
      else if (kind === 'submitDish') stats.submitted++;
      else if (step === 'pending') stats.pending++;
    }
    const end = page.getByTestId('end-dialog');
    await end.waitFor({ timeout: E2E_WAIT_MS });
    console.log(
      `[cuisine e2e] ${turn} human turns through the interface: ${JSON.stringify(stats)}; ${missed} retried clicks`,
    );
    expect(reopened).toBe(true);
    // The match seed is random (the server draws it), so how many dishes or choices came up varies: the
    // offered-equals-legal check always runs on the first four main steps, plus any dish or choice step.
    expect(stats.checked).toBeGreaterThanOrEqual(4);
    expect(stats.play).toBeGreaterThan(10);
    expect(stats.buy).toBeGreaterThan(3);
    expect(stats.dishes).toBeGreaterThan(0);
    expect(stats.submitted).toBeGreaterThan(0);
    await shot(page, 'cuisine-1280-end-en');
    expect(await page.locator('[role=alert]').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('replay-link').click();
    await page.getByTestId('replay').waitFor();
    const steps = Number(await page.getByTestId('replay').getAttribute('data-steps'));
    expect(steps).toBeGreaterThan(100);
    for (let k = 0; k < 30; k++) await page.getByTestId('replay-next').click();
    await page.getByTestId('replay-prev').click();
    expect(await page.getByTestId('replay').getAttribute('data-step')).toBe('29');
    await shot(page, 'cuisine-1280-replay-en');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('shows the table and the rules in Chinese on a 375 px phone', async () => {
    const { ctx, page, errors } = await openMatch(kit, 'cuisine-a-la-card', 3, PHONE, 'zh-Hant');
    await page.getByTestId('cui-market').waitFor();
    await shot(page, 'cuisine-375-table-zh-Hant', true);
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByTestId('rules-link').click();
    await page.getByTestId('rules-page').waitFor();
    expect(await page.locator('#rules-title').textContent()).toContain('卡片廚房');
    await shot(page, 'cuisine-375-rules-zh-Hant', true);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
