/**
 * End-to-end, the table fits (issue 16 item 1): for every game the lobby serves and every player count, a match
 * against easy bots opened as seat 0 (the bots play up to the person's turn and then wait, so the table is still)
 * is checked on its first turn and again after each of seat 0's next moves (played through the server's API, so
 * the table is seen in later phases: 料理厨王's pot filled, a Wasabi! board with tiles, a 卡片厨房 hand that has
 * bought): no horizontal overflow on phones (360×740, 390×844, 430×932: `scrollWidth` ≤ the viewport's width),
 * the hand docked at the bottom of the phone's screen; on desktops (1280×800, 1440×900) every seat's badge, the
 * shared area (pot, board, market) and the player's hand inside the viewport without scrolling. Each panel that asks
 * the player for a choice (the slice's `layout.choices`: Wasabi!'s starting picks, recipe piles, pantry and utensil
 * reward, 料理厨王's recipe choice, 卡片厨房's prompt and the dish being built) is, whenever it is drawn, wholly
 * inside the viewport on a desktop, and on a phone each of its buttons can be scrolled to without going off the side
 * or under the hand's dock; seat 0 plays on (up to CHOICE_TURNS more moves) until each has been seen and the hand has
 * been docked (a game may let it go while a choice is asked; 卡片厨房's seat starts a dish whenever it may until its
 * builder has been seen, its hand checked beside it), the table checked again then; Wasabi!'s setup picks, recipe
 * piles and pantry must have been (their panels list every type, sold-out ones disabled, so their size is the same
 * whatever the deal), and 卡片厨房's dish builder. On a 390×844
 * phone the log drawer (and the scores drawer, where the game puts its scores in one) opens from its button as a
 * dialog holding the focus (axe finds nothing serious in it), and closes with Escape and with its Close button,
 * giving the focus back. A finished table of each game at its largest count (the scores by round filled in) is
 * checked on phones too.
 * Screenshots of each table at 390×844 and 1280×800 in packages/web/test/screenshots/fit-*.png (git-ignored).
 * Skipped, with a message, when /usr/bin/chromium is missing.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { GAMES, SLICES, servedGames } from '@potluck/catalog';
import { screenshotToLookAt } from '@potluck/web-kit/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  E2E_WAIT_MS,
  finishedBotMatch,
  hasChromium,
  type Kit,
  newPage,
  openMatch,
  rand,
  serverMove,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('table fit');

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });
const shot = (page: Page, name: string, fullPage = false) =>
  screenshotToLookAt(page, join(SCREENSHOTS, `${name}.png`), { fullPage });

/**
 * Each served game's shared area and the seat's hand, by test id: the `layout` its slice declares
 * (packages/games/<id>/src/slice.ts). A game the lobby serves must declare it (the test says so rather than
 * skipping it).
 */
const layoutOf = (game: string) => SLICES.find((s) => s.id === game)?.layout;

/** The games whose hand was seen docked at the bottom of a phone's screen (each game must be, on some turn). */
const docked = new Set<string>();

/** How many of seat 0's moves are played (through the server) after the first turn, the table checked after each. */
const LATER_TURNS = 3;
/** How many more of seat 0's moves may be played to see each of the game's choice panels (checked when first seen). */
const CHOICE_TURNS = 16;
/** The choice panels a game's table must have shown (and passed) by then: every game reaches these in a few moves. */
const MUST_SEE: Record<string, string[]> = {
  wasabi: ['wsb-give', 'wsb-draw', 'wsb-refill'],
  'too-many-cooks': ['recipe-chooser'],
  'cuisine-a-la-card': ['cui-prompt', 'cui-dish'],
};

/**
 * The moves seat 0 takes whenever legal while a choice panel they lead to has not been seen (a random pick may
 * never get there): 卡片厨房's dish builder is drawn once a dish is started.
 */
const LEADS_TO: Record<string, Record<string, string>> = {
  'cuisine-a-la-card': { startDish: 'cui-dish' },
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
      position: getComputedStyle(el).position,
    };
  }, testid);

/**
 * What is wrong with the hand's dock on a phone: it must hold the hand and, when pinned (a game lets it go while
 * the turn is played elsewhere, 料理厨王's recipe choice), sit on the bottom edge. Null: the dock is not pinned.
 */
