/**
 * End-to-end (Chromium): tables that never strand (issue 14; docs/protocol.md "Tables that never strand").
 * (a) 料理厨王 with a per-move clock: the host closes the tab, the other person sees them offline, the host's clock
 *     runs out, a bot plays for the host; the host comes back, takes the seat back, and the match finishes.
 * (b) No clock: a seat away on its turn is handed to a bot by the table's vote.
 * (c) Resign, confirmed in a dialog, ends a two-player match with the right result.
 * The server runs its clocks faster (`clockScale`) and lets a vote in at once (`absentAfterMs: 0`); the pages wait
 * for what they show (no sleeps). Screenshots at 1280×800 and 390×844 go to test-artifacts/web/ (gitignored).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES } from '@potluck/catalog';
import { createPotluckServer, openSqlite, type PotluckServer } from '@potluck/server';
import { screenshotToLookAt } from '@potluck/web-kit/testing';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';
const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
const artifacts = join(webDir, '..', '..', 'test-artifacts', 'web');
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.log(`[never-strand e2e] SKIPPED: ${CHROMIUM} is missing.`);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Server clocks run this much faster: a 20 s move clock lasts 20 s × CLOCK_SCALE. */
const CLOCK_SCALE = 0.5;

type Lang = 'en' | 'zh-Hans' | 'zh-Hant';

