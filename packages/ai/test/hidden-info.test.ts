/**
 * Bots decide from their seat's view only. For each real game: a position, and a second true state made from
 * the seat's view with other hidden cards (the game's own determinization); both show the seat the same view,
 * so every bot, seeded alike, must choose the same move in both — whatever the other seats hold.
 */
import { GAMES } from '@potluck/catalog';
import { type AnyGame, createGame, randInt, rngFromSeed } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { makeBot } from '../src/index.ts';

/**
 * A position some way into a random game, with a seat that must act and has a real choice, and a second true state
 * sampled from its view with `otherSeed` in which another seat sees something else (so the test proves something).
 */
function position(game: AnyGame, players: number, seed: string, otherSeed: string) {
  const rng = rngFromSeed(seed);
  for (let attempt = 0; attempt < 50; attempt++) {
    const s = createGame(game, { players, seed: `${seed}/${attempt}` });
    const steps = 10 + randInt(rng, 40);
    for (let k = 0; k < steps; k++) {
      const active = game.activePlayers(s);
      if (active.length === 0) break;
      const p = active[randInt(rng, active.length)];
      const legal = game.legalActions(s, p);
      game.step(s, p, legal[randInt(rng, legal.length)], null);
    }
    const active = game.activePlayers(s);
    if (active.length === 0 || game.legalActions(s, active[0]).length <= 1) continue;
    const seat = active[0];
    const other = game.determinize(game.view(s, seat), seat, rngFromSeed(otherSeed));
    const seen = (p: number) => JSON.stringify(game.view(s, p)) !== JSON.stringify(game.view(other, p));
    if (Array.from({ length: players }, (_, p) => p).some((p) => p !== seat && seen(p)))
      return { s, seat, other };
  }
  throw new Error('no position found');
}

describe('bots see only their seat’s view', () => {
  for (const game of GAMES as unknown as AnyGame[]) {
    it(`${game.id}: same view, other hidden cards → same choice`, () => {
      for (let i = 0; i < 4; i++) {
        // the other seats' hidden parts differ between s and other (position() finds such a pair)
        const { s, seat, other } = position(game, game.maxPlayers, `hidden-${i}`, `other-${i}`);
        const view = game.view(s, seat);
        expect(game.view(other, seat)).toEqual(view);
        for (const name of ['heuristic', 'easy', 'ismcts:40']) {
          const bot = makeBot(game.id, name);
          const choose = (st: unknown) =>
            bot.choose({ game, seat, view: game.view(st, seat), rng: rngFromSeed(`bot-${i}`) });
          expect(choose(other)).toEqual(choose(s));
        }
      }
    });
  }
});
