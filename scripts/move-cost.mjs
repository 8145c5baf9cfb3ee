#!/usr/bin/env node
// What a bot move costs the main thread of a spectator's live table (issue 16 item 9: the live tables' total
// blocking time), counted from the *thread* time of each task, so the figure holds on a shared, loaded machine
// where wall-clock timings (Lighthouse's included) measure the other processes more than the page.
//
//   node scripts/move-cost.mjs [--no-build] [--seconds 10] [--runs 2] [--only <game id text>] [--web a,b] [--load]
//
// For each game (料理厨王 with 5 easy bots, Wasabi! with 4; 卡片厨房 with 4 unless --only leaves it out) it makes a
// live match, opens it in a phone-sized Chromium (390×844) as a spectator, waits for the table, then traces
// (devtools.timeline) the page for --seconds while the bots play. From the renderer's main thread it counts, per
// move received (WebSocket frames in the window):
//   - "blocking": Σ max(0, 4 × thread time − 50 ms) over the tasks, which is how Lighthouse's simulation at its
//     4× CPU slowdown turns a task into total blocking time;
//   - "thread": Σ thread time, and the longest task's thread time × 4.
// --web takes built clients (directories like packages/web/dist) to compare: each gets a server of its own and
// their runs alternate, so the machine's load falls on both alike. --load traces the page's load instead and lists
// its long tasks. A script, not a test: the figures are written down (commit messages, docs/benchmarks.md), never asserted.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const value = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const seconds = Number(value('--seconds', '10'));
const runs = Number(value('--runs', '2'));
const only = value('--only', null);
/** --load: trace the page's load instead of the moves after it, and list its long tasks with what they ran. */
const loading = args.includes('--load');
const webs = value('--web', join(root, 'packages/web/dist')).split(',');
const SLOWDOWN = 4;
const GAMES = [
  { id: 'too-many-cooks', players: 5 },
  { id: 'wasabi', players: 4 },
  { id: 'cuisine-a-la-card', players: 4 },
].filter((g) => !only || g.id.includes(only));

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function post(base, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** The renderer main thread of the traced page: the CrRendererMain with the most task time. */
function mainThreadTasks(events) {
  const names = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      names.set(`${e.pid}:${e.tid}`, true);
  }
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !(e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!names.has(key)) continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  let best = [];
  let bestSum = -1;
  for (const tasks of byThread.values()) {
    const sum = tasks.reduce((s, t) => s + (t.dur ?? 0), 0);
    if (sum > bestSum) {
      best = tasks;
      bestSum = sum;
    }
  }
  // nested RunTask events (a task inside a task) would count twice: keep the outermost
  best.sort((a, b) => a.ts - b.ts);
  const top = [];
  let end = -1;
  for (const t of best) {
    if (t.ts >= end) {
      top.push(t);
      end = t.ts + (t.dur ?? 0);
    }
  }
  return top;
}

