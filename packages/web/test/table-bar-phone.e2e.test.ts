/**
 * The bar above the table on a phone, in Chromium (issue 16 item 1): Undo, Hint, Game log, Scores, Chat and the
 * match menu share one row at 360, 390 and 430 px, for every game the lobby serves and every player count (English;
 * Chinese at each game's largest count), and with Undo shown (卡片厨房 after a card is warmed). On a 360 px phone
 * they wrapped to a second row (a third on a 5-player 料理厨王 table), pushing the seats down; after a desktop's
 * width (a phone turned to landscape) and back, Chat floated over the table instead of coming back to the bar.
 * Each button's accessible name contains its visible text (axe: label-content-name-mismatch). Screenshots of the
 * top of the table at 360 px in test-artifacts/web/table-bar-*.png. Skipped, with a message, when /usr/bin/chromium
 * is missing.
 */
import AxeBuilder from '@axe-core/playwright';
import { GAMES, servedGames } from '@potluck/catalog';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasChromium,
  type Kit,
  type Lang,
  openMatch,
  serverMove,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('table bar on a phone');

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];

const CASES = servedGames(GAMES).flatMap((g) =>
  Array.from({ length: g.maxPlayers - g.minPlayers + 1 }, (_, i) => g.minPlayers + i).flatMap((players) =>
    (players === g.maxPlayers ? (['en', 'zh-Hans', 'zh-Hant'] as Lang[]) : (['en'] as Lang[])).map(
      (lang) => ({
        game: g.id,
        players,
        lang,
      }),
    ),
  ),
);

/** What keeps the bar's buttons from one row inside the width (empty when nothing does). */
const barProblems = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    const bar = document.querySelector('.table-bar');
    if (!bar) return ['no bar'];
    // the bar's own buttons (not those of a hint's answer, which takes a row of its own when shown)
    const buttons = [
      ...bar.querySelectorAll<HTMLElement>(
        '[data-testid=undo], [data-testid=hint-button], .drawer-buttons > .btn, [data-testid=match-menu]',
      ),
    ].filter((b) => b.getBoundingClientRect().height > 0 && getComputedStyle(b).visibility !== 'hidden');
    const bad: string[] = [];
    const first = buttons[0]?.getBoundingClientRect();
    for (const b of buttons) {
      const r = b.getBoundingClientRect();
      const name = b.getAttribute('data-testid') ?? b.textContent?.trim();
      if (first && Math.abs(r.top - first.top) > 2)
        bad.push(`${name} is on another row (${Math.round(r.top)} px, not ${Math.round(first.top)})`);
      if (r.right > window.innerWidth || r.left < 0)
        bad.push(`${name} goes past the side (${Math.round(r.left)}–${Math.round(r.right)} px)`);
    }
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over > 0) bad.push(`the page is ${over} px too wide`);
    return bad;
  });

describe.skipIf(!hasChromium)('the bar above the table on a phone (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const { game, players, lang } of CASES)
    it(`${game}, ${players} players (${lang}): one row at 360–430 px`, async () => {
      const { ctx, page, errors, matchId, token } = await openMatch(
        kit,
        game,
        players,
        PHONES[0]!,
        lang,
        {},
        'easy',
        true,
      );
      await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
      await page.getByTestId('hint-button').waitFor();
      await page.getByTestId('chat-open').waitFor();
      // the game's screen drawn (its file can arrive after the frame: the banner is the table's, not the screen's)
      await page.getByTestId('table-placeholder').waitFor({ state: 'detached' });
      if (game === 'cuisine-a-la-card') {
        // a warmed card keeps the turn: Undo joins the bar
        await serverMove(
          kit,
          matchId,
          token,
          (legal) => legal.find((a) => (a as { type?: string }).type === 'warm') ?? null,
        );
        await page.getByTestId('undo').waitFor();
      }
      const problems: string[] = [];
      // the Scores button's room is held only until the table is drawn: a game without scores leaves no gap
      const room = await page.locator('.table-bar .drawer-room').count();
      const scores = await page.locator('.table-bar #scores-drawer-button').count();
      if (room > 0) problems.push('the bar keeps an empty room for a Scores button');
      if (game === 'too-many-cooks' && scores !== 1) problems.push(`${scores} Scores buttons, not one`);
      for (const vp of PHONES) {
        await page.setViewportSize(vp);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        for (const p of await barProblems(page)) problems.push(`${vp.width} px: ${p}`);
        if (vp.width === 360) await shot(page, `table-bar-${game}-${players}p-${lang}-360`);
      }
      // a phone turned to landscape (a desktop's width) and back: Chat comes back to the bar, not floating
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByTestId('log-drawer-button').waitFor({ state: 'detached' });
      await page.setViewportSize(PHONES[1]!);
      await page.locator('.table-bar [data-testid=log-drawer-button]').waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      if ((await page.locator('.table-bar [data-testid=chat-open]').count()) !== 1)
        problems.push('after a desktop width and back, Chat is not in the bar');
      for (const p of await barProblems(page)) problems.push(`back to 390 px: ${p}`);
      const axe = await new AxeBuilder({ page })
        .include('.table-bar')
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
      for (const v of axe.violations)
        if (v.impact === 'serious' || v.impact === 'critical' || v.id === 'label-content-name-mismatch')
          problems.push(`axe ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    }, 120_000);
});
