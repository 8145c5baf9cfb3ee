/**
 * End-to-end, the replay's Analysis tab (issue 17 item 2): a bot match finishes, its replay opens, the analysis
 * is requested, and the win-chance graph (titled SVG with a text summary) and the marked decisions appear; a
 * marked decision takes the replay to its step and says how it was judged and what was better. The server runs
 * from sources with a tiny search (8 iterations a decision). Screenshots in test-artifacts/web/analysis-*.png.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { GAMES } from '@potluck/catalog';
import { createPotluckServer, openSqlite } from '@potluck/server';
import { screenshotToLookAt } from '@potluck/web-kit/testing';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ARTIFACTS,
  CHROMIUM,
  DESKTOP,
  E2E_WAIT_MS,
  hasChromium,
  shot,
  skipMessage,
} from './wasabi-cuisine-e2e.ts';

skipMessage('replay analysis');
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe.skipIf(!hasChromium)('replay: the Analysis tab (Chromium)', () => {
  it('finishes a bot match, opens its replay, requests the analysis, sees the graph and the marked decisions', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'potluck-analysis-e2e-'));
    const { buildWeb } = await import(join(webDir, 'build-config.mjs'));
    await buildWeb(join(tmp, 'web'));
    mkdirSync(ARTIFACTS, { recursive: true });
    const server = await createPotluckServer({
      storage: await openSqlite(join(tmp, 'e2e.sqlite')),
      games: GAMES,
      botDelayMs: 0,
      webRoot: join(tmp, 'web'),
      logger: false,
      analysis: { budget: { iterations: 8 }, workerUrl: null },
    } as Parameters<typeof createPotluckServer>[0]);
    const base = await server.listen(0);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
      ],
    });
    try {
      const res = await fetch(`${base}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'too-many-cooks',
          players: 2,
          seats: [
            { kind: 'bot', level: 'random' },
            { kind: 'bot', level: 'random' },
          ],
        }),
      });
      const { match } = (await res.json()) as { match: { id: string } };
      await expect
        .poll(
          async () =>
            ((await (await fetch(`${base}/api/matches/${match.id}`)).json()) as { status: string }).status,
          { timeout: E2E_WAIT_MS },
        )
        .toBe('finished');

      const ctx = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
      ctx.setDefaultTimeout(E2E_WAIT_MS);
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/#/replay/${match.id}`);
      await page.getByTestId('replay').waitFor();
      await page.getByTestId('replay-tab-analysis').click();
      expect(await page.getByTestId('replay-tab-analysis').getAttribute('aria-selected')).toBe('true');
      await page.getByTestId('analysis-request').click();
      await page.getByTestId('analysis-graph').waitFor();
      const graph = page.getByTestId('analysis-graph');
      expect(await graph.locator('title').textContent()).toBe('Winning chance per seat');
      expect(await graph.locator('desc').textContent()).toMatch(/accuracy/);
      expect(await page.getByTestId('analysis-curve').count()).toBe(2);
      expect(await page.getByTestId('analysis-result').textContent()).toMatch(/inaccurac|mistake|blunder/);
      const marked = page.getByTestId('analysis-decision');
      expect(await marked.count()).toBeGreaterThan(0);
      const verdict = await marked.first().getAttribute('data-verdict');
      expect(['inaccuracy', 'mistake', 'blunder']).toContain(verdict);
      expect(await marked.first().textContent()).toContain(verdict as string);
      await marked.first().click();
      const step = Number(await page.getByTestId('replay').getAttribute('data-step'));
      expect(step).toBeGreaterThan(0);
      expect(await page.getByTestId('analysis-here-verdict').textContent()).toBe(verdict);
      await page.getByTestId('analysis-better').waitFor();
      expect(await page.getByTestId('analysis-better').textContent()).toMatch(
        /Better was \(as .+ would have seen it\):.+/,
      );
      // a click on the graph goes to the step under the pointer: the right end is the last step, the left the first
      const replayStep = () => page.getByTestId('replay').getAttribute('data-step');
      const steps = await page.getByTestId('replay').getAttribute('data-steps');
      const box = await graph.boundingBox();
      if (!box) throw new Error('the graph has no box');
      await graph.click({ position: { x: box.width - 1, y: box.height / 2 } });
      await expect.poll(replayStep).toBe(steps);
      await graph.click({ position: { x: 1, y: box.height / 2 } });
      await expect.poll(replayStep).toBe('0');
      await marked.first().click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'analysis-top-en');
      await screenshotToLookAt(page.getByTestId('analysis'), join(ARTIFACTS, 'analysis-panel-en.png'));
      await shot(page, 'analysis-en', true);
      // axe: no serious or critical violation with the analysis shown (colour contrast of the verdicts included)
      const axe = await new AxeBuilder({ page }).include('[data-testid=analysis]').analyze();
      expect(
        axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((x) => x.html.slice(0, 100)).join(' | ')}`),
      ).toEqual([]);

      // the same analysis, stored, in Chinese on a new page
      const zh = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
      zh.setDefaultTimeout(E2E_WAIT_MS);
      const p2 = await zh.newPage();
      await p2.goto(`${base}/#/replay/${match.id}`);
      await p2.getByTestId('replay-tab-analysis').click();
      await p2.getByTestId('analysis-graph').waitFor();
      expect(await p2.getByTestId('analysis-graph').locator('title').textContent()).toBe('各座位的胜率');
      await shot(p2, 'analysis-zh-Hans', true);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
      rmSync(tmp, { recursive: true, force: true });
    }
  });
});
