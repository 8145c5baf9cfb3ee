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
import { gzipSync } from 'node:zlib';
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

it("the animation library's engine is a script of its own, fetched by the table once drawn, never with a page", () => {
  const assets = readdirSync(join(web, 'assets'));
  const motion = assets.filter((f) => /^motion-.*\.js$/.test(f)).map((f) => `assets/${f}`);
  expect(motion).toHaveLength(1);
  const engine = String(motion[0]);
  // the engine's weight is in it (~40 KB gzipped: layout animations, the imperative animate), the table only refers to it
  expect(gzipSync(readFileSync(join(web, engine))).length).toBeGreaterThan(30_000);
  const table = String(assets.find((f) => /^table-.*\.js$/.test(f)));
  const tableCode = readFileSync(join(web, 'assets', table), 'utf8');
  expect(tableCode).toContain(engine.replace('assets/', './'));
  // no page's or game's scripts import it statically, and the boot script does not preload it
  const preloads = [...Object.values(boot.pages), ...Object.values(boot.games)].flat();
  expect(preloads).not.toContain(engine);
  for (const f of new Set([entry, ...scripts(preloads)]))
    expect([...closure(f)], `${f} imports the motion engine`).not.toContain(engine);
  // and it imports no game's script (a tile's or a card's code must not come with a flight)
  expect([...closure(engine)].filter((f) => /game-/.test(f))).toEqual([]);
});

it('no table page loads zod (the games’ schemas are built without it); the tutorial, which parses moves, does', () => {
  const assets = readdirSync(join(web, 'assets'));
  const zod = assets.filter((f) => /^zod-.*\.js$/.test(f)).map((f) => `assets/${f}`);
  expect(zod).toHaveLength(1);
  const lib = String(zod[0]);
  // the library's weight is in that file (~25 KB compressed), nowhere else
  expect(gzipSync(readFileSync(join(web, lib))).length).toBeGreaterThan(20_000);
  const games = Object.keys(boot.games);
  for (const route of ['m', 'replay'])
    for (const game of games) {
      const files = new Set<string>();
      for (const f of [entry, ...scripts(boot.pages[route] ?? []), ...scripts(boot.games[game] ?? [])])
        for (const g of closure(f)) files.add(g);
      expect([...files], `${route} ${game}`).not.toContain(lib);
      for (const f of files)
        expect(readFileSync(join(web, f), 'utf8'), `${f} (${route} ${game}) holds zod's code`).not.toContain(
          'ZodError',
        );
    }
  const tutorial = assets.find((f) => /^TutorialPage-.*\.js$/.test(f));
  expect([...closure(`assets/${tutorial}`)]).toContain(lib);
});