/** Each task over 50 ms at 4×, with the thread time of the biggest kinds of work inside it. */
function describeLongTasks(events, tasks) {
  const t0 = tasks[0]?.ts ?? 0;
  const main = tasks[0] ? `${tasks[0].pid}:${tasks[0].tid}` : '';
  const inside = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        `${e.pid}:${e.tid}` === main &&
        e.name !== 'RunTask' &&
        e.name !== 'ThreadControllerImpl::RunTask',
    )
    .sort((a, b) => a.ts - b.ts);
  for (const t of tasks) {
    const ms = (t.tdur ?? t.dur ?? 0) / 1000;
    if (SLOWDOWN * ms <= 50) continue;
    const kinds = new Map();
    for (const e of inside) {
      if (e.ts < t.ts || e.ts >= t.ts + t.dur) continue;
      const name =
        e.name === 'FunctionCall' ||
        e.name === 'EvaluateScript' ||
        e.name === 'v8.compileModule' ||
        e.name === 'v8.evaluateModule'
          ? `${e.name} ${(e.args?.data?.url ?? e.args?.data?.functionName ?? '').split('/').pop()}`
          : e.name;
      kinds.set(name, (kinds.get(name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    }
    const top = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `  task at ${((t.ts - t0) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms thread (${(SLOWDOWN * ms).toFixed(0)} at 4×): ${top.map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`,
    );
  }
}

const KINDS = [
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'Layerize',
  'MinorGC',
  'MajorGC',
];

async function measure(browser, base, game) {
  const { match } = await post(base, '/api/matches', {
    game: game.id,
    players: game.players,
    seats: Array.from({ length: game.players }, () => ({ kind: 'bot', level: 'easy' })),
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  let frames = 0;
  let counting = false;
  page.on('websocket', (ws) => ws.on('framereceived', () => counting && frames++));
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
  if (loading) {
    // the page's load itself: from navigation until the window ends
    await browser.startTracing(page, { categories });
    counting = true;
    await page.goto(`${base}/#/m/${match.id}`);
  } else {
    await page.goto(`${base}/#/m/${match.id}`);
    await page.getByTestId('turn-banner').waitFor({ timeout: 60_000 });
    // past the first table's render
    await page.waitForTimeout(1500);
    await browser.startTracing(page, { categories });
    counting = true;
  }
  await page.waitForTimeout(seconds * 1000);
  counting = false;
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  const events = trace.traceEvents ?? trace;
  const tasks = mainThreadTasks(events);
  if (loading) describeLongTasks(events, tasks);
  const ms = (t) => (t.tdur ?? t.dur ?? 0) / 1000;
  const blocking = tasks.reduce((s, t) => s + Math.max(0, SLOWDOWN * ms(t) - 50), 0);
  const thread = tasks.reduce((s, t) => s + ms(t), 0);
  const longest = Math.max(0, ...tasks.map(ms)) * SLOWDOWN;
  const over = tasks.filter((t) => SLOWDOWN * ms(t) > 50).length;
  // the main kinds of work inside the tasks (thread time, top-level events only)
  const main = tasks[0] ? `${tasks[0].pid}:${tasks[0].tid}` : '';
  const kinds = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || `${e.pid}:${e.tid}` !== main || !KINDS.includes(e.name)) continue;
    kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  }
  return { frames, blocking, thread, longest, over, kinds };
}

if (!args.includes('--no-build'))
  execFileSync('node', [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
const dir = mkdtempSync(join(tmpdir(), 'potluck-move-cost-'));
const servers = [];
for (const [i, web] of webs.entries()) {
  const port = await freePort();
  const child = spawn(
    'node',
    [
      join(root, 'packages/cli/dist/potluck.js'),
      'serve',
      '--port',
      String(port),
      '--db',
      join(dir, `m${i}.sqlite`),
      '--web',
      web,
      '--quiet',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  servers.push({ web, base: `http://127.0.0.1:${port}`, child });
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const { base, child } of servers) {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited');
      try {
        if ((await fetch(`${base}/api/ready`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  for (const game of GAMES) {
    for (let i = 0; i < runs; i++) {
      for (const { web, base } of servers) {
        const load = loadavg()[0];
        const r = await measure(browser, base, game);
        const per = (x) => (r.frames ? x / r.frames : 0).toFixed(1);
        console.log(
          `${game.id} ${game.players}p ${webs.length > 1 ? `[${web}] ` : ''}run ${i + 1}: ${r.frames} frames in ${seconds} s; per frame: blocking ${per(r.blocking)} ms, thread ${per(r.thread)} ms; tasks over 50 ms at 4×: ${r.over}, longest ${r.longest.toFixed(0)} ms at 4×; load ${load.toFixed(1)}`,
        );
        console.log(
          `    per frame: ${[...r.kinds]
            .sort((a, b) => b[1] - a[1])
            .map(([k, v]) => `${k} ${per(v)}`)
            .join(', ')}`,
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const { child } of servers) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
