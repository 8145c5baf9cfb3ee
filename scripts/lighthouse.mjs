#!/usr/bin/env node
// Lighthouse scores of the pages people open (issue 16 item 9), on the mobile preset: the home page, a live
// match page and a finished match's replay per game. A script, not a test: the scores depend on the machine
// and its load, so they are measured and written down, never asserted.
//
//   node scripts/lighthouse.mjs [--write docs/benchmarks.md] [--runs 1] [--no-build] [--keep <dir>] [--only <text>]
//                               [--web <dir>]
//
// --keep copies each run's JSON report to <dir> (to read the audits' details), with its trace and network log
// (`report-P-R-0.trace.json`, `-0.devtoolslog.json`: scripts/lantern.mjs says what the simulated LCP and TBT are
// made of); --only measures the pages whose
// name contains the text (the home page always). Each run records the machine's load average before it: a run
// taken with more than one runnable task per core is marked "loaded" in the table (its performance score and
// timings are pessimistic; bytes, requests and the other categories do not depend on load). --web serves another
// built client (a directory like packages/web/dist, e.g. an older build's copy) to compare, with --no-build.
//
// Lighthouse is pinned (12.2.3, the last release that runs on Node 20) and fetched by `npm exec` on first use,
// so it is not a dependency of the project. It drives Debian's Chromium ($CHROME_PATH, default /usr/bin/chromium).
// The table goes between the lighthouse markers of the file given to --write.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : dflt;
};
const writeTo = value('--write', null);
const runs = Math.max(1, Number(value('--runs', '1')));
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const keep = value('--keep', null);
const only = value('--only', null);
const web = value('--web', null);
if (keep) mkdirSync(keep, { recursive: true });
/** More runnable tasks than cores: timings measured now are slowed by others' work. */
const loadedAt = (load) => load > cpus().length;

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

const kb = (x) => `${Math.round((x ?? 0) / 1024)} KB`;

