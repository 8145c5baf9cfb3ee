/**
 * `potluck puzzles mine <game>`: plays bot games (and/or reads match files: scenarios or exports, as `analyze`
 * takes them) and keeps the decisions where, after a long search from the seat's own view, one move is far better
 * than every other (docs/ai.md, "Puzzles"). Each puzzle is written as a scenario file plus its `puzzle` fields to
 * packages/games/<game>/puzzles/<n>.json and listed in that folder's index.ts, which the game's slice loads.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeBot, minePuzzlesFromMatch, type PuzzleFile, recordMatch } from '@potluck/ai';
import { getGame } from '@potluck/catalog';
import type { AnyGame } from '@potluck/engine';
import type { Command } from 'commander';
import { runScenario, scenarioSchema } from '../scenario.ts';

interface MineFlags {
  games: string;
  seed: string;
  players: string;
  bots: string;
  from?: string[];
  out?: string;
  max: string;
  perMatch: string;
  screen?: string;
  long?: string;
  check?: string;
  bank?: boolean;
}

function fail(message: string): never {
  process.stderr.write(`potluck puzzles: ${message}\n`);
  process.exit(2);
}

function positive(flag: string, v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) fail(`${flag} must be a positive integer`);
  return n;
}

/** The numbers of the puzzle files already in `dir` (1.json, 2.json…). */
function existingIds(dir: string): number[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => /^(\d+)\.json$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => a - b);
}

/**
 * Rewrites `packages/games/<id>/puzzles/index.ts` (the list its slice's `puzzles` loader returns) from the
 * `<n>.json` beside it, for each game in `only` (default: every game folder with puzzles under `root`). No list of
 * games is written anywhere: each game's slice loads its own (`puzzles: () => import('../puzzles/index.ts')…`).
 * Returns the number of puzzles listed.
 */
export function writeBank(root: string, only?: readonly string[]): number {
  const gamesDir = join(root, 'packages/games');
  let count = 0;
  for (const id of only ?? readdirSync(gamesDir).sort()) {
    const dir = join(gamesDir, id, 'puzzles');
    const ids = existingIds(dir);
    if (ids.length === 0) continue;
    const imports = ids.map((n) => `import p${n} from './${n}.json' with { type: 'json' };`);
    const entries = ids.map((n) => `  { id: '${n}', file: p${n} },`);
    count += ids.length;
    const text = `// Written by \`potluck puzzles bank\` (and after \`potluck puzzles mine\`) from the <n>.json beside it:
// do not edit by hand. The game's slice (src/slice.ts) loads it; @potluck/ai checks each file where it loads it.
${imports.join('\n')}

/** This game's stored puzzles, by id (the file name without .json), in id order. */
export const puzzles: readonly { id: string; file: unknown }[] = [
${entries.join('\n')}
];
`;
    writeFileSync(join(dir, 'index.ts'), text);
    const slice = join(gamesDir, id, 'src/slice.ts');
    if (existsSync(slice)) {
      const before = readFileSync(slice, 'utf8');
      const after = withPuzzlesLoader(before);
      if (after === null)
        process.stderr.write(`${slice}: could not add the puzzles loader; add  ${PUZZLES_LOADER}\n`);
      else if (after !== before) {
        writeFileSync(slice, after);
        process.stderr.write(`${slice}: added the puzzles loader\n`);
      }
    }
  }
  return count;
}

const PUZZLES_LOADER = "puzzles: () => import('../puzzles/index.ts').then((m) => m.puzzles),";

/**
 * A game's `src/slice.ts` with the loader of its stored puzzles (the first puzzles of a game need no hand edit):
 * unchanged when it has one, the line added as the last entry of `defineSlice({ … })` otherwise, null when the
 * file does not have that shape.
 */
export function withPuzzlesLoader(slice: string): string | null {
  if (slice.includes('../puzzles/index.ts')) return slice;
  const start = slice.indexOf('defineSlice({');
  const end = start < 0 ? -1 : slice.indexOf('\n});', start);
  if (end < 0) return null;
  const last = slice.lastIndexOf('\n', end - 1);
  const indent = /^\s*/.exec(slice.slice(last + 1, end))?.[0] || '  ';
  return `${slice.slice(0, end)}\n${indent}${PUZZLES_LOADER}${slice.slice(end)}`;
}

