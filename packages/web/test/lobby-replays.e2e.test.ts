/**
 * End-to-end, the lobby (issue 16 item 8): each game's card links to its rules and its tutorial (the guided first
 * game, #/tutorial/<game>); recently finished matches are listed with their replays; a replay opened from there plays
 * by itself at the chosen speed, and pauses. Screenshots in test-artifacts/web/lobby-*.png. Skipped, with a
 * message, when /usr/bin/chromium is missing.
 */
import { GAMES, servedGames } from '@potluck/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('lobby and replays');

describe.skipIf(!hasChromium)('lobby: rules links, finished matches, replays that play (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('links every game to its rules and tutorial; lists a finished match; its replay autoplays and pauses', async () => {
    // a finished match: three random bots of 料理厨王
    const res = await fetch(`${kit.base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'too-many-cooks',
        players: 3,
        seats: Array.from({ length: 3 }, () => ({ kind: 'bot', level: 'random' })),
      }),
    });
    const { match } = (await res.json()) as { match: { id: string } };
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${kit.base}/api/matches/${match.id}`)).json()) as { status: string }).status,
        { timeout: E2E_WAIT_MS },
      )
      .toBe('finished');

    const ctx = await kit.browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    ctx.setDefaultTimeout(E2E_WAIT_MS);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(kit.base);
    for (const { id: game } of servedGames(GAMES)) {
      expect(await page.getByTestId(`rules-${game}`).getAttribute('href')).toBe(`#/rules/${game}`);
      expect(await page.getByTestId(`tutorial-${game}`).getAttribute('href')).toBe(`#/tutorial/${game}`);
    }
    await page.getByTestId('rules-wasabi').click();
    await page.getByTestId('rules-page').waitFor();
    // the page change is told: its title in a status region, the focus at the page's content
    await expect.poll(() => page.getByTestId('page-announcer').textContent()).toMatch(/Wasabi!.*Potluck/);
    expect(await page.title()).toMatch(/Wasabi!.*Potluck/);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.goBack();

    const item = page.locator(`[data-testid=recent-list] li[data-match="${match.id}"]`);
    await item.waitFor();
    expect(await item.textContent()).toMatch(/Too Many Cooks/);
    expect(await item.textContent()).toMatch(/Won by/);
    await shot(page, 'lobby-recent-en', true);
    await item.getByTestId('recent-replay').click();
    const replay = page.getByTestId('replay');
    await replay.waitFor();
    // it plays by itself: the step moves on with no key pressed
    await page.getByTestId('replay-speed').selectOption('4');
    await expect.poll(async () => Number(await replay.getAttribute('data-step'))).toBeGreaterThan(2);
    expect(await page.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('replay-play').click();
    expect(await page.getByTestId('replay-play').getAttribute('aria-pressed')).toBe('false');
    const paused = Number(await replay.getAttribute('data-step'));
    await page.waitForTimeout(800);
    expect(Number(await replay.getAttribute('data-step'))).toBe(paused);
    // the speed is kept for the next replay
    expect(await page.evaluate(() => localStorage.getItem('potluck.replaySpeed'))).toBe('4');
    await shot(page, 'lobby-replay-paused-en');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
