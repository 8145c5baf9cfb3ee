// Builds the browser client into packages/web/dist (static files the server serves).
// Called by the root scripts/build.mjs (so by `npm start` and `npm ci`).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { webConfig } from './build-config.mjs';

await build(webConfig(join(dirname(fileURLToPath(import.meta.url)), 'dist')));
