/**
 * End-to-end (Chromium): a 料理厨王 match at one shared screen — two people and a bot — created from the home page
 * and played to the end through the interface. Recipe choices go seat by seat with the cover between the two
 * people; while the cover is up no hand card (nor the table, the log or a recipe) is in the page. A reload starts
 * with the cover again. Screenshots of the cover in each language go to test-artifacts/web/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  serverFrame,
  sharedSeats,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('shared screen');

type Step = 'end' | 'cover' | 'recipe' | 'card' | null;

/** What the page offers now, acting on it from inside the page (one round trip per step). */
const step = (page: Page, pick: number): Promise<{ step: Step; seat: string | null }> =>
  page.evaluate((k) => {
    if (document.querySelector('[data-testid=end-dialog]')) return { step: 'end' as const, seat: null };
    const cover = document.querySelector('[data-testid=pass-cover]');
    if (cover) {
      const reveal = document.querySelector<HTMLButtonElement>('[data-testid=reveal]');
      return { step: reveal ? ('cover' as const) : null, seat: cover.getAttribute('data-seat') };
    }
    const you = document.querySelector('[data-testid=match]')?.getAttribute('data-you') ?? null;
    const recipes = [...document.querySelectorAll<HTMLButtonElement>('button.recipe:not([disabled])')];
    if (recipes.length > 0) {
      recipes[0].click();
      return { step: 'recipe' as const, seat: you };
    }
    const cards = [...document.querySelectorAll<HTMLButtonElement>('.hand-card.playable:not([disabled])')];
    if (cards.length > 0) {
      cards[k % cards.length].click();
      return { step: 'card' as const, seat: you };
    }
    return { step: null, seat: you };
  }, pick);

