#!/usr/bin/env node
// The `potluck` command. Runs the bundle in ../dist, building it first if it is missing or older than any source
// it is built from (bin/sources.js lists where they are), so a command never silently runs old rules or bots after
// an edit.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceDirs } from './sources.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../..');
const bundle = join(here, '../dist/potluck.js');

/** The newest modification time under `dir` (0 when it does not exist, as in an install without sources). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile()) t = Math.max(t, statSync(join(e.parentPath ?? e.path, e.name)).mtimeMs);
  }
  return t;
}

function sourcesNewerThan(ms) {
  return sourceDirs(root).some((d) => newest(d) > ms);
}

if (!existsSync(bundle) || sourcesNewerThan(statSync(bundle).mtimeMs)) {
  // The web client is built by `npm start`; the command line needs only the CLI bundle.
  execFileSync(
    process.execPath,
    [join(root, 'scripts/build.mjs'), ...(existsSync(bundle) ? ['--cli'] : [])],
    {
      stdio: 'inherit',
    },
  );
}
await import(bundle);
