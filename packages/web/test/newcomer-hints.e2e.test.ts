/**
 * A newcomer's game against the easy bot, following only what the screen shows (README "A newcomer's
 * walkthrough"): on each of my turns tap "Hint", then tap what the table lights, until the game ends. A hint whose
 * move lights nothing that can be tapped stalls a newcomer: the test fails there, with a screenshot. Screenshots
 * along the way in test-artifacts/web/newcomer-*.png (1280×800 and 390×844).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  openMatch,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('newcomer-hints');

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** What a table lights for a hint and can be tapped now: buttons, cards, tiles and squares (a square lit for a
 * tile to place is tapped once the tile is picked). */
const LIT = ['.hinted', '.wsb-sq.hint']
  .map((c) => `${c}:not([disabled]):not([aria-disabled="true"])`)
  .join(', ');

/** The lit controls, as a text that changes when another control is lit or one goes out. */
const litControls = (page: Page): Promise<string> =>
  page
    .locator(LIT)
    .evaluateAll((els) =>
      els
        .map(
          (e) =>
            `${e.getAttribute('data-testid') ?? ''}@${e.getAttribute('data-square') ?? ''}:${e.className}`,
        )
        .join('|'),
    );

/** My turn, or the end: whichever comes first. */
async function myTurnOrEnd(page: Page): Promise<'turn' | 'end'> {
  const end = page.getByTestId('end-dialog');
  const hint = page.locator('[data-testid="hint-button"]:not([disabled])');
  await expect
    .poll(async () => (await end.count()) > 0 || (await hint.count()) > 0, { timeout: E2E_WAIT_MS })
    .toBe(true);
  return (await end.count()) > 0 ? 'end' : 'turn';
}

/**
 * One move by the hint: ask, then tap the lit controls in order (a tile, then its square) until the move is made
 * (the shown hint goes away with the new frame). Returns the advice and whether the move was made (not: nothing
 * lit could be tapped).
 */
async function followHint(page: Page): Promise<{ advice: string; moved: boolean }> {
  await page.getByTestId('hint-button').click();
  const moves = page.getByTestId('hint-move');
  let asking = false;
  const answered = async () => {
    if ((await moves.count()) > 0 || (await page.locator('.hint-refused').count()) > 0) return true;
    const now = (await page.locator('[data-testid="hint-button"][disabled]').count()) > 0;
    asking ||= now;
    return asking && !now;
  };
  await expect.poll(answered, { timeout: E2E_WAIT_MS }).toBe(true);
  // the table moved on before the answer (a bot's frame arriving): not a stall, ask again on the next turn
  if ((await moves.count()) === 0) return { advice: '', moved: false };
  const advice = (await moves.first().textContent()) ?? '';
  for (let tap = 0; tap < 6; tap++) {
    if ((await moves.count()) === 0) return { advice, moved: true };
    const lit = page.locator(LIT);
    if ((await lit.count()) === 0) return { advice, moved: false };
    const before = await litControls(page);
    // a control redrawn as the table moves on (the move was made) is detached: look again rather than wait on it
    await lit
      .first()
      .click({ timeout: 5_000 })
      .catch(() => {});
    // the move was made (the hint cleared) or the next control of the same move is lit: another set of lit
    // controls than before the tap (the tapped one stays lit until the server's frame arrives, so "something is
    // lit" right after the tap said nothing, and a slow frame made the move look stalled)
    await expect
      .poll(
        async () =>
          (await moves.count()) === 0 ||
          ((await page.locator(LIT).count()) > 0 && (await litControls(page)) !== before),
        { timeout: E2E_WAIT_MS },
      )
      .toBe(true);
  }
  return { advice, moved: (await moves.count()) === 0 };
}

describe.skipIf(!hasChromium)('a newcomer follows the hints to the end (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
    kit.server.service.hints.budget = { iterations: 60 };
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const [game, size, lang, cap] of [
    ['wasabi', PHONE, 'zh-Hans', 120],
    ['cuisine-a-la-card', DESKTOP, 'zh-Hant', 400],
  ] as const) {
    // 卡片厨房 by the hints is ~210 moves, one hint each 3.5 s past the server's allowance: 12 min (load 2-8), so only
    // when asked for (POTLUCK_E2E_LONG=1); Wasabi!'s ~55 moves take 2-4 min and run always. (It once stalled: a
    // tile tapped and no square lit, the recipe panel's squares having replaced the hint's on the board, and a
    // hint was cleared on a new frame's identity; the board now draws both, and a hint is shown for its version.)
    const long = game === 'cuisine-a-la-card' && !process.env.POTLUCK_E2E_LONG;
    it.skipIf(long)(
      `${game} at ${size.width}×${size.height} (${lang}) against the easy bot`,
      async () => {
        const { ctx, page, errors } = await openMatch(kit, game, 2, size, lang, {}, 'easy', true);
        const followed: string[] = [];
        let stalled: string | null = null;
        let retries = 0;
        for (let n = 0; n < cap; n++) {
          if ((await myTurnOrEnd(page)) === 'end') break;
          const { advice, moved } = await followHint(page);
          if (advice !== '' && !moved) {
            stalled = `move ${n}: nothing to tap for “${advice}”`;
            console.log(stalled);
            await shot(page, `newcomer-${game}-stalled`);
            break;
          }
          if (advice === '') {
            retries++;
            if (retries % 5 === 0) {
              console.log(`no answer ×${retries}:`, await page.getByTestId('hint-panel').textContent());
              await shot(page, `newcomer-${game}-unanswered`);
            }
            if (retries > 20) break;
            continue;
          }
          followed.push(advice);
          if (n % 25 === 0) await shot(page, `newcomer-${game}-${n}`);
        }
        console.log(
          `${game}: ${followed.length} moves by the hints (${retries} hints unanswered); the last ones: ${followed.slice(-5).join(' | ')}`,
        );
        expect(stalled).toBeNull();
        await page.getByTestId('end-dialog').waitFor({ timeout: E2E_WAIT_MS });
        await shot(page, `newcomer-${game}-end`);
        expect(errors).toEqual([]);
        await ctx.close();
      },
      1_200_000,
    );
  }
});
