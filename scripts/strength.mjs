#!/usr/bin/env node
// Bot strength for docs/ai.md, measured in chunks with `potluck simulate` so that a long measurement can be
// spread over several sittings (or machines) and still add up. Each chunk's JSON is kept in docs/strength/<id>/;
// the table in docs/ai.md (between the strength markers) is rebuilt from every chunk on disk.
//
//   node scripts/strength.mjs run [--minutes 120] [--only id,id]   run chunks, cheapest match-ups first
//   node scripts/strength.mjs table                                  rebuild the table only
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'packages/cli/dist/potluck.js');
const store = join(root, 'docs/strength');
const doc = join(root, 'docs/ai.md');

/**
 * The games measured: the catalog's (`potluck games --json`, through bin/potluck.js, which rebuilds a stale bundle),
 * each named in the table by its Simplified Chinese name. Hidden games (the example game) are not served, so not
 * measured.
 */
const GAMES = JSON.parse(
  execFileSync(process.execPath, [join(root, 'packages/cli/bin/potluck.js'), 'games', '--json'], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  }),
).filter((g) => !g.hidden);
const NAMES = Object.fromEntries(GAMES.map((g) => [g.id, g.names['zh-Hans']]));
const H3 = 'hard,heuristic,heuristic,heuristic';
/** The match-ups the issue asks for; `target` is the first bot's win rate it must reach (`above`: strictly). */
const MATCHUPS = [];
for (const { id: game } of GAMES) {
  MATCHUPS.push(
    { game, players: 2, bots: 'heuristic,random', target: 0.8, chunk: 400 },
    { game, players: 2, bots: 'hard,heuristic', target: 0.6, chunk: game === 'too-many-cooks' ? 100 : 20 },
    {
      game,
      players: 2,
      bots: 'hard,medium',
      target: 0.5,
      above: true,
      chunk: game === 'too-many-cooks' ? 100 : 20,
    },
    { game, players: 4, bots: H3, target: 0.4, chunk: game === 'too-many-cooks' ? 100 : 20 },
  );
}
const GOAL = 400;
for (const m of MATCHUPS)
  m.id = `${m.game}-${m.players}p-${m.bots === H3 ? 'hard-vs-3-heuristic' : m.bots.replace(',', '-vs-')}`;

function chunksOf(m) {
  const dir = join(store, m.id);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
}

/** Sums the first bot's wins (shared wins count 1/k, as simulate counts them) over every chunk. */
function tally(m) {
  let games = 0;
  let wins = 0;
  let thinkMs = 0;
  let actions = 0;
  let slowest = null;
  for (const c of chunksOf(m)) {
    const first = c.bots.find((b) => b.entry === 0);
    games += first.seatsPlayed;
    wins += first.wins;
    thinkMs += first.thinkMsPerGame * first.seatsPlayed;
    actions += c.actions.mean * c.finished;
    // Chunks from before simulate reported it have no slowest decision.
    if (first.slowestDecisionMs !== undefined) slowest = Math.max(slowest ?? 0, first.slowestDecisionMs);
  }
  return { games, wins, thinkMs: games ? thinkMs / games : 0, actions: games ? actions / games : 0, slowest };
}

function wilson(wins, n) {
  if (n === 0) return [0, 0];
  const z = 1.959964;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, c - h), Math.min(1, c + h)];
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;

function table() {
  const rows = [
    '| game | match-up | games | win rate of the first bot (95% CI) | target | first bot: think per game, slowest decision | one chunk |',
    '|---|---|---:|---|---|---|---|',
  ];
  for (const m of MATCHUPS) {
    const t = tally(m);
    const label = `${m.players}p ${m.bots === H3 ? 'hard vs 3 heuristic' : m.bots.replace(',', ' vs ')}`;
    const target = `${m.above ? '>' : '≥'} ${pct(m.target).replace('.0', '')}`;
    if (t.games === 0) {
      rows.push(`| ${NAMES[m.game]} | ${label} | 0 | not yet measured | ${target} | | |`);
      continue;
    }
    const rate = t.wins / t.games;
    const [lo, hi] = wilson(t.wins, t.games);
    const met = m.above ? rate > m.target : rate >= m.target;
    const cmd = `\`npx potluck simulate --game ${m.game} --players ${m.players} --bots ${m.bots} --games ${m.chunk} --seed strength/${m.id}/0 --json\``;
    rows.push(
      `| ${NAMES[m.game]} | ${label} | ${t.games}${t.games < GOAL ? ' (of 400)' : ''} | **${pct(rate)}** (${pct(lo)}–${pct(hi)}) | ${target} ${met ? 'met' : '**not met**'} | ${(t.thinkMs / 1000).toFixed(1)} s, ${t.slowest === null ? '—' : `${(t.slowest / 1000).toFixed(2)} s`} | ${cmd} |`,
    );
  }
  const text = readFileSync(doc, 'utf8');
  const start = '<!-- strength:start -->';
  const end = '<!-- strength:end -->';
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < 0) throw new Error(`docs/ai.md has no ${start} … ${end} markers`);
  const body = [
    'Generated by `node scripts/strength.mjs table` from the chunks in `docs/strength/` (each chunk is one',
    '`potluck simulate --json` run with its own seed, `strength/<match-up>/<n>`; `node scripts/strength.mjs run` adds',
    'chunks, cheapest match-ups first). The first bot plays every seat in turn; a shared win counts 1/k. `hard` has a',
    '0.9 s cap per decision, so on a busy machine it searches less than on a quiet one: these rates are if anything',
    'low. Think time is the first bot’s total per game; its slowest single decision is over the chunks that recorded it',
    '(a hard bot must decide within 1 s).',
    '',
    ...rows,
  ].join('\n');
  writeFileSync(doc, `${text.slice(0, i + start.length)}\n${body}\n${text.slice(j)}`);
}

function run(minutes, only) {
  const stopAt = Date.now() + minutes * 60_000;
  const pool = MATCHUPS.filter((m) => !only || only.includes(m.id));
  for (;;) {
    // The match-up furthest from its 400 games, cheapest (largest chunk) first among equals.
    const open = pool.filter((m) => tally(m).games < GOAL);
    if (open.length === 0 || Date.now() > stopAt) break;
    open.sort((a, b) => b.chunk - a.chunk || tally(a).games - tally(b).games);
    const m = open[0];
    const n = chunksOf(m).length;
    const seed = `strength/${m.id}/${n}`;
    const args = ['simulate', '--game', m.game, '--players', String(m.players), '--bots', m.bots];
    args.push('--games', String(m.chunk), '--seed', seed, '--json', '--workers', String(cpus().length));
    const t0 = Date.now();
    const out = execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
    mkdirSync(join(store, m.id), { recursive: true });
    writeFileSync(join(store, m.id, `${String(n).padStart(3, '0')}.json`), out);
    table();
    const t = tally(m);
    console.log(
      `${m.id}: ${t.games} games, ${pct(t.wins / t.games)} (chunk ${n}, ${Math.round((Date.now() - t0) / 1000)} s)`,
    );
  }
}

const [cmd, ...rest] = process.argv.slice(2);
const flag = (name) => {
  const i = rest.indexOf(name);
  return i >= 0 ? rest[i + 1] : undefined;
};
if (cmd === 'table') table();
else if (cmd === 'run') run(Number(flag('--minutes') ?? 120), flag('--only')?.split(','));
else {
  console.error('usage: node scripts/strength.mjs run [--minutes N] [--only id,id] | table');
  process.exit(2);
}
