import { createGame, GameError, LOCALES, rngFromSeed } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { type MiniAction, miniGame } from '../../engine/test/mini-game.ts';
import {
  botNames,
  type GameHeuristics,
  HEURISTIC_BOTS,
  heuristicBot,
  ismcts,
  ismctsBot,
  makeBot,
  playMatch,
  randomBot,
} from '../src/index.ts';

describe('bots over the contract (on the engine’s Mini Bids)', () => {
  it('a bot’s choice depends only on its own view, not on hidden cards', () => {
    const a = createGame(miniGame, {
      players: 2,
      seed: 's',
      fixed: {
        hands: [
          [1, 5, 8],
          [2, 3, 4],
        ],
      },
    });
    const b = createGame(miniGame, {
      players: 2,
      seed: 's',
      fixed: {
        hands: [
          [1, 5, 8],
          [7, 6, 2],
        ],
      },
    });
    expect(miniGame.view(a, 0)).toEqual(miniGame.view(b, 0));
    // Mini Bids has no heuristics: the heuristic bots are built here on a tiny policy (the highest card).
    const highest: GameHeuristics = {
      policy: (_g, _s, _p, legal) =>
        legal.reduce((a, b) => ((b as MiniAction).card > (a as MiniAction).card ? b : a)),
    };
    const bots = [
      ...['random', 'medium', 'ismcts:300'].map((name) => makeBot('mini-bids', name)),
      heuristicBot(highest),
      heuristicBot(highest, 1 / 3),
    ];
    for (const bot of bots) {
      const choose = (s: typeof a) =>
        bot.choose({ game: miniGame, seat: 0, view: miniGame.view(s, 0), rng: rngFromSeed('same') });
      expect(choose(a)).toEqual(choose(b));
    }
  });

  it('ISMCTS is reproducible from its seed and reports its search', () => {
    const s = createGame(miniGame, { players: 3, seed: 'x' });
    const run = () =>
      ismcts(
        { game: miniGame, seat: 1, view: miniGame.view(s, 1), rng: rngFromSeed('r') },
        { iterations: 200, stopWhenDecided: false },
      );
    const first = run();
    expect(run()).toEqual(first);
    expect(first.iterations).toBe(200);
    expect(first.stats.reduce((n, x) => n + x.visits, 0)).toBe(200);
    expect(miniGame.validate(s, 1, first.action as never)).toBeNull();
  });

  it('stops early once the best move cannot be overtaken, choosing what the whole budget would', () => {
    let early = 0;
    for (let i = 0; i < 12; i++) {
      const s = createGame(miniGame, { players: 2, seed: `early-${i}`, options: { handSize: 5 } });
      const run = (stopWhenDecided: boolean) =>
        ismcts(
          { game: miniGame, seat: 0, view: miniGame.view(s, 0), rng: rngFromSeed(`e${i}`) },
          { iterations: 400, stopWhenDecided },
        );
      const full = run(false);
      const quick = run(true);
      expect(quick.action).toEqual(full.action);
      expect(full.iterations).toBe(400);
      if (quick.iterations < 400) early++;
    }
    expect(early).toBeGreaterThan(0);
  });

  it('stops on a time budget', () => {
    const s = createGame(miniGame, { players: 2, seed: 't' });
    const r = ismcts(
      { game: miniGame, seat: 0, view: miniGame.view(s, 0), rng: rngFromSeed('r') },
      { timeMs: 30 },
    );
    expect(r.iterations).toBeGreaterThan(0);
  });

  it('ISMCTS beats random play at Mini Bids', () => {
    let wins = 0;
    const games = 60;
    for (let i = 0; i < games; i++) {
      const bots =
        i % 2 === 0
          ? [makeBot('mini-bids', 'ismcts:150'), randomBot]
          : [randomBot, makeBot('mini-bids', 'ismcts:150')];
      const seat = i % 2;
      const out = playMatch({ game: miniGame, seed: `duel-${i}`, bots, options: { handSize: 5 } });
      if (out.result?.winners.length === 1 && out.result.winners[0] === seat) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.6);
  });

  it('plays whole matches and counts actions and turns', () => {
    const out = playMatch({ game: miniGame, seed: 'm', bots: [randomBot, randomBot, randomBot] });
    expect(out.result?.scores).toHaveLength(3);
    expect(out.actions).toBe(9);
    expect(out.turns).toBeGreaterThan(0);
  });

  it('plays a move its game’s candidates leave alone without searching', () => {
    const s = createGame(miniGame, { players: 2, seed: 'forced' });
    let rollouts = 0;
    const pick = (keep: number) =>
      ismctsBot('t', {
        iterations: 50,
        heuristics: {
          policy: (_g, _s, _p, legal) => {
            rollouts++;
            return legal[0];
          },
          candidates: (_g, _s, _p, legal) => legal.slice(-keep),
        },
      }).choose({ game: miniGame, seat: 0, view: miniGame.view(s, 0), rng: rngFromSeed('r') });
    const legal = miniGame.legalActions(s, 0);
    expect(pick(1)).toEqual(legal[legal.length - 1]);
    expect(rollouts).toBe(0);
    pick(2);
    expect(rollouts).toBeGreaterThan(0);
  });

  it('easy slips only to one of the game’s candidate moves, never to any legal move', () => {
    const s = createGame(miniGame, { players: 2, seed: 'slip', options: { handSize: 5 } });
    const legal = miniGame.legalActions(s, 0);
    expect(legal.length).toBeGreaterThan(2);
    const bot = heuristicBot(
      { policy: (_g, _s, _p, l) => l[l.length - 1], candidates: (_g, _s, _p, l) => [l[0]] },
      1 / 3,
    );
    const rng = rngFromSeed('slips');
    const picks = new Set<string>();
    for (let i = 0; i < 60; i++)
      picks.add(JSON.stringify(bot.choose({ game: miniGame, seat: 0, view: miniGame.view(s, 0), rng })));
    expect([...picks].sort()).toEqual(
      [JSON.stringify(legal[0]), JSON.stringify(legal[legal.length - 1])].sort(),
    );
  });

  it('rejects unknown bot names', () => {
    expect(() => makeBot('mini-bids', 'genius')).toThrow(/Unknown bot/);
  });

  it('a game without heuristics offers no heuristic, easy or hard bot: asking is a coded error', () => {
    expect(botNames('mini-bids')).toEqual(['random', 'medium', 'ismcts']);
    expect(botNames('wasabi')).toEqual(['random', 'heuristic', 'easy', 'medium', 'hard', 'ismcts']);
    for (const name of HEURISTIC_BOTS) {
      let error: unknown;
      try {
        makeBot('mini-bids', name);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(GameError);
      const e = error as GameError;
      expect(e.code).toBe('BOT_UNAVAILABLE');
      expect(e.message).toContain(`"${name}"`);
      for (const l of LOCALES) expect(e.text[l]).toContain(name);
    }
    // The searches it does offer roll out at random and still play legal moves.
    const out = playMatch({
      game: miniGame,
      seed: 'no-heuristics',
      bots: [makeBot('mini-bids', 'medium'), randomBot],
    });
    expect(out.result).not.toBeNull();
  });
});
