/**
 * End-to-end (Chromium): Wasabi! and 卡片厨房 at one shared screen, two people. shared-screen.e2e.test.ts plays a
 * 料理厨王 match through the interface; here the moves go to the server on each seat's own connection (the game
 * screens' controls are covered by wasabi.e2e and cuisine.e2e), and the test watches the page: whenever a
 * different person must act it shows the cover for exactly that person, with nothing of any seat's table in the
 * page, and revealing shows that person's table. A reload brings the cover back.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  rand,
  serverMove,
  sharedSeats,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('shared screen (Wasabi!, 卡片厨房)');

/** Server moves per game: enough for many hand-overs, well short of a whole game. */
const MOVES = 40;

type Screen = { kind: 'cover'; seat: number | null } | { kind: 'table'; seat: number } | { kind: 'other' };

const screen = (page: Page): Promise<Screen> =>
  page.evaluate(() => {
    const match = document.querySelector('[data-testid=match]');
    const cover = document.querySelector('[data-testid=pass-cover]');
    if (cover) {
      const seat = cover.getAttribute('data-seat');
      return { kind: 'cover' as const, seat: seat ? Number(seat) : null };
    }
    const you = match?.getAttribute('data-you');
    if (match?.getAttribute('data-shared') === 'table' && you != null)
      return { kind: 'table' as const, seat: Number(you) };
    return { kind: 'other' as const };
  });

/** While the cover is up the match holds the cover alone: no table, hand, log or prompt anywhere in the page. */
async function expectOnlyCover(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const match = document.querySelector('[data-testid=match]');
    if (match?.children.length !== 1 || !match.firstElementChild?.matches('[data-testid=pass-cover]'))
      out.push(`match children: ${[...(match?.children ?? [])].map((c) => c.className).join(', ')}`);
    for (const e of document.querySelectorAll(
      '[data-testid=log], [data-testid=turn-banner], [class*=wsb-], [class*=cui-], .hand-card',
    ))
      out.push(e.outerHTML.slice(0, 80));
    return out;
  });
  expect(found).toEqual([]);
}

describe.skipIf(!hasChromium)('shared screen: Wasabi! and 卡片厨房 (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
  });

  it.each([
    ['wasabi', 11],
    ['cuisine-a-la-card', 12],
  ])(
    '%s: two people hand the device over behind the cover',
    async (game, seed) => {
      const ctx = await kit.browser.newContext({
        viewport: DESKTOP,
        locale: 'en-US',
        reducedMotion: 'reduce',
      });
      ctx.setDefaultTimeout(E2E_WAIT_MS);
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      await page.goto(kit.base);
      await page.getByTestId(`shared-${game}`).click();
      await page.getByTestId('create-shared').waitFor();
      await page.getByTestId('players').selectOption('2');
      await page.getByTestId('seat-1').selectOption('local');
      await page.getByTestId('name-0').fill('Ana');
      await page.getByTestId('name-1').fill('Bo');
      await page.getByTestId('create').click();
      await page.getByTestId('pass-cover').waitFor();
      const matchId = new URL(page.url()).hash.replace(/^#\/shared\//, '');
      const tokens = Object.fromEntries(
        (await sharedSeats(page, matchId)).map((s) => [s.seat, s.token]),
      ) as Record<number, string>;
      expect(Object.keys(tokens)).toEqual(['0', '1']);

      const r = rand(seed);
      let moves = 0;
      let covers = 0;
      let reloaded = false;
      let shown: number | null = null;
      for (let i = 0; i < 2000 && moves < MOVES; i++) {
        const s = await screen(page);
        if (s.kind === 'cover') {
          expect(s.seat).not.toBeNull(); // two people, no bots: someone here always acts
          const seat = s.seat as number;
          expect(seat).not.toBe(shown); // the cover comes up only when the person changes
          await expectOnlyCover(page);
          // The cover names the person the server expects a move from.
          const frame = await serverMove(kit, matchId, tokens[seat], () => null);
          expect(frame.legal.length).toBeGreaterThan(0);
          covers++;
          await page.getByTestId('reveal').click();
          await expect.poll(async () => (await screen(page)).kind, { timeout: E2E_WAIT_MS }).toBe('table');
          expect(await screen(page)).toEqual({ kind: 'table', seat });
          shown = seat;
          continue;
        }
        if (s.kind === 'table') {
          expect(s.seat).toBe(shown);
          // No legal move: the page has not yet caught up with a hand-over; it will show the cover.
          const done = await serverMove(kit, matchId, tokens[s.seat], (legal) =>
            legal.length > 0 ? legal[Math.floor(r() * legal.length)] : null,
          );
          if (done.moved) {
            moves++;
            if (moves === 15 && !reloaded) {
              // After a reload nobody has been shown anything: the cover again, for whoever must act.
              reloaded = true;
              await page.reload();
              await page.getByTestId('pass-cover').waitFor();
              await expectOnlyCover(page);
              shown = null;
            }
            continue;
          }
        }
        await page.waitForTimeout(20);
      }
      expect(moves).toBe(MOVES);
      expect(reloaded).toBe(true);
      expect(covers).toBeGreaterThanOrEqual(4);
      expect(errors).toEqual([]);
      await ctx.close();
    },
    180_000,
  );
});
