#!/usr/bin/env node
// A table page as a phone on a slow network would load it (issue 16 item 9): a companion to lighthouse.mjs that
// says *why* a page scores what it does. Opens a live table of bots (a spectator, as Lighthouse does) in Debian's
// Chromium with the CPU 4× slower and slow 4G emulated (150 ms, 1.6 Mbit/s down, 750 kbit/s up, 412×823), and prints
// what the page saw: its largest-contentful-paint candidates (element and text), its layout shifts (the elements
// that moved, from where to where), its long tasks, when each file and API answer came, and when the table's
// connection opened and its first messages arrived. With --warm it opens five tables one after the other in one
// browser (the files cached after the first) and prints when each table's turn banner appeared.
//
//   node scripts/table-probe.mjs <server base URL> <game> <players> [--warm]
//
// Serve the build to probe with `node packages/cli/dist/potluck.js serve --port 4601 --db /tmp/probe.sqlite --quiet`
// (add `--web <dir>` for another build's packages/web/dist). Timings are in ms from navigation. A measurement, not a
// test: used for the figures of 2026-12-05 in docs/benchmarks.md.
import { chromium } from 'playwright-core';

const [base, game, players = '4'] = process.argv.slice(2);
const warm = process.argv.includes('--warm');
if (!base || !game) {
  console.error('usage: node scripts/table-probe.mjs <base> <game> <players> [--warm]');
  process.exit(2);
}

async function newTable() {
  const seats = Array.from({ length: Number(players) }, () => ({ kind: 'bot', level: 'easy' }));
  const res = await fetch(`${base}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, players: Number(players), seats }),
  });
  if (!res.ok) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()).match.id;
}

/** Runs in the page before its scripts: records what the page sees. */
function watch() {
  const w = window;
  w.__probe = { lcp: [], shifts: [], long: [], marks: [], banner: null };
  const p = w.__probe;
  const at = () => Math.round(performance.now());
  const observe = (type, fn) =>
    new PerformanceObserver((l) => l.getEntries().forEach(fn)).observe({ type, buffered: true });
  observe('largest-contentful-paint', (e) =>
    p.lcp.push(
      `${Math.round(e.startTime)} ms, ${e.size} px²: ${e.element ? `${e.element.tagName}.${e.element.className} "${(e.element.textContent ?? '').slice(0, 60)}"` : e.url}`,
    ),
  );
  observe('layout-shift', (e) => {
    if (e.value < 0.001) return;
    const moved = e.sources.map((s) =>
      s.node
        ? `${s.node.nodeName}.${s.node.className ?? ''} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`
        : '?',
    );
    p.shifts.push(`${Math.round(e.startTime)} ms, ${e.value.toFixed(3)}: ${moved.join('; ')}`);
  });
  observe('longtask', (e) => p.long.push(`${Math.round(e.startTime)}+${Math.round(e.duration)}`));
  new MutationObserver(() => {
    if (p.banner === null && document.querySelector('[data-testid=turn-banner]')) p.banner = at();
  }).observe(document, { childList: true, subtree: true });
  const Native = w.WebSocket;
  w.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      p.marks.push(`socket made ${at()}`);
      this.addEventListener('open', () => p.marks.push(`socket open ${at()}`));
      let n = 0;
      this.addEventListener('message', (e) => {
        if (n++ < 3) p.marks.push(`message ${String(e.data).slice(0, 24)} ${at()}`);
      });
    }
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(watch);
  if (warm) {
    const banners = [];
    for (let i = 0; i < 5; i++) {
      await page.goto(`${base}/#/m/${await newTable()}`);
      await page.waitForFunction(() => window.__probe.banner !== null, null, { timeout: 60_000 });
      banners.push(await page.evaluate(() => window.__probe.banner));
      await page.goto('about:blank');
    }
    console.log(`turn banner drawn at (ms, first visit then cached): ${banners.join(' ')}`);
  } else {
    await page.goto(`${base}/#/m/${await newTable()}`);
    // long enough for the table and a few of the bots' moves, as Lighthouse waits for the page to be quiet
    await page.waitForTimeout(8000);
    const p = await page.evaluate(() => ({
      ...window.__probe,
      files: performance
        .getEntriesByType('resource')
        .map(
          (r) =>
            `${r.name.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(r.startTime)}–${Math.round(r.responseEnd)}`,
        ),
    }));
    const show = (title, lines) =>
      console.log(`${title}:\n${lines.map((l) => `  ${l}`).join('\n') || '  –'}`);
    show('largest contentful paint candidates', p.lcp);
    show('layout shifts', p.shifts);
    show('long tasks (start+duration)', [p.long.join(' ')]);
    show('files and API answers (requested–received)', p.files);
    show('the connection', p.marks);
    console.log(`turn banner drawn at ${p.banner} ms`);
  }
} finally {
  await browser.close();
}
