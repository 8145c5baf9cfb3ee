// The page's shell in index.html (issue 16 item 9): src/app/shell.tsx rendered to markup at build time, through a
// Vite server in SSR mode (so the same TSX, workspace packages and texts as the app), and put inside
// `<div id="root">`, which the app's first render replaces. The app's script and the chunks it preloads are then
// not needed for the first paint: they are fetched at low priority (`fetchpriority="low"`), after the stylesheet
// and the boot script, which the shell does need.
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = '<div id="root"></div>';
const run = promisify(execFile);

/** @returns {import('vite').Plugin} */
export function shellPrerender() {
  return {
    name: 'potluck-shell-prerender',
    apply: 'build',
    // after Vite has written the app's script and modulepreload tags into the page
    transformIndexHtml: { order: 'post', handler: shell },
  };
}

/** @param {string} html */
async function shell(html) {
  if (!html.includes(ROOT)) throw new Error('shell-prerender: no empty <div id="root"> in index.html');
  // in a process of its own, in production mode (shell-render.mjs says why)
  const { stdout } = await run(process.execPath, [join(here, 'shell-render.mjs')], {
    cwd: here,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (!stdout.includes('class="shell')) throw new Error('shell-prerender: shell-render.mjs gave no shell');
  return html
    .replace(ROOT, `<div id="root">${stdout}</div>`)
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
}
