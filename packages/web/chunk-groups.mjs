// How the client's modules are grouped into files (issue 16 item 9: Lighthouse on match pages and replays).
//
// Left to itself, Rolldown cut the client into ~70 files: every set of modules shared by a different set of pages
// became a chunk of its own, down to 300-byte ones. A replay fetched 36 scripts and stylesheets through ten rounds of
// requests (an import is seen only once its importer has arrived), and over HTTP/1.1 a browser opens six connections
// to a host, so even the requests the boot script starts at once (boot-preload.mjs) queued six at a time. On
// Lighthouse's slow 4G every round costs a round trip. Grouped, a table page needs at most five scripts, all known
// from the start: the first page's (everything the entry imports statically), the table's, the rules engine's, the
// game's and the dialogs' focus helper (test/chunk-groups.test.ts). Measured in docs/benchmarks.md.
const sep = '[\\\\/]';
const path = (...parts) => new RegExp(parts.join(sep));

/** A game's rules and web slice (its bots, rules page, puzzles and tutorial stay chunks of their own). */
const GAME = path('', 'packages', 'games', '([^\\\\/]+)', 'src', '(?!ai[\\\\/]|web[\\\\/]rules-)');

/** @returns {import('rolldown').CodeSplittingOptions} */
export function chunkGroups() {
  return {
    groups: [
      // the first page: what the entry (src/main.tsx) imports statically, all in its own file
      { name: 'index', tags: ['$initial'], priority: 5 },
      // shared by the table and the dialogs of the lobby and the header (profile, quick match): not worth the table's
      // file to them
      { name: 'focus', test: path('', 'packages', 'web-kit', 'src', 'focus\\.ts$'), priority: 4 },
      // the rules engine, which every game's rules use, and the stand-in for zod their schemas are built with in the
      // web build (src/app/zod-deferred.ts)
      {
        name: 'engine',
        test: path('', 'packages', '(engine', 'src', '|web', 'src', 'app', 'zod-deferred\\.ts$)'),
        priority: 3,
      },
      // zod, which only the tutorial loads (the games' schemas are built with it where moves are parsed, see
      // src/app/zod-deferred.ts)
      { name: 'zod', test: path('', 'node_modules', 'zod', ''), priority: 3 },
      // the table: match, replay and shared-screen pages, the widgets kit, and what of the animation library they
      // import statically (its `m` elements: the kit's modules' dependencies, which a group takes with them)
      {
        name: 'table',
        test: path(
          '',
          '(packages',
          'web',
          'src',
          '(match|replay|shared)|packages',
          'web-kit',
          'src',
          '(?!motion-features\\.ts$))',
        ),
        priority: 2,
      },
      // the animation library's engine (web-kit's motion-features.ts and what the table has not taken already),
      // fetched by the table once drawn: ~45 KB gzipped off a table page's first load
      { name: 'motion', test: path('', 'packages', 'web-kit', 'src', 'motion-features\\.ts$'), priority: 0 },
      // one file per game
      {
        name: (id) => {
          const game = GAME.exec(id);
          return game ? `game-${game[1]}` : null;
        },
        debugName: 'games',
        priority: 1,
      },
    ],
  };
}
