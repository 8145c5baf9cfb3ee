/**
 * End-to-end, 卡片厨房's prompt is in view on a phone on my turn (issue 16, "the table fits"): with 4 and 3 players
 * (easy bots), at 390×844 and 360×780, in English, 简体 and 繁體, once it is seat 0's turn and its prompt is drawn,
 * the page at its top shows the prompt's sentence and every one of its buttons inside the viewport and above the
 * pinned hand dock, without scrolling, and comes before the seats in the page; the page is no wider than the
 * viewport; every seat keeps its discard pile and its judges (where bought cards and won judges fly, flights.ts) as
 * boxes on screen, and its name is not cut to
 * nothing (the full name in its title); my seat is marked as the one playing; axe finds nothing serious or critical
 * on the table (the last size checked, 360×780). One more match with a long name checks that it stays readable.
 * Screenshots in test-artifacts/cuisine/cui-phone-prompt-*.png (git-ignored). Skipped, with a message, when
 * /usr/bin/chromium is missing.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { screenshotToLookAt } from '@potluck/web-kit/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasChromium,
  type Kit,
  type Lang,
  openMatch,
  skipMessage,
  startKit,
} from '../../../web/test/wasabi-cuisine-e2e.ts';

skipMessage('卡片厨房 phone prompt fit');

const here = dirname(fileURLToPath(import.meta.url));
const ARTIFACTS = join(here, '..', '..', '..', '..', 'test-artifacts', 'cuisine');
mkdirSync(ARTIFACTS, { recursive: true });
const shot = (page: Page, name: string) => screenshotToLookAt(page, join(ARTIFACTS, `${name}.png`));
/** A screenshot of the page at its top, and one scrolled to the seats (under the dock at the top on my turn). */
async function shots(page: Page, name: string) {
  await shot(page, name);
  await page
    .getByTestId('cui-seats')
    .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 130));
  await shot(page, `${name}-seats`);
  await page.evaluate(() => window.scrollTo(0, 0));
}

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 780 },
];
const LANGS: Lang[] = ['en', 'zh-Hans', 'zh-Hant'];
/** A long name (the server takes up to 40 characters). */
const LONG_NAME = 'Maximiliana Worthington-Featherstone';

/** Two frames rendered since a resize: resize observers (the hand dock's height) have had their say. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Waits until it is seat 0's turn (the bots play at once) and its prompt, with its buttons, and the docked hand are drawn. */
async function untilMyPrompt(page: Page) {
  await page.locator('[data-testid=turn-banner][data-mine=true]').waitFor();
  await page.locator('[data-testid=cui-prompt].mine .cui-prompt-actions button').first().waitFor();
  await page.locator('[data-testid=hand-dock][data-pinned=true]').waitFor();
}

/** What keeps the prompt from view at the top of the page, or the seats from being read (empty when all is well). */
const fitProblems = (page: Page, players: number) =>
  page.evaluate((players) => {
    window.scrollTo(0, 0);
    const bad: string[] = [];
    const at = (r: DOMRect) => `${Math.round(r.top)}–${Math.round(r.bottom)}`;
    const dock = document.querySelector('[data-testid="hand-dock"]')?.getBoundingClientRect();
    if (!dock) return ['no hand dock'];
    const limit = Math.min(window.innerHeight, dock.top);
    const prompt = document.querySelector('[data-testid="cui-prompt"]');
    if (!prompt) return ['no prompt'];
    const parts = [
      ...[...prompt.querySelectorAll(':scope > p')].map((p) => ({
        what: `the sentence "${p.textContent}"`,
        el: p,
      })),
      ...[...prompt.querySelectorAll('button')].map((b) => ({
        what: `the button "${b.textContent}"`,
        el: b,
      })),
    ];
    if (!parts.some((p) => p.el.tagName === 'BUTTON')) bad.push('no button in the prompt');
    for (const { what, el } of parts) {
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > limit + 0.5 || r.left < 0 || r.right > window.innerWidth + 0.5)
        bad.push(`${what} spans ${at(r)} px, not inside 0–${Math.round(limit)} (the dock's top)`);
    }
    // the prompt comes before the seats in the page too (reading and focus order as seen)
    const seats = document.querySelector('[data-testid="cui-seats"]');
    if (!seats || !(prompt.compareDocumentPosition(seats) & Node.DOCUMENT_POSITION_FOLLOWING))
      bad.push('the prompt is not before the seats in the page');
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over > 0) bad.push(`the page is ${over} px too wide`);
    for (let p = 0; p < players; p++) {
      const seat = document.querySelector(`[data-testid="cui-seat-${p}"]`);
      if (!seat) {
        bad.push(`no seat ${p}`);
        continue;
      }
      // where bought cards and won judges land (flights.ts): a box on screen, not display: none
      for (const id of [`cui-seat-${p}-discard`, `cui-seat-${p}-judges`]) {
        const r = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
        if (!r || r.width < 4 || r.height < 4 || r.right > window.innerWidth)
          bad.push(
            `${id} has no box on screen (${r ? `${Math.round(r.width)}×${Math.round(r.height)}` : 'missing'})`,
          );
      }
      // the name: whole, or cut with an ellipsis but a few letters still seen and all of it in its title
      const name = seat.querySelector('.cui-seat-name') as HTMLElement | null;
      if (!name) bad.push(`seat ${p} has no name`);
      else if (name.scrollWidth > name.clientWidth + 1) {
        if (name.clientWidth < 48)
          bad.push(`seat ${p}'s name "${name.textContent}" is cut to ${name.clientWidth} px`);
        if (!name.title.includes(name.textContent ?? ''))
          bad.push(`seat ${p}'s name "${name.textContent}" is cut, with no title`);
      }
      // the medals on the name's line (a long name gives way to them)
      const medals = seat.querySelector('.cui-medals')?.getBoundingClientRect();
      const nameBox = name?.getBoundingClientRect();
      if (
        medals &&
        nameBox &&
        (medals.top + medals.height / 2 < nameBox.top || medals.top + medals.height / 2 > nameBox.bottom)
      )
        bad.push(`seat ${p}'s medals are not beside its name`);
      // the seats do not overlap each other
      const r = seat.getBoundingClientRect();
      for (let q = 0; q < p; q++) {
        const o = document.querySelector(`[data-testid="cui-seat-${q}"]`)?.getBoundingClientRect();
        if (
          o &&
          r.left < o.right - 0.5 &&
          o.left < r.right - 0.5 &&
          r.top < o.bottom - 0.5 &&
          o.top < r.bottom - 0.5
        )
          bad.push(`seats ${q} and ${p} overlap`);
      }
    }
    // my seat is marked as the one playing
    const me = document.querySelector('[data-testid="cui-seat-0"]');
    if (me?.getAttribute('aria-current') !== 'true') bad.push('my seat is not marked active');
    return bad;
  }, players);

