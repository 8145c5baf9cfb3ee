/**
 * End-to-end: builds the client, starts the real server (temp SQLite, bots without delay) on a free port and
 * drives Debian's Chromium with playwright-core. Screenshots go to test-artifacts/web/ (gitignored).
 * Skipped, with a message, when /usr/bin/chromium is missing (.ci/run installs it).
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
import WebSocket from 'ws';

const CHROMIUM = '/usr/bin/chromium';
const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
const artifacts = join(webDir, '..', '..', 'test-artifacts', 'web');
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) {
  console.log(
    `[web e2e] SKIPPED: ${CHROMIUM} is missing. Install it with: apt-get install -y chromium fonts-noto-cjk fonts-noto-color-emoji`,
  );
}

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 860 };

describe.skipIf(!hasChromium)('web client end to end (Chromium)', () => {
  let server: PotluckServer;
  let base: string;
  let browser: Browser;
  let tmp: string;

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'potluck-web-e2e-'));
    // Build into the temp directory (never racing another build of packages/web/dist).
    const { webConfig } = await import(join(webDir, 'build-config.mjs'));
    await build(webConfig(join(tmp, 'web')));
    mkdirSync(artifacts, { recursive: true });
    server = await createPotluckServer({
      storage: await openSqlite(join(tmp, 'e2e.sqlite')),
      games: GAMES,
      botDelayMs: 0,
      webRoot: join(tmp, 'web'),
    });
    base = await server.listen(0);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  async function newPage(
    viewport: { width: number; height: number },
    locale: string,
  ): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
    // Reduced motion: the client turns its animations off, so clicks need not wait for cards to settle.
    const ctx = await browser.newContext({ viewport, locale, reducedMotion: 'reduce' });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // the server's Content-Security-Policy must not block anything the client does (Chromium reports it here)
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
    });
    return { ctx, page, errors };
  }

  const shot = (page: Page, name: string, fullPage = false) =>
    screenshotToLookAt(page, join(artifacts, `${name}.png`), { fullPage });

  type Next = 'end' | 'recipe' | 'card' | null;

  // A card the seat may play now: while a move is on its way the cards keep `playable` but are aria-disabled.
  const OFFERED_CARD = '.hand-card.playable:not([disabled]):not([aria-disabled="true"])';

  /** What this page can do now (without waiting). */
  const nextStep = (page: Page): Promise<Next> =>
    page.evaluate((sel) => {
      if (document.querySelector('[data-testid=end-dialog]')) return 'end';
      if (document.querySelector('button.recipe:not([disabled])')) return 'recipe';
      if (document.querySelector(sel)) return 'card';
      return null;
    }, OFFERED_CARD);

  /**
   * One step through the interface: clicks the first offered recipe, or a playable card (the `pick`-th, cyclically),
   * and says what it did. Every `realEvery`-th call uses Playwright's real pointer click; the others click the same
   * button from inside the page (one round trip instead of several, to keep the suite fast).
   */
  async function autoStep(page: Page, pick: number, realEvery = 10): Promise<Next> {
    if (pick % realEvery === 0) {
      const step = await nextStep(page);
      if (step === 'recipe' || step === 'card') {
        const sel = step === 'recipe' ? 'button.recipe:not([disabled])' : OFFERED_CARD;
        const buttons = page.locator(sel);
        const n = await buttons.count();
        if (n > 0)
          await buttons
            .nth(step === 'recipe' ? 0 : pick % n)
            .click({ timeout: 2000 })
            .catch(() => {});
      }
      return step;
    }
    return page.evaluate(
      ([k, sel]) => {
        if (document.querySelector('[data-testid=end-dialog]')) return 'end';
        const recipes = [...document.querySelectorAll<HTMLButtonElement>('button.recipe:not([disabled])')];
        if (recipes.length > 0) {
          recipes[0].click();
          return 'recipe';
        }
        const cards = [...document.querySelectorAll<HTMLButtonElement>(sel)];
        if (cards.length > 0) {
          cards[k % cards.length].click();
          return 'card';
        }
        return null;
      },
      [pick, OFFERED_CARD] as [number, string],
    );
  }

  /** The seat's legal actions and version straight from the server (a connection of its own, the page's token). */
  async function serverLegal(page: Page, matchId: string): Promise<{ legal: unknown[]; version: number }> {
    const token = await page.evaluate(
      (id) =>
        (JSON.parse(localStorage.getItem('potluck.seats') ?? '{}') as Record<string, { token: string }>)[id]
          ?.token,
      matchId,
    );
    const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`);
    return new Promise((resolve, reject) => {
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', matchId, token })));
      ws.on('message', (d) => {
        const msg = JSON.parse(String(d));
        if (msg.type === 'sync') {
          ws.close();
          resolve({ legal: msg.frame.legal ?? [], version: msg.version });
        } else if (msg.type === 'error') reject(new Error(msg.message));
      });
      ws.on('error', reject);
    });
  }

  const matchIdOf = (page: Page) => new URL(page.url()).hash.replace(/^#\/m\//, '').split('?')[0];

  it('plays 料理厨王 against 3 bots to the end from one click, offering only legal moves', async () => {
    const { ctx, page, errors } = await newPage(PHONE, 'zh-CN');
    await page.goto(base);
    await page.getByTestId('play-bots').waitFor();
    await shot(page, 'home-375-zh-Hans', true);
    await page.getByTestId('play-bots').click();
    await page.getByTestId('turn-banner').waitFor();
    const matchId = matchIdOf(page);
    expect(matchId).toMatch(/^[A-Za-z0-9_-]+$/);

    let checkedLegal = 0;
    let playedByKeyboard = false;
    let moves = 0;
    let pick = 0;
    for (let i = 0; i < 3000; i++) {
      const step = await nextStep(page);
      if (step === 'end') break;
      if (step === null) {
        await page.waitForTimeout(20);
        continue;
      }
      if (step === 'card' && checkedLegal < 3 && (await page.locator('.pot-cards li').count()) > 0) {
        // Only what the server lists is offered: the enabled cards are exactly the legal plays, compared on the
        // version the page shows (the page may still be a frame behind the server: ask again until they meet).
        let offered: number[] = [];
        await expect
          .poll(
            async () => {
              const server = await serverLegal(page, matchId);
              const shown = await page.evaluate(
                (sel) => ({
                  version: Number(
                    document.querySelector('[data-testid=match]')?.getAttribute('data-version'),
                  ),
                  offered: [...document.querySelectorAll(sel)].map((e) =>
                    Number(e.getAttribute('data-card')),
                  ),
                }),
                // any card a tap would play, `playable` or not (one that may not be played stays tappable to say
                // why, aria-disabled: not offered)
                '.hand-card:not([disabled]):not([aria-disabled="true"])',
              );
              if (shown.version !== server.version) return 'page and server on different versions';
              if (server.legal.length === 0) return 'not our turn';
              const legal = (server.legal as { card: number }[]).map((a) => a.card).sort((a, b) => a - b);
              offered = shown.offered.sort((a, b) => a - b);
              return { offered, legal };
            },
            { timeout: 15_000 },
          )
          .toSatisfy((r) => typeof r === 'object' && r.offered.join() === r.legal.join());
        const all = await page.locator('.hand-card').count();
        if (offered.length < all && checkedLegal === 0) await shot(page, 'match-375-follow-rule');
        checkedLegal++;
      }
      if (moves === 20) {
        await page.getByTestId('pot').scrollIntoViewIfNeeded();
        await shot(page, 'match-375-pot');
      }
      if (step === 'card' && !playedByKeyboard) {
        // Keyboard play: focus the hand, move with the arrow keys, play with Enter.
        playedByKeyboard = true;
        await page.locator(OFFERED_CARD).first().focus();
        const active = () =>
          page.evaluate(() => {
            const el = document.activeElement;
            return {
              card: el?.getAttribute('data-card') ?? null,
              playable:
                el?.classList.contains('playable') === true && el.getAttribute('aria-disabled') !== 'true',
            };
          });
        const start = await active();
        const handSize = await page.locator('.hand-card').count();
        await page.keyboard.press('ArrowRight');
        if (handSize > 1) expect((await active()).card).not.toBe(start.card);
        // Cards that may not be played stay focusable (Enter on one says why): step on to a playable one.
        for (let k = 0; k < handSize && !(await active()).playable; k++)
          await page.keyboard.press('ArrowRight');
        const focused = (await active()).card;
        expect(focused).not.toBeNull();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.locator(`.hand-card[data-card="${focused}"]`).count()).toBe(0);
        moves++;
        continue;
      }
      if ((await autoStep(page, pick++)) === null) await page.waitForTimeout(10);
      moves++;
    }
    const end = page.getByTestId('end-dialog');
    await end.waitFor();
    expect(checkedLegal).toBeGreaterThan(0);
    expect(await end.getByTestId('end-scores').locator('tbody tr').count()).toBe(4);
    await expect.poll(() => page.getByTestId('turn-banner').textContent()).toContain('游戏结束');
    await shot(page, 'end-375-zh-Hans');
    // The score table has all five rounds filled in.
    const lastRow = await page.locator('[data-testid=score-table] tbody tr').nth(4).textContent();
    expect(lastRow).not.toContain('–');

    // Rematch: a new match with the same seats.
    await page.getByTestId('rematch').click();
    await expect.poll(() => matchIdOf(page)).not.toBe(matchId);
    await page.getByTestId('turn-banner').waitFor();
    await page.locator('button.recipe:not([disabled])').first().waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('two browsers play each other through an invite link, reconnecting silently', async () => {
    const a = await newPage(DESKTOP, 'en-US');
    const b = await newPage(PHONE, 'zh-TW');
    // A creates a 2-player match with seat 2 open for a human.
    await a.page.goto(base);
    await a.page.getByTestId('new-too-many-cooks').click();
    await a.page.getByTestId('players').selectOption('2');
    await a.page.getByTestId('seat-1').selectOption('human');
    await a.page.getByLabel('Your name').fill('Alice');
    await a.page.getByTestId('create').click();
    const invite = await a.page.getByTestId('invite-url').inputValue();
    expect(invite).toContain('#/m/');
    await shot(a.page, 'invite-1280-en');

    // B opens the link, sees the open match, joins with a name.
    await b.page.goto(invite);
    await b.page.getByTestId('join-name').fill('小明');
    await shot(b.page, 'join-375-zh-Hant');
    await b.page.getByTestId('join').click();
    await b.page.getByTestId('turn-banner').waitFor();
    await a.page.getByTestId('turn-banner').waitFor();
    await expect.poll(() => b.page.getByTestId('match').getAttribute('data-you')).toBe('1');
    expect(await a.page.getByTestId('seat-1').textContent()).toContain('小明');
    expect(await b.page.getByTestId('seat-0').textContent()).toContain('Alice');

    // A third browser with the same link watches: public view only, no hand, no join form (the match is full).
    const c = await newPage(PHONE, 'en-US');
    await c.page.goto(invite);
    await c.page.getByTestId('turn-banner').waitFor();
    expect(await c.page.getByTestId('turn-banner').textContent()).toContain('You are watching');
    expect(await c.page.getByTestId('match').getAttribute('data-you')).toBe('-1');
    expect(await c.page.getByTestId('hand').count()).toBe(0);
    expect(await c.page.getByTestId('join').count()).toBe(0);
    await shot(c.page, 'spectator-375-en');

    // Play two full rounds (a whole game is covered by the bot match above), through a server-side drop of
    // every connection and a reload of one page.
    const round = (p: Page) => p.getByTestId('round').textContent();
    let moves = 0;
    let reconnected = false;
    let reloaded = false;
    for (let i = 0; i < 4000; i++) {
      if ((await round(a.page))?.includes('Round 3')) break;
      const [sa, sb] = await Promise.all([autoStep(a.page, moves), autoStep(b.page, moves + 5)]);
      if (sa === null && sb === null) {
        await a.page.waitForTimeout(10);
        continue;
      }
      moves++;
      if (moves === 20 && !reconnected) {
        // Drop every connection on the server side: the clients reconnect and resync without a word.
        reconnected = true;
        for (const ws of server.app.websocketServer?.clients ?? []) ws.terminate();
        await a.page.waitForTimeout(100);
        await shot(a.page, 'match-1280-en');
      }
      if (moves === 40 && !reloaded) {
        // A reload keeps the seat (its token is remembered by the browser).
        reloaded = true;
        await b.page.reload();
        await b.page.getByTestId('turn-banner').waitFor();
        await expect.poll(() => b.page.getByTestId('match').getAttribute('data-you')).toBe('1');
        await shot(b.page, 'match-375-zh-Hant');
      }
    }
    expect(reconnected && reloaded).toBe(true);
    // Both players and the spectator agree on the score table of the two finished rounds.
    const table = (p: Page) =>
      p
        .locator('[data-testid=score-table] tbody tr')
        .evaluateAll((rows) =>
          rows
            .slice(0, 2)
            .map((r) => [...r.querySelectorAll('td')].map((td) => /-?\d+/.exec(td.textContent ?? '')?.[0])),
        );
    await expect.poll(() => round(b.page)).toContain('3');
    await expect.poll(() => round(c.page)).toContain('3');
    const ta = await table(a.page);
    expect(ta.flat().every((x) => x !== undefined)).toBe(true);
    expect(await table(b.page)).toEqual(ta);
    expect(await table(c.page)).toEqual(ta);
    await shot(a.page, 'round3-1280-en', true);
    // Nobody saw an error, in the page or from the server.
    expect(await a.page.locator('[role=alert]').allTextContents()).toEqual([]);
    expect(await b.page.locator('[role=alert]').allTextContents()).toEqual([]);
    expect([...a.errors, ...b.errors, ...c.errors]).toEqual([]);
    await c.ctx.close();
    await a.ctx.close();
    await b.ctx.close();
  });

  it('lets the host fill open seats with bots from the waiting room', async () => {
    const { ctx, page, errors } = await newPage(DESKTOP, 'en-US');
    await page.goto(`${base}/#/new/too-many-cooks`);
    await page.getByTestId('players').selectOption('3');
    await page.getByLabel('Deck').selectOption('classic52');
    await page.getByTestId('seat-1').selectOption('human');
    await page.getByTestId('seat-2').selectOption('human');
    await page.getByTestId('create').click();
    await page.getByTestId('seat-bot-1').click();
    await page.getByTestId('seat-bot-2').click();
    await page.getByTestId('turn-banner').waitFor();
    expect(await page.getByTestId('seat-1').textContent()).toContain('Bot');
    // The option reached the server: the classic deck deals 13 cards from 52.
    expect(await page.locator('.hand-card').count()).toBe(13);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('switches language, remembers the choice and follows the browser language by default', async () => {
    const en = await newPage(DESKTOP, 'en-US');
    await en.page.goto(base);
    const h1 = en.page.locator('h1');
    await expect.poll(() => h1.textContent()).toBe('Pull up a chair at the kitchen table');
    await shot(en.page, 'home-1280-en');
    await en.page.getByTestId('lang').selectOption('zh-Hant');
    await expect.poll(() => h1.textContent()).toBe('來廚房餐桌坐坐吧');
    expect(await en.page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
    // Game names come from the game packages.
    expect(await en.page.locator('.game-tile .names').first().textContent()).toBe('料理廚王');
    await en.page.reload();
    await expect.poll(() => h1.textContent()).toBe('來廚房餐桌坐坐吧');
    await en.page.getByTestId('lang').selectOption('zh-Hans');
    await expect.poll(() => h1.textContent()).toBe('来厨房餐桌坐坐吧');
    await shot(en.page, 'home-1280-zh-Hans');

    // In a match the log and the turn banner change language too.
    await en.page.getByTestId('play-bots').click();
    await en.page.locator('button.recipe:not([disabled])').first().click();
    await en.page.getByTestId('log').waitFor();
    await expect.poll(() => en.page.getByTestId('log').textContent()).toMatch(/菜谱/);
    await en.page.getByTestId('lang').selectOption('en');
    await expect.poll(() => en.page.getByTestId('log').textContent()).toMatch(/recipe/i);
    await en.ctx.close();

    const tw = await newPage(PHONE, 'zh-TW');
    await tw.page.goto(base);
    await expect.poll(() => tw.page.locator('h1').textContent()).toBe('來廚房餐桌坐坐吧');
    await shot(tw.page, 'home-375-zh-Hant', true);
    await tw.ctx.close();
  });
});
