/**
 * Wasabi!'s choices on a phone, in Chromium (issue 16 item 1): the starting picks, the recipe piles, the pantry
 * refill and the utensil reward (ChoicePanel.tsx) come first, over the board, so a player sees what to choose under
 * the prompt without scrolling (they were under the board). Seat 0 against easy bots plays random moves through
 * the server until it has been asked for its starting gift and one more kind of choice, then the server's hints (a
 * seat that plays well completes recipes) until its utensil reward is asked too (or MAX_MOVES); each time a
 * choice is drawn, at 360, 390 and 430 px: the panel starts above the board and inside the window, the page scrolled
 * to its top, and nothing goes past the right edge. Screenshots in test-artifacts/web/wasabi-choice-phone-*.png.
 * Skipped, with a message, when /usr/bin/chromium is missing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasChromium,
  type Kit,
  myTurnShown,
  openMatch,
  rand,
  serverHintMove,
  serverMove,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('wasabi choice on a phone');

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];
const PANELS = ['wsb-give', 'wsb-draw', 'wsb-refill', 'wsb-reward'];
/** Seat 0's moves before giving up looking for more kinds of choice. */
const MAX_MOVES = 60;

/** What keeps the choice panel `id` from being seen first, at the page's top (empty when nothing does). */
const problem = (page: Page, id: string) =>
  page.evaluate((testid) => {
    window.scrollTo(0, 0);
    const panel = document.querySelector(`[data-testid="${testid}"]`);
    const board = document.querySelector('[data-testid="wsb-board"]');
    if (!panel || !board) return `no ${panel ? 'board' : testid}`;
    const p = panel.getBoundingClientRect();
    const b = board.getBoundingClientRect();
    const bad: string[] = [];
    if (p.top > b.top)
      bad.push(`starts at ${Math.round(p.top)} px, under the board's top (${Math.round(b.top)} px)`);
    // its title and first row of buttons in the window
    const first = panel.querySelector('button');
    const end = first ? first.getBoundingClientRect().bottom : p.top;
    if (p.top < 0 || end > window.innerHeight)
      bad.push(`its first button ends at ${Math.round(end)} px, past the ${window.innerHeight} px window`);
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over > 0) bad.push(`the page is ${over} px too wide`);
    return bad.join('; ');
  }, id);

describe.skipIf(!hasChromium)("Wasabi!'s choices come first on a phone (Chromium)", () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('2 players: each choice panel above the board, in the window, at 360–430 px', async () => {
    const { ctx, page, errors, matchId, token } = await openMatch(
      kit,
      'wasabi',
      2,
      PHONES[1]!,
      'en',
      {},
      'easy',
    );
    await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
    const seen = new Set<string>();
    const problems: string[] = [];
    const pick = rand(4242);
    const done = () => seen.size >= 3 && seen.has('wsb-reward');
    for (let move = 0; move <= MAX_MOVES && !done(); move++) {
      await page.getByTestId('wsb-board').waitFor();
      for (const id of PANELS) {
        if (seen.has(id) || (await page.getByTestId(id).count()) === 0) continue;
        seen.add(id);
        for (const vp of PHONES) {
          await page.setViewportSize(vp);
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          );
          const p = await problem(page, id);
          if (p) problems.push(`${id} at ${vp.width}×${vp.height}: ${p}`);
          if (vp.width === 390) await shot(page, `wasabi-choice-phone-${id}`);
        }
      }
      // one of seat 0's moves (on the board when it can: a seat that only discards never refills), then its turn;
      // once two kinds were seen, the server's best move (random play rarely completes a recipe, so a reward)
      if (seen.size >= 2) await serverHintMove(kit, matchId, token);
      else
        await serverMove(kit, matchId, token, (legal) => {
          const moves = legal.filter((a) => (a as { type?: string }).type !== 'discard');
          const from = moves.length > 0 ? moves : legal;
          return from[Math.floor(pick() * from.length)] ?? null;
        });
      if (!(await myTurnShown(kit, page, matchId, token))) break;
      await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
    }
    expect(seen.has('wsb-give'), 'the starting gift was asked').toBe(true);
    expect(seen.has('wsb-reward'), 'a utensil reward was asked').toBe(true);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 300_000);
});