async function api(base, path, body, attempt = 1) {
  const send = () =>
    fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  let res;
  try {
    res = await send();
  } catch (e) {
    // a kept-alive connection the server closed while Lighthouse ran (minutes without a request): once more. On
    // a loaded machine the write can also meet the closed socket first (EPIPE, ECONNRESET)
    if (attempt > 1 || !['UND_ERR_SOCKET', 'EPIPE', 'ECONNRESET'].includes(e?.cause?.code)) throw e;
    return api(base, path, body, attempt + 1);
  }
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

/** Waits for the server's readiness endpoint (the server prints its address; polling /api/ready is simpler). */
async function ready(base, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function waitFinished(base, id) {
  for (;;) {
    const info = await api(base, `/api/matches/${id}`);
    if (info.status === 'finished') return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** One Lighthouse run; a run that fails (Chromium can fail to start on a loaded machine) is tried twice more. */
function lighthouse(url, out, attempt = 1) {
  try {
    return lighthouseOnce(url, out);
  } catch (e) {
    if (attempt >= 3) throw e;
    console.warn(`lighthouse failed on ${url} (attempt ${attempt}), trying again`);
    return lighthouse(url, out, attempt + 1);
  }
}

function lighthouseOnce(url, out) {
  const load = loadavg()[0];
  execFileSync(
    'npm',
    [
      'exec',
      '--yes',
      '--',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
      // kept runs keep their trace and network log too, for scripts/lantern.mjs
      ...(keep ? ['--save-assets'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (keep) {
    const name = out.split('/').pop();
    copyFileSync(out, join(keep, name));
    for (const asset of ['trace', 'devtoolslog']) {
      const file = out.replace(/\.json$/, `-0.${asset}.json`);
      copyFileSync(file, join(keep, file.split('/').pop()));
    }
  }
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
    ),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    load,
    // what the page fetched (bytes over the wire) and its script's share
    bytes: audit('total-byte-weight'),
    script: report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
      ?.transferSize,
    failing: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/** The median of the runs of one page, audit by audit. */
function median(results) {
  const mid = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, mid(results.map((r) => r.scores[c]))])),
    fcp: mid(results.map((r) => r.fcp)),
    lcp: mid(results.map((r) => r.lcp)),
    tbt: mid(results.map((r) => r.tbt)),
    cls: mid(results.map((r) => r.cls)),
    load: Math.max(...results.map((r) => r.load)),
    bytes: mid(results.map((r) => r.bytes)),
    script: mid(results.map((r) => r.script ?? 0)),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}

if (!flag('--no-build')) execFileSync('node', [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
const dir = mkdtempSync(join(tmpdir(), 'potluck-lighthouse-'));
const cli = join(root, 'packages/cli/dist/potluck.js');
/** A server of its own: one at the usual bot pace for live tables, one whose bots move at once for replays. */
async function serve(name, extra) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    'node',
    [
      cli,
      'serve',
      '--port',
      String(port),
      '--db',
      join(dir, `${name}.sqlite`),
      '--quiet',
      ...(web ? ['--web', web] : []),
      ...extra,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return { base, child };
}
const live = await serve('live', []);
const quick = await serve('quick', ['--bot-delay', '0']);
const base = live.base;
const rows = [];
try {
  await ready(live.base, live.child);
  await ready(quick.base, quick.child);
  const games = await api(base, '/api/games');
  const pages = [{ name: 'home', url: `${base}/` }];
  for (const g of games.filter((x) => !only || x.id.includes(only) || only.includes(x.id))) {
    const bots = (n, level) => Array.from({ length: n }, () => ({ kind: 'bot', level }));
    // a live table (bots at the easy level keep it moving while Lighthouse loads it), made anew for each run: a
    // match made once was over by its later runs, which then measured a finished table
    const freshLive = async () => {
      const live = await api(base, '/api/matches', {
        game: g.id,
        players: g.maxPlayers,
        seats: bots(g.maxPlayers, 'easy'),
      });
      return `${base}/#/m/${live.match.id}`;
    };
    pages.push({ name: `${g.id}: match (${g.maxPlayers} players)`, fresh: freshLive });
    const done = await api(quick.base, '/api/matches', {
      game: g.id,
      players: g.minPlayers,
      seats: bots(g.minPlayers, 'random'),
    });
    await waitFinished(quick.base, done.match.id);
    pages.push({ name: `${g.id}: replay`, url: `${quick.base}/#/replay/${done.match.id}` });
  }
  for (const p of pages.filter((q) => !only || q.name === 'home' || q.name.includes(only))) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const url = p.fresh ? await p.fresh() : p.url;
      results.push(lighthouse(url, join(dir, `report-${rows.length}-${i}.json`)));
    }
    const m = median(results);
    rows.push({ ...p, ...m });
    console.log(
      `${p.name.padEnd(40)} ${CATEGORIES.map((c) => `${c} ${m.scores[c]}`).join('  ')}  LCP ${Math.round(m.lcp)} ms  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  script ${kb(m.script)}  load ${m.load.toFixed(1)}${loadedAt(m.load) ? ' (loaded)' : ''}`,
    );
  }
} finally {
  live.child.kill('SIGTERM');
  quick.child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

if (writeTo) {
  const ms = (x) => (x === null ? '–' : `${(x / 1000).toFixed(1)} s`);
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} with \`node scripts/lighthouse.mjs --write docs/benchmarks.md --runs ${runs}\``,
    `(${LIGHTHOUSE}, mobile preset with its simulated slow 4G and 4× CPU slowdown, Debian Chromium; ${cpus().length} cores,`,
    `median of ${runs} run(s) per page). Targets (issue 16): performance ≥ 90, accessibility, best practices and SEO 100.`,
    '"Load" is the machine\'s 1-minute load average before the page\'s run (the highest of its runs); **loaded** marks',
    `more than one runnable task per core (${cpus().length} cores): that page's performance and timings are pessimistic.`,
    '"Script" and "Bytes" are what the page fetched (compressed, as sent).',
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Script | Bytes | Load | Audits not passed |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${Math.round(r.tbt ?? 0)} ms | ${(r.cls ?? 0).toFixed(3)} | ${kb(r.script)} | ${kb(r.bytes)} | ${r.load.toFixed(1)}${loadedAt(r.load) ? ' **loaded**' : ''} | ${r.failing.join(', ') || '–'} |`,
    ),
  ].join('\n');
  const file = resolve(root, writeTo);
  const doc = readFileSync(file, 'utf8');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  const block = `${start}\n${table}\n${end}`;
  const next =
    doc.includes(start) && doc.includes(end)
      ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
      : `${doc.trimEnd()}\n\n## Web pages (Lighthouse, issue 16)\n\n${block}\n`;
  writeFileSync(file, next);
  console.log(`written to ${writeTo}`);
}
