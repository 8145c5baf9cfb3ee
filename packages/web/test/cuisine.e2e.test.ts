/**
 * End-to-end 卡片厨房: a whole 2-player game against a bot, every human move made by clicking (play, buy, cook a
 * dish and submit it, answer choices), with the offered buttons checked against the server's legal actions, the
 * card zoom, the dish builder and the replay. Skipped, with a message, when /usr/bin/chromium is missing.
 */
import { actionKey, type CuisineAction } from '@potluck/cuisine-a-la-card';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  finishOverProtocol,
  hasChromium,
  type Kit,
  openMatch,
  PHONE,
  rand,
  reopen,
  serverLegal,
  shot,
  skipMessage,
  startKit,
  tryClick,
} from './wasabi-cuisine-e2e.ts';

skipMessage('cuisine');

/** Human turns played through the interface before the fast-forward. */
const UI_TURNS = 9;

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
    timeout: 240_000,
  }, async () => {
    const { ctx, page, matchId, token, errors } = await openMatch(
      kit,
      'cuisine-a-la-card',
      2,
      DESKTOP,
      'en',
      {},
      'random',
    );
    const r = rand(3);
    const stats = { play: 0, buy: 0, dishes: 0, submitted: 0, pending: 0, checked: 0 };
    let dishTried = false;
    let lastRound = '';
    let turn = 0;
    const boughtThisTurn = new Set<string>();
    const shots = new Set<string>();
    const once = async (name: string, full = false) => {
      if (shots.has(name)) return;
      shots.add(name);
      await shot(page, name, full);
    };
    let zoomed = false;
    // The interface plays the human seat's first turns (every kind of move gets its turn); then the rest of the
    // game is fast-forwarded over the protocol (quick legal moves), and the browser comes back for the end.
    for (let i = 0; i < 5000 && turn <= UI_TURNS; i++) {
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
        const legal = ((await serverLegal(kit, matchId, token)) as CuisineAction[]).map(actionKey).sort();
        expect((await offeredKeys(page)).sort()).toEqual(legal);
        stats.checked++;
      }
      if (step === 'pending') {
        stats.pending++;
        await once('cuisine-1280-choice-en', true);
        if (await tryClick(page, '[data-action="vote:true"]')) continue;
        if (await tryClick(page, '[data-action^="choose:"]', Math.floor(r() * 2))) continue;
        if (r() < 0.7 && (await tryClick(page, '[data-action^="pick:"], [data-action^="pickSlot:"]')))
          continue;
        if (!(await tryClick(page, '[data-action=decline]'))) await tryClick(page, '[data-action^="pick:"]');
        continue;
      }
      if (step === 'dish') {
        if (await tryClick(page, '[data-action^="add:"]')) continue;
        await once('cuisine-1280-dish-en', true);
        if ((await page.locator('[data-action^="submit:"]').count()) > 0) {
          await page.getByTestId('cui-dish-name').fill(`Plat ${stats.submitted + 1}`);
          if (stats.submitted === 0) {
            await page.setViewportSize(PHONE);
            await shot(page, 'cuisine-375-dish-en', true);
            await page.setViewportSize(DESKTOP);
          }
          await tryClick(page, '[data-action^="submit:"]');
          stats.submitted++;
          continue;
        }
        await tryClick(page, '[data-action=cancelDish]');
        continue;
      }
      // Main phase. Quick legal moves keep the game short: most turns end at once; every third turn plays the
      // spoons and buys something; a dish is tried now and then (the builder adds every ingredient, submits if a
      // judge is satisfied, else cancels).
      if (!zoomed) {
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
      const round = (await page.locator('.cui-head .cui-chip').first().textContent()) ?? '';
      if (round !== lastRound) {
        lastRound = round;
        turn++;
        dishTried = false;
      }
      if (
        !dishTried &&
        stats.dishes < 4 &&
        turn % 4 === 1 &&
        (await page.locator('[data-action=startDish]').count()) > 0
      ) {
        dishTried = true;
        stats.dishes++;
        await tryClick(page, '[data-action=startDish]');
        continue;
      }
      if (turn % 3 === 0) {
        if (await tryClick(page, '[data-action="play:spoon"]')) {
          stats.play++;
          continue;
        }
        if (await tryClick(page, '[data-action="play:fork"]')) {
          stats.play++;
          continue;
        }
        const buys = page.locator('[data-action^="buy"]');
        const nb = await buys.count();
        if (nb > 0 && !boughtThisTurn.has(round)) {
          boughtThisTurn.add(round);
          await buys.nth(Math.floor(r() * nb)).click();
          stats.buy++;
          continue;
        }
      }
      await tryClick(page, '[data-action=endTurn]');
    }
    expect(await page.locator('[role=alert]').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
    const quick = (legal: unknown[]) => {
      const as = legal as CuisineAction[];
      for (const t of ['endTurn', 'decline', 'cancelDish', 'vote'] as const) {
        const a = as.find((x) => x.type === t);
        if (a) return a;
      }
      return as[0];
    };
    const rest = await finishOverProtocol(kit, matchId, token, quick);
    const again = await reopen(kit, matchId, token, DESKTOP, 'en');
    const page2 = again.page;
    const end = page2.getByTestId('end-dialog');
    await end.waitFor();
    console.log(
      `[cuisine e2e] interface: ${JSON.stringify(stats)}; then ${rest} quick moves over the protocol`,
    );
    // The match seed is random (the server draws it), so how many dishes or choices came up varies: the
    // offered-equals-legal check always runs on the first four main steps, plus any dish or choice step.
    expect(stats.checked).toBeGreaterThanOrEqual(4);
    expect(stats.play).toBeGreaterThan(3);
    expect(stats.buy).toBeGreaterThanOrEqual(1);
    expect(stats.dishes).toBeGreaterThan(0);
    await shot(page2, 'cuisine-1280-end-en');
    expect(await page2.locator('[role=alert]').count()).toBe(0);
    await page2.keyboard.press('Escape');
    await page2.getByTestId('replay-link').click();
    await page2.getByTestId('replay').waitFor();
    const steps = Number(await page2.getByTestId('replay').getAttribute('data-steps'));
    expect(steps).toBeGreaterThan(20);
    for (let k = 0; k < 30; k++) await page2.getByTestId('replay-next').click();
    await page2.getByTestId('replay-prev').click();
    expect(await page2.getByTestId('replay').getAttribute('data-step')).toBe('29');
    await shot(page2, 'cuisine-1280-replay-en');
    expect(again.errors).toEqual([]);
    await again.ctx.close();
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
