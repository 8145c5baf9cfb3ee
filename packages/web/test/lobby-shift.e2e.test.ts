/**
 * End-to-end: the lobby does not move under the reader while it fills in (Lighthouse's CLS, issue 16 item 9). On a
 * phone-sized page with the CPU slowed 4× (Lighthouse's mobile preset), with matches open, being played and
 * finished on the server, the layout shifts the page records (none caused by input) add up to 0. The lists under
 * the games used to be drawn below the games' "Loading…" line and pushed out of view when the cards came (0.15).
 * Skipped, with a message, when /usr/bin/chromium is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_WAIT_MS, hasChromium, type Kit, skipMessage, startKit } from './wasabi-cuisine-e2e.ts';

skipMessage('lobby layout shift');

async function create(kit: Kit, body: unknown): Promise<string> {
  const res = await fetch(`${kit.base}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { match: { id: string } }).match.id;
}

describe.skipIf(!hasChromium)('the lobby holds still while it loads (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('no layout shift on a phone at 4× CPU slowdown, in every language', async () => {
    const bot = { kind: 'bot', level: 'random' };
    // one to join, one being played, one finished
    await create(kit, { game: 'too-many-cooks', players: 3, seats: [{ kind: 'human' }, bot, bot] });
    await create(kit, { game: 'wasabi', players: 2, seats: [bot, bot] });
    const done = await create(kit, { game: 'cuisine-a-la-card', players: 2, seats: [bot, bot] });
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${kit.base}/api/matches/${done}`)).json()) as { status: string }).status,
        { timeout: E2E_WAIT_MS },
      )
      .toBe('finished');
    for (const locale of ['en-US', 'zh-CN', 'zh-TW']) {
      const ctx = await kit.browser.newContext({ viewport: { width: 412, height: 823 }, locale });
      ctx.setDefaultTimeout(E2E_WAIT_MS);
      await ctx.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!e.hadRecentInput) w.__shift += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(kit.base);
      // every list has come: the recent finished match is listed last
      await page.locator('[data-testid^=new-]').first().waitFor();
      await page.locator('#recent-title').waitFor();
      await page.locator('a[href^="#/replay/"]').first().waitFor();
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift, locale).toBe(0);
      await ctx.close();
    }
  }, 600_000);
});
