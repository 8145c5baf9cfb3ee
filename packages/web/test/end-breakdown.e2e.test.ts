/**
 * End-to-end, the end explained (issue 16 item 6): a finished match of each game (easy bots, played out by the
 * server, so dishes are cooked and recipes completed) opened by a spectator shows, in the end dialog, how each
 * score was made, and the breakdown's totals are the result's scores. The dialog fits 390×844 (zh-Hans; the table
 * scrolls inside it) and 1280×800 (en), with no serious axe violation. Screenshots in test-artifacts/web/end-*.png.
 * Skipped, with a message, when /usr/bin/chromium is missing.
 */
import AxeBuilder from '@axe-core/playwright';
import { GAMES as CATALOG, servedGames } from '@potluck/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finishedBotMatch,
  hasChromium,
  type Kit,
  newPage,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('end breakdowns');

/** Every game the lobby offers, at its largest table. */
const GAMES = servedGames(CATALOG).map((g) => ({ game: g.id, players: g.maxPlayers }));

const SIZES = [
  { viewport: { width: 390, height: 844 }, locale: 'zh-CN', tag: '390-zh-Hans' },
  { viewport: { width: 1280, height: 800 }, locale: 'en-US', tag: '1280-en' },
];

describe.skipIf(!hasChromium)('end dialog: how each score was made (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const { game, players } of GAMES) {
    it(`${game}: the breakdown adds up to the scores and fits a phone`, async () => {
      const { id, scores } = await finishedBotMatch(kit, game, players);
      expect(scores).toHaveLength(players);
      for (const size of SIZES) {
        const { ctx, page, errors } = await newPage(kit, { viewport: size.viewport, locale: size.locale });
        await page.goto(`${kit.base}/#/m/${id}`);
        const how = page.locator(`[data-testid=end-dialog] [data-testid=end-breakdown][data-game="${game}"]`);
        await how.waitFor();
        expect(await how.locator('tbody tr').count()).toBe(players);
        for (let seat = 0; seat < players; seat++)
          expect(Number(await how.getByTestId(`end-total-${seat}`).textContent())).toBe(scores[seat]);
        if (game === 'too-many-cooks') expect(await how.locator('thead th').count()).toBe(1 + 5 + 1);
        // a label left untranslated would show its key
        expect(await how.textContent()).not.toMatch(/\b(howTitle|tmc[A-Z]\w*|wsb[A-Z]\w*|cui[A-Z]\w*)\b/);
        // the dialog fits the viewport (the table under it is the table's own layout, issue 16 item 1)
        const box = await page.getByTestId('end-dialog').boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= size.viewport.width).toBe(true);
        // the dialog itself does not scroll sideways: only the breakdown's table may
        expect(
          await page.getByTestId('end-dialog').evaluate((d) => d.scrollWidth - d.clientWidth),
        ).toBeLessThanOrEqual(0);
        // axe finds no serious or critical violation in the dialog (issue 16 item 9)
        const axe = await new AxeBuilder({ page }).include('[data-testid=end-dialog]').analyze();
        expect(
          axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
        ).toEqual([]);
        await how.scrollIntoViewIfNeeded();
        await shot(page, `end-${game}-${size.tag}`);
        expect(errors).toEqual([]);
        await ctx.close();
      }
    });
  }
});
