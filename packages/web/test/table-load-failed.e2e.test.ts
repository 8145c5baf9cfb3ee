/**
 * End-to-end, a game's screen that does not download (a network error): the match page's game chunk request is
 * aborted (playwright `route.abort`). The table then shows an error with a retry button instead of a placeholder
 * that never ends; the retry, once the network is back (the route released), brings the table. A finished match
 * still opens its end dialog, with the ranks and totals (the result's) but without the game's breakdown, which
 * arrives with the screen after the retry. In English (a live match, 1280×800) and 繁體中文 (a finished one,
 * 390×844). The replay (English, 1280×800), a puzzle (简体中文, 390×844) and the tutorial (繁體中文, 390×844) say
 * it the same way, each naming what could not be loaded, and their retry brings the page. A replay whose game file
 * is slow draws its bar (heading, controls) first, and the table under it once the file is in. Screenshots in
 * test-artifacts/web/table-load-failed-*.png. Skipped, with a message, when /usr/bin/chromium is missing.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { zhHans } from '../src/i18n/zh-Hans.ts';
import { zhHant } from '../src/i18n/zh-Hant.ts';
import {
  finishedBotMatch,
  hasChromium,
  type Kit,
  type Lang,
  LOCALE,
  newPage,
  openMatch,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('table load failure');

/**
 * A game's chunk (its screen, describer, end breakdown: `@potluck/<game>/web`, with its rules), built as
 * assets/game-<id>-<hash>.js (chunk-groups.mjs). The match page fetches no other script of that name.
 */
const GAME_CHUNK = /\/assets\/game-[\w-]+\.js$/;

/** Aborts every request for a game's chunk (as a lost connection would), counting them, until `release`. */
async function failChunks(target: Page | BrowserContext) {
  const seen = { aborted: 0, fetched: 0 };
  const handler = (route: Route) => {
    seen.aborted++;
    return route.abort('internetdisconnected');
  };
  await target.route(GAME_CHUNK, handler);
  return {
    seen,
    release: async () => {
      await target.unroute(GAME_CHUNK, handler);
      // from now on the requests reach the server
      await target.route(GAME_CHUNK, (route) => {
        seen.fetched++;
        return route.continue();
      });
    },
  };
}