export function registerPuzzles(program: Command): void {
  const puzzles = program
    .command('puzzles')
    .description('Puzzles: positions where one move is far better than every other (docs/ai.md, "Puzzles")');
  puzzles
    .command('mine')
    .argument('<game>', 'game id (see potluck games)')
    .description(
      "Play bot games (or read match files) and write each decision where a long search from the seat's view finds one move far better than every other as a puzzle file",
    )
    .option('--games <n>', 'bot games to play', '10')
    .option('--seed <s>', 'seed of the bot games and of the searches', 'puzzles')
    .option('--players <n>', 'seats in the bot games', '2')
    .option('--bots <list>', 'bots of the games, one for all or one per seat', 'easy')
    .option('--from <files...>', 'also mine these matches (scenarios or exports, as analyze takes them)')
    .option('--out <dir>', 'where to write (default packages/games/<game>/puzzles)')
    .option('--max <n>', 'stop after this many new puzzles', '10')
    .option('--per-match <n>', 'at most this many puzzles from one match', '2')
    .option('--screen <n>', 'iterations of the screening search (default per game)')
    .option('--long <n>', 'iterations of the long search (default per game)')
    .option('--check <n>', 'iterations of the check search the tests repeat (default per game)')
    .option('--no-bank', 'do not rewrite packages/games/<game>/puzzles/index.ts')
    .action((gameId: string, flags: MineFlags) => {
      let game: AnyGame;
      try {
        game = getGame(gameId);
      } catch (e) {
        fail(e instanceof Error ? e.message : String(e));
      }
      const games = Number(flags.games);
      if (!Number.isInteger(games) || games < 0) fail('--games must be a whole number');
      const players = positive('--players', flags.players)!;
      const max = positive('--max', flags.max)!;
      const perMatch = positive('--per-match', flags.perMatch)!;
      const budget = {
        ...(flags.screen ? { screen: positive('--screen', flags.screen) } : {}),
        ...(flags.long ? { long: positive('--long', flags.long) } : {}),
        ...(flags.check ? { check: positive('--check', flags.check) } : {}),
      };
      let botNames = flags.bots.split(',').map((b) => b.trim());
      if (botNames.length === 1) botNames = new Array(players).fill(botNames[0]);
      if (botNames.length !== players) fail(`--bots lists ${botNames.length} bots for ${players} players`);
      const bots = botNames.map((b) => makeBot(game.id, b));
      const dir = flags.out ?? join('packages/games', game.id, 'puzzles');
      mkdirSync(dir, { recursive: true });
      let next = (existingIds(dir).at(-1) ?? 0) + 1;
      let written = 0;
      const keep = (found: PuzzleFile[]) => {
        for (const p of found) {
          if (written >= max) return;
          const file = join(dir, `${next}.json`);
          writeFileSync(file, `${JSON.stringify(p, null, 2)}\n`);
          process.stderr.write(
            `${file}: seat ${p.puzzle.seat} after ${p.actions.length} actions, gap ${Math.round(p.puzzle.gap * 100)} points\n`,
          );
          next++;
          written++;
        }
      };
      const opts = { seed: flags.seed, budget, perMatch };
      for (const f of flags.from ?? []) {
        if (written >= max) break;
        let input: unknown;
        try {
          input = JSON.parse(readFileSync(f, 'utf8'));
        } catch (e) {
          fail(`${f}: ${e instanceof Error ? e.message : String(e)}`);
        }
        const checked = runScenario(input);
        if (!checked.ok) fail(`${f}: ${checked.error.code} ${checked.error.message}`);
        const sc = scenarioSchema.parse(input);
        if (sc.game !== game.id) fail(`${f} is a match of ${sc.game}, not ${game.id}`);
        keep(minePuzzlesFromMatch({ ...sc, game, source: `file:${f}` }, opts));
      }
      for (let g = 0; g < games && written < max; g++) {
        const seed = `${flags.seed}/game/${g}`;
        process.stderr.write(`game ${g + 1}/${games} (${botNames.join(', ')})\n`);
        const m = recordMatch({ game, seed, bots });
        keep(minePuzzlesFromMatch({ ...m, game, source: `bots:${botNames.join(',')}:${seed}` }, opts));
      }
      process.stderr.write(`${written} puzzle${written === 1 ? '' : 's'} written to ${dir}\n`);
      if (flags.bank !== false && flags.out === undefined && existsSync('packages/games')) {
        const n = writeBank('.', [game.id]);
        process.stderr.write(`${join(dir, 'index.ts')} lists ${n} puzzles\n`);
      }
    });
  puzzles
    .command('bank')
    .description(
      'Rewrite each packages/games/<id>/puzzles/index.ts from the <n>.json beside it (run at the repository root)',
    )
    .action(() => {
      const n = writeBank('.');
      process.stdout.write(`packages/games/*/puzzles/index.ts list ${n} puzzles\n`);
    });
}
