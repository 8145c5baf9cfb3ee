// Builds the browser client into packages/web/dist (static files the server serves).
// Called by the root scripts/build.mjs (so by `npm start` and `npm ci`), and by the e2e tests.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));

await build({
  root: here,
  configFile: false,
  mode: 'production',
  // Relative URLs: the client works wherever the server mounts it.
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: join(here, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
});
