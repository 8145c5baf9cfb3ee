/**
 * For browser tests of one screen or widget on a page of its own (no server): Debian's Chromium launched as every
 * test launches it, and a fixture (a .tsx that renders into #root) bundled with esbuild into one HTML document.
 *   import { bundledPage, hasChromium, launchChromium } from '@potluck/web-kit/testing';
 * Test code only: it imports esbuild and playwright-core, which the product never loads.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { type Browser, chromium, errors, type Locator, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

/** Says once, in the test output, that the browser tests of `what` are skipped and why. */
export function sayIfSkipped(what: string): void {
  if (!hasChromium) console.log(`[${what}] SKIPPED: ${CHROMIUM} is missing (apt-get install -y chromium)`);
}

/** Chromium, headless, with the flags this machine needs (no sandbox, no GPU, no network of its own). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * A screenshot for a person to look at, never something a test asserts: when Chromium does not hand over a frame
 * within 20 s (once seen on a loaded CI machine, a table-fit shot waiting 60 s after "fonts loaded") the test goes
 * on without the picture and says so in its output. Any other failure is thrown.
 */
export async function screenshotToLookAt(
  target: Page | Locator,
  path: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<boolean> {
  try {
    await target.screenshot({ path, timeout: 20_000, ...(fullPage ? { fullPage } : {}) });
    return true;
  } catch (e) {
    if (!(e instanceof errors.TimeoutError)) throw e;
    console.warn(`[screenshot] ${path} not taken: Chromium gave no frame within 20 s`);
    return false;
  }
}

/** The kit's visually-hidden class, which fixture pages without the app's stylesheet need. */
export const VISUALLY_HIDDEN =
  '.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}';

export interface BundledPageOptions {
  /** CSS before the bundle's own (which comes from the css files the fixture imports). */
  css?: string;
  /** Attributes of the `#root` element, e.g. `style="width:900px"`. */
  root?: string;
  lang?: string;
}

/** The fixture `entry` bundled (React in production mode) into one HTML document, script and css inline. */
export async function bundledPage(
  entry: string,
  { css = '', root = '', lang = 'en' }: BundledPageOptions = {},
) {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: join(dirname(entry), 'out'),
    format: 'iife',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const js = out.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const own = out.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${css}${own}</style></head>` +
    `<body><div id="root"${root ? ` ${root}` : ''}></div><script>${js.replace(/<\/script/g, '<\\/script')}</script></body></html>`
  );
}
