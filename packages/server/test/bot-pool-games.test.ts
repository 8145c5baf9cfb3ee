/**
 * Bot worker threads load the catalog's games, not the server's: a job for any other game is decided on the
 * calling thread, with the server's own game, rather than failing in a worker (where its bot would fall back to
 * the first legal move).
 */
import { GAMES } from '@potluck/catalog';
import { type AnyGame, createGame } from '@potluck/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { BotPool } from '../src/bot-pool.ts';

// A worker that answers every job with an error: whatever it decides shows as a failure.
const failingWorker = new URL(
  `data:text/javascript,${encodeURIComponent(
    "import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => parentPort.postMessage({ error: 'worker' }));",
  )}`,
);
const tmc = GAMES[0];
const outsider: AnyGame = { ...tmc, id: 'outside-the-catalog' };

describe('bot workers and games outside the catalog', () => {
  const pool = new BotPool({ games: [tmc, outsider], size: 1, workerUrl: failingWorker });
  afterAll(() => pool.close());

  const job = (game: AnyGame) => {
    const s = createGame(game, { players: 2, seed: 'outside' });
    return { gameId: game.id, seat: 0, view: game.view(s, 0), level: 'medium', seed: 'b', s };
  };

  it('sends a catalog game to the workers', async () => {
    await expect(pool.decide(job(tmc))).rejects.toThrow('worker');
  });

  it('decides a game from elsewhere on this thread, with a legal move', async () => {
    const { s, ...j } = job(outsider);
    const action = await pool.decide(j);
    expect(outsider.validate(s, 0, action)).toBeNull();
  });
});