describe.skipIf(!hasChromium)('tables that never strand (Chromium)', () => {
  let server: PotluckServer;
  let base: string;
  let browser: Browser;
  let tmp: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'potluck-web-strand-'));
    const { webConfig } = await import(join(webDir, 'build-config.mjs'));
    await build(webConfig(join(tmp, 'web')));
    mkdirSync(artifacts, { recursive: true });
    server = await createPotluckServer({
      storage: await openSqlite(join(tmp, 'e2e.sqlite')),
      games: GAMES,
      botDelayMs: 50,
      botWorkers: 0,
      webRoot: join(tmp, 'web'),
      clockScale: CLOCK_SCALE,
      absentAfterMs: 0,
    } as Parameters<typeof createPotluckServer>[0]);
    base = await server.listen(0);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  }, 120_000);

  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
    await server?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  const post = async (path: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const data = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(data)}`);
    return data;
  };
  const getMatch = async (id: string) => (await fetch(`${base}/api/matches/${id}`)).json();

  const shot = (page: Page, name: string) => screenshotToLookAt(page, join(artifacts, `${name}.png`));

  async function newPage(
    viewport: { width: number; height: number },
    lang: Lang,
    opts: { fakeClock?: boolean } = {},
  ): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
    const ctx = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    contexts.push(ctx);
    // generous for a loaded CI machine (its pages waited on their first table for over 15 s there)
    ctx.setDefaultTimeout(Number(process.env.POTLUCK_E2E_WAIT_MS) || 60_000);
    const page = await ctx.newPage();
    if (opts.fakeClock) await page.clock.install();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base);
    await page.evaluate((l) => localStorage.setItem('potluck.lang', l), lang);
    await page.reload();
    return { ctx, page, errors };
  }

  /** Opens a match as a seat (its token remembered in this browser's localStorage). */
  async function openAs(
    matchId: string,
    seat: number,
    token: string,
    viewport: { width: number; height: number },
    lang: Lang,
    opts: { fakeClock?: boolean } = {},
  ) {
    const p = await newPage(viewport, lang, opts);
    await p.page.evaluate(
      ([id, s, t]) =>
        localStorage.setItem('potluck.seats', JSON.stringify({ [id]: { seat: Number(s), token: t } })),
      [matchId, String(seat), token],
    );
    await p.page.goto(`${base}/#/m/${matchId}`);
    await p.page.getByTestId('turn-banner').waitFor();
    return p;
  }

  /**
   * One step through the interface if this page may act now: the first offered recipe, or a playable card.
   * Says what it did ('end' once the end dialog is up, null when nothing was to do).
   */
  const step = (page: Page, k: number) =>
    page.evaluate((pick) => {
      if (document.querySelector('[data-testid=end-dialog]')) return 'end';
      // A seat whose clock ran out while the test looked elsewhere is taken back at once.
      const back = document.querySelector<HTMLButtonElement>('[data-testid=take-back]');
      if (back) {
        back.click();
        return 'takeBack';
      }
      const recipes = [...document.querySelectorAll<HTMLButtonElement>('button.recipe:not([disabled])')];
      if (recipes.length > 0) {
        recipes[0].click();
        return 'recipe';
      }
      const cards = [...document.querySelectorAll<HTMLButtonElement>('.hand-card.playable:not([disabled])')];
      if (cards.length > 0) {
        cards[pick % cards.length].click();
        return 'card';
      }
      return null;
    }, k);

  /**
   * Plays the given pages through their screens until `done()` holds, waiting (event-driven) for any of them to be
   * able to act, or for `done`'s condition, between steps.
   */
  async function playUntil(pages: Page[], done: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    let k = 0;
    while (!(await done())) {
      if (Date.now() > until) throw new Error('playUntil: timed out');
      let acted = false;
      for (const p of pages) {
        const r = await step(p, k++);
        if (r === 'recipe' || r === 'card' || r === 'takeBack') acted = true;
      }
      if (!acted) {
        // Wait for something to change on the first page: a new turn, the end, or a change of the log.
        const p = pages[0];
        const logLen = await p.locator('[data-testid=log] li').count();
        await p
          .waitForFunction(
            (n) =>
              document.querySelector('[data-testid=end-dialog]') !== null ||
              document.querySelector('button.recipe:not([disabled]), .hand-card.playable:not([disabled])') !==
                null ||
              document.querySelectorAll('[data-testid=log] li').length !== n,
            logLen,
            { timeout: 2_000, polling: 'raf' },
          )
          .catch(() => {});
      }
    }
  }

  /** How far the page scrolls sideways; when it does, the elements that reach past the window's right edge. */
  const sidewaysOf = async (page: Page) => {
    const { sideways, past } = await page.evaluate(() => ({
      sideways: document.documentElement.scrollWidth - window.innerWidth,
      past: [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
        .slice(0, 8)
        .map(
          (e) =>
            `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} → ${e.getBoundingClientRect().right}`,
        ),
    }));
    if (sideways !== 0)
      console.log(`[never-strand e2e] ${sideways} px sideways: ${past.join(' | ') || '(none)'}`);
    return sideways;
  };

  const presenceOf = (page: Page, seat: number) =>
    page
      .getByTestId(`presence-${seat}`)
      .getAttribute('data-presence', { timeout: 1000 })
      .catch(() => null);

  it('(a) per-move clock: the host leaves, times out, a bot plays; the host takes the seat back; the match ends', async () => {
    // The host creates the match through the form: two people, 20 s a move, a bot plays at zero (default).
    const host = await newPage(DESKTOP, 'zh-Hans');
    await host.page.goto(`${base}/#/new/too-many-cooks`);
    await host.page.getByTestId('players').selectOption('2');
    await host.page.getByTestId('seat-1').selectOption('human');
    await host.page.getByTestId('clock').selectOption('move-20');
    await host.page.getByTestId('timeout-bot').waitFor();
    expect(await host.page.getByTestId('timeout-bot').isChecked()).toBe(true);
    await shot(host.page, 'strand-create-clock-zh-Hans');
    await host.page.getByTestId('create').click();
    await host.page.getByTestId('invite-url').waitFor();
    const invite = await host.page.getByTestId('invite-url').inputValue();
    const matchId = /#\/m\/([^/?]+)/.exec(invite)?.[1] as string;
    const info = await getMatch(matchId);
    expect(info.settings).toEqual({
      clock: { kind: 'move', seconds: 20 },
      onTimeout: { action: 'bot', level: 'medium' },
    });

    // The guest joins from the invite link (on a page whose clock the test can move on: "offline" takes 20 s).
    const guest = await newPage(PHONE, 'en', { fakeClock: true });
    // The lobby says the open match has a clock.
    await guest.page.getByTestId('match-list').getByTestId('match-clock').first().waitFor();
    expect(await guest.page.getByTestId('match-list').getByTestId('match-clock').first().textContent()).toBe(
      '20 s a move',
    );
    await guest.page.goto(invite);
    await guest.page.getByTestId('join-name').fill('Bo');
    await guest.page.getByTestId('join').click();
    await guest.page.getByTestId('turn-banner').waitFor();
    await host.page.getByTestId('turn-banner').waitFor();
    // Both clocks tick while both choose their recipes; both see each other online.
    await guest.page.getByTestId('clock-0').waitFor();
    expect(await guest.page.getByTestId('clock-0').getAttribute('data-running')).toBe('true');
    await expect.poll(() => presenceOf(guest.page, 0)).toBe('online');
    await expect.poll(() => presenceOf(host.page, 1)).toBe('online');
    // on a phone the banner holds both clocks and their names: nothing runs past its edge or scrolls sideways
    const banner = await guest.page.evaluate(() => {
      const el = document.querySelector('[data-testid=turn-banner]');
      const box = el?.getBoundingClientRect();
      // inside its padding: the clocks do not run over the banner's rounded edge
      const pad = el ? Number.parseFloat(getComputedStyle(el).paddingRight) : 0;
      const clocks = [...document.querySelectorAll('[data-testid=banner-clocks] .banner-clock')].map((c) =>
        c.getBoundingClientRect(),
      );
      return {
        clocks: clocks.length,
        inside: !!box && clocks.every((r) => r.left >= box.left - 0.5 && r.right <= box.right - pad + 0.5),
      };
    });
    expect(banner).toEqual({ clocks: 2, inside: true });
    // once the table has settled (a CI run under load once measured 2 px while something was still moving; the
    // elements past the edge are printed, so a lasting overflow names its cause)
    await expect.poll(() => sidewaysOf(guest.page), { timeout: 10_000 }).toBe(0);
    await shot(guest.page, 'strand-clocks-phone-en');

    // The host closes the tab during its decision.
    const hostToken = await host.page.evaluate(
      (id) => JSON.parse(localStorage.getItem('potluck.seats') ?? '{}')[id].token as string,
      matchId,
    );
    await host.ctx.close();
    await expect.poll(() => presenceOf(guest.page, 0)).toBe('reconnecting');

    // The guest plays on; the host's clock runs out and a bot plays for the host.
    await playUntil(
      [guest.page],
      async () => (await guest.page.getByTestId('seat-control-0').count()) > 0,
      60_000,
    );
    expect(await guest.page.getByTestId('seat-control-0').getAttribute('data-reason')).toBe('timeout');
    // the log says so (on a phone the log sits in its drawer, closed: in the page, not shown)
    await guest.page
      .getByTestId('log')
      .getByText('time ran out: a bot (Medium) plays for them', { exact: false })
      .first()
      .waitFor({ state: 'attached' });
    // 20 s without a connection later the guest sees "offline" (with how long ago).
    await guest.page.clock.fastForward('00:21');
    await expect.poll(() => presenceOf(guest.page, 0)).toBe('offline');
    expect(await guest.page.getByTestId('presence-0').textContent()).toMatch(/Offline · left .* ago/);
    await shot(guest.page, 'strand-host-offline-bot-phone-en');

    // The host comes back (desktop, Traditional Chinese), is told a bot plays, takes the seat back in one click.
    const back = await openAs(matchId, 0, hostToken, DESKTOP, 'zh-Hant');
    await back.page.getByTestId('taken-over').waitFor();
    await shot(back.page, 'strand-take-back-desktop-zh-Hant');
    await back.page.getByTestId('take-back').click();
    await back.page.getByTestId('taken-over').waitFor({ state: 'detached' });
    await guest.page.getByTestId('seat-control-0').waitFor({ state: 'detached' });
    await expect.poll(() => presenceOf(guest.page, 0)).toBe('online');
    await guest.page
      .getByTestId('log')
      .getByText('took their seat back', { exact: false })
      .waitFor({ state: 'attached' });

    // Both play to the end of the match.
    await playUntil(
      [back.page, guest.page],
      async () =>
        (await back.page.getByTestId('end-dialog').count()) > 0 &&
        (await guest.page.getByTestId('end-dialog').count()) > 0,
      240_000,
    );
    const final = await getMatch(matchId);
    expect(final.status).toBe('finished');
    expect(final.result.scores).toHaveLength(2);
    expect(final.seats[0].control ?? null).toBe(null);
    await shot(back.page, 'strand-end-desktop-zh-Hant');
    expect(host.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
    expect(back.errors).toEqual([]);
  }, 420_000);

  it('(b) no clock: the table votes a bot into the seat of a person away on their turn', async () => {
    const created = await post('/api/matches', { game: 'too-many-cooks', players: 3, seat: 0, name: 'Ann' });
    const id: string = created.match.id;
    const bo = await post(`/api/matches/${id}/join`, { name: 'Bo' });
    const cy = await post(`/api/matches/${id}/join`, { name: 'Cy' });
    const ann = await openAs(id, 0, created.token, DESKTOP, 'en');
    // Bo's page runs on a clock the test can move forward (the minute the table waits before offering a bot).
    const b = await openAs(id, bo.seat, bo.token, DESKTOP, 'en', { fakeClock: true });
    const c = await openAs(id, cy.seat, cy.token, PHONE, 'zh-Hans');
    await expect.poll(() => presenceOf(b.page, 0)).toBe('online');
    // Ann leaves while everybody must choose a recipe; Bo and Cy choose theirs.
    await ann.ctx.close();
    await expect.poll(() => presenceOf(b.page, 0)).toBe('reconnecting');
    for (const p of [b.page, c.page]) {
      await p.locator('button.recipe:not([disabled])').first().click();
      await p.locator('button.recipe:not([disabled])').first().waitFor({ state: 'detached' });
    }
    expect(await b.page.getByTestId('propose-bot-0').count()).toBe(0);
    // A minute later (on Bo's screen) Ann is offline on her turn: Bo may propose a bot.
    await b.page.clock.fastForward('00:30');
    await expect.poll(() => presenceOf(b.page, 0)).toBe('offline');
    await b.page.clock.fastForward('00:31');
    await b.page.getByTestId('propose-bot-0').waitFor();
    await shot(b.page, 'strand-absent-desktop-en');
    await b.page.getByTestId('propose-bot-0').click();
    // Cy sees the open vote with its tally and votes yes: a majority of the two connected people.
    await c.page.getByTestId('bot-vote').waitFor();
    expect(await c.page.getByTestId('vote-tally').textContent()).toContain('1');
    await b.page.getByTestId('bot-vote').waitFor();
    expect(await b.page.getByTestId('vote-yes').count()).toBe(0);
    await shot(c.page, 'strand-vote-phone-zh-Hans');
    await c.page.getByTestId('vote-yes').click();
    await c.page.getByTestId('seat-control-0').waitFor();
    expect(await c.page.getByTestId('seat-control-0').getAttribute('data-reason')).toBe('vote');
    await c.page.getByTestId('bot-vote').waitFor({ state: 'detached' });
    await b.page.getByTestId('log').getByText('By vote, a bot (Medium) plays for Ann.').waitFor();
    // The bot chooses Ann's recipe: the recipes are revealed and the match moves on.
    await b.page.getByTestId('log').getByText('Recipes revealed', { exact: false }).waitFor();
    const m = await getMatch(id);
    expect(m.seats[0].control).toMatchObject({ by: 'bot', reason: 'vote' });
    await shot(c.page, 'strand-voted-phone-zh-Hans');
    await shot(b.page, 'strand-voted-desktop-en');
    expect([...b.errors, ...c.errors]).toEqual([]);
  }, 180_000);

  it('(c) resign, confirmed, ends a two-player match: the other player wins', async () => {
    const created = await post('/api/matches', { game: 'too-many-cooks', players: 2, seat: 0, name: 'Ann' });
    const id: string = created.match.id;
    const bo = await post(`/api/matches/${id}/join`, { name: 'Bo' });
    const a = await openAs(id, 0, created.token, PHONE, 'en');
    const b = await openAs(id, bo.seat, bo.token, DESKTOP, 'zh-Hans');
    // The menu's Resign asks first; Cancel (focused first) keeps playing, focus back on the menu button.
    await a.page.getByTestId('match-menu').click();
    await a.page.getByTestId('resign').click();
    await a.page.getByTestId('confirm-dialog').waitFor();
    expect(await a.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'confirm-no',
    );
    await a.page.keyboard.press('Tab');
    expect(await a.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'confirm-yes',
    );
    await a.page.keyboard.press('Tab');
    expect(await a.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'confirm-no',
    );
    await shot(a.page, 'strand-resign-confirm-phone-en');
    await a.page.keyboard.press('Escape');
    await a.page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    expect(await a.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'match-menu',
    );
    // Now for real.
    await a.page.getByTestId('match-menu').click();
    await a.page.getByTestId('resign').click();
    await a.page.getByTestId('confirm-yes').click();
    for (const p of [a.page, b.page]) await p.getByTestId('end-dialog').waitFor();
    const m = await getMatch(id);
    expect(m.status).toBe('finished');
    expect(m.result).toMatchObject({ ended: 'resign', winners: [1], out: [{ seat: 0, reason: 'resigned' }] });
    expect(m.result.ranks[1]).toBeLessThan(m.result.ranks[0]);
    expect(await a.page.getByTestId('end-reason').getAttribute('data-ended')).toBe('resign');
    expect(await a.page.getByTestId('end-dialog').textContent()).toContain('Bo wins!');
    await a.page.getByTestId('end-out-0').waitFor();
    // No scores for a match ended by resignation.
    expect(await b.page.getByTestId('end-dialog').locator('.scores-table th').count()).toBe(2);
    expect(await b.page.getByTestId('end-breakdown').count()).toBe(0);
    await b.page.getByTestId('end-dialog').getByText('已认输').waitFor();
    await shot(a.page, 'strand-resigned-end-phone-en');
    await shot(b.page, 'strand-resigned-end-desktop-zh-Hans');
    expect([...a.errors, ...b.errors]).toEqual([]);
  }, 120_000);

  it('(d) the same seat badges in Wasabi! and 卡片厨房: clocks ticking and presence', async () => {
    for (const [game, lang, viewport] of [
      ['wasabi', 'zh-Hant', PHONE],
      ['cuisine-a-la-card', 'en', DESKTOP],
    ] as const) {
      const created = await post('/api/matches', {
        game,
        players: 2,
        seat: 0,
        name: 'Ann',
        clock: { kind: 'total', minutes: 5, increment: 5 },
      });
      const id: string = created.match.id;
      const bo = await post(`/api/matches/${id}/join`, { name: 'Bo' });
      const a = await openAs(id, 0, created.token, viewport, lang);
      const b = await openAs(id, bo.seat, bo.token, DESKTOP, 'en');
      await expect.poll(() => presenceOf(a.page, 1)).toBe('online');
      // the seat that must act has a running clock that goes down on the screen
      const running = a.page.locator('[data-testid^=clock-][data-running=true]').first();
      await running.waitFor();
      const first = Number(await running.getAttribute('data-ms'));
      await a.page.waitForFunction(
        (ms) => {
          const el = document.querySelector('[data-testid^=clock-][data-running=true]');
          return el !== null && Number(el.getAttribute('data-ms')) < ms - 1000;
        },
        first,
        { polling: 250 },
      );
      expect(first).toBeGreaterThan(100_000); // 5 min × CLOCK_SCALE
      await b.ctx.close();
      await expect.poll(() => presenceOf(a.page, 1)).toBe('reconnecting');
      await shot(a.page, `strand-badges-${game}-${lang}`);
      expect(a.errors).toEqual([]);
      await a.ctx.close();
    }
  }, 120_000);
});
