/**
 * End-to-end, the table fits (issue 16 item 1): for every game the lobby serves and every player count, a match
 * against easy bots opened as seat 0 (the bots play up to the person's turn and then wait, so the table is still)
 * has no horizontal overflow on phones (360×740, 390×844, 430×932: `scrollWidth` ≤ the viewport's width), and on
 * desktops (1280×800, 1440×900) the shared area (pot, board, market) and the player's hand are inside the viewport
 * without scrolling; 料理厨王 is checked again once its recipes are chosen and the cards are played (the pot filled
 * by the bots that play before seat 0). A finished table of each game at its largest count (the scores by round
 * filled in) is checked on phones too. Screenshots of each table at 390×844 and 1280×800 in
 * test-artifacts/web/fit-*.png.
 * Skipped, with a message, when /usr/bin/chromium is missing.
 */
import { GAMES, servedGames } from '@potluck/catalog';
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

skipMessage('table fit');

/** A move that takes the table from its first turn to a later phase, checked again once it is seat 0's turn. */
interface Next {
  phase: string;
  move: (page: Page) => Promise<void>;
}

/** 料理厨王: choose the first recipe offered; the bots have chosen, so the cards are played next. */
async function chooseRecipe(page: Page): Promise<void> {
  await page.locator('[data-testid^=recipe-]:not([disabled])').first().click();
  await page.locator('.tmc[data-phase=play]').waitFor();
}

/**
 * Each served game's shared area and the seat's hand, by test id. A game the lobby serves must be listed here
 * (the test says so rather than skipping it).
 */
const AREAS: Record<string, { shared: string; hand: string; next?: Next }> = {
  'too-many-cooks': { shared: 'pot', hand: 'hand', next: { phase: 'play', move: chooseRecipe } },
  wasabi: { shared: 'wsb-board', hand: 'wsb-hand' },
  'cuisine-a-la-card': { shared: 'cui-market', hand: 'cui-hand' },
};

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];
const DESKTOPS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
/** The sizes a screenshot is taken at. */
const SHOT_WIDTHS = new Set([390, 1280]);

const CASES = servedGames(GAMES).flatMap((g) =>
  Array.from({ length: g.maxPlayers - g.minPlayers + 1 }, (_, i) => ({
    game: g.id,
    players: g.minPlayers + i,
    max: g.minPlayers + i === g.maxPlayers,
  })),
);

/** How far the page reaches past the viewport's right edge (0 when it fits), with the widest culprit named. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const over = document.documentElement.scrollWidth - window.innerWidth;
    let culprit = '';
    if (over > 0) {
      let right = window.innerWidth;
      // the element reaching furthest right that no scrolling or clipping box holds in (an absolutely placed
      // element escapes the clipping boxes between it and its containing block, the nearest placed ancestor)
      const clipped = (el: Element): boolean => {
        let absolute = getComputedStyle(el).position === 'absolute';
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const style = getComputedStyle(a);
          if (absolute && style.position === 'static') continue;
          if (style.overflowX !== 'visible') return true;
          absolute = style.position === 'absolute';
        }
        return false;
      };
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.right > right + 0.5 && r.width > 0 && !clipped(el)) {
          right = r.right;
          culprit = `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}.${String(el.className).trim().replace(/\s+/g, '.')} → ${Math.round(r.right)} px`;
        }
      }
    }
    return { over, culprit };
  });

/** Where an element is, relative to the viewport with the page scrolled to its top. */
const place = (page: Page, testid: string) =>
  page.evaluate((id) => {
    window.scrollTo(0, 0);
    const el = document.querySelector(`[data-testid="${id}"]`);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return {
      top: Math.round(r.top),
      bottom: Math.round(r.bottom),
      left: Math.round(r.left),
      right: Math.round(r.right),
      innerHeight: window.innerHeight,
      innerWidth: window.innerWidth,
    };
  }, testid);

