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
