/**
 * The client's files as a table page fetches them (chunk-groups.mjs, issue 16 item 9): a match page or a replay needs
 * at most five scripts (the first page's, the table's, the rules engine's, the dialogs' focus helper and the game's),
 * and the boot script knows every one of them from the start, so none is discovered only after its importer has
 * arrived. Left to Rolldown's own splitting a replay needed 36 files, fetched in ten rounds.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const out = mkdtempSync(join(tmpdir(), 'potluck-chunks-'));
const web = join(out, 'web');
/** The boot script's map: the files it preloads per route and per game (boot-preload.mjs). */
let boot: { pages: Record<string, string[]>; games: Record<string, string[]> };
/** The script index.html loads. */
let entry: string;

beforeAll(async () => {
  const { buildWeb } = await import(join(dirname(fileURLToPath(import.meta.url)), '..', 'build-config.mjs'));
  await buildWeb(web);
  const name = readdirSync(join(web, 'assets')).find((f) => /^boot-.*\.js$/.test(f));
  const source = readFileSync(join(web, 'assets', String(name)), 'utf8');
  boot = JSON.parse(String(/const files = (\{.*?\});/.exec(source)?.[1]));
  entry = String(
    /<script type="module"[^>]* src="\.\/(assets\/[^"]+\.js)"/.exec(
      readFileSync(join(web, 'index.html'), 'utf8'),
    )?.[1],
  );
}, 300_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

/** A script and every script it imports statically (`import … from "./x.js"`), as paths under the build. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(web, file), 'utf8');
  for (const m of code.matchAll(/import\s*(?:[^"';]*?from\s*)?"\.\/([^"]+\.js)"/g))
    closure(`assets/${m[1]}`, seen);
  return seen;
}

const scripts = (files: string[]) => files.filter((f) => f.endsWith('.js'));

it('a table page needs at most five scripts, all preloaded by the boot script from the start', () => {
  const games = Object.keys(boot.games).filter((g) => g !== 'example-bids');
  expect(games.sort()).toEqual(['cuisine-a-la-card', 'too-many-cooks', 'wasabi']);
  for (const route of ['m', 'replay']) {
    for (const game of games) {
      const preloaded = new Set([
        entry,
        ...scripts(boot.pages[route] ?? []),
        ...scripts(boot.games[game] ?? []),
      ]);
      // what the page and the game's slice actually import, file by file
      const needed = new Set<string>();
      for (const f of preloaded) for (const g of closure(f)) needed.add(g);
      expect(
        [...needed].filter((f) => !preloaded.has(f)),
        `${route} ${game}: imported but not preloaded`,
      ).toEqual([]);
      expect(needed.size, `${route} ${game}: ${[...needed].join(' ')}`).toBeLessThanOrEqual(5);
    }
  }
});

it('the first page loads one script and no table, engine or game code', () => {
  expect([...closure(entry)]).toEqual([entry]);
  expect(entry).toMatch(/^assets\/index-/);
});
