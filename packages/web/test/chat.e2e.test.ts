/**
 * End-to-end (Chromium): the chat beside the table (issue 14 item 5; docs/protocol.md "Chat"). Two players chat;
 * markup in a message shows as text; one mutes the other, reloads, and the muted person stays muted; a spectator
 * (on a phone, in the drawer) is not heard by the players during play; once the match is over the replay shows the
 * whole chat. No sleeps: every wait is on what a page shows. Screenshots go to test-artifacts/web/.
 */
import { GAMES } from '@potluck/catalog';
import type { AnyGame } from '@potluck/engine';
import { hashToken } from '@potluck/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hasChromium, type Kit, PHONE, shot, skipMessage, startKit } from './wasabi-cuisine-e2e.ts';

skipMessage('chat');
const tmc = GAMES.find((g) => g.id === 'too-many-cooks') as AnyGame;
const EVIL = '<img src=x onerror=alert(1)>';

describe.skipIf(!hasChromium)('chat beside the table (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
  });

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${kit.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  /** Opens the match in a fresh browser context, as a seat (its token remembered) or as a spectator. */
  async function open(
    id: string,
    seat: number | null,
    token: string | null,
    lang: 'en' | 'zh-Hans' | 'zh-Hant',
    viewport = DESKTOP,
  ): Promise<{ page: Page; problems: string[] }> {
    const ctx = await kit.browser.newContext({ viewport, reducedMotion: 'reduce' });
    ctx.setDefaultTimeout(10_000);
    const page = await ctx.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    // a script run from a message would show up as a dialog
    page.on('dialog', (d) => {
      problems.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    await page.goto(kit.base);
    await page.evaluate(
      ([m, s, t, l]) => {
        if (t) localStorage.setItem('potluck.seats', JSON.stringify({ [m]: { seat: Number(s), token: t } }));
        localStorage.setItem('potluck.lang', l);
      },
      [id, String(seat ?? -1), token ?? '', lang],
    );
    await page.goto(`${kit.base}/#/m/${id}`);
    await page.reload();
    await page.getByTestId('turn-banner').waitFor();
    return { page, problems };
  }

  const texts = (page: Page) => page.getByTestId('chat-text').allTextContents();
  const say = async (page: Page, text: string) => {
    await page.getByTestId('chat-input').fill(text);
    await page.getByTestId('chat-send').click();
    await expect.poll(() => page.getByTestId('chat-input').inputValue()).toBe('');
  };

  /** Plays to the end through the service's checked path (the first legal action of a mover). */
  async function playToEnd(id: string, tokens: readonly string[]): Promise<void> {
    const service = kit.server.service;
    for (let i = 0; i < 5000; i++) {
      const state = service.debugState(id);
      if (tmc.result(state)) return;
      const seat = tmc.activePlayers(state)[0];
      const { version } = await service.matchInfo(id);
      await service.move(
        id,
        { seat, tokenHash: hashToken(tokens[seat]) },
        version,
        tmc.legalActions(state, seat)[0],
      );
    }
  }

  it('two players chat; markup is text; a muted person stays muted after a reload; spectators are not heard', async () => {
    const created = await post('/api/matches', { game: tmc.id, players: 2, seat: 0, name: 'Mei' });
    const id: string = created.match.id;
    const joined = await post(`/api/matches/${id}/join`, { name: 'Bo' });
    const a = await open(id, 0, created.token, 'en');
    const b = await open(id, 1, joined.token, 'zh-Hans');

    await say(a.page, 'Hello Bo!');
    await expect.poll(() => texts(b.page)).toEqual(['Hello Bo!']);
    await say(b.page, EVIL);
    await b.page.getByTestId('chat-react-sushi').click();
    await expect.poll(() => texts(a.page)).toEqual(['Hello Bo!', EVIL]);
    await a.page.getByRole('img', { name: 'Sushi' }).waitFor();
    // the message is text: no image element was made of it, no script ran
    expect(await a.page.getByTestId('chat').locator('img').count()).toBe(0);
    expect(await a.page.getByTestId('chat-text').nth(1).innerHTML()).toBe(
      '&lt;img src=x onerror=alert(1)&gt;',
    );
    // times are shown
    expect(await a.page.getByTestId('chat-msg').first().locator('time').getAttribute('datetime')).toMatch(
      /^\d{4}-\d\d-\d\dT/,
    );
    await shot(a.page, 'chat-1280-en');

    // A mutes B: B's messages leave A's screen (A's own stay)
    await a.page.getByRole('button', { name: 'Mute Bo' }).first().click();
    await expect.poll(() => texts(a.page)).toEqual(['Hello Bo!']);
    expect(await a.page.getByRole('img', { name: 'Sushi' }).count()).toBe(0);
    await a.page.getByRole('button', { name: 'Unmute Bo' }).waitFor();

    // …and stays muted after a reload: the history comes back without B
    await a.page.reload();
    await a.page.getByTestId('turn-banner').waitFor();
    await expect.poll(() => texts(a.page)).toEqual(['Hello Bo!']);
    await a.page.getByRole('button', { name: 'Unmute Bo' }).waitFor();
    // B says more; once A's own later message is shown, B's earlier one has arrived too (one ordered stream)
    await say(b.page, 'are you there?');
    await expect.poll(() => texts(b.page)).toContain('are you there?');
    await say(a.page, 'back');
    await expect.poll(() => texts(a.page)).toEqual(['Hello Bo!', 'back']);
    await shot(a.page, 'chat-1280-en-muted');

    // a spectator on a phone: the chat is a drawer; the players do not hear it during play
    const s = await open(id, null, null, 'zh-Hant', PHONE);
    await expect.poll(() => s.page.getByTestId('chat').isVisible()).toBe(false);
    await shot(s.page, 'chat-375-zh-Hant-closed');
    await s.page.getByTestId('chat-open').click();
    await expect.poll(() => texts(s.page)).toEqual(['Hello Bo!', EVIL, 'are you there?', 'back']);
    await say(s.page, '出番茄！');
    await expect.poll(() => texts(s.page)).toContain('出番茄！');
    await shot(s.page, 'chat-375-zh-Hant-spectator-drawer');
    await say(b.page, 'after the spectator');
    await expect.poll(() => texts(b.page)).toContain('after the spectator');
    expect(await texts(b.page)).not.toContain('出番茄！');

    // unmute: B is back on A's screen, markup still as text
    await a.page.getByRole('button', { name: 'Unmute Bo' }).click();
    await expect
      .poll(() => texts(a.page))
      .toEqual(['Hello Bo!', EVIL, 'are you there?', 'back', 'after the spectator']);
    await shot(b.page, 'chat-1280-zh-Hans');
    for (const p of [a, s]) {
      expect(p.problems).toEqual([]);
      await p.page.context().close(); // fewer pages to redraw while the match is played out
    }

    // the match ends: everything is public, in the live chat and in the replay
    await playToEnd(id, [created.token, joined.token]);
    await expect.poll(() => texts(b.page)).toContain('出番茄！');
    const r = await b.page.context().newPage();
    await r.goto(`${kit.base}/#/replay/${id}`);
    await r.getByTestId('replay').waitFor();
    await expect
      .poll(() => r.getByTestId('chat-text').allTextContents())
      .toEqual(['Hello Bo!', EVIL, 'are you there?', 'back', '出番茄！', 'after the spectator']);
    await r.getByTestId('chat').scrollIntoViewIfNeeded();
    await shot(r, 'chat-replay-1280-zh-Hans');
    expect(b.problems).toEqual([]);
    await b.page.context().close();
  }, 120_000);
});
