/**
 * The architecture, checked on the sources (README.md, "A tour of the packages"): a package imports only packages
 * above it in the root package.json's `workspaces` order; a game's rules load neither React nor the web kit; the
 * web client never loads the bots or the server; the server and the CLI never load React or a game's screen; only
 * the web kit's motion module imports the animation library (one place for the player's speed and reduced motion).
 *
 * Every source file of every workspace package (not its tests, not `dist`) is parsed (Vite's oxc parser, so
 * comments and strings never count), and each import specifier (`import … from`, `export … from`, side-effect
 * `import '…'`, `import('…')`) is resolved: `@potluck/<name>[/sub]` through that package's `exports`, a relative
 * path to its file, whichever package it lands in. Type-only imports count too: they are dependencies of the code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');

interface Pkg {
  /** `@potluck/…` */
  readonly name: string;
  /** Its folder, relative to the root, with `/`. */
  readonly dir: string;
  /** Its place in the root's `workspaces` list: a package may import only packages with a smaller layer. */
  readonly layer: number;
  readonly exports: Readonly<Record<string, string>>;
  readonly isGame: boolean;
}

/** The workspace packages, from the root package.json (`packages/games/*` expands to one layer of games). */
function discoverPackages(): Pkg[] {
  const workspaces: string[] = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  return workspaces.flatMap((pattern, layer) => {
    const dirs = pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter(
            (e) => e.isDirectory() && existsSync(join(root, pattern.slice(0, -2), e.name, 'package.json')),
          )
          .map((e) => `${pattern.slice(0, -2)}/${e.name}`)
      : [pattern];
    return dirs.map((dir) => {
      const json = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
      const exp = json.exports;
      const exports: Record<string, string> = typeof exp === 'string' ? { '.': exp } : (exp ?? {});
      return { name: json.name, dir, layer, exports, isGame: pattern === 'packages/games/*' };
    });
  });
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** A package's source files (relative to the root): everything but its tests, `node_modules` and `dist`. */
function sourceFiles(pkg: Pkg): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const p = `${dir}/${e.name}`;
      if (e.isDirectory())
        return ['node_modules', 'dist', 'test'].includes(e.name) || e.name.startsWith('.') ? [] : walk(p);
      return SOURCE.test(e.name) && !/\.test\.[cm]?[jt]sx?$/.test(e.name) ? [p] : [];
    });
  return walk(pkg.dir);
}

interface Import {
  /** The importing file, relative to the root. */
  readonly file: string;
  readonly line: number;
  readonly spec: string;
  readonly dynamic: boolean;
  readonly typeOnly: boolean;
}