const dockProblem = (page: Page, hand: string) =>
  page.evaluate((handId) => {
    window.scrollTo(0, 0);
    const dock = document.querySelector('[data-testid="hand-dock"]');
    if (!dock) return 'no hand dock';
    if (!dock.querySelector(`[data-testid="${handId}"]`)) return `the hand (${handId}) is not in the dock`;
    if (dock.getAttribute('data-pinned') !== 'true') return null;
    const position = getComputedStyle(dock).position;
    if (position !== 'fixed') return `the dock is ${position}, not fixed`;
    const r = dock.getBoundingClientRect();
    if (Math.abs(r.bottom - window.innerHeight) > 1)
      return `the dock ends at ${Math.round(r.bottom)} px, the viewport at ${window.innerHeight}`;
    if (r.top < window.innerHeight / 2)
      return `the dock starts at ${Math.round(r.top)} px: it covers more than half of the ${window.innerHeight} px`;
    // the page leaves room for it: scrolled to the end, the last of the table is above the dock
    const main = document.querySelector('.match-main');
    window.scrollTo(0, document.documentElement.scrollHeight);
    const end = main?.getBoundingClientRect().bottom ?? 0;
    const top = dock.getBoundingClientRect().top;
    window.scrollTo(0, 0);
    if (end > top + 1)
      return `scrolled to the end, the table ends at ${Math.round(end)} px, under the dock (${Math.round(top)} px)`;
    return '';
  }, hand);

/**
 * A drawer on a phone: its button opens it as a dialog with the focus inside; Escape closes it and the focus goes
 * back to the button; it opens again and its Close button closes it. Empty when all of that holds.
 */
async function drawerProblems(page: Page, id: string, inside: string, name: string): Promise<string[]> {
  const problems: string[] = [];
  const button = page.getByTestId(`${id}-button`);
  const drawer = page.getByTestId(id);
  await button.click();
  await drawer.waitFor({ state: 'visible' });
  if ((await button.getAttribute('aria-expanded')) !== 'true')
    problems.push(`${id}: the button is not expanded`);
  if ((await drawer.getAttribute('role')) !== 'dialog' || !(await drawer.getAttribute('aria-labelledby')))
    problems.push(`${id}: not a labelled dialog`);
  const focusIn = () => drawer.evaluate((el) => el.contains(document.activeElement));
  if (!(await focusIn())) problems.push(`${id}: the focus is not in the drawer once open`);
  // Tab stays inside
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  if (!(await focusIn())) problems.push(`${id}: Tab leaves the drawer`);
  if ((await drawer.locator(inside).count()) === 0) problems.push(`${id}: ${inside} is not in it`);
  // axe finds nothing serious in the open drawer (as test/a11y.e2e.test.ts counts it)
  const axe = await new AxeBuilder({ page })
    .include(`[data-testid="${id}"]`)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  for (const v of axe.violations)
    if (v.impact === 'serious' || v.impact === 'critical')
      problems.push(`${id}: axe ${v.id} (${v.impact}): ${v.help}`);
  await shot(page, `${name}-${id}-open`);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  if (!(await button.evaluate((el) => el === document.activeElement)))
    problems.push(`${id}: Escape does not give the focus back to its button`);
  await button.click();
  await drawer.waitFor({ state: 'visible' });
  await page.getByTestId(`${id}-close`).click();
  await drawer.waitFor({ state: 'hidden' });
  if ((await button.getAttribute('aria-expanded')) !== 'false')
    problems.push(`${id}: the button stays expanded`);
  return problems;
}

/**
 * What keeps a choice panel from a player, or null when it is not drawn. On a desktop the whole panel must be in
 * the viewport, the page scrolled to its top. On a phone each of its enabled controls, scrolled into view, must be
 * within the width and the topmost thing at its centre (not under the pinned hand dock or a floating button).
 */
