/**
 * End-to-end, hints when everyone agrees (issue 17 item 3, docs/protocol.md "Hints"): two people at a casual
 * Wasabi! table. Ann (English) asks to allow hints; Bo (简体中文) is asked and declines — the log says so and hints
 * stay off; Ann asks again, Bo accepts, and the one whose turn it is gets a hint. Screenshots in
 * test-artifacts/web/hints-agree-*.png. Skipped, with a message, when /usr/bin/chromium is missing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('hints when everyone agrees');

describe.skipIf(!hasChromium)('hints when everyone agrees (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
    kit.server.service.hints.budget = { iterations: 60 };
  });
  afterAll(async () => {
    await kit?.close();
  });

  /** A browser of its own for one seat, in its language. */
  async function openAs(matchId: string, seat: number, token: string, lang: 'en' | 'zh-Hans') {
    const locale = { en: 'en-US', 'zh-Hans': 'zh-CN' }[lang];
    const ctx = await kit.browser.newContext({ viewport: DESKTOP, locale });
    ctx.setDefaultTimeout(E2E_WAIT_MS);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(kit.base);
    await page.evaluate(
      ([id, s, t, l]) => {
        localStorage.setItem('potluck.seats', JSON.stringify({ [id]: { seat: Number(s), token: t } }));
        localStorage.setItem('potluck.lang', String(l));
      },
      [matchId, String(seat), token, lang],
    );
    await page.goto(`${kit.base}/#/m/${matchId}`);
    await page.reload();
    await page.getByTestId('turn-banner').waitFor();
    return { ctx, page, errors };
  }

  const logText = async (page: Page) => (await page.getByTestId('log').textContent()) ?? '';

  it('Ann asks, Bo declines; Ann asks again, Bo accepts: hints for everyone', async () => {
    const post = async (path: string, body: unknown) => {
      const r = await fetch(`${kit.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(r.ok).toBe(true);
      return (await r.json()) as { match: { id: string }; token: string };
    };
    const created = await post('/api/matches', { game: 'wasabi', players: 2, seat: 0, name: 'Ann' });
    const id = created.match.id;
    const joined = await post(`/api/matches/${id}/join`, { name: 'Bo' });
    const ann = await openAs(id, 0, created.token, 'en');
    const bo = await openAs(id, 1, joined.token, 'zh-Hans');

    // with another person at the table: no hint button, an offer to ask instead
    const ask = ann.page.getByTestId('hints-propose');
    await ask.waitFor();
    expect(await ann.page.getByTestId('hint-agreement').textContent()).toContain(
      'hints are off until everyone agrees',
    );
    expect(await ann.page.getByTestId('hint-button').count()).toBe(0);
    await ask.click();
    // Ann waits; Bo is asked, in his language
    await expect
      .poll(() => ann.page.getByTestId('hints-waiting').textContent(), { timeout: E2E_WAIT_MS })
      .toContain('1 of 2 agreed');
    const asked = bo.page.getByTestId('hints-asked');
    await asked.waitFor();
    expect(await asked.textContent()).toContain('Ann 请求在本局余下时间为所有人开启提示');
    await shot(bo.page, 'hints-agree-asked-zh-Hans');
    await bo.page.getByTestId('hints-decline').click();
    // one no: the proposal is over, hints stay off, the log says so
    await ask.waitFor();
    await expect.poll(() => logText(ann.page), { timeout: E2E_WAIT_MS }).toContain('Bo declined hints');
    expect(await ann.page.getByTestId('hint-button').count()).toBe(0);

    // Ann asks again; Bo accepts
    await ask.click();
    await bo.page.getByTestId('hints-accept').click();
    await expect.poll(() => logText(ann.page), { timeout: E2E_WAIT_MS }).toContain('Bo agreed to hints');
    await expect.poll(() => logText(bo.page), { timeout: E2E_WAIT_MS }).toContain('Bo 同意开启提示');
    // whoever's turn it is now has a Hint button, and gets three moves
    const hinted = async () => {
      for (const p of [ann.page, bo.page]) if ((await p.getByTestId('hint-button').count()) > 0) return p;
      return null;
    };
    await expect.poll(async () => (await hinted()) !== null, { timeout: E2E_WAIT_MS }).toBe(true);
    const page = (await hinted()) as Page;
    await page.getByTestId('hint-button').click();
    await expect
      .poll(() => page.getByTestId('hint-move').count(), { timeout: E2E_WAIT_MS })
      .toBeGreaterThan(0);
    await shot(ann.page, 'hints-agree-on-en');
    await shot(bo.page, 'hints-agree-on-zh-Hans');
    expect(ann.errors).toEqual([]);
    expect(bo.errors).toEqual([]);
    await ann.ctx.close();
    await bo.ctx.close();
  });
});
