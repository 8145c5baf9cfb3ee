/**
 * End-to-end: a table's and a replay's first view on a phone draw every control with the page's text fonts, none
 * with the colour-emoji font. The chat button (💬) and the replay's ⏮ / ⏭ were emoji: they looked unlike the
 * app's flat icons (a blue tile beside a plain ◀) and made Chromium load the colour-emoji font for the first
 * layout (tens of ms, four times that on Lighthouse's mobile preset). They are SVG icons now (src/app/icons.tsx).
 * On the replay, the step buttons also keep to one row under the scrubber at a phone's width.
 * Chat reactions stay emoji: they are what a player sends, and the phone's chat drawer is closed at first.
 * Fonts are read the way DevTools shows them ("Rendered fonts"), through CSS.getPlatformFontsForNode. And the text
 * is drawn in two weights, 400 and 700 (font-weights.test.ts says why): a `strong` inside bold text (900 by default)
 * or a weight a stylesheet adds would be one more face to open on the first layout.
 * Skipped, with a message, when /usr/bin/chromium is missing.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finishedBotMatch,
  hasChromium,
  type Kit,
  newPage,
  openMatch,
  shot,
  skipMessage,
  startKit,
} from './wasabi-cuisine-e2e.ts';

skipMessage('first-view fonts');

const PHONE = { width: 390, height: 844 };

/** Each visible element with text of its own, and the fonts it is drawn with: "<tag.class> text: fonts". */
async function renderedFonts(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    let n = 0;
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim());
      if (own && el.checkVisibility()) el.setAttribute('data-font-probe', String(n++));
    }
    return n;
  });
  expect(count).toBeGreaterThan(10);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-font-probe]',
  });
  const out: string[] = [];
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
    const tag = outerHTML.slice(0, outerHTML.indexOf('>') + 1).slice(0, 80);
    out.push(`${tag}: ${fonts.map((f) => f.familyName).join(', ')}`);
  }
  await cdp.detach();
  return out;
}

/** Visible text (HTML and SVG) whose computed weight is neither 400 nor 700: "<weight> <tag.class>". */
async function otherWeights(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim());
      if (!own || !el.checkVisibility()) continue;
      const w = getComputedStyle(el).fontWeight;
      if (w !== '400' && w !== '700')
        out.push(`${w} ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
    }
    return out;
  });
}

const emoji = (lines: string[]) => lines.filter((l) => /emoji/i.test(l.slice(l.lastIndexOf(':'))));

describe.skipIf(!hasChromium)('first views draw no emoji, in two weights (Chromium)', () => {
  let kit: Kit;
  beforeAll(async () => {
    kit = await startKit();
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('a live 料理厨王 table on a phone, with its chat button', async () => {
    const { ctx, page } = await openMatch(kit, 'too-many-cooks', 3, PHONE, 'en', {}, 'easy', true);
    await page.getByTestId('chat-open').waitFor();
    const fonts = await renderedFonts(page);
    await shot(page, 'first-view-fonts-table-390');
    expect(emoji(fonts)).toEqual([]);
    expect(await otherWeights(page)).toEqual([]);
    await ctx.close();
  }, 300_000);

  it("a finished match's replay on a phone: its step buttons, on one row", async () => {
    const { id } = await finishedBotMatch(kit, 'wasabi', 2, 'random');
    const { ctx, page } = await newPage(kit, { viewport: PHONE, locale: 'en-US' });
    await page.goto(`${kit.base}/#/replay/${id}`);
    await page.getByTestId('replay-next').waitFor();
    const fonts = await renderedFonts(page);
    await shot(page, 'first-view-fonts-replay-390');
    expect(emoji(fonts)).toEqual([]);
    expect(await otherWeights(page)).toEqual([]);
    // and the step buttons and Play stay on one row under the scrubber (they wrapped apart around it: ⏮ ◀ | ▶ ⏭)
    const tops = await page
      .locator('.replay-controls > button')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size).toBe(1);
    const slider = await page.getByTestId('replay-slider').boundingBox();
    expect(slider && slider.y + slider.height).toBeLessThanOrEqual(tops[0]);
    await ctx.close();
  }, 300_000);
});
