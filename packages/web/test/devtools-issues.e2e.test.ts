/**
 * End-to-end: no DevTools "issue" of the kinds Lighthouse counts on the home page, a live table and a replay of every served game (Lighthouse's
 * `inspector-issues` audit, which cost every match page and replay best practices 96: zod's probe for `new
 * Function` was refused by the server's Content-Security-Policy and recorded as a CSP issue; the app now sets zod
 * jitless before any game loads, src/app/zod-jitless.ts). Issues are collected the way Lighthouse does, from the
 * Chrome DevTools Protocol's Audits domain, together with the page's own `securitypolicyviolation` events.
 * Skipped, with a message, when /usr/bin/chromium is missing.
 */
import { GAMES, servedGames } from '@potluck/catalog';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, E2E_WAIT_MS, hasChromium, type Kit, skipMessage, startKit } from './wasabi-cuisine-e2e.ts';

skipMessage('DevTools issues');

/**
 * The kinds of issue Lighthouse's inspector-issues audit counts (lighthouse 12.2.3). Chromium raises others too
 * (e.g. GenericIssue "a form field has neither id nor name"), which the audit ignores.
 */
const COUNTED = new Set([
  'MixedContentIssue',
  'CookieIssue',
  'BlockedByResponseIssue',
  'HeavyAdIssue',
  'ContentSecurityPolicyIssue',
]);

const GAME_IDS = servedGames(GAMES).map((g) => ({ id: g.id, players: g.minPlayers }));

async function api(kit: Kit, path: string, body?: unknown) {
  const res = await fetch(`${kit.base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, path).toBe(true);
  return res.json();
}

/** Opens a page and returns the DevTools issues and CSP violations it raised while `ready` was awaited. */
async function issuesOf(kit: Kit, url: string, ready: (page: Page) => Promise<void>): Promise<string[]> {
  const ctx = await kit.browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
  ctx.setDefaultTimeout(E2E_WAIT_MS);
  await ctx.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`CSP ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const issues: string[] = [];
  cdp.on('Audits.issueAdded', (e) => {
    if (COUNTED.has(e.issue.code)) issues.push(`${e.issue.code} ${JSON.stringify(e.issue.details)}`);
  });
  await cdp.send('Audits.enable');
  await page.goto(url);
  await ready(page);
  // the page's game chunk has parsed frames by now (the table or replay is drawn)
  const csp = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  await ctx.close();
  return [...issues, ...csp];
}

describe.skipIf(!hasChromium)('no DevTools issues (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('the home page', async () => {
    expect(
      await issuesOf(kit, `${kit.base}/`, (p) => p.locator('[data-testid^=new-]').first().waitFor()),
    ).toEqual([]);
  });

  for (const g of GAME_IDS) {
    it(`${g.id}: a live table watched and a finished match's replay`, async () => {
      const bots = Array.from({ length: g.players }, () => ({ kind: 'bot', level: 'random' }));
      const { match } = await api(kit, '/api/matches', { game: g.id, players: g.players, seats: bots });
      expect(
        await issuesOf(kit, `${kit.base}/#/m/${match.id}`, (p) => p.locator('.match-main').first().waitFor()),
      ).toEqual([]);
      await expect
        .poll(async () => (await api(kit, `/api/matches/${match.id}`)).status, { timeout: E2E_WAIT_MS })
        .toBe('finished');
      expect(
        await issuesOf(kit, `${kit.base}/#/replay/${match.id}`, (p) => p.getByTestId('replay').waitFor()),
      ).toEqual([]);
    }, 600_000);
  }
});
