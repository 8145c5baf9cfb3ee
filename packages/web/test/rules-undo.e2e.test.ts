/**
 * End-to-end, small: the 料理厨王 rules page from the match screen in all three languages, and the Undo button of
 * the match screen (卡片厨房): shown exactly when the seat's frame says `canUndo`, pressed from the keyboard, and
 * the move is taken back on the server. Skipped, with a message, when /usr/bin/chromium is missing.
 */

import { GAMES } from '@potluck/catalog';
import { applyAction } from '@potluck/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  openMatch,
  PHONE,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('rules and undo');

// biome-ignore lint/suspicious/noExplicitAny: frames are the game's JSON
type Json = any;

/** One request over a fresh seat connection: `sync` answers with the frame; a move/undo waits for its answer. */
function seatRequest(
  kit: Kit,
  matchId: string,
  token: string,
  msg?: (version: number) => Json,
): Promise<Json> {
  const ws = new WebSocket(`${kit.base.replace('http', 'ws')}/ws`);
  return new Promise((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', matchId, token })));
    ws.on('message', (d) => {
      const m = JSON.parse(String(d));
      if (m.type === 'sync') {
        if (!msg) {
          ws.close();
          resolve(m);
        } else ws.send(JSON.stringify({ ...msg(m.version), id: 1 }));
      } else if ((m.type === 'ack' || m.type === 'error') && m.id === 1) {
        ws.close();
        resolve(m);
      } else if (m.type === 'error') reject(new Error(m.message));
    });
    ws.on('error', reject);
  });
}

describe.skipIf(!hasChromium)('rules page and undo in the browser', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('料理厨王: the rules page from the match screen in zh-Hans, zh-Hant and en', {
    timeout: 60_000,
  }, async () => {
    const expected = {
      'zh-Hans': ['料理厨王', '今天不喝汤'],
      'zh-Hant': ['料理廚王', '今天不喝湯'],
      en: ['Too Many Cooks', 'No soup today'],
    } as const;
    for (const lang of ['zh-Hans', 'zh-Hant', 'en'] as const) {
      const { ctx, page, errors } = await openMatch(kit, 'too-many-cooks', 2, PHONE, lang);
      await page.getByTestId('rules-link').click();
      await page.getByTestId('rules-page').waitFor();
      expect(page.url()).toContain('#/rules/too-many-cooks');
      expect(await page.locator('#rules-title').textContent()).toContain(expected[lang][0]);
      expect(await page.getByTestId('rules-page').textContent()).toContain(expected[lang][1]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `tmc-375-rules-${lang}`, true);
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });

  it('卡片厨房: Undo shows exactly when the server allows it and takes the move back', {
    timeout: 60_000,
  }, async () => {
    const game = GAMES.find((g) => g.id === 'cuisine-a-la-card')!;
    const { ctx, page, matchId, token, errors } = await openMatch(
      kit,
      'cuisine-a-la-card',
      2,
      DESKTOP,
      'en',
      {},
      'random',
    );
    const service = kit.server.service as unknown as { debugState(id: string): unknown };
    let undone = 0;
    for (let i = 0; i < 80 && undone === 0; i++) {
      const { frame, version } = await seatRequest(kit, matchId, token);
      expect(frame.result).toBeNull();
      // the browser shows the button exactly when the frame allows it (it follows the same frame)
      await expect
        .poll(() => page.getByTestId('undo').count(), { timeout: E2E_WAIT_MS })
        .toBe(frame.canUndo ? 1 : 0);
      if (frame.canUndo) {
        const before = JSON.stringify(service.debugState(matchId));
        await page.getByTestId('undo').focus();
        expect(await page.getByTestId('undo').getAttribute('aria-label')).toContain('Undo');
        await shot(page, 'cuisine-1280-undo-en');
        await page.keyboard.press('Enter');
        await expect.poll(() => seatRequest(kit, matchId, token).then((s) => s.version)).toBe(version + 1);
        expect(JSON.stringify(service.debugState(matchId))).not.toBe(before);
        undone++;
        break;
      }
      const legal: Json[] = frame.legal ?? [];
      if (legal.length === 0) {
        // the bot's turn: wait for its move (not a fixed pause, which a busy machine can outlast)
        await expect
          .poll(() => seatRequest(kit, matchId, token).then((s) => s.version), { timeout: E2E_WAIT_MS })
          .toBeGreaterThan(version);
        continue;
      }
      // prefer a move that reveals nothing (so it can be undone); the server decides
      const state = service.debugState(matchId);
      const quiet = legal.filter((a) => applyAction(game, state, 0, a).flags === 0);
      const action = (quiet.length > 0 ? quiet : legal)[i % (quiet.length || legal.length)];
      const ans = await seatRequest(kit, matchId, token, (v) => ({ type: 'move', version: v, action }));
      expect(['ack', 'error']).toContain(ans.type);
    }
    expect(undone).toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
