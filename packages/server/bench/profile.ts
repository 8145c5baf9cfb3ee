/**
 * Reads a V8 CPU profile of the server (`node --cpu-prof`, written by `potluck bench-server --cpu-prof <dir>`) and
 * splits the CPU of the measured window into where it goes. Each sample goes to the first category (in the order
 * below) that any frame of its stack belongs to, so e.g. JSON work inside the state hash counts as hashing.
 * JSON.stringify/parse are inlined builtins: their time is the self time of the functions calling them.
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

type Test = (f: CallFrame) => boolean;
const fn =
  (re: RegExp): Test =>
  (f) =>
    re.test(f.functionName);
const url =
  (re: RegExp): Test =>
  (f) =>
    re.test(f.url);

/** Categories, in priority order. */
const CATEGORIES: [string, Test][] = [
  ['idle', (f) => f.functionName === '(idle)'],
  ['gc', (f) => f.functionName === '(garbage collector)'],
  ['hashing', (f) => /^(stateHash|canonicalJson|sha256)$/.test(f.functionName)],
  ['zod', url(/zod/)],
  [
    'diff',
    (f) =>
      /server\/src\/diff\.ts/.test(f.url) || /^(diff|diffInto|pushSmaller|opsSize)$/.test(f.functionName),
  ],
  [
    'storage',
    (f) =>
      /kysely|better-sqlite3|node_modules\/pg|storage\//.test(f.url) || fn(/^(flushLog|appendEntry)$/)(f),
  ],
  [
    'rules',
    (f) =>
      /games\/|engine\/src/.test(f.url) ||
      /^(applyAction|applyTrusted|checkAction|frameFor|viewEvents)$/.test(f.functionName),
  ],
  ['serialization', fn(/^(broadcastUpdate|recentFromStorage|historyText|sendSync|sendText|broadcastInfo)$/)],
  [
    'sockets',
    (f) =>
      /node_modules\/ws\/|^node:net$|stream_base_commons|internal\/streams/.test(f.url) ||
      /^(writev|writeUtf8String|writeBuffer|onStreamRead)$/.test(f.functionName),
  ],
  ['http', url(/fastify|light-my-request|find-my-way|avvio|pino/)],
];

export interface ProfileBreakdown {
  /** Wall time covered by the window, and of it not idle, in ms. */
  windowMs: number;
  busyMs: number;
  /** Busy ms per category (idle left out), largest first. */
  categories: [string, number][];
  /** The functions with most self time (busy), `name file:line` → ms. */
  top: [string, number][];
}

/**
 * The breakdown of the samples between `fromUs` and `toUs` (the profile's clock: CLOCK_MONOTONIC microseconds,
 * the same as process.hrtime in any process of the machine). The whole profile without them.
 */
export function profileBreakdown(
  file: string,
  fromUs = 0,
  toUs = Number.POSITIVE_INFINITY,
): ProfileBreakdown {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const category = new Map<number, string>();
  const catOf = (id: number): string => {
    let c = category.get(id);
    if (c !== undefined) return c;
    const stack: CallFrame[] = [];
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x))
      stack.push(byId.get(x)!.callFrame);
    c = 'other';
    for (const [name, test] of CATEGORIES)
      if (stack.some(test)) {
        c = name;
        break;
      }
    // the WebSocket message handler's own time is mostly JSON.parse of the incoming message
    const leaf = stack[0];
    if ((c === 'sockets' || c === 'other') && leaf.functionName === '' && /potluck\.js|ws\.ts/.test(leaf.url))
      c = 'serialization';
    category.set(id, c);
    return c;
  };
  const cats = new Map<string, number>();
  const self = new Map<string, number>();
  let t = prof.startTime;
  let windowUs = 0;
  for (let i = 0; i < prof.samples.length; i++) {
    t += prof.timeDeltas[i] ?? 0;
    const d = prof.timeDeltas[i + 1] ?? 0;
    if (t < fromUs || t > toUs) continue;
    windowUs += d;
    const id = prof.samples[i];
    const c = catOf(id);
    cats.set(c, (cats.get(c) ?? 0) + d);
    if (c === 'idle') continue;
    const f = byId.get(id)!.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + d);
  }
  const idle = cats.get('idle') ?? 0;
  cats.delete('idle');
  const ms = (m: Map<string, number>) =>
    [...m].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, v / 1000] as [string, number]);
  return {
    windowMs: windowUs / 1000,
    busyMs: (windowUs - idle) / 1000,
    categories: ms(cats),
    top: ms(self).slice(0, 15),
  };
}

/** The breakdown as text: each category's share and its µs per move (`moves` in the window). */
export function formatBreakdown(b: ProfileBreakdown, moves: number): string {
  const lines = [
    `CPU profile of the server over the measured window: ${(b.busyMs / 1000).toFixed(2)} s busy of ${(b.windowMs / 1000).toFixed(2)} s, ${moves} moves (${((b.busyMs * 1000) / Math.max(1, moves)).toFixed(0)} µs/move under the profiler)`,
    '',
    '| where | share | µs/move (profiled) |',
    '|---|---:|---:|',
    ...b.categories.map(
      ([c, v]) =>
        `| ${c} | ${((100 * v) / b.busyMs).toFixed(1)}% | ${((v * 1000) / Math.max(1, moves)).toFixed(0)} |`,
    ),
    '',
    'Top self time:',
    ...b.top.map(
      ([n, v]) => `  ${v.toFixed(0).padStart(6)} ms ${((100 * v) / b.busyMs).toFixed(1).padStart(5)}%  ${n}`,
    ),
  ];
  return lines.join('\n');
}
