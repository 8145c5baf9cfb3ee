/**
 * End-to-end, guided first games (issue 16 item 7): on a 390×844 phone, each game's tutorial is opened from its
 * card in the lobby and finished by tapping what the coach lights up; one move that is legal but not the lesson
 * is tried (the coach explains and the learner tries again) and one the rules refuse (the game's own words: the
 * coach folds the step's text to one line so the lit card stays in view, and unfolds on a tap). The
 * 料理厨王 lesson ends with a real match against the easy bot. A screenshot of every step goes to
 * test-artifacts/web/tutorial-<game>-<nn>-<step>.png. Skipped, with a message, when /usr/bin/chromium is missing.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_WAIT_MS, hasChromium, type Kit, shot, skipMessage, startKit } from './wasabi-cuisine-e2e.ts';

skipMessage('tutorial');

const PHONE = { width: 390, height: 844 };

type Lang = 'en' | 'zh-Hans' | 'zh-Hant';

async function openTutorial(kit: Kit, game: string, lang: Lang, viewport = PHONE) {
  const locale = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW' }[lang];
  const ctx = await kit.browser.newContext({ viewport, locale });
  ctx.setDefaultTimeout(E2E_WAIT_MS);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(kit.base);
  await page.evaluate((l) => localStorage.setItem('potluck.lang', l), lang);
  await page.reload();
  // from the game's card in the lobby
  await page.getByTestId(`tutorial-${game}`).click();
  await page.getByTestId('tutorial-coach').waitFor();
  await page.locator('[data-testid="tutorial-coach"][data-step]:not([data-step=""])').waitFor();
  return { ctx, page, errors };
}

/** axe's serious and critical violations on the page as it is now (as test/a11y.e2e.test.ts counts them). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes[0]?.html.slice(0, 140) ?? ''}`);
}

const coach = (page: Page) => page.getByTestId('tutorial-coach');
const stepOf = async (page: Page) => (await coach(page).getAttribute('data-step')) ?? '';

/** Waits until the coach shows another step than `prev` (a step's move was accepted). */
async function nextStep(page: Page, prev: string): Promise<void> {
  await page.waitForFunction(
    (p) => document.querySelector('[data-testid="tutorial-coach"]')?.getAttribute('data-step') !== p,
    prev,
  );
}

/** The element's centre is on screen and the topmost thing there is the element (not the sticky coach). */
async function visibleToTap(page: Page, sel: string): Promise<boolean> {
  const inView = page.waitForFunction((s) => {
    const el = document.querySelector(s);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return top !== null && (top === el || el.contains(top));
  }, sel);
  return inView.then(
    () => true,
    () => false,
  );
}

/** Does the step's move by tapping what the coach lights up, in order (a tile, then its square…). */
async function followHighlights(page: Page): Promise<void> {
  const prev = await stepOf(page);
  const cont = page.getByTestId('tutorial-continue');
  if (await cont.count()) {
    // Continue is on screen inside the coach, under however long a step's words are (they scroll above it)
    expect(await visibleToTap(page, '[data-testid="tutorial-continue"]'), `${prev}: Continue`).toBe(true);
    await cont.click();
  } else {
    const marks = JSON.parse((await coach(page).getAttribute('data-marks')) ?? '[]') as string[];
    expect(marks.length, `step ${prev} lights nothing`).toBeGreaterThan(0);
    // what is lit is really drawn lit: the page's outline is on the first control to tap
    const first = page.locator(marks[0]).first();
    if (await first.count()) {
      const outline = await first.evaluate((el) => {
        const cs = getComputedStyle(el);
        return `${cs.outlineStyle} ${cs.outlineColor}`;
      });
      expect(outline, `${prev}: ${marks[0]}`).toBe('solid rgb(232, 89, 12)');
    }
    for (const sel of marks) {
      const el = page.locator(sel).first();
      // a tile already selected is no longer lit: nothing to tap
      if ((await page.locator(sel).count()) === 0) continue;
      // the page has brought it into view, clear of the coach panel: a person sees it and can tap it as it is
      expect(await visibleToTap(page, sel), `${prev}: ${sel} is not in view`).toBe(true);
      await el.click();
    }
  }
  await nextStep(page, prev);
}