const choiceProblem = (page: Page, id: string, phone: boolean) =>
  page.evaluate(
    ([testid, isPhone]) => {
      window.scrollTo(0, 0);
      const el = document.querySelector(`[data-testid="${testid}"]`);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return null;
      const box = (b: DOMRect) =>
        `${Math.round(b.left)}–${Math.round(b.right)} × ${Math.round(b.top)}–${Math.round(b.bottom)}`;
      if (!isPhone) {
        return r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth
          ? `spans ${box(r)}, outside the ${window.innerWidth}×${window.innerHeight} viewport`
          : '';
      }
      const bad: string[] = [];
      for (const c of el.querySelectorAll<HTMLElement>('button:not([disabled]), input, select, textarea')) {
        c.scrollIntoView({ block: 'center', inline: 'nearest' });
        const b = c.getBoundingClientRect();
        if (b.width === 0 && b.height === 0) continue;
        const name = c.getAttribute('data-testid') ?? c.getAttribute('data-action') ?? c.textContent?.trim();
        const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
        if (b.left < 0 || b.right > window.innerWidth) bad.push(`${name} at ${box(b)} is off the side`);
        else if (!top || !c.contains(top))
          bad.push(
            `${name} at ${box(b)} is under ${top ? `${top.tagName.toLowerCase()}.${String(top.className).trim().replace(/\s+/g, '.')}` : 'nothing'}`,
          );
      }
      window.scrollTo(0, 0);
      for (const s of document.querySelectorAll('*')) if (s.scrollTop > 0) s.scrollTop = 0;
      return bad.join('; ');
    },
    [id, phone] as const,
  );

/** Two frames rendered since a resize: resize observers (the hand dock's height) have had their say. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** What does not fit at each size (empty when all fits), screenshots taken on the way. */
async function misfits(
  page: Page,
  areas: { shared: string; hand: string; choices?: readonly string[] },
  game: string,
  players: number,
  tag: string,
  /** The choice panels seen so far (those drawn now are added). */
  seen: Set<string> = new Set(),
): Promise<string[]> {
  const label = `${game} ${players}p ${tag}, `;
  const problems: string[] = [];
  const choices = async (vp: { width: number; height: number }, phone: boolean) => {
    for (const id of areas.choices ?? []) {
      const p = await choiceProblem(page, id, phone);
      if (p === null) continue;
      seen.add(id);
      if (p) problems.push(`${label}${vp.width}×${vp.height}: the choice ${id} ${p}`);
    }
  };
  for (const vp of PHONES) {
    await page.setViewportSize(vp);
    await settle(page);
    const o = await overflow(page);
    if (o.over > 0) problems.push(`${label}${vp.width}×${vp.height}: ${o.over} px too wide (${o.culprit})`);
    const dock = await dockProblem(page, areas.hand);
    if (dock) problems.push(`${label}${vp.width}×${vp.height}: ${dock}`);
    if (dock === '') docked.add(game);
    await choices(vp, true);
    if (SHOT_WIDTHS.has(vp.width)) await shot(page, `fit-${game}-${players}p-${tag}-${vp.width}`);
  }
  for (const vp of DESKTOPS) {
    await page.setViewportSize(vp);
    await settle(page);
    const o = await overflow(page);
    if (o.over > 0) problems.push(`${label}${vp.width}×${vp.height}: ${o.over} px too wide (${o.culprit})`);
    const seats = Array.from(
      { length: players },
      (_, i) => [`seat ${i}'s badge`, `seat-status-${i}`] as const,
    );
    for (const [what, id] of [['shared area', areas.shared], ['hand', areas.hand], ...seats] as const) {
      const p = await place(page, id);
      if (!p) problems.push(`${label}${vp.width}×${vp.height}: no ${what} (${id})`);
      else if (p.top < 0 || p.bottom > p.innerHeight || p.left < 0 || p.right > p.innerWidth)
        problems.push(
          `${label}${vp.width}×${vp.height}: the ${what} (${id}) spans ${p.left}–${p.right} × ${p.top}–${p.bottom}, outside the ${p.innerWidth}×${p.innerHeight} viewport`,
        );
    }
    await choices(vp, false);
    if (SHOT_WIDTHS.has(vp.width)) await shot(page, `fit-${game}-${players}p-${tag}-${vp.width}`);
  }
  await page.setViewportSize(PHONES[1] ?? PHONES[0]!);
  return problems;
}

/**
 * Plays one of seat 0's legal moves through the server (a repeatable pick), then waits until it is seat 0's turn
 * again (the bots play at once) and the page shows that version. False when the match ended instead.
 */
