#!/usr/bin/env node
// What a glyph outside the page's first font costs the first layout (docs/benchmarks.md, "No colour-emoji font on
// a table's first view"): one paragraph in the app's font stack, a fresh Chromium per case (fonts are loaded per
// renderer), unthrottled; prints each case's layout durations (ms) from a devtools.timeline trace. A measurement,
// not a test: run it twice and compare the cases within a round.
//
//   node scripts/font-fallback-cost.mjs [--rounds 2]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const FONT_UI =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif";
const CASES = {
  latin: 'Hello world, the pot',
  emoji: 'Hello world 👍😄🎉',
  cjk: 'Hello 简体中文 繁體中文',
  'emoji+cjk': 'Hello 👍 简体中文',
};
const i = process.argv.indexOf('--rounds');
const rounds = i > 0 ? Number(process.argv[i + 1]) : 2;
const dir = mkdtempSync(join(tmpdir(), 'font-cost-'));
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
try {
  for (let r = 0; r < rounds; r++) {
    for (const [name, text] of Object.entries(CASES)) {
      const browser = await chromium.launch({
        executablePath: chrome,
        args: ['--headless', '--no-sandbox', '--disable-gpu'],
      });
      const page = await browser.newPage();
      const path = join(dir, `${name}.json`);
      await browser.startTracing(page, { path, categories: ['devtools.timeline'] });
      await page.setContent(`<body style="font-family: ${FONT_UI}"><p>${text}</p></body>`);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
      await browser.stopTracing();
      await browser.close();
      const layouts = JSON.parse(readFileSync(path, 'utf8'))
        .traceEvents.filter((e) => e.name === 'Layout')
        .map((e) => (e.dur / 1000).toFixed(1));
      console.log(`round ${r + 1}  ${name.padEnd(10)} layout ms: ${layouts.join(' ')}`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