/** Plays the whole lesson; `onStep` may try things first. Returns the steps seen. */
async function playThrough(
  page: Page,
  game: string,
  onStep: (step: string) => Promise<void> = async () => {},
): Promise<string[]> {
  const seen: string[] = [];
  for (let n = 0; n < 40; n++) {
    const step = await stepOf(page);
    if (step === 'done') break;
    seen.push(step);
    await shot(page, `tutorial-${game}-${String(n).padStart(2, '0')}-${step}`);
    // the coach panel and the table pass axe (the first step and one in the middle)
    if (n === 0 || n === 5) expect(await seriousViolations(page)).toEqual([]);
    // the phone never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await onStep(step);
    await followHighlights(page);
  }
  await page.getByTestId('tutorial-done').waitFor();
  await shot(page, `tutorial-${game}-done`);
  return seen;
}

/** Taps a legal move that is not the lesson: the coach says why, and the step stays. */
async function expectOffScript(page: Page, tap: () => Promise<void>, name: string): Promise<string> {
  const before = await stepOf(page);
  await tap();
  const note = page.locator('[data-testid="tutorial-note"][data-kind="offScript"]');
  await note.waitFor();
  await shot(page, name);
  expect(await stepOf(page)).toBe(before);
  return (await note.textContent()) ?? '';
}

/** A whole lesson on a phone, every step screenshotted: over the default 120 s on a loaded two-core machine. */
const LESSON_TIMEOUT = 300_000;