async function playATurn(
  kit: Kit,
  page: Page,
  matchId: string,
  token: string,
  pick: () => number,
  /** Move types to take when legal (the first such move), before a random pick. */
  prefer: readonly string[] = [],
): Promise<boolean> {
  await serverMove(kit, matchId, token, (legal) => {
    const wanted = legal.find((a) => prefer.includes((a as { type?: string }).type ?? ''));
    if (wanted) return wanted;
    // a Wasabi! seat that discards recipes instead of placing never refills: play on the board when it can
    const moves = legal.filter((a) => (a as { type?: string }).type !== 'discard');
    const from = moves.length > 0 ? moves : legal;
    return from[Math.floor(pick() * from.length)] ?? null;
  });
  let version = 0;
  let over = false;
  await expect
    .poll(
      async () => {
        const now = await serverMove(kit, matchId, token, () => null);
        version = now.version;
        over = (now.frame as { result?: unknown }).result != null;
        return over || ((now.frame as { active?: number[] }).active ?? []).includes(0);
      },
      { timeout: E2E_WAIT_MS, interval: 100 },
    )
    .toBe(true);
  if (over) return false;
  await page.waitForFunction(
    (v) => Number(document.querySelector('[data-testid=match]')?.getAttribute('data-version')) >= v,
    version,
  );
  await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
  return true;
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
      const areas = layoutOf(game);
      expect(
        areas,
        `${game} is served: its slice (packages/games/${game}/src/slice.ts) must declare layout: { shared, hand }, the test ids of its shared area and hand`,
      ).toBeDefined();
      if (!areas) return;
      const { ctx, page, errors, matchId, token } = await openMatch(
        kit,
        game,
        players,
        PHONES[1] ?? PHONES[0]!,
        'en',
        {},
        'easy',
        // layout at rest: a pot on its way to its taker is not the table's size (motion has its own tests)
        true,
      );
      // the bots have played up to seat 0's turn and wait for it: the table holds still
      await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
      await page.getByTestId(areas.hand).waitFor();
      await page.getByTestId(areas.shared).waitFor();
      const shown = new Set<string>();
      const problems = await misfits(page, areas, game, players, 'turn1', shown);
      // the phone's drawers: the log always, the scores where the game puts them in one
      problems.push(...(await drawerProblems(page, 'log-drawer', '#log-title', `fit-${game}-${players}p`)));
      if (await page.getByTestId('scores-drawer-button').count())
        problems.push(
          ...(await drawerProblems(page, 'scores-drawer', 'section, table', `fit-${game}-${players}p`)),
        );
      // later turns: seat 0's moves through the server, the bots' replies, the table checked again each time
      const pick = rand(players * 7919);
      let going = true;
      for (let turn = 2; turn <= LATER_TURNS + 1 && going; turn++) {
        going = await playATurn(kit, page, matchId, token, pick);
        if (!going) break;
        await page.getByTestId(areas.hand).waitFor();
        problems.push(...(await misfits(page, areas, game, players, `turn${turn}`, shown)));
      }
      // on, until each choice panel has been seen and the hand docked (a game may leave its hand in place while a
      // choice is asked): the table checked again when one not seen yet is drawn, or the hand is first pinned
      const declared = areas.choices ?? [];
      const pinned = () => page.locator('[data-testid=hand-dock][data-pinned=true]').count();
      for (
        let more = 0;
        more < CHOICE_TURNS && going && (declared.some((id) => !shown.has(id)) || !docked.has(game));
        more++
      ) {
        const prefer = Object.entries(LEADS_TO[game] ?? {})
          .filter(([, id]) => !shown.has(id))
          .map(([type]) => type);
        going = await playATurn(kit, page, matchId, token, pick, prefer);
        if (!going) break;
        await page.getByTestId(areas.hand).waitFor();
        const fresh = [];
        for (const id of declared)
          if (!shown.has(id) && (await page.getByTestId(id).count()) > 0) fresh.push(id);
        if (!docked.has(game) && (await pinned()) > 0) fresh.push('docked');
        if (fresh.length > 0)
          problems.push(...(await misfits(page, areas, game, players, fresh.join('+'), shown)));
      }
      const missed = (MUST_SEE[game] ?? []).filter((id) => !shown.has(id));
      if (missed.length > 0)
        problems.push(`${game}: the choice panels ${missed.join(', ')} were never drawn, so never checked`);
      // Wasabi! and 卡片厨房 seats sat below the board on desktops when this check came (their layouts are being
      // reworked): the message says which seat and where, the check is not eased for them
      if (!docked.has(game))
        problems.push(`${game}: the hand was never docked at the bottom of a phone's screen`);
      expect(problems, `what does not fit in ${game} with ${players} players`).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();

      if (!max) return;
      // a finished table (every round scored) at the largest count: still no sideways scroll on phones
      const match = await finishedBotMatch(kit, game, players);
      const { ctx: done, page: seen } = await newPage(kit, { viewport: PHONES[0], locale: 'en-US' });
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
      // five viewports checked after each of up to 4 + CHOICE_TURNS moves, and a finished match played out: on a
      // loaded machine a case takes one to two minutes, more than the suite's default 120 s
    }, 300_000);
  }

  // a random deal rarely leaves 4+ cards in the pot on seat 0's turn, so the case above seldom sees one: the pot's
  // cards (and the last pot's) are copied here (the page holds still, seat 0 to move) until each holds 4 to 12 (a
  // reset keeps a pot going), and on a desktop they must stay one row each with the pot in view
  it('too-many-cooks: a pot (and a last pot) of 4 to 12 cards stays one row inside the viewport on desktops', async () => {
    const { ctx, page, matchId, token, errors } = await openMatch(
      kit,
      'too-many-cooks',
      5,
      DESKTOPS[0]!,
      'en',
      {},
      'easy',
      true,
    );
    await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
    const pick = rand(4242);
    // on until a pot has been taken (the last pot is shown) and the new one has a card
    const ready = async () =>
      (await page.locator('.pot-cards > li').count()) > 0 && (await page.getByTestId('last-pot').count()) > 0;
    for (let i = 0; i < 16 && !(await ready()); i++)
      expect(await playATurn(kit, page, matchId, token, pick)).toBe(true);
    expect(await ready()).toBe(true);
    const problems: string[] = [];
    for (let n = Math.max(4, await page.locator('.pot-cards > li').count()); n <= 12; n++) {
      // copies added after React's own cards (none removed, so React's later renders still find theirs), in the
      // pot and in the last pot's row
      await page.evaluate((count) => {
        for (const ul of document.querySelectorAll('.pot-cards, [data-testid=last-pot] ul')) {
          const first = ul.firstElementChild;
          while (first && ul.children.length < count) ul.appendChild(first.cloneNode(true));
        }
      }, n);
      for (const vp of DESKTOPS) {
        await page.setViewportSize(vp);
        await settle(page);
        const p = await place(page, 'pot');
        if (!p || p.top < 0 || p.bottom > p.innerHeight || p.left < 0 || p.right > p.innerWidth)
          problems.push(`${n} cards, ${vp.width}×${vp.height}: the pot spans ${JSON.stringify(p)}`);
        const rows = await page.evaluate(() => {
          const pot = document.querySelector('[data-testid=pot]')?.getBoundingClientRect();
          const cards = [...document.querySelectorAll('.pot-cards > li')].map((li) =>
            li.getBoundingClientRect(),
          );
          const last = [...document.querySelectorAll('[data-testid=last-pot] li')].map((li) =>
            li.getBoundingClientRect(),
          );
          return {
            tops: new Set(cards.map((r) => Math.round(r.top))).size,
            lastTops: new Set(last.map((r) => Math.round(r.top))).size,
            outside: cards.filter((r) => !pot || r.left < pot.left || r.right > pot.right).length,
          };
        });
        if (rows.tops !== 1) problems.push(`${n} cards, ${vp.width}×${vp.height}: ${rows.tops} rows`);
        if (rows.lastTops !== 1)
          problems.push(
            `${n} cards, ${vp.width}×${vp.height}: the last pot's cards in ${rows.lastTops} rows`,
          );
        if (rows.outside > 0)
          problems.push(`${n} cards, ${vp.width}×${vp.height}: ${rows.outside} cards reach out of the pot`);
        if (n === 8 && vp.width === 1280) await shot(page, 'fit-too-many-cooks-long-pot-1280');
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 300_000);
});
