// Builds what `npm start` and `npx potluck` run: the CLI (with the engine, games, AI and server) bundled
// into packages/cli/dist by esbuild. Third-party packages stay external (resolved from node_modules).
// Runs on `npm ci` (the root `prepare` script) and before `npm start` / `npm run bench`.
// `node scripts/build.mjs --cli` builds only the CLI bundle.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bundle workspace packages (TypeScript sources); leave every other bare import to node_modules. */
const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@potluck/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** A game's web slice (React, CSS) is for the browser only: the CLI's bundle gets an empty module in its place. */
const noWebSlices = {
  name: 'no-web-slices',
  setup(b) {
    b.onResolve({ filter: /^\.\/web\/index\.ts$/ }, (args) =>
      args.importer.includes('/packages/games/') ? { path: args.path, namespace: 'no-web' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'no-web' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

const entries = ['potluck', 'worker', 'bot-worker', 'analysis-worker'].filter((e) =>
  existsSync(join(root, `packages/cli/src/${e}.ts`)),
);
await build({
  entryPoints: Object.fromEntries(entries.map((e) => [e, join(root, `packages/cli/src/${e}.ts`)])),
  outdir: join(root, 'packages/cli/dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalThirdParty, noWebSlices],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
// `--cli` skips the web client (for quick simulate/bench runs while working on rules or bots).
if (!process.argv.includes('--cli') && existsSync(join(root, 'packages/web/build.mjs'))) {
  await import(join(root, 'packages/web/build.mjs'));
}
