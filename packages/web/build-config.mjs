// The Vite configuration of the web client, shared by build.mjs (packages/web/dist, served by `npm start`) and the
// end-to-end tests (which build into a temp directory so they never race another build of dist).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { bootPreload } from './boot-preload.mjs';
import { chunkGroups } from './chunk-groups.mjs';
import { shellPrerender } from './shell-prerender.mjs';

const here = dirname(fileURLToPath(import.meta.url));

const br = promisify(brotliCompress);
const gz = promisify(gzip);
/** What is worth compressing: text, at least 1 KB. */
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` (gzip -9) beside every text file of the build, once,
 * so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing each response at a
 * fast, weaker setting: the first page's script is ~15% smaller on the wire and the server spends no CPU on it.
 * @returns {import('vite').Plugin}
 */
function precompress() {
  let outDir = '';
  return {
    name: 'potluck-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => TEXT.test(f));
      await Promise.all(
        files.map(async (f) => {
          const path = join(outDir, f);
          const body = await readFile(path);
          if (body.length < 1024) return;
          const [b, g] = await Promise.all([
            br(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, b), writeFile(`${path}.gz`, g)]);
        }),
      );
    },
  };
}

/** @param {string} outDir @returns {import('vite').InlineConfig} */
export function webConfig(outDir) {
  return {
    root: here,
    configFile: false,
    mode: 'production',
    // Relative URLs: the client works wherever the server mounts it.
    base: './',
    plugins: [react(), shellPrerender(), bootPreload(), precompress()],
    // the games' schemas without the library: only the tutorial loads zod (src/app/zod-deferred.ts)
    resolve: { alias: [{ find: /^zod$/, replacement: join(here, 'src', 'app', 'zod-deferred.ts') }] },
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 4000,
      rolldownOptions: { output: { codeSplitting: chunkGroups() } },
    },
  };
}

/**
 * Builds the client as players get it (React's production build, production JSX) even when called from inside
 * Vitest, whose NODE_ENV=test would otherwise make Vite and the React plugin build for development: the browser
 * tests measure and drive what is served (issue 16 item 9 weighs the first page's script).
 * @param {string} outDir
 */
export async function buildWeb(outDir) {
  const { build } = await import('vite');
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(webConfig(outDir));
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}
