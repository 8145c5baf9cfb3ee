/**
 * End-to-end (Chromium): the rematch hand-off between two browsers, the "playing now" list of the lobby, and the
 * event log shown again after a reload (from `sync`'s `recent`). The finished match is played over the server's
 * checked move path (not through the pages) to keep the test short; the pages only watch it end.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES } from '@potluck/catalog';
import type { AnyGame } from '@potluck/engine';
import { createPotluckServer, hashToken, openSqlite, type PotluckServer } from '@potluck/server';
import { screenshotToLookAt } from '@potluck/web-kit/testing';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_WAIT_MS } from './wasabi-cuisine-e2e.ts';

const CHROMIUM = '/usr/bin/chromium';
const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
const artifacts = join(webDir, '..', '..', 'test-artifacts', 'web');
const hasChromium = existsSync(CHROMIUM);
const tmc = GAMES.find((g) => g.id === 'too-many-cooks') as AnyGame;

describe.skipIf(!hasChromium)('rematch, playing now, log after reload (Chromium)', () => {
  let server: PotluckServer;
  let base: string;
  let browser: Browser;
  let tmp: string;

  beforeAll(async () => {
    tmp = mkdtempSync(join(tmpdir(), 'potluck-web-rematch-'));
    const { webConfig } = await import(join(webDir, 'build-config.mjs'));
    await build(webConfig(join(tmp, 'web')));
    mkdirSync(artifacts, { recursive: true });
    server = await createPotluckServer({
      storage: await openSqlite(join(tmp, 'e2e.sqlite')),
      games: GAMES,
      botDelayMs: 300,
      botWorkers: 0,
      webRoot: join(tmp, 'web'),
    });
    base = await server.listen(0);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  const post = async (path: string, body: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return res.json();
  };

  async function open(matchId: string, seat: number, token: string, lang: string): Promise<Page> {
    const ctx = await browser.newContext({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
    ctx.setDefaultTimeout(E2E_WAIT_MS);
    const page = await ctx.newPage();
    await page.goto(base);
    await page.evaluate(
      ([id, s, t, l]) => {
        localStorage.setItem('potluck.seats', JSON.stringify({ [id]: { seat: Number(s), token: t } }));
        localStorage.setItem('potluck.lang', l);
      },
      [matchId, String(seat), token, lang],
    );
    await page.goto(`${base}/#/m/${matchId}`);
    await page.reload();
    await page.getByTestId('turn-banner').waitFor();
    return page;
  }

  /**
   * Plays `max` moves (or to the end) through the service's checked path: the first legal action of a mover,
   * made with that seat's token.
   */
  async function play(id: string, max: number, tokens: readonly string[]): Promise<void> {
    const service = server.service;
    for (let i = 0; i < max; i++) {
      const state = service.debugState(id);
      if (tmc.result(state)) return;
      const seat = tmc.activePlayers(state)[0];
      const { version } = await service.matchInfo(id);
      const actor = { seat, tokenHash: hashToken(tokens[seat]) };
      await service.move(id, actor, version, tmc.legalActions(state, seat)[0]);
    }
  }

  /** The seat token a page keeps for a match (its localStorage). */
  const tokenOf = (page: Page, id: string) =>
    page.evaluate((m) => JSON.parse(localStorage.getItem('potluck.seats') ?? '{}')[m].token as string, id);

  const matchIdOf = (page: Page) => page.evaluate(() => /#\/m\/([^/?]+)/.exec(location.hash)?.[1] ?? null);

  it('the second player follows the rematch the first one started, to its own seat', async () => {
    const created = await post('/api/matches', { game: tmc.id, players: 2, seat: 0, name: 'Ann' });
    const id: string = created.match.id;
    const joined = await post(`/api/matches/${id}/join`, { name: 'Bo' });
    await play(id, 5000, [created.token, joined.token]);
    // both players look at the finished match (as after its last move)
    const a = await open(id, 0, created.token, 'en');
    const b = await open(id, 1, joined.token, 'zh-Hans');
    await a.getByTestId('end-dialog').waitFor();
    await b.getByTestId('end-dialog').waitFor();
    await a.getByTestId('rematch').click();
    await expect.poll(() => matchIdOf(a)).not.toBe(id);
    const next = (await matchIdOf(a)) as string;
    // B is told, and its button now joins the rematch
    await b.getByTestId('rematch-started').waitFor();
    expect(await b.getByTestId('rematch').textContent()).toBe('加入再来一局');
    await screenshotToLookAt(b, join(artifacts, 'rematch-started-zh-Hans.png'));
    await b.getByTestId('rematch').click();
    await expect.poll(() => matchIdOf(b)).toBe(next);
    await a.getByTestId('turn-banner').waitFor();
    await b.getByTestId('turn-banner').waitFor();
    await expect.poll(() => a.getByTestId('match').getAttribute('data-you')).toBe('0');
    await expect.poll(() => b.getByTestId('match').getAttribute('data-you')).toBe('1');
    await expect.poll(() => a.getByTestId('match').getAttribute('data-status')).toBe('playing');

    // the log survives a reload: the recent events come with `sync`
    await play(next, 6, [await tokenOf(a, next), await tokenOf(b, next)]);
    // B has every move before its log is counted
    const { version } = await server.service.matchInfo(next);
    await expect.poll(() => b.getByTestId('match').getAttribute('data-version')).toBe(String(version));
    expect(await b.locator('[data-testid=log] li').count()).toBeGreaterThan(0);
    const before = await b.locator('[data-testid=log] li').count();
    await b.reload();
    await b.getByTestId('turn-banner').waitFor();
    await expect.poll(() => b.locator('[data-testid=log] li').count()).toBe(before);
    await a.context().close();
    await b.context().close();
  }, 120_000);

  it('the lobby lists matches being played (all-bot ones too) and opens them to watch', async () => {
    const bots = await post('/api/matches', {
      game: tmc.id,
      players: 3,
      seats: [0, 1, 2].map(() => ({ kind: 'bot', level: 'random' })),
    });
    const ctx = await browser.newContext({ viewport: { width: 1100, height: 900 }, locale: 'zh-TW' });
    const page = await ctx.newPage();
    await page.goto(base);
    const item = page.locator(`[data-testid=playing-list] a[href="#/m/${bots.match.id}"]`);
    await item.waitFor();
    await page.locator('#playing-title').scrollIntoViewIfNeeded();
    expect(await page.locator('#playing-title').textContent()).toBe('正在進行');
    // each listed match says when it last moved, in the reader's language
    const entry = page.locator('[data-testid=playing-list] li', {
      has: page.locator(`a[href="#/m/${bots.match.id}"]`),
    });
    expect(await entry.getByTestId('last-activity').textContent()).toMatch(/^最近活動：/);
    await screenshotToLookAt(page, join(artifacts, 'playing-now-zh-Hant.png'));
    await item.click();
    await page.getByTestId('turn-banner').waitFor();
    expect(await page.getByTestId('match').getAttribute('data-you')).toBe('-1');
    await ctx.close();
  }, 60_000);
});
