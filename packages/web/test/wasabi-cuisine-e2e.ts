/**
 * Shared kit of the Wasabi! and 卡片厨房 end-to-end tests: builds the client into a temp directory (so it never
 * races another test's build of packages/web/dist), starts the real server (temp SQLite, bots without delay) on a
 * free port, and launches Debian's Chromium with playwright-core. Screenshots go to test-artifacts/web/.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES } from '@potluck/catalog';
import { createPotluckServer, openSqlite, type PotluckServer } from '@potluck/server';
import { screenshotToLookAt } from '@potluck/web-kit/testing';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import WebSocket from 'ws';

export const CHROMIUM = '/usr/bin/chromium';
/**
 * How long a browser test waits for something to appear (Playwright's default timeout and explicit waits). Waits
 * end as soon as it appears, so this is only how long a test that is really stuck takes to fail; a busy machine
 * (other suites, a `potluck simulate` beside) can be many times slower than an idle one. Probes that expect a
 * miss (tryClick) keep their short timeouts. POTLUCK_E2E_WAIT_MS overrides it.
 */
export const E2E_WAIT_MS = Number(process.env.POTLUCK_E2E_WAIT_MS) || 60_000;
const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
export const ARTIFACTS = join(webDir, '..', '..', 'test-artifacts', 'web');
export const hasChromium = existsSync(CHROMIUM);

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 860 };

export function skipMessage(what: string): void {
  if (!hasChromium) {
    console.log(
      `[${what} e2e] SKIPPED: ${CHROMIUM} is missing. Install it with: apt-get install -y chromium fonts-noto-cjk`,
    );
  }
}

