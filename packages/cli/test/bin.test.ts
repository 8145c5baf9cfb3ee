import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { SLICES } from '@potluck/catalog';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const bin = join(root, 'packages/cli/bin/potluck.js');
const potluck = (args: string[], input?: string) =>
  spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', cwd: root, timeout: 120_000 });

describe('the potluck command (built bundle)', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
  });

  it('leaves a production web client in packages/web/dist, though Vitest runs it with NODE_ENV=test', () => {
    // what `potluck serve` sends (and Lighthouse measures with --no-build) after the tests have run
    const assets = join(root, 'packages/web/dist/assets');
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(process.env.NODE_ENV).toBe('test');
    expect(scripts.length).toBeGreaterThan(0);
    const dev = scripts.filter((f) => readFileSync(join(assets, f), 'utf8').includes('jsxDEV'));
    expect(dev, 'scripts built with React’s development JSX').toEqual([]);
  });

  it('lists games with options as JSON Schema', () => {
    const r = potluck(['games', '--json']);
    expect(r.status).toBe(0);
    const games = JSON.parse(r.stdout);
    expect(games.map((g: { id: string }) => g.id)).toEqual(SLICES.map((s) => s.id));
    expect(games.filter((g: { hidden: boolean }) => g.hidden).map((g: { id: string }) => g.id)).toEqual(
      SLICES.filter((s) => s.hidden).map((s) => s.id),
    );
    for (const g of games) {
      expect(g.options.type).toBe('object');
      expect(g.fixed.type).toBe('object');
      expect(g.names).toHaveProperty('zh-Hant');
    }
  });

  it('lists every game as text, hidden ones marked; serve --help tells how to enable one', () => {
    const r = potluck(['games']);
    expect(r.status).toBe(0);
    for (const s of SLICES) {
      const line = r.stdout.split('\n').find((l) => l.startsWith(`${s.id} `));
      expect(line, s.id).toBeTruthy();
      expect(line?.includes('(hidden: served with --enable-game)'), s.id).toBe(s.hidden === true);
    }
    const help = potluck(['serve', '--help']);
    expect(help.stdout).toContain('--enable-game <id>');
    expect(help.stdout).toContain('POTLUCK_ENABLE_GAMES');
  });

  it('prints a game’s tables with `cards`, as text or JSON', () => {
    const text = potluck(['cards', 'wasabi']);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('wasabi · recipes');
    const json = potluck(['cards', 'too-many-cooks', '--json']);
    expect(JSON.parse(json.stdout).tables[0].name).toBe('cards.standard96');
    expect(potluck(['cards', 'chess']).status).toBe(2);
  });

  it('runs a scenario from standard input with exit statuses 0, 1 and 2', () => {
    const ok = potluck(['script', '-'], JSON.stringify({ game: 'too-many-cooks', players: 3, seed: 'x' }));
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).ok).toBe(true);
    const refused = potluck(
      ['script', '-'],
      JSON.stringify({ game: 'too-many-cooks', players: 3, seed: 'x', actions: [{ player: 9, action: {} }] }),
    );
    expect(refused.status).toBe(1);
    expect(JSON.parse(refused.stdout).error).toMatchObject({ code: 'BAD_PLAYER', index: 0 });
    const malformed = potluck(['script', '-'], '{not json');
    expect(malformed.status).toBe(2);
    expect(JSON.parse(malformed.stdout).error.code).toBe('BAD_SCENARIO');
  });

  it('analyses a scenario from standard input: a summary, or everything with --json', () => {
    const scenario = JSON.stringify({
      game: 'too-many-cooks',
      players: 2,
      seed: 'bin',
      actions: [
        { player: 0, action: { type: 'choose', recipe: 'none' } },
        { player: 1, action: { type: 'choose', recipe: 'none' } },
      ],
    });
    const text = potluck(['analyze', '-', '--iterations', '30', '--lang', 'zh-Hant'], scenario);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('座位 1');
    const json = potluck(['analyze', '-', '--iterations', '30', '--json'], scenario);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, decisions: [{ seat: 0 }, { seat: 1 }] });
    const malformed = potluck(['analyze', '-'], '{not json');
    expect(malformed.status).toBe(2);
    expect(JSON.parse(malformed.stdout).error.code).toBe('BAD_SCENARIO');
  });

  it('rebuilds its bundle when a source is newer, so it never runs old code', () => {
    const bundle = join(root, 'packages/cli/dist/potluck.js');
    utimesSync(bundle, new Date(2000, 0, 1), new Date(2000, 0, 1));
    const r = potluck(['games']);
    expect(r.status).toBe(0);
    expect(statSync(bundle).mtime.getFullYear()).toBeGreaterThan(2000);
  });

  it('watches every directory its bundle is built from (every file its source maps name)', async () => {
    const { sourceDirs } = (await import(join(root, 'packages/cli/bin/sources.js'))) as {
      sourceDirs: (root: string) => string[];
    };
    const dirs = sourceDirs(root);
    const dist = join(root, 'packages/cli/dist');
    const bundled = readdirSync(dist)
      .filter((f) => f.endsWith('.js.map'))
      .flatMap((f) => JSON.parse(readFileSync(join(dist, f), 'utf8')).sources as string[])
      .map((s) => resolve(dist, s))
      .filter((f) => existsSync(f)); // not the empty module that stands for a game's web slice
    expect(bundled.length).toBeGreaterThan(100);
    for (const part of ['/puzzles/', '/tutorial/', '/server/bench/'])
      expect(
        bundled.some((f) => f.includes(part.replaceAll('/', sep))),
        part,
      ).toBe(true);
    expect(bundled.filter((f) => !dirs.some((d) => f.startsWith(d + sep)))).toEqual([]);
  });

  it('rebuilds when a game’s puzzle or tutorial, or the server’s bench, is newer', () => {
    const bundle = join(root, 'packages/cli/dist/potluck.js');
    for (const file of [
      'packages/games/wasabi/puzzles/1.json',
      'packages/games/wasabi/tutorial/tutorial.json',
      'packages/server/bench/load.ts',
    ]) {
      const path = join(root, file);
      const { atime, mtime } = statSync(path);
      const before = new Date(Date.now() - 10_000);
      utimesSync(bundle, before, before);
      try {
        // newer than the bundle (and than every other source, which is older than now)
        utimesSync(path, atime, new Date(Date.now() + 60_000));
        expect(potluck(['games']).status).toBe(0);
      } finally {
        utimesSync(path, atime, mtime);
      }
      expect(statSync(bundle).mtimeMs, file).toBeGreaterThan(before.getTime());
    }
  });
});