describe.skipIf(!hasChromium)('a game screen that fails to download (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('a live table shows the error and a retry, which brings the table once the network is back', async () => {
    const { ctx, page, errors } = await openMatch(
      kit,
      'wasabi',
      2,
      { width: 1280, height: 800 },
      'en',
      {},
      'easy',
    );
    await page.getByTestId('wasabi').waitFor();
    const chunks = await failChunks(page);
    await page.reload();
    await page.getByTestId('turn-banner').waitFor();
    const failed = page.getByTestId('table-load-failed');
    await failed.waitFor();
    expect(chunks.seen.aborted).toBeGreaterThan(0);
    // said, not a placeholder that never ends
    const said = await failed.getByRole('alert').textContent();
    expect(said).toContain(en.table.loadFailedTitle);
    expect(said).toContain(en.table.loadFailed);
    expect(await page.getByTestId('table-placeholder').count()).toBe(0);
    expect(await page.getByTestId('wasabi').count()).toBe(0);
    await shot(page, 'table-load-failed-1280');

    // still offline: the retry fails again and says so again
    const retry = page.getByTestId('table-load-retry');
    expect(await retry.textContent()).toBe(en.table.loadRetry);
    const before = chunks.seen.aborted;
    await retry.click();
    await expect.poll(() => chunks.seen.aborted).toBeGreaterThan(before);
    await expect.poll(() => retry.textContent()).toBe(en.table.loadRetry);
    expect(await retry.isEnabled()).toBe(true);
    expect(await page.getByTestId('wasabi').count()).toBe(0);

    // back online: the retry downloads the chunk and the table is there
    await chunks.release();
    await retry.click();
    await page.getByTestId('wasabi').waitFor();
    expect(chunks.seen.fetched).toBeGreaterThan(0);
    expect(await failed.count()).toBe(0);
    await page.getByTestId('wsb-board').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a finished match opens its end dialog with the totals, and the breakdown comes with the retry', async () => {
    // two easy bots, played out by the server
    const players = 2;
    const match = await finishedBotMatch(kit, 'wasabi', players);
    const scores = match.scores;
    expect(scores).toHaveLength(players);

    const { ctx, page, errors } = await newPage(kit, {
      viewport: { width: 390, height: 844 },
      locale: 'zh-TW',
    });
    const chunks = await failChunks(ctx);
    await page.goto(`${kit.base}/#/m/${match.id}`);
    const failed = page.getByTestId('table-load-failed');
    await failed.waitFor();
    const said = await failed.getByRole('alert').textContent();
    expect(said).toContain(zhHant.table.loadFailedTitle);
    expect(said).toContain(zhHant.table.loadFailed);
    // the dialog opens all the same: every seat with its total, in rank order; no breakdown without the screen
    const dialog = page.getByTestId('end-dialog');
    await dialog.waitFor();
    const rows = dialog.locator('[data-testid=end-scores] tbody tr');
    expect(await rows.count()).toBe(players);
    const shown = (await rows.locator('td.num').allTextContents()).map(Number).sort((a, b) => a - b);
    expect(shown).toEqual([...scores].sort((a, b) => a - b));
    expect(await dialog.getByTestId('end-breakdown').count()).toBe(0);
    await shot(page, 'table-load-failed-end-390');

    // back online: close the dialog, retry; the table is there, and the dialog opened again has the breakdown
    await chunks.release();
    await dialog.getByRole('button', { name: zhHant.end.close }).click();
    await page.getByTestId('table-load-retry').click();
    await page.getByTestId('wasabi').waitFor();
    expect(await failed.count()).toBe(0);
    await page.getByTestId('show-results').click();
    await dialog.locator('[data-testid=end-breakdown][data-game=wasabi]').waitFor();
    for (let seat = 0; seat < players; seat++)
      expect(Number(await dialog.getByTestId(`end-total-${seat}`).textContent())).toBe(scores[seat]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("a replay draws its bar (heading, controls) while its game's file is still on its way", async () => {
    const match = await finishedBotMatch(kit, 'too-many-cooks', 2);
    const { ctx, page, errors } = await newPage(kit, {
      viewport: { width: 412, height: 823 },
      locale: 'en-US',
    });
    // the game's file held back, not failed: the page waits for it
    const held: Route[] = [];
    await ctx.route(GAME_CHUNK, (route) => {
      held.push(route);
    });
    await page.goto(`${kit.base}/#/replay/${match.id}`);
    const bar = page.locator('.replay-bar');
    await bar.waitFor();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // the game's name from the server's list (fetched at once by the deep link), the step count from the replay
    expect(await bar.getByRole('heading', { level: 1 }).textContent()).toContain('Too Many Cooks');
    const steps = await page.getByTestId('replay-slider').getAttribute('max');
    expect(Number(steps)).toBeGreaterThan(0);
    expect(await page.getByTestId('table-placeholder').count()).toBe(1);
    expect(await page.getByTestId('replay').count()).toBe(0);
    await shot(page, 'replay-bar-first-412');
    // the file arrives: the table is drawn under the same bar (not drawn anew: it keeps its place)
    const before = await bar.elementHandle();
    for (const route of held.splice(0)) await route.continue();
    await ctx.unroute(GAME_CHUNK);
    await page.getByTestId('replay').waitFor();
    expect(await before?.evaluate((el) => el.isConnected)).toBe(true);
    expect(await page.getByTestId('replay').getAttribute('data-steps')).toBe(steps);
    expect(await page.getByTestId('table-placeholder').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  /** The other pages drawn by a game's screen: each says its own title, in its language, and retries the same way. */
  const PAGES = [
    { what: 'the replay', page: 'replay', lang: 'en', viewport: { width: 1280, height: 800 } },
    { what: 'a puzzle', page: 'puzzle', lang: 'zh-Hans', viewport: { width: 390, height: 844 } },
    { what: 'the tutorial', page: 'tutorial', lang: 'zh-Hant', viewport: { width: 390, height: 844 } },
  ] as const;
  const TEXTS = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant };

  for (const { what, page: shown, lang, viewport } of PAGES)
    it(`${what} shows the error and a retry, which brings it once the network is back (${lang})`, async () => {
      const texts = TEXTS[lang as Lang].table;
      let hash: string;
      let title: string;
      if (shown === 'replay') {
        hash = `#/replay/${(await finishedBotMatch(kit, 'wasabi', 2)).id}`;
        title = texts.loadFailedReplay;
      } else if (shown === 'puzzle') {
        const list = (await (await fetch(`${kit.base}/api/puzzles/cuisine-a-la-card`)).json()) as {
          daily: { id: string };
        };
        hash = `#/puzzles/cuisine-a-la-card/${list.daily.id}`;
        title = texts.loadFailedPuzzle;
      } else {
        hash = '#/tutorial/too-many-cooks';
        title = texts.loadFailedTutorial;
      }
      const { ctx, page, errors } = await newPage(kit, { viewport, locale: LOCALE[lang as Lang] });
      const chunks = await failChunks(ctx);
      await page.goto(`${kit.base}/${hash}`);
      const failed = page.getByTestId('table-load-failed');
      await failed.waitFor();
      expect(chunks.seen.aborted).toBeGreaterThan(0);
      // said, not a placeholder that never ends
      const said = await failed.getByRole('alert').textContent();
      expect(said).toContain(title);
      expect(said).toContain(texts.loadFailed);
      expect(await page.getByTestId('table-placeholder').count()).toBe(0);
      expect(await page.getByTestId(shown).count()).toBe(0);
      const retry = page.getByTestId('table-load-retry');
      expect(await retry.textContent()).toBe(texts.loadRetry);
      await shot(page, `table-load-failed-${shown}-${viewport.width}`);

      // back online: the retry downloads the chunk and the page is drawn by the game's screen
      await chunks.release();
      await retry.click();
      await page.getByTestId(shown).waitFor();
      expect(chunks.seen.fetched).toBeGreaterThan(0);
      expect(await failed.count()).toBe(0);
      expect(errors).toEqual([]);
      await ctx.close();
    });
});
