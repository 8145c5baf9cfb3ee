/**
 * `potluck puzzles mine <game>`: plays bot games (and/or reads match files: scenarios or exports, as `analyze`
 * takes them) and keeps the decisions where, after a long search from the seat's own view, one move is far better
 * than every other (docs/ai.md, "Puzzles"). Each puzzle is written as a scenario file plus its `puzzle` fields to
 * packages/games/<game>/puzzles/<n>.json; `potluck puzzles bank` then lists them for the server.
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

/** Rewrites packages/ai/src/puzzles/bank.ts from every packages/games/<id>/puzzles/<n>.json under `root`. */
export function writeBank(root: string): number {
  const gamesDir = join(root, 'packages/games');
  const imports: string[] = [];
  const entries: string[] = [];
  let count = 0;
  for (const id of readdirSync(gamesDir).sort()) {
    const ids = existingIds(join(gamesDir, id, 'puzzles'));
    if (ids.length === 0) continue;
    const names = ids.map((n) => {
      const name = `${id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}${n}`;
      imports.push(`import ${name} from '../../../games/${id}/puzzles/${n}.json' with { type: 'json' };`);
      return `    { id: '${n}', file: ${name} as unknown as PuzzleFile },`;
    });
    count += ids.length;
    const key = /^[A-Za-z_$][\w$]*$/.test(id) ? id : `'${id}'`;
    entries.push(`  ${key}: [\n${names.join('\n')}\n  ],`);
  }
  const text = `// Written by \`potluck puzzles bank\` (and after \`potluck puzzles mine\`) from packages/games/<id>/puzzles/*.json:
// do not edit by hand.
${imports.join('\n')}
import type { PuzzleFile } from './puzzle.ts';

/** Every stored puzzle per game, by id (its file name without .json), in id order. */
export const PUZZLE_BANK: Readonly<Record<string, readonly { id: string; file: PuzzleFile }[]>> = {
${entries.join('\n')}
};
`;
  writeFileSync(join(root, 'packages/ai/src/puzzles/bank.ts'), text);
  return count;
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
    .option('--no-bank', 'do not rewrite packages/ai/src/puzzles/bank.ts')
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
      if (flags.bank !== false && flags.out === undefined && existsSync('packages/ai/src/puzzles')) {
        const n = writeBank('.');
        process.stderr.write(`packages/ai/src/puzzles/bank.ts lists ${n} puzzles\n`);
      }
    });
  puzzles
    .command('bank')
    .description(
      'Rewrite packages/ai/src/puzzles/bank.ts from packages/games/*/puzzles/*.json (run at the repository root)',
    )
    .action(() => {
      const n = writeBank('.');
      process.stdout.write(`packages/ai/src/puzzles/bank.ts lists ${n} puzzles\n`);
    });
}
