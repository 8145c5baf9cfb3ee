/**
 * People in the browser (issue 15), through the interface: the first visit makes a profile shown in the header;
 * the profile menu edits it, adds a passkey (DevTools virtual authenticator), signs out; a fresh browser context
 * holding the same passkey signs in from the menu and sees the same profile and "My games"; deleting the account
 * is confirmed in a dialog that keeps and gives back the focus. A rated match is created from the form (rated
 * needs a clock: disabled, and says so, without one). Then a player with finished rated matches (against bots,
 * through the API) has a profile page (ratings, stats, chart, recent matches with replays) and a leaderboard row.
 * Screenshots in test-artifacts/web/people-*.png at 1280×800 and 390×844.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { E2E_WAIT_MS, hasChromium, type Kit, shot, skipMessage, startKit } from './wasabi-cuisine-e2e.ts';

skipMessage('people');

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

// biome-ignore lint/suspicious/noExplicitAny: API answers in a test
type Json = Record<string, any>;

describe.skipIf(!hasChromium)('people (Chromium)', () => {
  let kit: Kit;
  /** A passkey's relying party is a domain name, never an IP address: pages are opened as localhost. */
  let origin: string;
  beforeAll(async () => {
    kit = await startKit();
    origin = kit.base.replace('127.0.0.1', 'localhost');
  });
  afterAll(async () => {
    await kit?.close();
  });

  async function open(
    viewport: { width: number; height: number },
    lang: 'en' | 'zh-Hans' | 'zh-Hant' = 'en',
  ): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
    const ctx = await kit.browser.newContext({ viewport, reducedMotion: 'reduce' });
    ctx.setDefaultTimeout(E2E_WAIT_MS);
    await ctx.addInitScript((l) => {
      if (!localStorage.getItem('potluck.lang')) localStorage.setItem('potluck.lang', l);
    }, lang);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return { ctx, page, errors };
  }

  /** A virtual platform authenticator (resident keys, user verification that succeeds) for this page. */
  async function authenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return { cdp, id: authenticatorId };
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

  const profileName = (page: Page) => page.getByTestId('profile-name');
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

  async function openMenu(page: Page) {
    await page.getByTestId('profile-button').click();
    await page.getByTestId('profile-panel').waitFor();
  }

  it('profile menu: edit, passkey, sign out, sign in elsewhere (same profile and games), delete', async () => {
    const a = await open(WIDE);
    await a.page.goto(`${origin}/`);
    const authA = await authenticator(a.page);
    // the first visit made a profile: its generated name is in the header
    await expect.poll(async () => (await profileName(a.page).textContent()) ?? '').toMatch(/^Cook \d{4}$/);
    const first = (await call(a.page, 'GET', '/api/me')).player;
    expect(first).toMatchObject({ language: 'en', passkeys: 0 });

    // edit name and avatar; the dialog gives the focus back to the profile button
    await openMenu(a.page);
    expect(await a.page.getByTestId('passkey-status').textContent()).toMatch(/only/);
    await a.page.getByTestId('edit-profile').click();
    await a.page.getByTestId('profile-dialog').waitFor();
    await expect.poll(() => focused(a.page)).toBe('profile-name-input');
    await a.page.getByTestId('profile-name-input').fill('Mei');
    await a.page.getByTestId('avatar-tofu').check();
    await shot(a.page, 'people-edit-wide');
    await a.page.getByTestId('profile-save').click();
    await expect.poll(async () => profileName(a.page).textContent()).toBe('Mei');
    await expect.poll(() => focused(a.page)).toBe('profile-button');
    expect((await call(a.page, 'GET', '/api/me')).player).toMatchObject({
      id: first.id,
      name: 'Mei',
      avatar: 'tofu',
    });

    // rated needs a clock: disabled and explained until one is chosen; then a rated match from the form
    await a.page.goto(`${origin}/#/new/wasabi`);
    await a.page.getByTestId('rated').waitFor();
    expect(await a.page.getByTestId('rated').isDisabled()).toBe(true);
    expect(await a.page.getByTestId('rated-hint').textContent()).toMatch(/needs a clock/);
    await a.page.getByTestId('clock').selectOption('days-1');
    expect(await a.page.getByTestId('rated').isDisabled()).toBe(false);
    await a.page.getByTestId('rated').check();
    await shot(a.page, 'people-create-rated', true);
    await a.page.getByTestId('create').click();
    await a.page.waitForURL(/#\/m\//);
    const matchId = a.page.url().split('#/m/')[1].split('?')[0];
    const info = await call(a.page, 'GET', `/api/matches/${matchId}`);
    expect(info.settings.rated).toBe(true);

    // my games on the lobby: the match in progress, with whose turn it is
    await a.page.goto(`${origin}/#/`);
    const mine = a.page.locator(`[data-testid=my-playing] [data-match="${matchId}"]`);
    await mine.waitFor();
    expect(await mine.getByTestId('my-turn').textContent()).toMatch(/Your turn|Turn: |Waiting/);

    // add a passkey from the menu
    await openMenu(a.page);
    await a.page.getByTestId('add-passkey').click();
    await expect
      .poll(async () => a.page.getByTestId('profile-status').textContent())
      .toMatch(/Passkey added/);
    expect(await a.page.getByTestId('passkey-status').textContent()).toMatch(/^1 passkey:/);
    await shot(a.page, 'people-menu-wide');
    // Escape closes the menu and puts the focus on its button
    await a.page.keyboard.press('Escape');
    expect(await a.page.getByTestId('profile-panel').count()).toBe(0);
    await expect.poll(() => focused(a.page)).toBe('profile-button');

    // sign out: no profile here any more, "my games" goes, no new profile is made on reload
    await openMenu(a.page);
    await a.page.getByTestId('sign-out').click();
    await expect.poll(async () => profileName(a.page).textContent()).toBe('Sign in');
    expect(await a.page.getByTestId('my-games').count()).toBe(0);
    await a.page.reload();
    await expect.poll(async () => profileName(a.page).textContent()).toBe('Sign in');
    expect((await call(a.page, 'GET', '/api/me')).player).toBeNull();

    // another device with the same (synced) passkey: a fresh context, a guest profile first, then sign in
    const { credentials } = await authA.cdp.send('WebAuthn.getCredentials', { authenticatorId: authA.id });
    expect(credentials).toHaveLength(1);
    const b = await open(PHONE, 'zh-Hans');
    await b.page.goto(`${origin}/`);
    const authB = await authenticator(b.page);
    await authB.cdp.send('WebAuthn.addCredential', { authenticatorId: authB.id, credential: credentials[0] });
    await expect.poll(async () => (await profileName(b.page).textContent()) ?? '').toMatch(/^厨师 \d{4}$/);
    await openMenu(b.page);
    await b.page.getByTestId('sign-in-passkey').click();
    await expect.poll(async () => profileName(b.page).textContent()).toBe('Mei');
    expect((await call(b.page, 'GET', '/api/me')).player.id).toBe(first.id);
    // the profile's language comes along (it was English)
    await expect.poll(() => b.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await b.page.keyboard.press('Escape');
    await b.page.locator(`[data-testid=my-playing] [data-match="${matchId}"]`).waitFor();
    await shot(b.page, 'people-home-phone', true);
    await openMenu(b.page);
    await shot(b.page, 'people-menu-phone');

    // delete the account: a confirmed dialog, focus on Cancel; Escape cancels and gives the focus back
    await b.page.getByTestId('delete-account').click();
    await b.page.getByTestId('delete-dialog').waitFor();
    await expect.poll(() => focused(b.page)).toBe('delete-no');
    await b.page.keyboard.press('Tab');
    await expect.poll(() => focused(b.page)).toBe('delete-yes');
    await b.page.keyboard.press('Tab');
    await expect.poll(() => focused(b.page)).toBe('delete-no');
    await shot(b.page, 'people-delete-phone');
    await b.page.keyboard.press('Escape');
    expect(await b.page.getByTestId('delete-dialog').count()).toBe(0);
    await expect.poll(() => focused(b.page)).toBe('profile-button');
    await openMenu(b.page);
    await b.page.getByTestId('delete-account').click();
    await b.page.getByTestId('delete-yes').click();
    await expect.poll(async () => profileName(b.page).textContent()).toBe('Sign in');
    await expect.poll(() => focused(b.page)).toBe('profile-button');
    expect((await call(b.page, 'GET', `/api/players/${first.id}`)).code).toBe('PLAYER_NOT_FOUND');
    // the match stays, its seat's name cleared
    expect((await call(b.page, 'GET', `/api/matches/${matchId}`)).id).toBe(matchId);

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.ctx.close();
    await b.ctx.close();
  });

  /** Resigns a seat over the live protocol (two players: the match ends, the bot wins). */
  function resign(matchId: string, token: string): Promise<void> {
    const ws = new WebSocket(`${kit.base.replace('http', 'ws')}/ws`);
    return new Promise((resolve, reject) => {
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', matchId, token })));
      ws.on('message', (d) => {
        const msg = JSON.parse(String(d));
        if (msg.type === 'sync') ws.send(JSON.stringify({ id: 7, type: 'resign' }));
        else if (msg.type === 'ack' && msg.id === 7) {
          ws.close();
          resolve();
        } else if (msg.type === 'error') {
          ws.close();
          reject(new Error(`${msg.code}: ${msg.message}`));
        }
      });
      ws.on('error', reject);
    });
  }

  it('a first visit opened from an invite link offers the new profile’s name to join with, and joins under it', async () => {
    const res = await fetch(`${kit.base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'wasabi',
        players: 2,
        seat: 0,
        name: 'Alice',
        seats: [{ kind: 'human' }, { kind: 'human' }],
      }),
    });
    const { match } = (await res.json()) as Json;
    const { ctx, page, errors } = await open(PHONE);
    // no earlier visit: the profile is created while the invite's page is already showing its join form
    await page.goto(`${origin}/#/m/${match.id}`);
    await page.getByTestId('join-name').waitFor();
    await expect.poll(async () => (await profileName(page).textContent()) ?? '').toMatch(/^Cook \d{4}$/);
    const name = (await profileName(page).textContent()) ?? '';
    await expect.poll(() => page.getByTestId('join-name').inputValue()).toBe(name);
    await page.getByTestId('join').click();
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${kit.base}/api/matches/${match.id}`)).json()) as Json).seats[1].name,
      )
      .toBe(name);
    // a new match's form: the same; what the person types stays, even when the profile's name changes
    const other = await open(PHONE);
    await other.page.goto(`${origin}/#/new/wasabi`);
    const field = other.page.getByRole('textbox').first();
    await expect.poll(async () => (await profileName(other.page).textContent()) ?? '').toMatch(/^Cook/);
    await expect.poll(() => field.inputValue()).toBe((await profileName(other.page).textContent()) ?? '');
    await field.fill('Bo');
    await openMenu(other.page);
    await other.page.getByTestId('edit-profile').click();
    await other.page.getByTestId('profile-name-input').fill('Zed');
    await other.page.getByTestId('profile-save').click();
    await expect.poll(async () => profileName(other.page).textContent()).toBe('Zed');
    expect(await field.inputValue()).toBe('Bo');
    expect([...errors, ...other.errors]).toEqual([]);
    await other.ctx.close();
    await ctx.close();
  });

  it('profile page and leaderboard of a player with finished rated matches', async () => {
    const { ctx, page, errors } = await open(WIDE);
    await page.goto(`${origin}/`);
    await expect.poll(async () => (await profileName(page).textContent()) ?? '').toMatch(/^Cook/);
    const me = (await call(page, 'PATCH', '/api/me', { name: 'Rita', avatar: 'chili' })).player;
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await call(page, 'POST', '/api/matches', {
        game: 'wasabi',
        players: 2,
        seat: 0,
        name: 'Rita',
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }],
        rated: true,
        clock: { kind: 'move', seconds: 60 },
      });
      expect(created.match?.settings?.rated, JSON.stringify(created)).toBe(true);
      await resign(created.match.id, created.token);
      ids.push(created.match.id);
    }
    await expect
      .poll(async () => (await call(page, 'GET', `/api/players/${me.id}`)).history?.length ?? 0)
      .toBe(2);

    for (const [lang, size, label] of [
      ['en', WIDE, 'wide'],
      ['zh-Hant', PHONE, 'phone'],
    ] as const) {
      await page.setViewportSize(size);
      await page.evaluate((l) => localStorage.setItem('potluck.lang', l), lang);
      await page.goto(`${origin}/#/p/${me.id}`);
      await page.reload();
      await page.getByTestId('player-page').waitFor();
      expect(await page.getByTestId('player-name').textContent()).toBe('Rita');
      const ratings = page.getByTestId('ratings');
      expect(await ratings.textContent()).toMatch(lang === 'en' ? /provisional/ : /暫定/);
      const stats = await page
        .getByTestId('stats')
        .locator('tbody tr')
        .first()
        .locator('td')
        .allTextContents();
      expect(stats.slice(0, 3)).toEqual(['2', '2', '0']);
      const chart = page.getByTestId('rating-chart');
      expect(await chart.locator('svg[role=img] title').textContent()).toBeTruthy();
      expect(await chart.locator('figcaption').textContent()).toMatch(
        lang === 'en' ? /2 rated matches/ : /2 局/,
      );
      expect(await chart.locator('circle').count()).toBe(2);
      const replays = page.getByTestId('recent-replay');
      expect(await replays.count()).toBe(2);
      expect(await replays.first().getAttribute('href')).toBe(`#/replay/${ids[1]}`);
      await shot(page, `people-profile-${label}`, true);

      // the lobby links each game's leaderboard; Rita is on wasabi's (bots are not)
      await page.goto(`${origin}/#/`);
      await page.getByTestId('leaderboard-wasabi').click();
      await page.getByTestId('leaderboard-table').waitFor();
      const row = page.locator('[data-testid=leaderboard-table] tbody tr', { hasText: 'Rita' });
      expect(await row.count()).toBe(1);
      expect(await row.locator('a').getAttribute('href')).toBe(`#/p/${me.id}`);
      await shot(page, `people-leaderboard-${label}`, true);
    }
    // a deleted player is shown in the reader's language in the matches of others: here, a missing profile page
    await page.goto(`${origin}/#/p/AAAAAAAAAAAA`);
    await page.getByTestId('player-missing').waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
