#!/usr/bin/env node
// The `potluck` command. Runs the bundle in ../dist, building it first if it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const bundle = join(here, '../dist/potluck.js');
if (!existsSync(bundle)) {
  execFileSync(process.execPath, [join(here, '../../../scripts/build.mjs')], { stdio: 'inherit' });
}
await import(bundle);