/** Serious or critical axe violations on the table. */
async function axeProblems(page: Page) {
  const axe = await new AxeBuilder({ page })
    .include('.cui')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `axe ${v.id} (${v.impact}): ${v.help} — ${v.nodes[0]?.html.slice(0, 140)}`);
}

describe.skipIf(!hasChromium)('卡片厨房: the prompt in view on a phone on my turn (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  for (const players of [4, 3])
    for (const lang of LANGS)
      it(`${players} players, ${lang}: the prompt and its buttons above the hand dock at 390×844 and 360×780`, async () => {
        const { ctx, page, errors } = await openMatch(
          kit,
          'cuisine-a-la-card',
          players,
          PHONES[0]!,
          lang,
          {},
          'easy',
          // the table at rest (motion has its own tests)
          true,
        );
        await untilMyPrompt(page);
        const problems: string[] = [];
        for (const vp of PHONES) {
          await page.setViewportSize(vp);
          await settle(page);
          for (const p of await fitProblems(page, players)) problems.push(`${vp.width}×${vp.height}: ${p}`);
          await shots(page, `cui-phone-prompt-${players}p-${lang}-${vp.width}`);
        }
        problems.push(...(await axeProblems(page)));
        expect(problems, `卡片厨房 with ${players} players in ${lang}`).toEqual([]);
        expect(errors).toEqual([]);
        await ctx.close();
      }, 180_000);

  it('4 players, a long name: the prompt above the dock, the name clipped but readable, at 390×844 and 360×780', async () => {
    const { ctx, page, errors } = await openMatch(
      kit,
      'cuisine-a-la-card',
      4,
      PHONES[0]!,
      'en',
      {},
      'easy',
      true,
      LONG_NAME,
    );
    await untilMyPrompt(page);
    const problems: string[] = [];
    for (const vp of PHONES) {
      await page.setViewportSize(vp);
      await settle(page);
      for (const p of await fitProblems(page, 4)) problems.push(`${vp.width}×${vp.height}: ${p}`);
      await shots(page, `cui-phone-prompt-4p-long-name-${vp.width}`);
    }
    // the full name is in the seat's text, and so are the figures the closed seat does not show (visually hidden)
    const seat0 = page.getByTestId('cui-seat-0');
    expect(await seat0.textContent()).toContain(LONG_NAME);
    const eaten = seat0.getByText('Eaten: 0');
    expect(await seat0.getByText('Deck 5').count()).toBe(1);
    expect((await eaten.boundingBox())?.width).toBeLessThanOrEqual(1);
    // its button opens them in place, in view
    await seat0.getByRole('button', { name: `More about ${LONG_NAME}` }).click();
    expect(
      await seat0.getByRole('button', { name: `More about ${LONG_NAME}` }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect((await eaten.boundingBox())?.width).toBeGreaterThan(20);
    await page
      .getByTestId('cui-seats')
      .evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 130));
    await shot(page, 'cui-phone-prompt-4p-long-name-360-open');
    // a bot's discard pile (they have played a turn or not: the last seat with one) opens over the table, on screen
    const piles = page.locator('summary[data-testid^="cui-seat-"]');
    if ((await piles.count()) > 0) {
      await piles.last().click();
      const cards = page.locator('.cui-seat-discard[open] > .cui-cards');
      await cards.waitFor();
      const box = await cards.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360 && box.width >= 150).toBe(true);
      await shot(page, 'cui-phone-prompt-4p-long-name-360-pile');
    }
    problems.push(...(await axeProblems(page)));
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 180_000);
});