/** Every import specifier in `source`; a computed `import(expr)` has `spec` set to the expression's text. */
function importsOf(file: string, source: string): (Import & { computed: boolean })[] {
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const line = (at: number) => source.slice(0, at).split('\n').length;
  const out: (Import & { computed: boolean })[] = [];
  for (const s of module.staticImports) {
    const typeOnly = s.entries.length > 0 && s.entries.every((e) => e.isType);
    out.push({
      file,
      line: line(s.start),
      spec: s.moduleRequest.value,
      dynamic: false,
      typeOnly,
      computed: false,
    });
  }
  for (const s of module.staticExports)
    for (const e of s.entries)
      if (e.moduleRequest)
        out.push({
          file,
          line: line(s.start),
          spec: e.moduleRequest.value,
          dynamic: false,
          typeOnly: e.isType,
          computed: false,
        });
  for (const d of module.dynamicImports) {
    const text = source.slice(d.moduleRequest.start, d.moduleRequest.end).trim();
    const literal = /^(['"])([^'"`\\]*)\1$/.exec(text) ?? /^`([^`$\\]*)`$/.exec(text);
    const spec = literal ? (literal[2] ?? literal[1] ?? '') : text;
    out.push({ file, line: line(d.start), spec, dynamic: true, typeOnly: false, computed: !literal });
  }
  // One `export { a, b } from 'x'` is one import.
  return out.filter(
    (a, i) => out.findIndex((b) => b.line === a.line && b.spec === a.spec && b.file === a.file) === i,
  );
}

/** Where an import lands: a workspace package and one of its files, or a third-party package, or nowhere. */
type Target =
  | { readonly kind: 'workspace'; readonly pkg: Pkg; readonly file: string }
  | { readonly kind: 'external'; readonly name: string }
  | { readonly kind: 'unresolved'; readonly why: string };

function makeResolver(pkgs: readonly Pkg[]) {
  const byName = new Map(pkgs.map((p) => [p.name, p]));
  const owner = (file: string) =>
    pkgs.filter((p) => file.startsWith(`${p.dir}/`)).sort((a, b) => b.dir.length - a.dir.length)[0];
  return (from: string, spec: string): Target => {
    if (spec.startsWith('.')) {
      const file = relative(root, resolve(root, dirname(from), spec))
        .split(sep)
        .join('/');
      const pkg = owner(file);
      return pkg
        ? { kind: 'workspace', pkg, file }
        : { kind: 'unresolved', why: `${file} is outside every workspace package` };
    }
    if (spec.startsWith('node:')) return { kind: 'external', name: spec };
    const parts = spec.split('/');
    const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec);
    const pkg = byName.get(name);
    if (!pkg) {
      if (name.startsWith('@potluck/')) return { kind: 'unresolved', why: `no workspace package ${name}` };
      return { kind: 'external', name };
    }
    const sub = `.${spec.slice(name.length)}`;
    const target = pkg.exports[sub];
    if (!target) return { kind: 'unresolved', why: `${name} does not export ${sub}` };
    return { kind: 'workspace', pkg, file: `${pkg.dir}/${target.replace(/^\.\//, '')}` };
  };
}

/** What a file of a game is: its screen (`src/web/`), its bots (`src/ai/`), its catalog entry, or its rules. */
function gamePart(pkg: Pkg, file: string): 'web' | 'ai' | 'slice' | 'rules' {
  const inner = file.slice(pkg.dir.length + 1);
  if (inner.startsWith('src/web/')) return 'web';
  if (inner.startsWith('src/ai/')) return 'ai';
  if (inner === 'src/slice.ts') return 'slice';
  return 'rules';
}

/** React and its bindings: what the rules, the server and the CLI must never load. */
const REACT = /^(react|react-dom|react-i18next)(\/|$)/;

/** The animation library, and the kit's modules that alone import it. */
const MOTION_LIB = /^(motion|framer-motion|motion-dom|motion-utils)(\/|$)/;
const MOTION_MODULES = [
  'packages/web-kit/src/motion.ts',
  // the engine, fetched apart once a table is drawn, and the LazyMotion that fetches it
  'packages/web-kit/src/motion-features.ts',
  'packages/web-kit/src/TableMotion.tsx',
];

/**
 * Allowed exceptions, each with its reason. An exception no longer needed fails the test, so the list stays
 * true. (A game's `slice.ts` lazily importing its own `./web` and `./ai` is not an exception but the design: see
 * `sliceLazyLoader`.)
 */
const ALLOWED: readonly { readonly file: string; readonly spec: string; readonly reason: string }[] = [
  {
    file: 'packages/cli/bin/potluck.js',
    spec: 'bundle',
    reason:
      'the launcher runs the built CLI bundle (packages/cli/dist/potluck.js), a path computed at run time',
  },
];

/** The rule families: the layers, a game's parts, the web client, the server and the CLI, the animation library. */
type Group = 'layers' | 'game' | 'web' | 'node' | 'motion';

interface Violation {
  readonly imp: Import;
  readonly group: Group;
  readonly rule: string;
}

/** Every broken rule, one per import and rule, each import judged by where it lands. */
function check(pkgs: readonly Pkg[], imports: readonly (Import & { computed: boolean })[]): Violation[] {
  const resolveSpec = makeResolver(pkgs);
  const ownerOf = (file: string) =>
    pkgs.filter((p) => file.startsWith(`${p.dir}/`)).sort((a, b) => b.dir.length - a.dir.length)[0];
  const out: Violation[] = [];
  for (const imp of imports) {
    const bad = (group: Group, rule: string) => out.push({ imp, group, rule });
    const from = ownerOf(imp.file);
    if (!from) throw new Error(`${imp.file} is in no package`);
    if (imp.computed) {
      if (!ALLOWED.some((a) => a.file === imp.file && a.spec === imp.spec))
        bad(
          'layers',
          'a computed import() cannot be checked: use a string literal, or list it in ALLOWED with a reason',
        );
      continue;
    }
    const t = resolveSpec(imp.file, imp.spec);
    if (t.kind === 'unresolved') {
      bad('layers', `does not resolve: ${t.why}`);
      continue;
    }
    const inner = (p: string) => p.slice(from.dir.length + 1);

    // 1. A package imports only packages above it.
    if (t.kind === 'workspace' && t.pkg !== from && t.pkg.layer >= from.layer)
      bad(
        'layers',
        t.pkg.layer === from.layer
          ? `${from.name} imports ${t.pkg.name}, on the same layer: a package imports only packages above it`
          : `${from.name} imports ${t.pkg.name}, below it: a package imports only packages above it`,
      );

    // 2. A game: its rules (and its catalog entry, statically) never load React, the web kit, its screen or its
    // bots; its bots never load React, the web kit or its screen; its screen never loads its bots.
    if (from.isGame) {
      const part = gamePart(from, imp.file);
      const lands =
        t.kind === 'workspace'
          ? t.pkg.isGame
            ? `${t.pkg.name}:${gamePart(t.pkg, t.file)}`
            : t.pkg.name
          : t.name;
      const isReact = t.kind === 'external' && REACT.test(imp.spec);
      const isKit = t.kind === 'workspace' && t.pkg.name === '@potluck/web-kit';
      const gameWeb = t.kind === 'workspace' && t.pkg.isGame && gamePart(t.pkg, t.file) === 'web';
      const gameAi = t.kind === 'workspace' && t.pkg.isGame && gamePart(t.pkg, t.file) === 'ai';
      const sliceLazyLoader =
        part === 'slice' && imp.dynamic && t.kind === 'workspace' && t.pkg === from && (gameWeb || gameAi);
      if ((part === 'rules' || part === 'slice' || part === 'ai') && (isReact || isKit))
        bad(
          'game',
          `a game's ${part === 'ai' ? 'bots' : 'rules'} must not import React or the web kit (${lands})`,
        );
      if ((part === 'rules' || part === 'slice') && (gameWeb || gameAi) && !sliceLazyLoader)
        bad(
          'game',
          part === 'slice'
            ? `a game's slice loads its screen and bots only lazily, with import() (${lands})`
            : `a game's rules must not import its ${gameWeb ? 'screen (src/web)' : 'bots (src/ai)'}`,
        );
      if (part === 'ai' && gameWeb) bad('game', `a game's bots must not import a screen (${lands})`);
      if (part === 'web' && gameAi)
        bad('game', `a game's screen must not import bots (${lands}): the browser never loads them`);
    }

    // 3. The web client never loads the bots or the server.
    if (from.name === '@potluck/web' && inner(imp.file).startsWith('src/') && t.kind === 'workspace') {
      if (t.pkg.isGame && gamePart(t.pkg, t.file) === 'ai')
        bad('web', `the web client must not import a game's bots (${t.pkg.name}/ai)`);
      if (t.pkg.name === '@potluck/ai' || t.pkg.name === '@potluck/server')
        bad('web', `the web client must not import ${t.pkg.name}`);
    }

    // 4. The server and the CLI never load React: not React, not the web kit or the web app, not a game's screen.
    if (
      (from.name === '@potluck/server' || from.name === '@potluck/cli') &&
      inner(imp.file).startsWith('src/')
    ) {
      const who = from.name === '@potluck/server' ? 'the server' : 'the CLI';
      if (t.kind === 'external' && REACT.test(imp.spec))
        bad('node', `${who} must not import React (${imp.spec})`);
      if (t.kind === 'workspace' && (t.pkg.name === '@potluck/web-kit' || t.pkg.name === '@potluck/web'))
        bad('node', `${who} must not import ${t.pkg.name} (React)`);
      if (t.kind === 'workspace' && t.pkg.isGame && gamePart(t.pkg, t.file) === 'web')
        bad('node', `${who} must not import a game's screen (${t.pkg.name}/web)`);
    }

    // 5. Only the kit's motion module imports the animation library: screens take it, and their timing
    // (`useMoveTransition`: the player's speed, reduced motion), from the kit, so a file of the library never lands in
    // a game's chunk beside the table's copy.
    if (t.kind === 'external' && MOTION_LIB.test(imp.spec) && !MOTION_MODULES.includes(imp.file))
      bad('motion', `only the kit's motion modules import ${imp.spec}: import motion from @potluck/web-kit`);
  }
  return out;
}

const show = (v: Violation) =>
  `${v.imp.file}:${v.imp.line} ${v.imp.dynamic ? 'import(' : ''}'${v.imp.spec}'${v.imp.dynamic ? ')' : ''}` +
  `${v.imp.typeOnly ? ' (type-only)' : ''}: ${v.rule}`;

const PKGS = discoverPackages();
const IMPORTS = PKGS.flatMap((p) =>
  sourceFiles(p).flatMap((f) => importsOf(f, readFileSync(join(root, f), 'utf8'))),
);
const VIOLATIONS = check(PKGS, IMPORTS);

describe('the layers', () => {
  it('finds every workspace package, in the order of the tour, and reads their imports', () => {
    const names = PKGS.map((p) => p.name);
    for (const n of [
      '@potluck/engine',
      '@potluck/web-kit',
      '@potluck/catalog',
      '@potluck/ai',
      '@potluck/server',
      '@potluck/web',
      '@potluck/cli',
    ])
      expect(names).toContain(n);
    expect(PKGS.filter((p) => p.isGame).length).toBeGreaterThanOrEqual(3);
    const layer = (n: string) => PKGS.find((p) => p.name === n)?.layer ?? -1;
    expect(layer('@potluck/engine')).toBeLessThan(layer('@potluck/web-kit'));
    expect(layer('@potluck/catalog')).toBeLessThan(layer('@potluck/ai'));
    expect(layer('@potluck/web')).toBeLessThan(layer('@potluck/cli'));
    // Each package's imports were read (a parser that saw nothing would pass every rule).
    for (const p of PKGS)
      expect(
        IMPORTS.some((i) => i.file.startsWith(`${p.dir}/`)),
        p.name,
      ).toBe(true);
  });

  it('a package imports only packages above it, and every workspace import resolves', () => {
    expect(VIOLATIONS.filter((v) => v.group === 'layers').map(show)).toEqual([]);
  });

  it("a game's rules never import React or the web kit; its bots and its screen stay apart", () => {
    expect(VIOLATIONS.filter((v) => v.group === 'game').map(show)).toEqual([]);
  });

  it('the web client never imports the bots or the server', () => {
    expect(VIOLATIONS.filter((v) => v.group === 'web').map(show)).toEqual([]);
  });

  it('the server and the CLI never import React or a game’s screen', () => {
    expect(VIOLATIONS.filter((v) => v.group === 'node').map(show)).toEqual([]);
  });

  it("only the kit's motion modules import the animation library", () => {
    expect(VIOLATIONS.filter((v) => v.group === 'motion').map(show)).toEqual([]);
    expect(IMPORTS.filter((i) => MOTION_LIB.test(i.spec)).map((i) => i.file)).toContain(MOTION_MODULES[0]);
  });

  it('every allowed exception is still needed', () => {
    for (const a of ALLOWED)
      expect(
        IMPORTS.some((i) => i.file === a.file && i.spec === a.spec),
        a.file,
      ).toBe(true);
  });

  it('catches a bad import (the checker on made-up files)', () => {
    const fake = (file: string, spec: string, dynamic = false) => ({
      file,
      line: 1,
      spec,
      dynamic,
      typeOnly: false,
      computed: false,
    });
    const game = PKGS.find((p) => p.isGame)!;
    const rules = check(PKGS, [
      fake('packages/engine/src/x.ts', '@potluck/web-kit'),
      fake(`${game.dir}/src/x.ts`, 'react'),
      fake(`${game.dir}/src/x.ts`, './web/index.ts'),
      fake(`${game.dir}/src/slice.ts`, './web/index.ts'),
      fake(`${game.dir}/src/slice.ts`, './web/index.ts', true),
      fake(`${game.dir}/src/web/x.ts`, '../ai/index.ts'),
      fake('packages/web/src/x.ts', `${game.name}/ai`),
      fake('packages/web/src/x.ts', '@potluck/server'),
      fake('packages/server/src/x.ts', 'react-dom/server'),
      fake('packages/server/src/x.ts', `${game.name}/web`),
      fake('packages/cli/src/x.ts', '../../web-kit/src/index.ts'),
      fake('packages/ai/src/x.ts', '@potluck/nope'),
      fake(`${game.dir}/src/web/x.tsx`, 'motion/react'),
    ]).map((v) => `${v.imp.file} ${v.imp.spec}${v.imp.dynamic ? ' (lazy)' : ''}`);
    expect(rules).toEqual([
      'packages/engine/src/x.ts @potluck/web-kit',
      `${game.dir}/src/x.ts react`,
      `${game.dir}/src/x.ts ./web/index.ts`,
      `${game.dir}/src/slice.ts ./web/index.ts`,
      `${game.dir}/src/web/x.ts ../ai/index.ts`,
      `packages/web/src/x.ts ${game.name}/ai`,
      'packages/web/src/x.ts @potluck/server',
      'packages/server/src/x.ts react-dom/server',
      `packages/server/src/x.ts ${game.name}/web`,
      'packages/cli/src/x.ts ../../web-kit/src/index.ts',
      'packages/ai/src/x.ts @potluck/nope',
      `${game.dir}/src/web/x.tsx motion/react`,
    ]);
  });
});
