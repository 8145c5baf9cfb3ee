#!/usr/bin/env node
// What a Lighthouse run's simulated LCP and TBT are made of (issue 16 item 9): a companion to lighthouse.mjs.
// Lighthouse's mobile preset does not time the page on a slow phone; it records it unthrottled and simulates slow
// 4G and a 4× slower CPU over the recorded requests and main-thread tasks ("Lantern"). This reruns that simulation
// on a kept run and prints:
//   - the LCP graph: every request and task the estimate waits for, with its simulated start and end (the estimate
//     is the last end; a request made before the largest paint counts even when the paint did not need it);
//   - the tasks behind TBT: every simulated task over 50 ms after the first paint, with what it did (observed ms).
//
//   node scripts/lighthouse.mjs --no-build --only wasabi --runs 1 --keep /tmp/lh
//   node scripts/lantern.mjs /tmp/lh/report-1-0.json
//
// It loads Lighthouse's own modules from the copy `npm exec` fetched for lighthouse.mjs (lighthouse@12.2.3).
// A measurement aid, not a test: used for the figures of 2026-12-07 in docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const report = process.argv[2];
if (!report) {
  console.error('usage: node scripts/lantern.mjs <kept report .json>');
  process.exit(2);
}
// `-c` runs the command with the package's bins on PATH (arguments after `--` would be joined into one command)
const bin = execFileSync(
  'npm',
  ['exec', '--yes', '--package=lighthouse@12.2.3', '-c', 'command -v lighthouse'],
  {
    encoding: 'utf8',
  },
).trim();
// <cache>/node_modules/.bin/lighthouse → <cache>/node_modules/lighthouse/cli/index.js
const lh = dirname(dirname(realpathSync(bin)));
const load = (path) => import(pathToFileURL(join(lh, path)).href);
const { LanternLargestContentfulPaint } = await load(
  'core/computed/metrics/lantern-largest-contentful-paint.js',
);
const { LanternTotalBlockingTime } = await load('core/computed/metrics/lantern-total-blocking-time.js');
const { defaultSettings } = await load('core/config/constants.js');

const json = (path) => JSON.parse(readFileSync(path, 'utf8'));
const url = json(report).requestedUrl;
const base = report.replace(/\.json$/, '');
const data = {
  trace: json(`${base}-0.trace.json`),
  devtoolsLog: json(`${base}-0.devtoolslog.json`),
  gatherContext: { gatherMode: 'navigation' },
  settings: defaultSettings,
  URL: { requestedUrl: url, mainDocumentUrl: url, finalDisplayedUrl: url },
};
const context = { computedCache: new Map() };

const ms = (x) => String(Math.round(x)).padStart(5);
/** What a task did: its larger trace events, in observed (unthrottled) ms. */
const did = (node) =>
  node.childEvents
    .filter((e) => e.dur > 2000)
    .slice(0, 6)
    .map(
      (e) =>
        `${e.name} ${(e.dur / 1000).toFixed(0)}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : ''}`,
    )
    .join(', ');
const what = (node) =>
  node.type === 'network'
    ? `request ${node.request.url.replace(/^\w+:\/\/[^/]+/, '')}`
    : `task (${(node.event.dur / 1000).toFixed(1)} ms observed) ${did(node)}`;

const lcp = await LanternLargestContentfulPaint.request(data, context);
console.log(
  `${url}\nsimulated LCP ${Math.round(lcp.timing)} ms; the nodes its pessimistic estimate waits for (start, end):`,
);
const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
);
for (const [node, t] of rows) console.log(`${ms(t.startTime)} ${ms(t.endTime)}  ${what(node)}`);

const tbt = await LanternTotalBlockingTime.request(data, context);
console.log(
  `\nsimulated TBT ${Math.round(tbt.timing)} ms; its tasks over 50 ms (simulated start, duration):`,
);
const tasks = [...tbt.pessimisticEstimate.nodeTimings.entries()]
  .filter(([node, t]) => node.type === 'cpu' && t.duration > 50)
  .sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, t] of tasks) console.log(`${ms(t.startTime)} ${ms(t.duration)}  ${what(node)}`);
