/**
 * End-to-end, 料理厨王's pot is in view on a phone on my turn: with 4 and 5 players (easy bots), at 390×844 and
 * 360×780, in English, 简体 and 繁體, once it is seat 0's turn to answer a pot that has cards in it (moves played
 * through the server's API until then), the page scrolled to its top shows the pot's top, its header (the total
 * out of 10 and the follow-suit hint) and the cards in it inside the viewport and above the pinned hand dock,
 * without scrolling; the page is no wider than the viewport, and each seat still shows its active and "you"
 * markers; axe (label-content-name-mismatch on, as test/a11y.e2e.test.ts) finds nothing serious in the compact
 * seats and the pot at 360×780. Screenshots in packages/web/test/screenshots/tmc-pot-fit-*.png (git-ignored).
 * Skipped, with a message, when /usr/bin/chromium is missing.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { screenshotToLookAt } from '@potluck/web-kit/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  type Lang,
  openMatch,
  rand,
  serverMove,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('料理厨王 pot fit');

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });
const shot = (page: Page, name: string) => screenshotToLookAt(page, join(SCREENSHOTS, `${name}.png`));

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
];
const LANGS: Lang[] = ['en', 'zh-Hans', 'zh-Hant'];

type TmcFrame = { view: { phase: string; pot: number[] }; active?: number[]; result?: unknown };

/**
 * Plays seat 0's moves through the server (a recipe, then cards, picked by `pick`) until it is seat 0's turn to
 * play on a pot that has cards in it, then waits until the page shows that version with my turn's banner.
 */
async function untilIAnswerAPot(kit: Kit, page: Page, matchId: string, token: string, pick: () => number) {
  for (let moves = 0; moves < 60; moves++) {
    let frame: TmcFrame | null = null;
    let version = 0;
    // the bots play at once: wait for seat 0's turn (or the end)
    await expect
      .poll(
        async () => {
          const now = await serverMove(kit, matchId, token, () => null);
          frame = now.frame as unknown as TmcFrame;
          version = now.version;
          return frame.result != null || (frame.active ?? []).includes(0);
        },
        { timeout: E2E_WAIT_MS, interval: 100 },
      )
      .toBe(true);
    const f = frame as TmcFrame | null;
    if (!f || f.result != null) throw new Error('the match ended before seat 0 answered a pot');
    if (f.view.phase === 'play' && f.view.pot.length > 0) {
      await page.waitForFunction(
        (v) => Number(document.querySelector('[data-testid=match]')?.getAttribute('data-version')) >= v,
        version,
      );
      await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
      await page.locator('[data-testid=hand-dock][data-pinned=true]').waitFor();
      await page.locator('[data-testid=pot] .pot-cards .trick-card').first().waitFor();
      return;
    }
    await serverMove(kit, matchId, token, (legal) => legal[Math.floor(pick() * legal.length)] ?? null);
  }
  throw new Error('seat 0 never had a pot to answer');
}

/** Two frames rendered since a resize: resize observers (the hand dock's height) have had their say. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** What keeps the pot from view at the top of the page (empty when it is all in view above the dock). */
const potProblems = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    const bad: string[] = [];
    const h = window.innerHeight;
    const dock = document.querySelector('[data-testid="hand-dock"]')?.getBoundingClientRect();
    if (!dock) return ['no hand dock'];
    const limit = Math.min(h, dock.top);
    const check = (what: string, el: Element | null) => {
      if (!el) return bad.push(`no ${what}`);
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > limit + 0.5)
        bad.push(
          `the ${what} spans ${Math.round(r.top)}–${Math.round(r.bottom)} px, not inside 0–${Math.round(limit)} (the dock's top)`,
        );
    };
    const pot = document.querySelector('[data-testid="pot"]');
    if (!pot) return ['no pot'];
    const top = pot.getBoundingClientRect().top;
    if (top < 0 || top > limit)
      bad.push(`the pot's top is at ${Math.round(top)} px, the dock's top at ${Math.round(limit)}`);
    check("pot's header", pot.querySelector('.pot-head'));
    check('pot total', pot.querySelector('[data-testid="pot-total"]'));
    check('follow-suit hint', pot.querySelector('.pot-rules'));
    const cards = pot.querySelectorAll('.pot-cards .trick-card .card-face');
    if (cards.length === 0) bad.push('no cards in the pot');
    cards.forEach((c, i) => {
      check(`pot's card ${i + 1}`, c);
    });
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over > 0) bad.push(`the page is ${over} px too wide`);
    // the seats keep their markers: the active seat's ring, "you" on mine
    const me = document.querySelector('[data-testid="seat-0"]');
    const you = [...(me?.querySelectorAll('.badge') ?? [])].find((b) =>
      ['you', '你'].includes(b.textContent?.trim() ?? ''),
    );
    if (!you || you.getBoundingClientRect().width < 4) bad.push('no visible "you" marker on my seat');
    if (me?.getAttribute('aria-current') !== 'true') bad.push('my seat is not marked active');
    return bad;
  });

describe.skipIf(!hasChromium)('料理厨王: the pot in view on a phone on my turn (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const players of [4, 5]) {
    for (const lang of LANGS) {
      it(`${players} players, ${lang}: the pot's header and cards above the hand dock at 390×844 and 360×780`, async () => {
        const { ctx, page, errors, matchId, token } = await openMatch(
          kit,
          'too-many-cooks',
          players,
          PHONES[0]!,
          lang,
          {},
          'easy',
          // the table at rest (motion has its own tests)
          true,
        );
        await untilIAnswerAPot(kit, page, matchId, token, rand(players * 131 + lang.length));
        const problems: string[] = [];
        for (const vp of PHONES) {
          await page.setViewportSize(vp);
          await settle(page);
          for (const p of await potProblems(page)) problems.push(`${vp.width}×${vp.height}: ${p}`);
          await shot(page, `tmc-pot-fit-${players}p-${lang}-${vp.width}`);
        }
        // the compact seats keep their names: axe finds nothing serious (the last size checked is 360×780)
        const axe = await new AxeBuilder({ page })
          .include('.tmc')
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
          .analyze();
        for (const v of axe.violations)
          if (v.impact === 'serious' || v.impact === 'critical')
            problems.push(`axe ${v.id} (${v.impact}): ${v.help} — ${v.nodes[0]?.html.slice(0, 140)}`);
        expect(problems, `料理厨王 with ${players} players in ${lang}`).toEqual([]);
        expect(errors).toEqual([]);
        await ctx.close();
      }, 180_000);
    }
  }

  it('3 players: every bot seat shows its whole name at 390×844 and 360×780 (three a row cut them to "Chef Gi…")', async () => {
    const { ctx, page, errors } = await openMatch(
      kit,
      'too-many-cooks',
      3,
      PHONES[0]!,
      'en',
      {},
      'easy',
      true,
    );
    const cut: string[] = [];
    for (const vp of PHONES) {
      await page.setViewportSize(vp);
      await settle(page);
      const names = await page
        .locator('.tmc-seat:not([data-testid="seat-0"]) .seat-name')
        .evaluateAll((els) =>
          els.map((e) => ({ text: e.textContent ?? '', cut: e.scrollWidth > e.clientWidth })),
        );
      expect(names).toHaveLength(2);
      for (const n of names) if (n.cut) cut.push(`${vp.width}: "${n.text}" is cut`);
      await shot(page, `tmc-pot-fit-3p-en-${vp.width}`);
    }
    expect(cut).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 180_000);
});
