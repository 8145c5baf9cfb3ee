// The floor of a move's storage on this machine (issue 19): the log's group commit alone, as the server writes it
// (storage/sqlite.ts: one prepared INSERT per row in one transaction, the same table and pragmas), rows spread
// over 500 matches as live play spreads them. Prints CPU per row. Run:
// node packages/server/bench/sqlite-floor.mjs [rows per commit, default 60] [seconds, default 5] [extra pragmas, a,b]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

const BATCH = Number(process.argv[2] ?? 60);
const SECONDS = Number(process.argv[3] ?? 5);
const dir = mkdtempSync(join(tmpdir(), 'sqlite-floor-'));
const db = new Database(join(dir, 'floor.sqlite'));
for (const p of ['journal_mode = WAL', 'synchronous = NORMAL', 'wal_autocheckpoint = 10000']) db.pragma(p);
for (const p of (process.argv[4] ?? '').split(',').filter(Boolean)) db.pragma(p);
db.exec(`create table log (match_id text not null, seq integer not null, seat integer not null, kind text not null,
  payload text not null, flags integer not null, state_hash text not null, at integer not null,
  primary key (match_id, seq))`);
const ids = Array.from({ length: 500 }, (_, i) => `m${i}-${Math.random().toString(36).slice(2, 14)}`);
const seqs = new Array(ids.length).fill(0);
const insert = db.prepare(
  'insert into log (match_id, seq, seat, kind, payload, flags, state_hash, at) values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (match_id, seq) do nothing',
);
const commit = db.transaction((rows) => {
  for (const r of rows) insert.run(r[0], r[1], r[2], 'move', r[3], 0, '', r[4]);
});
let k = 0;
let rows = 0;
const cpu = process.cpuUsage();
const until = Date.now() + SECONDS * 1000;
while (Date.now() < until) {
  const batch = [];
  for (let i = 0; i < BATCH; i++) {
    const m = (k++ * 7919) % ids.length; // a different match for each row of a commit, as in live play
    batch.push([ids[m], ++seqs[m], m & 1, '{"type":"play","card":42}', Date.now()]);
  }
  commit(batch);
  rows += BATCH;
}
const c = process.cpuUsage(cpu);
console.log(
  `${rows} rows in commits of ${BATCH}: ${((c.user + c.system) / rows).toFixed(1)} µs of CPU a row (${(c.system / rows).toFixed(1)} µs in the kernel)`,
);
db.close();
rmSync(dir, { recursive: true, force: true });