describe.skipIf(!hasChromium)('guided first games (Chromium, 390×844)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it(
    '料理厨王 (en): follow colour, take a pot, dodge chilis, the round scored; then a game against the easy bot',
    async () => {
      const { ctx, page, errors } = await openTutorial(kit, 'too-many-cooks', 'en');
      const steps = await playThrough(page, 'too-many-cooks', async (step) => {
        // the round's scores are brought into view with the step that explains them
        if (step === 'score') {
          expect(await visibleToTap(page, '[data-testid="score-table"]')).toBe(true);
          // the chef's Chili soup was +2 during the round and 0 on the table: the coach says why (two creams)
          expect(await page.getByTestId('tutorial-text').textContent()).toMatch(/two creams.*small 0/);
        }
        // a new step is shown whole, to be read
        expect(await coach(page).getAttribute('data-folded'), step).toBe('false');
        if (step !== 'follow') return;
        // another yellow card is legal, but not the lesson
        const text = await expectOffScript(
          page,
          () => page.locator('.hand-card[data-card="67"]').click(),
          'tutorial-too-many-cooks-off-script',
        );
        expect(text).toMatch(/onion 5/);
        // a green card is refused by the rules themselves: yellow must be followed
        // (it is aria-disabled: tappable, it sends nothing)
        await page.locator('.hand-card[data-card="36"]').click({ force: true });
        const refused = page.locator('[data-testid="tutorial-note"][data-kind="refused"]');
        await refused.waitFor();
        expect(await refused.getAttribute('data-rule')).toBe('follow-colour');
        await shot(page, 'tutorial-too-many-cooks-refused');
        // the coach does not cover the lit card while it says why (it folds to one line on a phone)
        const lit = JSON.parse((await coach(page).getAttribute('data-marks')) ?? '[]') as string[];
        expect(await visibleToTap(page, lit[0] ?? ''), `${lit[0]} is covered while the refusal shows`).toBe(
          true,
        );
        expect(await coach(page).getAttribute('data-folded')).toBe('true');
        // a tap on the folded line shows the whole step again; "Show less" folds it back
        await page.getByTestId('tutorial-unfold').click();
        await expect.poll(() => coach(page).getAttribute('data-folded')).toBe('false');
        expect(await page.getByTestId('tutorial-text').isVisible()).toBe(true);
        expect(await page.getByTestId('tutorial-fold').getAttribute('aria-expanded')).toBe('true');
        await page.getByTestId('tutorial-fold').click();
        await expect.poll(() => coach(page).getAttribute('data-folded')).toBe('true');
        expect(await page.getByTestId('tutorial-text').isVisible()).toBe(false);
      });
      expect(steps).toContain('score');
      // the round was played out and scored on the table
      await expect.poll(() => page.getByTestId('score-table').count()).toBeGreaterThan(0);
      await page.getByTestId('tutorial-play-easy').click();
      await page.waitForURL(/#\/m\//);
      await page.getByTestId('turn-banner').waitFor();
      await shot(page, 'tutorial-too-many-cooks-easy-bot');
      expect(errors).toEqual([]);
      await ctx.close();
    },
    LESSON_TIMEOUT,
  );

  it('on a phone the coach keeps Continue in view under a long step (the words scroll above it)', async () => {
    // Wasabi!'s first step is the longest in English: before, it pushed Continue out of the coach's box
    const { ctx, page, errors } = await openTutorial(kit, 'wasabi', 'en');
    expect(await visibleToTap(page, '[data-testid="tutorial-continue"]')).toBe(true);
    await shot(page, 'tutorial-wasabi-phone-en');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('on a desktop (1280×800) each lesson opens with its coach and the move to make in view', async () => {
    for (const [game, lang] of [
      ['too-many-cooks', 'zh-Hans'],
      ['wasabi', 'en'],
      ['cuisine-a-la-card', 'en'],
    ] as const) {
      const { ctx, page, errors } = await openTutorial(kit, game, lang, { width: 1280, height: 800 });
      if (game === 'wasabi') await followHighlights(page); // past the setup's Continue
      const marks = JSON.parse((await coach(page).getAttribute('data-marks')) ?? '[]') as string[];
      expect(await visibleToTap(page, marks[0])).toBe(true);
      await shot(page, `tutorial-${game}-desktop`);
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });

  it(
    'Wasabi! (zh-Hans): place, complete recipes, Stack! and Wasabi!',
    async () => {
      const { ctx, page, errors } = await openTutorial(kit, 'wasabi', 'zh-Hans');
      await playThrough(page, 'wasabi', async (step) => {
        if (step === 'draw') {
          // the length to draw is lit as a hint is (the hint's own class, so a match's hint to draw shows too), and
          // the tokens under each length are named as the coach names them
          expect(await page.locator('[data-testid="wsb-draw-3"].hinted').count()).toBe(1);
          expect(await page.getByTestId('wsb-draw-3').textContent()).toMatch(/挑战指示物/);
          expect(await page.getByTestId('tutorial-text').textContent()).toMatch(/挑战指示物/);
        }
        if (step !== 'place') return;
        // the tile to pick first is lit too (a hint, like the lesson, names its square; the square alone does
        // nothing until a tile is picked)
        expect(await page.locator('[data-testid="wsb-hand-salmon"].hinted').count()).toBe(1);
        const text = await expectOffScript(
          page,
          async () => {
            await page.getByTestId('wsb-hand-salmon').click();
            await page.locator('.wsb-board [data-square="2"]').click();
          },
          'tutorial-wasabi-off-script',
        );
        expect(text).toMatch(/B1/);
        // the selected tile is let go, so the highlights start again from the hand
        if ((await page.getByTestId('wsb-hand-salmon').getAttribute('aria-pressed')) === 'true')
          await page.getByTestId('wsb-hand-salmon').click();
      });
      expect(errors).toEqual([]);
      await ctx.close();
    },
    LESSON_TIMEOUT,
  );

  it(
    '卡片厨房 (zh-Hant): warm, spoons, buy, cook for a judge',
    async () => {
      const { ctx, page, errors } = await openTutorial(kit, 'cuisine-a-la-card', 'zh-Hant');
      await playThrough(page, 'cuisine-a-la-card', async (step) => {
        if (step === 'end2') {
          // after a dish the table's prompt offers no buying, as the coach says (the rules forbid it)
          const prompt = (await page.getByTestId('cui-prompt').textContent()) ?? '';
          expect(prompt).toMatch(/做過菜後/);
          expect(prompt).not.toMatch(/打出卡片、購買/);
        }
        if (step !== 'warm') return;
        const text = await expectOffScript(
          page,
          () => page.locator('.cui button[data-action="play:spoon"]').first().click(),
          'tutorial-cuisine-a-la-card-off-script',
        );
        expect(text).toMatch(/雞蛋/);
      });
      expect(errors).toEqual([]);
      await ctx.close();
    },
    LESSON_TIMEOUT,
  );
});
