// Bundles packages/server/bench/soak.ts and runs it with --expose-gc: thousands of created-and-abandoned
// matches, the heap after each round (issue 14.6). `node scripts/soak.mjs` (SOAK_ROUNDS, SOAK_MATCHES).
// `node scripts/soak.mjs match-memory`, `… service-cpu`, `… cluster-cpu` or `… move-floor` runs packages/server/bench/<that>.ts instead (issue 19).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bench = process.argv[2] ?? 'soak';
if (!['soak', 'match-memory', 'service-cpu', 'cluster-cpu', 'move-floor'].includes(bench))
  throw new Error(`unknown bench ${bench}`);
// SOAK_NODE_ARGS: more flags for the bench's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
const nodeArgs = (process.env.SOAK_NODE_ARGS ?? '').split(' ').filter(Boolean);
const out = mkdtempSync(join(root, 'packages/server/dist-soak-'));
try {
  await build({
    entryPoints: [join(root, `packages/server/bench/${bench}.ts`)],
    outfile: join(out, 'soak.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    plugins: [
      {
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@potluck/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const r = spawnSync(process.execPath, ['--expose-gc', ...nodeArgs, join(out, 'soak.mjs')], {
    stdio: 'inherit',
  });
  process.exitCode = r.status ?? 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
