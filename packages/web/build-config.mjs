// The Vite configuration of the web client, shared by build.mjs (packages/web/dist, served by `npm start`) and the
// end-to-end tests (which build into a temp directory so they never race another build of dist).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const here = dirname(fileURLToPath(import.meta.url));

/** @param {string} outDir @returns {import('vite').InlineConfig} */
export function webConfig(outDir) {
  return {
    root: here,
    configFile: false,
    mode: 'production',
    // Relative URLs: the client works wherever the server mounts it.
    base: './',
    plugins: [react()],
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      chunkSizeWarningLimit: 4000,
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
