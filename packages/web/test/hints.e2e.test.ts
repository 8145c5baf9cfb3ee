/**
 * End-to-end, hints (issue 17 item 3): in a casual Wasabi! match against a bot, on my turn the "Hint" button asks
 * the server, which searches from my view only, and the panel shows three moves in the game's own words with
 * their winning chances — in English and in Chinese. Screenshots in test-artifacts/web/hints-*.png. Skipped, with a
 * message, when /usr/bin/chromium is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  openMatch,
  serverHintMove,
  serverMove,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('hints');

describe.skipIf(!hasChromium)('hints (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
    kit.server.service.hints.budget = { iterations: 60 };
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const lang of ['en', 'zh-Hans'] as const) {
    it(`a casual match against a bot: three moves with their chances (${lang})`, async () => {
      const { ctx, page, errors } = await openMatch(kit, 'wasabi', 2, DESKTOP, lang, {}, 'easy');
      const button = page.getByTestId('hint-button');
      await button.waitFor({ timeout: E2E_WAIT_MS });
      await button.click();
      const moves = page.getByTestId('hint-move');
      await expect.poll(() => moves.count(), { timeout: E2E_WAIT_MS }).toBe(3);
      const texts = await moves.allTextContents();
      for (const t of texts) expect(t).toMatch(lang === 'en' ? /\d+% to win/ : /胜率 \d+%/);
      // the moves are said in words, not as raw JSON
      for (const t of texts) expect(t).not.toContain('{');
      // and lit up on the table: the tiles to give at the start (or the squares later)
      await expect
        .poll(() => page.locator('.wsb-pick.hinted, .wsb-sq.hint').count(), { timeout: E2E_WAIT_MS })
        .toBeGreaterThan(0);
      await shot(page, `hints-${lang}`);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }

  it("卡片厨房 against a bot: hint moves in the game's words (en)", async () => {
    const { ctx, page, errors } = await openMatch(kit, 'cuisine-a-la-card', 2, DESKTOP, 'en', {}, 'easy');
    const button = page.getByTestId('hint-button');
    await button.waitFor({ timeout: E2E_WAIT_MS });
    await button.click();
    const moves = page.getByTestId('hint-move');
    await expect.poll(() => moves.count(), { timeout: E2E_WAIT_MS }).toBeGreaterThan(0);
    for (const t of await moves.allTextContents()) expect(t).toMatch(/\d+% to win/);
    await expect
      .poll(() => page.locator('button.hinted').count(), { timeout: E2E_WAIT_MS })
      .toBeGreaterThan(0);
    await shot(page, 'hints-cuisine-en');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('料理厨王 against bots: the hinted recipes or cards are lit up on the table (zh-Hant)', async () => {
    const { ctx, page, errors } = await openMatch(kit, 'too-many-cooks', 3, DESKTOP, 'zh-Hant', {}, 'easy');
    const button = page.getByTestId('hint-button');
    await button.waitFor({ timeout: E2E_WAIT_MS });
    await button.click();
    const moves = page.getByTestId('hint-move');
    await expect.poll(() => moves.count(), { timeout: E2E_WAIT_MS }).toBeGreaterThan(0);
    for (const t of await moves.allTextContents()) expect(t).toMatch(/勝率 \d+%/);
    await expect
      .poll(() => page.locator('.recipe.hinted, .hand-card.hinted').count(), { timeout: E2E_WAIT_MS })
      .toBeGreaterThan(0);
    await shot(page, 'hints-tmc-zh-Hant');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("Wasabi!: a hinted placement's lit square places the tile with one tap (no tile to pick first)", async () => {
    const { ctx, page, matchId, token, errors } = await openMatch(
      kit,
      'wasabi',
      2,
      DESKTOP,
      'en',
      {},
      'easy',
      true,
    );
    const version = async () => Number(await page.getByTestId('match').getAttribute('data-version'));
    let placed = false;
    // the setup's gifts and recipe draws, and turns whose best move is not a placement, are played by the hint
    for (let n = 0; n < 40 && !placed; n++) {
      await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
      await page.locator('[data-testid="hint-button"]:not([disabled])').click();
      await page.getByTestId('hint-move').first().waitFor();
      const square = page.locator('.wsb-sq.hint:not([disabled]):not([aria-disabled="true"])');
      const picked = await page.locator('.wsb-hand-tile[aria-pressed="true"]').count();
      if ((await square.count()) === 1 && picked === 0) {
        const before = await version();
        await square.click();
        await expect.poll(version, { timeout: E2E_WAIT_MS }).toBeGreaterThan(before);
        placed = true;
        break;
      }
      const at = await version();
      await serverHintMove(kit, matchId, token);
      // the page has the move (and the bots' replies up to seat 0's turn, or the end)
      await expect.poll(version, { timeout: E2E_WAIT_MS }).toBeGreaterThan(at);
      const now = await serverMove(kit, matchId, token, () => null);
      if ((now.frame.view as { phase?: string }).phase === 'over') break;
      await expect.poll(version, { timeout: E2E_WAIT_MS }).toBeGreaterThanOrEqual(now.version);
    }
    expect(placed, 'no hinted placement with no tile picked in 40 moves').toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
