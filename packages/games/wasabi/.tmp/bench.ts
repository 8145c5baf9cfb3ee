import { createGame, randInt, rngFromSeed } from '@potluck/engine';
import { game } from '../src/index.ts';

for (const players of [2, 3, 4]) {
  const rng = rngFromSeed(`bench${players}`);
  let actions = 0,
    games = 0,
    turns = 0,
    comps = 0,
    tenWins = 0,
    maxLen = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < 3000) {
    const s = createGame(game, { players, seed: `g${games}` });
    let n = 0;
    while (s.phase !== 'over') {
      const p = s.current;
      const legal = game.legalActions(s, p);
      game.step(s, p, legal[randInt(rng, legal.length)], null);
      n++;
    }
    actions += n;
    games++;
    turns += s.turn;
    maxLen = Math.max(maxLen, n);
    comps += s.completed.reduce((a, c) => a + c.length, 0);
    if (s.winner >= 0) tenWins++;
  }
  const dt = performance.now() - t0;
  console.log(
    players,
    'p:',
    Math.round((actions / dt) * 1000),
    'actions/s;',
    games,
    'games; avg actions',
    (actions / games).toFixed(0),
    'max',
    maxLen,
    'avg turns',
    (turns / games).toFixed(1),
    'avg completions',
    (comps / games).toFixed(1),
    'ten-wins',
    tenWins,
  );
}
