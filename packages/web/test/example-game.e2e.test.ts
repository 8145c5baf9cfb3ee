/**
 * The example game end to end (issue 20): it is served only when enabled. One client build, two servers on it:
 * the default one leaves the game out of the lobby; one started with `enableGames` lists it, and a match against
 * bots plays to the end in Chromium through the game's own screen (its web slice), with a screenshot. Nothing
 * here lists the games: the example is found in the catalog as its hidden slice.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES, SLICES } from '@potluck/catalog';
import { createPotluckServer, openSqlite } from '@potluck/server';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  CHROMIUM,
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  type Kit,
  openMatch,
  PHONE,
  shot,
  skipMessage,
} from './wasabi-cuisine-e2e.ts';

skipMessage('example game');

const here = dirname(fileURLToPath(import.meta.url));
/** The example game: the hidden slice with a web screen (the template in docs/engine.md). */
const example = SLICES.find((s) => s.hidden && s.web);
const game = GAMES.find((g) => g.id === example?.id);

describe.skipIf(!hasChromium || !example || !game)(
  'the example game, hidden unless enabled (Chromium)',
  () => {
    let tmp: string;
    let browser: Browser;
    let plain: Kit;
    let enabled: Kit;

    async function serve(enableGames: string[]): Promise<Kit> {
      const server = await createPotluckServer({
        storage: await openSqlite(join(tmp, `${enableGames.length}.sqlite`)),
        games: GAMES,
        enableGames,
        botDelayMs: 0,
        webRoot: join(tmp, 'web'),
      });
      const base = await server.listen(0);
      return { server, base, browser, close: () => server.close() };
    }

    beforeAll(async () => {
      tmp = mkdtempSync(join(tmpdir(), 'potluck-example-e2e-'));
      const { buildWeb } = await import(join(here, '..', 'build-config.mjs'));
      await buildWeb(join(tmp, 'web'));
      mkdirSync(ARTIFACTS, { recursive: true });
      browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--no-first-run',
        ],
      });
      plain = await serve([]);
      enabled = await serve([game?.id ?? '']);
    });

    afterAll(async () => {
      await plain?.close();
      await enabled?.close();
      await browser?.close();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    });

    it('is in the lobby only when the server enables it', async () => {
      const id = game?.id ?? '';
      for (const [kit, shown] of [
        [plain, false],
        [enabled, true],
      ] as const) {
        const ctx = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
        ctx.setDefaultTimeout(E2E_WAIT_MS);
        const page = await ctx.newPage();
        await page.goto(kit.base);
        // the lobby is drawn once the served games' buttons are there (the first served game's, whatever it is)
        await page
          .getByTestId(`new-${GAMES.find((g) => !SLICES.find((s) => s.id === g.id)?.hidden)?.id}`)
          .waitFor();
        expect(await page.getByTestId(`new-${id}`).count()).toBe(shown ? 1 : 0);
        const list = (await (await fetch(`${kit.base}/api/games`)).json()) as { id: string }[];
        expect(list.some((g) => g.id === id)).toBe(shown);
        if (shown) await shot(page, 'example-game-lobby');
        await ctx.close();
      }
    });

    it('a match against bots plays to the end in the browser, through its own screen', async () => {
      const id = game?.id ?? '';
      const { ctx, page, errors } = await openMatch(enabled, id, 3, PHONE, 'en', { rounds: 4 }, 'easy');
      await page.getByTestId('bids-table').waitFor();
      expect(await page.getByTestId('generic-note').count()).toBe(0);
      await shot(page, 'example-game-table');
      // each round: a card of ours becomes playable (bots choose at once); we pick the lowest (nothing is sent),
      // confirm the secret bid, and the round is revealed as a row of the score sheet
      for (let round = 0; round < 4; round++) {
        const card = page.locator('button.bid-card.playable').first();
        await card.waitFor();
        await card.click();
        expect(await card.getAttribute('aria-pressed')).toBe('true');
        if (round === 0) await shot(page, 'example-game-picked');
        await page.getByTestId('secret-confirm').click();
        await expect
          .poll(() => page.locator('[data-testid=bids-history] tbody tr').count(), { timeout: E2E_WAIT_MS })
          .toBe(round + 1);
      }
      await page.getByTestId('end-dialog').waitFor();
      const how = page.locator(`[data-testid=end-breakdown][data-game="${id}"]`);
      await how.waitFor();
      expect(await how.locator('tbody tr').count()).toBe(3);
      await shot(page, 'example-game-end');
      expect(errors).toEqual([]);
      await ctx.close();
    });
  },
);
