// What the CLI bundle is built from (scripts/build.mjs bundles packages/cli/src's entry points with every
// workspace file they import): the directories whose files can end up in it. bin/potluck.js rebuilds the bundle
// when a file under one of them is newer; test/bin.test.ts checks that every file the bundle's source maps name
// lies under one of them.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The packages' code, the server's bench (`potluck bench server`), and each game's code, puzzles and tutorial. */
export function sourceDirs(root) {
  const packages = join(root, 'packages');
  const dirs = ['engine/src', 'catalog/src', 'ai/src', 'server/src', 'server/bench', 'cli/src'].map((d) =>
    join(packages, d),
  );
  const games = join(packages, 'games');
  if (existsSync(games)) {
    for (const g of readdirSync(games))
      for (const d of ['src', 'puzzles', 'tutorial']) dirs.push(join(games, g, d));
  }
  return dirs;
}
