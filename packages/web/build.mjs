// Builds the browser client into packages/web/dist (static files the server serves).
// Called by the root scripts/build.mjs (so by `npm start` and `npm ci`). Always React's production build:
// `buildWeb` sets NODE_ENV for the build, so a build started from a test (packages/cli/test/bin.test.ts runs
// scripts/build.mjs with Vitest's NODE_ENV=test) does not leave a development build in dist for `potluck serve`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-config.mjs';

await buildWeb(join(dirname(fileURLToPath(import.meta.url)), 'dist'));
