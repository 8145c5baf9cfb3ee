/**
 * Runs the Cuisine à la Card balance analysis without the CLI and prints Markdown (docs/balance/…):
 *   npx esbuild packages/ai/src/games/cuisine-balance-main.ts --bundle --platform=node --format=esm \
 *     --outfile=/tmp/cuisine-balance.mjs && node /tmp/cuisine-balance.mjs --players 2,3,4 --games 400 --seed bal
 * Options: --players (comma list), --games, --seed, --bots (comma list, one per seat or one for all), --json.
 */
import { analyzeBalance, balanceMarkdown } from './cuisine-balance.ts';

const args = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : def;
};
const players = opt('players', '2,3,4').split(',').map(Number);
const games = Number(opt('games', '400'));
const seed = opt('seed', 'balance');
const bots = opt('bots', 'heuristic').split(',');
for (const n of players) {
  const t0 = performance.now();
  const r = analyzeBalance({ players: n, games, seed: `${seed}-${n}p`, bots });
  if (args.includes('--json')) console.log(JSON.stringify(r));
  else console.log(balanceMarkdown(r));
  console.error(`${n} players: ${games} games in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