describe.skipIf(!hasChromium)('shared screen end to end (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
  });

  /** Every seat's hand, straight from the server with the tokens this browser keeps. */
  async function hands(page: Page, matchId: string): Promise<number[]> {
    const shared = await sharedSeats(page, matchId);
    expect(shared.map((s) => s.seat)).toEqual([0, 1]);
    const out: number[] = [];
    for (const s of shared) {
      const frame = (await serverFrame(kit, matchId, s.token)) as { view: { hand: number[] | null } };
      out.push(...(frame.view.hand ?? []));
    }
    return out;
  }

  /** While the cover is up, nothing of any seat's table is in the page, not even hidden. */
  async function expectNothingHidden(page: Page, matchId: string): Promise<void> {
    const cards = await hands(page, matchId);
    const leaked = await page.evaluate((ids) => {
      const found = [
        ...document.querySelectorAll(
          '.hand-card, button.recipe, .recipe-chip, [data-testid=recipe-chooser], [data-testid=log], [data-testid=turn-banner]',
        ),
      ].map((e) => e.outerHTML.slice(0, 80));
      for (const id of ids) if (document.querySelector(`[data-card="${id}"]`)) found.push(`card ${id}`);
      const match = document.querySelector('[data-testid=match]');
      if (match && match.children.length !== 1) found.push(`match has ${match.children.length} children`);
      return found;
    }, cards);
    expect(leaked).toEqual([]);
  }

  it('two people and a bot play 料理厨王 to the end at one screen, with the cover between them', async () => {
    const ctx = await kit.browser.newContext({ viewport: DESKTOP, locale: 'en-US', reducedMotion: 'reduce' });
    ctx.setDefaultTimeout(E2E_WAIT_MS);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // Home → "Play at one screen" → 3 seats: Ana and Bo here, a medium bot.
    await page.goto(kit.base);
    await page.getByTestId('shared-too-many-cooks').click();
    await page.getByTestId('create-shared').waitFor();
    await page.getByTestId('players').selectOption('3');
    await page.getByTestId('name-0').fill('Ana');
    await page.getByTestId('name-1').fill('Ana');
    expect(await page.getByTestId('seat-2').inputValue()).toBe('bot:medium');
    await page.getByTestId('create').click();
    // Two people with one name could not tell whose turn it is.
    await page.getByTestId('shared-form-error').waitFor();
    await page.getByTestId('name-1').fill('Bo');
    await page.getByTestId('create').click();

    // Everyone chooses a recipe at once: Ana first, behind the cover.
    const cover = page.getByTestId('pass-cover');
    await cover.waitFor();
    const matchId = new URL(page.url()).hash.replace(/^#\/shared\//, '');
    expect(await cover.getAttribute('data-seat')).toBe('0');
    expect(await cover.textContent()).toContain('Pass the device to Ana');
    await expectNothingHidden(page, matchId);

    // The cover in every language (reloading starts with the cover again).
    for (const [lang, reveal] of [
      ['zh-Hans', '我是Ana——显示我的牌'],
      ['zh-Hant', '我是Ana——顯示我的牌'],
      ['en', 'I’m Ana — show my cards'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('potluck.lang', l), lang);
      await page.reload();
      await expect.poll(() => page.getByTestId('reveal').textContent()).toBe(reveal);
      await shot(page, `shared-cover-${lang}`);
    }

    await page.getByTestId('reveal').click();
    await page.locator('button.recipe:not([disabled])').first().click();
    // Ana chose: the cover for Bo, whatever the bot does meanwhile.
    await expect.poll(() => cover.getAttribute('data-seat')).toBe('1');
    await expectNothingHidden(page, matchId);
    await page.getByTestId('reveal').click();
    expect(await page.getByTestId('match').getAttribute('data-you')).toBe('1');
    expect(await page.getByTestId('shared-showing').textContent()).toContain('Bo');
    // "Hide my cards" brings the cover back for the same person.
    await page.getByTestId('hide').click();
    await expect.poll(() => cover.getAttribute('data-seat')).toBe('1');
    await expectNothingHidden(page, matchId);
    await page.getByTestId('reveal').click();
    await page.locator('button.recipe:not([disabled])').first().click();

    // Play on: every cover names the person who must act, and only that person's table follows it.
    let covers = 2;
    let reloaded = false;
    let lastCover: string | null = null;
    let moves = 0;
    for (let i = 0; i < 4000; i++) {
      const s = await step(page, i);
      if (s.step === 'end') break;
      if (s.step === 'cover') {
        covers++;
        if (covers % 5 === 0) await expectNothingHidden(page, matchId);
        lastCover = s.seat;
        await page.getByTestId('reveal').click();
        expect(await page.getByTestId('match').getAttribute('data-you')).toBe(lastCover);
        continue;
      }
      if (s.step === 'recipe' || s.step === 'card') {
        moves++;
        if (moves === 12 && !reloaded) {
          // A reload resumes the match behind the cover, for whoever must act.
          reloaded = true;
          await page.reload();
          await cover.waitFor();
          await expectNothingHidden(page, matchId);
        }
        continue;
      }
      await page.waitForTimeout(15);
    }
    expect(reloaded).toBe(true);
    expect(covers).toBeGreaterThan(4);

    const end = page.getByTestId('end-dialog');
    await end.waitFor();
    expect(await end.getByTestId('end-scores').locator('tbody tr').count()).toBe(3);
    const table = await end.textContent();
    expect(table).toContain('Ana');
    expect(table).toContain('Bo');
    await shot(page, 'shared-end-en');

    // Rematch: both local seats follow into the new match, which opens at this screen behind the cover.
    await page.getByTestId('rematch').click();
    await expect.poll(() => page.url()).not.toContain(matchId);
    expect(page.url()).toContain('#/shared/');
    await cover.waitFor();
    expect(await cover.getAttribute('data-seat')).toBe('0');
    const rematchId = new URL(page.url()).hash.replace(/^#\/shared\//, '');
    await expectNothingHidden(page, rematchId);
    // The plain match link of a match played at this screen opens it at this screen too (behind the cover).
    await page.goto(`${kit.base}/#/m/${rematchId}`);
    await cover.waitFor();
    await expectNothingHidden(page, rematchId);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 240_000);
});
