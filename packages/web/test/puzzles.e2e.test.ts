/**
 * End-to-end, puzzles (issue 17 item 4): from the lobby's game card to the game's puzzle page, which opens today's
 * daily puzzle drawn by the game's own screen; a wrong move says "not quite" with the search's numbers, then the
 * answer says "correct!" with the numbers per move and the explanation. For every game with puzzles, in English
 * and once in Chinese. Screenshots in test-artifacts/web/puzzles-*.png. Skipped, with a message, when
 * /usr/bin/chromium is missing.
 */
import AxeBuilder from '@axe-core/playwright';
import { PUZZLE_BANK, sameAction } from '@potluck/ai';
import { SLICES } from '@potluck/catalog';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  PHONE,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('puzzles');

/** The served games whose slice has puzzles (no list of games here: the catalog's). */
const GAMES = SLICES.filter((s) => s.puzzles && !s.hidden && (PUZZLE_BANK[s.id] ?? []).length > 0).map(
  (s) => s.id,
);

async function openPage(kit: Kit, lang: 'en' | 'zh-Hans' | 'zh-Hant', viewport = DESKTOP) {
  const locale = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW' }[lang];
  const ctx = await kit.browser.newContext({ viewport, locale });
  const page = await ctx.newPage();
  page.setDefaultTimeout(E2E_WAIT_MS);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(kit.base);
  await page.evaluate((l) => localStorage.setItem('potluck.lang', l), lang);
  return { ctx, page, errors };
}

/** The daily puzzle's legal moves (as the page gets them) and the index of its answer and of a wrong move. */
async function daily(kit: Kit, game: string) {
  const list = await (await fetch(`${kit.base}/api/puzzles/${game}`)).json();
  const id: string = list.daily.id;
  const shown = await (await fetch(`${kit.base}/api/puzzles/${game}/${id}`)).json();
  const answer = PUZZLE_BANK[game].find((p) => p.id === id)!.file.puzzle.answer;
  const right = shown.legal.findIndex((a: unknown) => sameAction(a, answer));
  const wrong = shown.legal.findIndex((a: unknown) => !sameAction(a, answer));
  expect(right).toBeGreaterThanOrEqual(0);
  expect(wrong).toBeGreaterThanOrEqual(0);
  return { id, right, wrong };
}

async function solve(page: Page, right: number, wrong: number) {
  await page.getByTestId('puzzle').waitFor();
  await page.locator('.puzzle-moves > summary').click();
  await page.getByTestId(`puzzle-move-${wrong}`).click();
  await page.getByTestId('puzzle-wrong').waitFor();
  const verdict = page.getByTestId('puzzle-verdict');
  expect(await verdict.textContent()).toMatch(/\d+%/);
  await page.getByTestId('puzzle-retry').click();
  await page.getByTestId(`puzzle-move-${right}`).click();
  await page.getByTestId('puzzle-correct').waitFor();
  await page.getByTestId('puzzle-numbers').waitFor();
  return (await verdict.textContent()) ?? '';
}

describe.skipIf(!hasChromium)('puzzles (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('has puzzles for the three games', () => {
    expect(GAMES).toEqual(expect.arrayContaining(['too-many-cooks', 'wasabi', 'cuisine-a-la-card']));
  });

  for (const game of GAMES) {
    it(`${game}: the lobby's card opens the daily puzzle; a wrong move, then the answer (en)`, async () => {
      const { right, wrong } = await daily(kit, game);
      const { ctx, page, errors } = await openPage(kit, 'en');
      await page.goto(`${kit.base}/#/`);
      await page.getByTestId(`puzzles-${game}`).click();
      await page.waitForURL(new RegExp(`#/puzzles/${game}$`));
      await expect.poll(() => page.getByRole('heading', { level: 2 }).first().textContent()).toMatch(/Daily/);
      // the game's own screen draws the position
      await page.locator('.puzzle-screen > *').first().waitFor();
      const text = await solve(page, right, wrong);
      expect(text).toMatch(/Correct!/);
      expect(text).toMatch(/This move wins \d+% of the time; the next best \d+%/);
      expect(text).toMatch(/A search of \d+ games from this seat's view only/);
      await shot(page, `puzzles-${game}-en`, true);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }

  it('in Chinese, from the analysis link style route with the daily puzzle (zh-Hans)', async () => {
    const game = GAMES.includes('wasabi') ? 'wasabi' : GAMES[0];
    const { right, wrong } = await daily(kit, game);
    const { ctx, page, errors } = await openPage(kit, 'zh-Hans');
    await page.goto(`${kit.base}/#/puzzles/${game}`);
    const text = await solve(page, right, wrong);
    expect(text).toMatch(/正确！/);
    expect(text).toMatch(/这一步的胜率约为 \d+%/);
    // axe: no serious or critical violation in the page's own parts (the game's screen has its own tests)
    const axe = await new AxeBuilder({ page })
      .include('[data-testid=puzzles]')
      .exclude('.puzzle-screen')
      .analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((x) => x.html.slice(0, 100)).join(' | ')}`),
    ).toEqual([]);
    await shot(page, `puzzles-${game}-zh-Hans`, true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('on a phone: a puzzle by its number, solved (zh-Hant)', async () => {
    const game = GAMES.includes('too-many-cooks') ? 'too-many-cooks' : GAMES[0];
    const { id, file } = PUZZLE_BANK[game][0];
    const shown = await (await fetch(`${kit.base}/api/puzzles/${game}/${id}`)).json();
    const right = shown.legal.findIndex((a: unknown) => sameAction(a, file.puzzle.answer));
    const wrong = shown.legal.findIndex((a: unknown) => !sameAction(a, file.puzzle.answer));
    const { ctx, page, errors } = await openPage(kit, 'zh-Hant', PHONE);
    await page.goto(`${kit.base}/#/puzzles/${game}/${id}`);
    const text = await solve(page, right, wrong);
    expect(text).toMatch(/正確！/);
    // nothing runs off the side of the phone's screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, `puzzles-${game}-phone-zh-Hant`, true);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