/** What does not fit at each size (empty when all fits), screenshots taken on the way. */
async function misfits(
  page: Page,
  areas: { shared: string; hand: string },
  game: string,
  players: number,
  tag: string,
): Promise<string[]> {
  const label = tag ? `${tag.slice(1)}, ` : '';
  const problems: string[] = [];
  for (const vp of PHONES) {
    await page.setViewportSize(vp);
    const o = await overflow(page);
    if (o.over > 0) problems.push(`${label}${vp.width}×${vp.height}: ${o.over} px too wide (${o.culprit})`);
    if (SHOT_WIDTHS.has(vp.width)) await shot(page, `fit-${game}-${players}p${tag}-${vp.width}`);
  }
  for (const vp of DESKTOPS) {
    await page.setViewportSize(vp);
    const o = await overflow(page);
    if (o.over > 0) problems.push(`${label}${vp.width}×${vp.height}: ${o.over} px too wide (${o.culprit})`);
    for (const [what, id] of [
      ['shared area', areas.shared],
      ['hand', areas.hand],
    ] as const) {
      const p = await place(page, id);
      if (!p) problems.push(`${label}${vp.width}×${vp.height}: no ${what} (${id})`);
      else if (p.top < 0 || p.bottom > p.innerHeight || p.left < 0 || p.right > p.innerWidth)
        problems.push(
          `${vp.width}×${vp.height}: the ${what} (${id}) spans ${p.left}–${p.right} × ${p.top}–${p.bottom}, the viewport is ${p.innerWidth}×${p.innerHeight}`,
        );
    }
    if (SHOT_WIDTHS.has(vp.width)) await shot(page, `fit-${game}-${players}p${tag}-${vp.width}`);
  }
  return problems;
}

describe.skipIf(!hasChromium)('the table fits (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const { game, players, max } of CASES) {
    it(`${game}, ${players} players: no sideways scroll on phones; board and hand in view on desktops`, async () => {
      const areas = AREAS[game];
      expect(areas, `${game} is served: add its shared area and hand test ids to AREAS`).toBeDefined();
      if (!areas) return;
      const { ctx, page, errors } = await openMatch(
        kit,
        game,
        players,
        PHONES[1] ?? PHONES[0]!,
        'en',
        {},
        'easy',
      );
      // the bots have played up to seat 0's turn and wait for it: the table holds still
      await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
      await page.getByTestId(areas.hand).waitFor();
      await page.getByTestId(areas.shared).waitFor();
      const problems = await misfits(page, areas, game, players, '');
      if (areas.next) {
        await areas.next.move(page);
        await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
        problems.push(...(await misfits(page, areas, game, players, `-${areas.next.phase}`)));
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();

      if (!max) return;
      // a finished table (every round scored) at the largest count: still no sideways scroll on phones
      const res = await fetch(`${kit.base}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game,
          players,
          seats: Array.from({ length: players }, () => ({ kind: 'bot', level: 'easy' })),
        }),
      });
      const { match } = (await res.json()) as { match: { id: string } };
      await expect
        .poll(
          async () =>
            ((await (await fetch(`${kit.base}/api/matches/${match.id}`)).json()) as { status: string })
              .status,
          {
            timeout: E2E_WAIT_MS,
            interval: 200,
          },
        )
        .toBe('finished');
      const done = await kit.browser.newContext({ viewport: PHONES[0], locale: 'en-US' });
      done.setDefaultTimeout(E2E_WAIT_MS);
      const seen = await done.newPage();
      await seen.goto(`${kit.base}/#/m/${match.id}`);
      await seen.getByTestId('end-dialog').waitFor();
      await seen.keyboard.press('Escape');
      await seen.getByTestId('end-dialog').waitFor({ state: 'detached' });
      const finished: string[] = [];
      for (const vp of PHONES) {
        await seen.setViewportSize(vp);
        const o = await overflow(seen);
        if (o.over > 0)
          finished.push(`finished, ${vp.width}×${vp.height}: ${o.over} px too wide (${o.culprit})`);
        if (vp.width === 390) await shot(seen, `fit-${game}-${players}p-finished-390`, true);
      }
      expect(finished).toEqual([]);
      await done.close();
    });
  }
});