export interface Kit {
  server: PotluckServer;
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

export async function startKit(): Promise<Kit> {
  const tmp = mkdtempSync(join(tmpdir(), 'potluck-wc-e2e-'));
  // the same configuration as packages/web/build.mjs (so the production React build, split per page and game)
  const { buildWeb } = await import(join(webDir, 'build-config.mjs'));
  await buildWeb(join(tmp, 'web'));
  mkdirSync(ARTIFACTS, { recursive: true });
  const server = await createPotluckServer({
    storage: await openSqlite(join(tmp, 'e2e.sqlite')),
    games: GAMES,
    botDelayMs: 0,
    webRoot: join(tmp, 'web'),
    logger: false,
  } as Parameters<typeof createPotluckServer>[0]);
  const base = await server.listen(0);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  return {
    server,
    base,
    browser,
    async close() {
      await browser.close();
      await server.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export interface Opened {
  ctx: BrowserContext;
  page: Page;
  matchId: string;
  token: string;
  errors: string[];
}

export type Lang = 'en' | 'zh-Hans' | 'zh-Hant';
/** The browser locale that opens the app in each language (it follows the browser's language). */
export const LOCALE: Record<Lang, string> = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hant': 'zh-TW' };

/**
 * A fresh browser context and page (Playwright waiting up to E2E_WAIT_MS for what it waits on), the page's uncaught
 * errors collected in `errors`.
 */
export async function newPage(
  kit: Kit,
  options: BrowserContextOptions,
): Promise<{ ctx: BrowserContext; page: Page; errors: string[] }> {
  const ctx = await kit.browser.newContext(options);
  ctx.setDefaultTimeout(E2E_WAIT_MS);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { ctx, page, errors };
}

/**
 * A match of bots only (of `level`), created through the HTTP API and played out by the server (bots without
 * delay): its id and result, once the server says it is finished.
 */
export async function finishedBotMatch(
  kit: Kit,
  game: string,
  players: number,
  level: 'random' | 'easy' | 'medium' = 'easy',
): Promise<{ id: string; scores: number[]; ranks: number[] }> {
  const res = await fetch(`${kit.base}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game,
      players,
      seats: Array.from({ length: players }, () => ({ kind: 'bot', level })),
    }),
  });
  const { match } = (await res.json()) as { match: { id: string } };
  let info: { status: string; result?: { scores: number[]; ranks: number[] } } = { status: '' };
  await expect
    .poll(
      async () => {
        info = await (await fetch(`${kit.base}/api/matches/${match.id}`)).json();
        return info.status;
      },
      { timeout: E2E_WAIT_MS, interval: 200 },
    )
    .toBe('finished');
  return { id: match.id, scores: info.result?.scores ?? [], ranks: info.result?.ranks ?? [] };
}

/** Creates a match (seat 0 human, the others bots of `level`) through the HTTP API and opens it as seat 0. */
export async function openMatch(
  kit: Kit,
  game: string,
  players: number,
  viewport: { width: number; height: number },
  lang: Lang,
  options: Record<string, unknown> = {},
  level: 'random' | 'easy' | 'medium' = 'medium',
  /** The device asks for reduced motion: nothing travels and other seats' moves are not paced (layout tests). */
  reducedMotion = false,
  /** Seat 0's name (a long one tests the seats' layout). */
  name = lang === 'en' ? 'Mei' : '小美',
): Promise<Opened> {
  const seats = [{ kind: 'human' }, ...Array.from({ length: players - 1 }, () => ({ kind: 'bot', level }))];
  const res = await fetch(`${kit.base}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game, players, seats, seat: 0, name, options }),
  });
  if (!res.ok) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  const created = (await res.json()) as { match: { id: string }; token: string };
  const { ctx, page, errors } = await newPage(kit, {
    viewport,
    locale: LOCALE[lang],
    ...(reducedMotion ? { reducedMotion: 'reduce' as const } : {}),
  });
  await page.goto(kit.base);
  await page.evaluate(
    ([id, token, l]) => {
      localStorage.setItem('potluck.seats', JSON.stringify({ [id]: { seat: 0, token } }));
      localStorage.setItem('potluck.lang', l);
    },
    [created.match.id, created.token, lang],
  );
  await page.goto(`${kit.base}/#/m/${created.match.id}`);
  await page.reload();
  await page.getByTestId('turn-banner').waitFor();
  await motionReady(page);
  return { ctx, page, matchId: created.match.id, token: created.token, errors };
}

/** Opens an existing match again as its seat (a fresh browser context with the seat remembered). */
export async function reopen(
  kit: Kit,
  matchId: string,
  token: string,
  viewport: { width: number; height: number },
  lang: Lang,
): Promise<Omit<Opened, 'matchId' | 'token'>> {
  const { ctx, page, errors } = await newPage(kit, { viewport });
  await page.goto(kit.base);
  await page.evaluate(
    ([id, t, l]) => {
      localStorage.setItem('potluck.seats', JSON.stringify({ [id]: { seat: 0, token: t } }));
      localStorage.setItem('potluck.lang', l);
    },
    [matchId, token, lang],
  );
  await page.goto(`${kit.base}/#/m/${matchId}`);
  await page.reload();
  await page.getByTestId('turn-banner').waitFor();
  await motionReady(page);
  return { ctx, page, errors };
}

/**
 * Resolves once the table's motion engine has arrived (`<html data-motion-engine="ready">`, fetched after the table's
 * first paint): until then pieces are drawn in place, so a test that watches something move waits for it.
 */
export const motionReady = (page: Page) =>
  page.locator('html[data-motion-engine=ready]').waitFor({ state: 'attached' });

/**
 * Loads the table again with the motion engine's file refused: it never arrives, as on a very slow connection
 * (routing also turns the browser's cache off, so the file is asked for again).
 */
export async function withoutMotionEngine(page: Page): Promise<void> {
  await page.route(/\/assets\/motion-[\w-]+\.js$/, (route) => route.abort());
  await page.reload();
  await page.getByTestId('turn-banner').waitFor();
}

/** How many of these elements are drawn faint (opacity under 1). */
export const faintCount = (elements: Locator) =>
  elements.evaluateAll((els) => els.filter((e) => Number(getComputedStyle(e).opacity) < 1).length);

export const shot = (page: Page, name: string, fullPage = false) =>
  screenshotToLookAt(page, join(ARTIFACTS, `${name}.png`), { fullPage });

/** The seat's frame (its view and legal actions) straight from the server, on a connection of its own. */
export async function serverFrame(
  kit: Kit,
  matchId: string,
  token: string,
): Promise<{ view: unknown; legal: unknown[] | null }> {
  return (await serverMove(kit, matchId, token, () => null)).frame;
}

/** The seat's legal actions straight from the server. */
export async function serverLegal(kit: Kit, matchId: string, token: string): Promise<unknown[]> {
  return (await serverFrame(kit, matchId, token)).legal ?? [];
}

type SeatFrame = { view: unknown; legal: unknown[] | null };

/**
 * On a connection of its own: the seat's frame and version from the server, then the move `choose` picks from
 * its legal actions, if any (null: no move), seeing also the version it would be made on. Resolves once the server
 * has acknowledged the move.
 */
export function serverMove(
  kit: Kit,
  matchId: string,
  token: string,
  choose: (legal: unknown[], version: number) => unknown,
): Promise<{ frame: SeatFrame; legal: unknown[]; version: number; moved: boolean }> {
  const ws = new WebSocket(`${kit.base.replace('http', 'ws')}/ws`);
  return new Promise((resolve, reject) => {
    let seen: { frame: SeatFrame; legal: unknown[]; version: number } | null = null;
    const finish = (moved: boolean) => {
      ws.close();
      if (seen) resolve({ ...seen, moved });
    };
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', matchId, token })));
    ws.on('message', (d) => {
      const msg = JSON.parse(String(d));
      if (msg.type === 'sync' && seen === null) {
        seen = { frame: msg.frame, legal: msg.frame.legal ?? [], version: msg.version };
        const action = choose(seen.legal, msg.version);
        if (action == null) finish(false);
        else ws.send(JSON.stringify({ type: 'move', id: 1, version: msg.version, action }));
      } else if (msg.type === 'ack' && msg.id === 1) finish(true);
      else if (msg.type === 'error') {
        ws.close();
        reject(new Error(`${msg.code}: ${msg.message}`));
      }
    });
    ws.on('error', reject);
  });
}

/**
 * Waits until it is seat 0's turn on the server (the bots answer at once) or the match is over, then until the page
 * shows that version, every other seat's move before it drawn at the table's pace. Resolves whether it is seat 0's
 * turn (false: the match ended).
 */
export async function myTurnShown(kit: Kit, page: Page, matchId: string, token: string): Promise<boolean> {
  let version = 0;
  let mine = false;
  await expect
    .poll(
      async () => {
        const now = await serverMove(kit, matchId, token, () => null);
        version = now.version;
        const frame = now.frame as { active?: number[]; result?: unknown };
        mine = (frame.active ?? []).includes(0);
        return mine || frame.result != null;
      },
      { timeout: E2E_WAIT_MS, interval: 100 },
    )
    .toBe(true);
  await page.waitForFunction(
    (v) => Number(document.querySelector('[data-testid=match]')?.getAttribute('data-version')) >= v,
    version,
    { timeout: E2E_WAIT_MS },
  );
  return mine;
}

/**
 * On a connection of its own: the seat asks the server for a hint on its turn and plays the best move it names
 * (a seat that plays well gets to the phases random moves rarely reach, a Wasabi! recipe's reward). Resolves once
 * the server acknowledged the move; false when the seat had nothing to play.
 */
export function serverHintMove(kit: Kit, matchId: string, token: string): Promise<boolean> {
  const ws = new WebSocket(`${kit.base.replace('http', 'ws')}/ws`);
  return new Promise((resolve, reject) => {
    let version: number | null = null;
    const finish = (moved: boolean) => {
      ws.close();
      resolve(moved);
    };
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', matchId, token })));
    ws.on('message', (d) => {
      const msg = JSON.parse(String(d));
      if (msg.type === 'sync' && version === null) {
        version = msg.version as number;
        if ((msg.frame.legal ?? []).length === 0) finish(false);
        else ws.send(JSON.stringify({ type: 'hint', id: 2 }));
      } else if (msg.type === 'hint' && msg.id === 2) {
        ws.send(JSON.stringify({ type: 'move', id: 1, version, action: msg.moves[0].action }));
      } else if (msg.type === 'ack' && msg.id === 1) finish(true);
      else if (msg.type === 'error') {
        ws.close();
        reject(new Error(`${msg.code}: ${msg.message}`));
      }
    });
    ws.on('error', reject);
  });
}

/** The seats a shared-screen match keeps in this browser, with their tokens, in seat order. */
export function sharedSeats(page: Page, matchId: string): Promise<{ seat: number; token: string }[]> {
  return page.evaluate(
    (id) =>
      (JSON.parse(localStorage.getItem('potluck.seats') ?? '{}')[id]?.shared ?? []) as {
        seat: number;
        token: string;
      }[],
    matchId,
  );
}

/** A small deterministic random stream (the tests' choices must be repeatable). */
export function rand(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Clicks a locator if it is there and enabled; says whether it clicked. */
export async function tryClick(page: Page, selector: string, nth = 0): Promise<boolean> {
  const loc = page.locator(selector);
  const n = await loc.count();
  if (n === 0) return false;
  try {
    await loc.nth(nth % n).click({ timeout: 1500 });
    return true;
  } catch {
    return false;
  }
}
