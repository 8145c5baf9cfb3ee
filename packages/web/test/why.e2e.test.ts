/**
 * End-to-end, "say why" (issue 16 item 3): on the seat's turn a tap on something that is not legal sends nothing
 * and explains it from the game's rule id, in the player's language — one case per game: a 料理厨王 card that does
 * not follow the pot's colour, a Wasabi! tile on a square it may not go to, a 卡片厨房 market card the seat cannot
 * buy. Screenshots in test-artifacts/web/why-*.png. Skipped, with a message, when /usr/bin/chromium is missing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  openMatch,
  serverMove,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('say why');

/** The explanation shown (text and rule id) once it is there. */
async function why(page: Page): Promise<{ text: string; rule: string }> {
  const note = page.getByTestId('why');
  await expect
    .poll(async () => (await note.textContent())?.trim() ?? '', { timeout: E2E_WAIT_MS })
    .not.toBe('');
  return { text: (await note.textContent()) ?? '', rule: (await note.getAttribute('data-rule')) ?? '' };
}

/** The server's match version, to check that a refused tap sent nothing. */
async function version(kit: Kit, matchId: string): Promise<number> {
  const m = (await (await fetch(`${kit.base}/api/matches/${matchId}`)).json()) as {
    version?: number;
    moves?: number;
  };
  return m.version ?? m.moves ?? -1;
}

describe.skipIf(!hasChromium)('say why (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('料理厨王: a card that does not follow says "You must follow …" (zh-Hans too)', async () => {
    let found = false;
    for (const lang of ['en', 'zh-Hans'] as const) {
      const { ctx, page, matchId, errors } = await openMatch(
        kit,
        'too-many-cooks',
        3,
        DESKTOP,
        lang,
        {},
        'easy',
      );
      for (let k = 0; k < 60 && !found; k++) {
        const step = await page
          .locator(
            'button.recipe:not([disabled]), .hand-card.refused, .hand-card.playable:not([disabled]), [data-testid=end-dialog]',
          )
          .first();
        await step.waitFor();
        const cls = (await step.getAttribute('class')) ?? '';
        if (cls.includes('refused')) {
          const before = await version(kit, matchId);
          // Playwright waits for aria-disabled controls to be enabled; a person can still tap them
          await step.click({ force: true });
          const w = await why(page);
          expect(w.rule).toBe('follow-colour');
          expect(w.text).toMatch(lang === 'en' ? /You must follow/ : /必须跟出/);
          expect(await version(kit, matchId)).toBe(before);
          await shot(page, `why-tmc-${lang}`);
          found = true;
        } else if (cls.includes('recipe') || cls.includes('playable')) {
          const n = await page.locator('[data-testid=log] li').count();
          await step.click();
          await expect.poll(() => page.locator('[data-testid=log] li').count()).toBeGreaterThan(n);
        } else break;
      }
      expect(errors).toEqual([]);
      await ctx.close();
      if (lang === 'en') {
        expect(found).toBe(true);
        found = false;
      }
    }
  });

  it('Wasabi!: a tile on a square it may not go to says which rule', async () => {
    const { ctx, page, matchId, token, errors } = await openMatch(
      kit,
      'wasabi',
      2,
      DESKTOP,
      'en',
      {},
      'easy',
    );
    // through the server, as seat 0 (first legal choice each time), until it is our turn to place a tile with at
    // least one tile on the board (so there are squares a tile may not go to)
    type Act = { type: string };
    const ready = (f: { view: unknown }, legal: unknown[]) =>
      (legal as Act[]).some((a) => a.type === 'place') &&
      (f.view as { top: number[] }).top.some((t) => t >= 0);
    for (let k = 0; k < 60; k++) {
      const r = await serverMove(kit, matchId, token, (legal) => {
        return legal.length === 0 ? null : legal[0];
      }).catch(() => null);
      if (r && !r.moved && r.legal.length === 0) await new Promise((res) => setTimeout(res, 100));
      const f = await serverMove(kit, matchId, token, () => null);
      if (ready(f.frame, f.legal)) break;
    }
    await page.locator('[data-testid^=wsb-hand-]:not([disabled])').first().waitFor();
    const tile = page.locator('[data-testid^=wsb-hand-]:not([disabled])').first();
    await tile.click();
    const square = page.locator('.wsb-sq[data-target=false]').first();
    await square.click({ force: true });
    const w = await why(page);
    expect(w.rule).not.toBe('');
    expect(w.text.length).toBeGreaterThan(10);
    await shot(page, 'why-wasabi-en');
    // issue 16 item 5: the board's coordinates (columns A–…, rows 1–6) stand over and beside the squares that the
    // texts name so: each square's name (its label, as the log and hints write it) is its column letter and row
    const coords = await page.evaluate(() => {
      const center = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      };
      const cols = [...document.querySelectorAll('[data-testid=wsb-coord-col]')].map((e) => ({
        t: e.textContent ?? '',
        ...center(e),
      }));
      const rows = [...document.querySelectorAll('[data-testid=wsb-coord-row]')].map((e) => ({
        t: e.textContent ?? '',
        ...center(e),
      }));
      const bad: string[] = [];
      for (const sq of document.querySelectorAll('.wsb-sq')) {
        const name = /\b([A-G])([1-6])\b/.exec(sq.querySelector('.visually-hidden')?.textContent ?? '');
        const c = center(sq);
        const col = cols.reduce((a, b) => (Math.abs(b.x - c.x) < Math.abs(a.x - c.x) ? b : a));
        const row = rows.reduce((a, b) => (Math.abs(b.y - c.y) < Math.abs(a.y - c.y) ? b : a));
        if (!name || name[1] !== col.t || name[2] !== row.t) bad.push(`${name?.[0]} at ${col.t}${row.t}`);
      }
      return { cols: cols.map((c) => c.t).join(''), rows: rows.map((r) => r.t).join(''), bad };
    });
    expect(coords.cols).toBe('ABCDE');
    expect(coords.rows).toBe('123456');
    expect(coords.bad).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('卡片厨房: a market card the seat cannot buy says why (zh-Hant)', async () => {
    const { ctx, page, errors } = await openMatch(
      kit,
      'cuisine-a-la-card',
      2,
      DESKTOP,
      'zh-Hant',
      {},
      'easy',
    );
    const refused = page.locator('[data-refused^="buy:"]').first();
    await refused.waitFor();
    await refused.click({ force: true });
    const w = await why(page);
    expect(w.rule).not.toBe('');
    expect(w.text).toMatch(/[\u4e00-\u9fff]/);
    await shot(page, 'why-cuisine-zh-Hant');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
