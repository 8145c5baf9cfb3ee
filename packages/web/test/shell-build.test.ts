/**
 * The client's build writes the page's shell into index.html even inside a test worker that has already required
 * React in test mode (NODE_ENV=test): React's CommonJS entry points pick their development or production build when
 * first required, and rendering the shell in the worker mixed a development `react/jsx-runtime` with a production
 * `react-dom/server` ("dispatcher.getOwner is not a function": a browser test's build failed in CI, depending on
 * which test files its worker had run before). shell-prerender.mjs renders it in a process of its own.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
// required here in test mode, as an earlier test file in the same worker would
import 'react/jsx-runtime';

it('builds the shell after React was required in test mode', async () => {
  const out = mkdtempSync(join(tmpdir(), 'potluck-shell-'));
  try {
    const { buildWeb } = await import(
      join(dirname(fileURLToPath(import.meta.url)), '..', 'build-config.mjs')
    );
    await buildWeb(join(out, 'web'));
    const html = readFileSync(join(out, 'web', 'index.html'), 'utf8');
    expect(html).toContain('<div id="root"><div class="shell">');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 300_000);
