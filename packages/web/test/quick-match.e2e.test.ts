/**
 * Issue 15 follow-ups in the browser: "Play now" on a game's card (a dialog: player count and wait, then a waiting
 * panel with the time waited and the rating window, polling GET /api/queue; cancel leaves the queue); with no wait,
 * bots fill the seats and the person lands at the table with a working seat. A seat follows its person: another
 * device signed in to the same profile opens the match from "My games" and takes the seat; the first device says
 * so and takes it back on request. A deleted account's seat reads "deleted player" in the reader's language.
 * Screenshots in test-artifacts/web/quick-*.png at 1280×800 and 390×844.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  serverFrame,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('quick match');

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const GAME = 'wasabi';

// biome-ignore lint/suspicious/noExplicitAny: API answers in a test
type Json = Record<string, any>;
/** expect.poll's own default (1 s) is too short on a loaded machine. */
const LONG = { timeout: E2E_WAIT_MS };

describe.skipIf(!hasChromium)('quick match and seats across devices (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  async function open(
    viewport: { width: number; height: number },
    lang: 'en' | 'zh-Hans' | 'zh-Hant',
    cookie?: { name: string; value: string },
  ): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
    const ctx = await kit.browser.newContext({ viewport, reducedMotion: 'reduce' });
    ctx.setDefaultTimeout(E2E_WAIT_MS);
    // another device signed in to the same profile (people.e2e signs in with a passkey; here its cookie)
    if (cookie) await ctx.addCookies([{ ...cookie, url: kit.base }]);
    await ctx.addInitScript((l) => {
      if (!localStorage.getItem('potluck.lang')) localStorage.setItem('potluck.lang', l);
    }, lang);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${kit.base}/`);
    await expect
      .poll(async () => (await page.getByTestId('profile-name').textContent()) ?? '', LONG)
      .not.toMatch(/^…$|^$/);
    await expect.poll(async () => (await call(page, 'GET', '/api/me')).player !== null, LONG).toBe(true);
    return { ctx, page, errors };
  }

  const call = (page: Page, method: string, path: string, body?: unknown): Promise<Json> =>
    page.evaluate(
      async ([m, p, b]) => {
        const res = await fetch(p as string, {
          method: m as string,
          headers: b === undefined ? {} : { 'content-type': 'application/json' },
          body: b === undefined ? undefined : JSON.stringify(b),
        });
        return res.json();
      },
      [method, path, body] as const,
    );

  const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
  const matchOf = (page: Page) => page.url().split('#/m/')[1]?.split('?')[0] ?? '';
  const you = async (page: Page) => Number(await page.getByTestId('match').getAttribute('data-you'));
  const claim = (page: Page, id: string) =>
    page.evaluate((m) => JSON.parse(localStorage.getItem('potluck.seats') ?? '{}')[m] ?? null, id);

  /** Opens the dialog, chooses the count and the wait, starts. */
  async function playNow(page: Page, players: number, wait: number) {
    await page.getByTestId(`play-now-${GAME}`).click();
    await page.getByTestId('quick-dialog').waitFor();
    await page.getByTestId(`quick-players-${players}`).check();
    await page.getByTestId('quick-wait').selectOption(String(wait));
    await page.getByTestId('quick-start').click();
  }

  it('Play now: choose, wait (time, rating window), cancel; no wait: bots fill the seats, I land seated', async () => {
    for (const [size, lang, label] of [
      [WIDE, 'en', 'wide'],
      [PHONE, 'zh-Hans', 'phone'],
    ] as const) {
      const { ctx, page, errors } = await open(size, lang);
      await page.getByTestId(`play-now-${GAME}`).click();
      const dialog = page.getByTestId('quick-dialog');
      await dialog.waitFor();
      // the focus starts on the chosen player count; the texts are in the page's language
      await expect.poll(() => focused(page)).toBe('quick-players-2');
      expect(await dialog.locator('h2').textContent()).toMatch(
        lang === 'en' ? /^Play now: Wasabi/ : /^快速开始：/,
      );
      await shot(page, `quick-choose-${label}`);
      await page.getByTestId('quick-wait').selectOption('120');
      await page.getByTestId('quick-start').click();

      // waiting: the time waited goes on, the window is around my rating (a newcomer: 1000), polling the queue
      await page.getByTestId('quick-waiting').waitFor();
      await expect.poll(() => focused(page)).toBe('quick-cancel');
      const state = await call(page, 'GET', '/api/queue');
      expect(state).toMatchObject({ status: 'waiting', game: GAME, players: 2, rating: 1000 });
      expect(state.botsAt - state.since).toBe(120_000);
      expect(await page.getByTestId('quick-window').textContent()).toMatch(/\d+–\d+.*1000/);
      await expect
        .poll(async () => page.getByTestId('quick-waited').textContent(), LONG)
        .toMatch(/^0:0[2-9]$/);
      await shot(page, `quick-waiting-${label}`);

      // cancel leaves the queue; the focus goes back to "Play now"
      await page.getByTestId('quick-cancel').click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focused(page)).toBe(`play-now-${GAME}`);
      expect((await call(page, 'GET', '/api/queue')).status).toBe('none');

      // no wait: bots near my rating take the other seat at once; the match opens with my seat
      await playNow(page, 2, 0);
      await page.waitForURL(/#\/m\//);
      const id = matchOf(page);
      await page.locator('[data-testid=match][data-status=playing]').waitFor();
      await expect.poll(() => you(page), LONG).toBeGreaterThanOrEqual(0);
      const seat = await you(page);
      const mine = await claim(page, id);
      expect(mine).toMatchObject({ seat });
      // the seat works: its token is the seat's on the server, and the page's connection is that seat's
      expect((await serverFrame(kit, id, mine.token)).view).toBeTruthy();
      const info = await call(page, 'GET', `/api/matches/${id}`);
      expect(info.settings.clock).toEqual({ kind: 'move', seconds: 60 });
      expect(info.seats.filter((s: Json) => s.kind === 'bot')).toHaveLength(1);
      expect(info.seats[seat]).toMatchObject({ kind: 'human', occupied: true, connected: true });
      // the client forgot the queue's copy of the token: a new "Play now" may queue again
      expect((await call(page, 'GET', '/api/queue')).status).toBe('none');
      await shot(page, `quick-table-${label}`);
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });

  it('a seat follows its person: My games on another device takes it; the first device takes it back', async () => {
    const a = await open(WIDE, 'en');
    await call(a.page, 'PATCH', '/api/me', { name: 'Mei' });
    const created = await call(a.page, 'POST', '/api/matches', {
      game: GAME,
      players: 2,
      seat: 0,
      name: 'Mei',
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
      clock: { kind: 'move', seconds: 600 },
    });
    const id: string = created.match.id;
    // opening the link signed in, with no seat token here: the profile's seat is taken on this device
    await a.page.goto(`${kit.base}/#/m/${id}`);
    await expect.poll(() => you(a.page), LONG).toBe(0);
    const tokenA = (await claim(a.page, id)).token;

    // a signed-in visitor who holds no seat here only watches, and asks for no seat (no 403 in the console)
    const watcher = await open(WIDE, 'en');
    const refused: string[] = [];
    watcher.page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`);
    });
    const asked = watcher.page.waitForResponse((r) => r.url().endsWith('/api/me/matches'));
    await watcher.page.goto(`${kit.base}/#/m/${id}`);
    await asked;
    await watcher.page.getByTestId('turn-banner').waitFor();
    expect(await you(watcher.page)).toBe(-1);
    expect(refused).toEqual([]);
    await watcher.ctx.close();

    // another device, signed in to the same profile: My games → Open takes the seat there
    const cookies = await a.ctx.cookies();
    const sid = cookies.find((c) => c.name === 'potluck_sid');
    expect(sid).toBeTruthy();
    const b = await open(PHONE, 'zh-Hant', { name: sid!.name, value: sid!.value });
    const row = b.page.locator(`[data-testid=my-playing] [data-match="${id}"]`);
    await row.getByTestId('my-open').click();
    await b.page.waitForURL(/#\/m\//);
    await expect.poll(() => you(b.page), LONG).toBe(0);
    expect((await claim(b.page, id)).token).not.toBe(tokenA);

    // the first device is told, in its language, and offers to play here (it never takes the seat by itself)
    const elsewhere = a.page.getByTestId('seat-elsewhere');
    await elsewhere.waitFor();
    expect(await elsewhere.textContent()).toMatch(/another device/);
    expect(await you(a.page)).toBe(-1);
    expect(await a.page.locator('.error-box').count()).toBe(0);
    await shot(a.page, 'quick-seat-elsewhere-wide');
    await a.page.getByTestId('play-here').click();
    await expect.poll(() => you(a.page), LONG).toBe(0);
    await elsewhere.waitFor({ state: 'detached' });
    // …and now the phone is the one told
    await b.page.getByTestId('seat-elsewhere').waitFor();
    expect(await b.page.getByTestId('seat-elsewhere').textContent()).toMatch(/另一台裝置/);
    await shot(b.page, 'quick-seat-elsewhere-phone');
    // a reload of the phone does not snatch the seat back
    await b.page.reload();
    await b.page.getByTestId('match').waitFor();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await you(a.page)).toBe(0);

    // a deleted account's seat: "deleted player" in each reader's language, on the table
    const c = await open(WIDE, 'en');
    const gone = await call(c.page, 'POST', '/api/matches', {
      game: GAME,
      players: 2,
      seat: 0,
      name: 'Zed',
      seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
      clock: { kind: 'move', seconds: 600 },
    });
    await call(c.page, 'DELETE', '/api/me');
    await a.page.goto(`${kit.base}/#/m/${gone.match.id}`);
    await a.page.locator('[data-testid=match][data-status=playing]').waitFor();
    await expect.poll(async () => a.page.getByText('deleted player').count(), LONG).toBeGreaterThan(0);
    expect(await a.page.getByText('Zed').count()).toBe(0);
    await shot(a.page, 'quick-deleted-wide');
    await b.page.goto(`${kit.base}/#/m/${gone.match.id}`);
    await expect.poll(async () => b.page.getByText('已刪除的玩家').count(), LONG).toBeGreaterThan(0);

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    for (const x of [a, b, c]) await x.ctx.close();
  });
});
