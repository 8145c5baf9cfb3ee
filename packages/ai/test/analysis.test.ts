/**
 * Post-game analysis judges a decision from the seat's view at that moment, never from the true state: two true
 * states that differ only in hidden cards (the second made from the seat's view by the game's determinization)
 * give the same analysis of that decision — same candidates, same values — for the same analysis seed.
 */
import { GAMES } from '@potluck/catalog';
import { type AnyGame, canonicalJson, createGame, randInt, rngFromSeed } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import {
  analyseDecision,
  analyseMatch,
  makeBot,
  moveAccuracy,
  recordMatch,
  thresholdsFor,
  verdictOf,
} from '../src/index.ts';

/**
 * A position some way into a random game where the seat to act has a real choice, and a second true state sampled
 * from its view with `otherSeed` in which another seat sees something else.
 */
function position(game: AnyGame, players: number, seed: string, otherSeed: string) {
  const fits = (s: ReturnType<typeof createGame>) => {
    const active = game.activePlayers(s);
    if (active.length === 0 || game.legalActions(s, active[0]).length <= 2) return null;
    const seat = active[0];
    const other = game.determinize(game.view(s, seat), seat, rngFromSeed(otherSeed));
    const differs = Array.from({ length: players }, (_, p) => p).some(
      (p) => p !== seat && canonicalJson(game.view(s, p)) !== canonicalJson(game.view(other, p)),
    );
    return differs ? { s, seat, other } : null;
  };
  const rng = rngFromSeed(seed);
  const step = (s: ReturnType<typeof createGame>) => {
    const active = game.activePlayers(s);
    const p = active[randInt(rng, active.length)];
    const legal = game.legalActions(s, p);
    game.step(s, p, legal[randInt(rng, legal.length)], null);
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    const s = createGame(game, { players, seed: `${seed}/${attempt}` });
    const steps = 10 + randInt(rng, 40);
    for (let k = 0; k < steps && game.activePlayers(s).length > 0; k++) step(s);
    const found = fits(s);
    if (found) return found;
  }
  // a game whose secrets last only a moment (a bid until the others have bid): every state of a few games
  for (let attempt = 0; attempt < 20; attempt++) {
    const s = createGame(game, { players, seed: `${seed}/every-${attempt}` });
    for (let k = 0; game.activePlayers(s).length > 0; k++) {
      const found = k >= 1 ? fits(s) : null;
      if (found) return found;
      step(s);
    }
  }
  throw new Error('no position found');
}

describe('analysis sees only the deciding seat’s view', () => {
  for (const game of GAMES as unknown as AnyGame[]) {
    it(`${game.id}: other hidden cards, same view → same analysis of the decision`, () => {
      let searched = 0;
      for (let i = 0; i < 3; i++) {
        // another seat sees something else in `other` (position() finds such a pair)
        const { s, seat, other } = position(
          game,
          game.maxPlayers,
          `analysis-hidden-${i}`,
          `analysis-other-${i}`,
        );
        expect(game.view(other, seat)).toEqual(game.view(s, seat));
        // The move played: the last legal one (rarely the heuristic's own pick, so it is added to the search).
        const legal = game.legalActions(s, seat);
        const played = legal[legal.length - 1];
        const judge = (st: unknown) =>
          analyseDecision({
            game,
            seat,
            view: game.view(st, seat),
            played,
            seed: `decision-${i}`,
            budget: { iterations: 120 },
          });
        const a = judge(s);
        expect(judge(other)).toEqual(a);
        if (a.playedWinChance !== null) {
          searched++;
          expect(a.candidates.some((c) => canonicalJson(c.action) === canonicalJson(played))).toBe(true);
          expect(a.loss).toBeCloseTo(Math.max(0, a.bestWinChance! - a.playedWinChance), 12);
          for (const c of a.candidates) {
            expect(c.winChance).toBeGreaterThanOrEqual(0);
            expect(c.winChance).toBeLessThanOrEqual(1);
          }
        }
      }
      expect(searched).toBeGreaterThan(0);
    });
  }
});

describe('verdicts and accuracy', () => {
  it('grades a loss by the game’s thresholds', () => {
    for (const game of GAMES) {
      const t = thresholdsFor(game.id);
      expect(t.inaccuracy).toBeLessThan(t.mistake);
      expect(t.mistake).toBeLessThan(t.blunder);
      expect(verdictOf(0, t, true)).toBe('best');
      expect(verdictOf(t.inaccuracy / 2, t, false)).toBe('good');
      expect(verdictOf(t.inaccuracy, t, false)).toBe('inaccuracy');
      expect(verdictOf(t.mistake, t, false)).toBe('mistake');
      expect(verdictOf(t.blunder, t, false)).toBe('blunder');
    }
  });

  it('accuracy is 100 for no loss and falls with the loss', () => {
    expect(moveAccuracy(0)).toBeCloseTo(100, 2);
    expect(moveAccuracy(0.05)).toBeLessThan(moveAccuracy(0.01));
    expect(moveAccuracy(1)).toBe(0);
  });
});

describe('analyseMatch', () => {
  it('judges every action of a bot match, reproducibly with an iteration budget', () => {
    const game = GAMES.find((g) => g.id === 'too-many-cooks')! as AnyGame;
    const rec = recordMatch({
      game,
      seed: 'analyse-match',
      bots: [makeBot(game.id, 'heuristic'), makeBot(game.id, 'easy')],
      maxActions: 40,
    });
    const run = () =>
      analyseMatch(
        { game, players: 2, seed: rec.seed, options: rec.options, actions: rec.actions },
        { budget: { iterations: 60 }, seed: 'same' },
      );
    const a = run();
    expect(a.decisions).toHaveLength(rec.actions.length);
    expect(a.decisions.map((d) => d.index)).toEqual(rec.actions.map((_, i) => i));
    const { ms: _m1, ...first } = a;
    const { ms: _m2, ...second } = run();
    expect(second).toEqual(first);
    for (const s of a.seats) {
      const mine = a.decisions.filter((d) => d.seat === s.seat);
      expect(s.decisions).toBe(mine.length);
      expect(Object.values(s.counts).reduce((x, y) => x + y, 0)).toBe(mine.length);
      expect(s.curve).toHaveLength(s.searched);
      const losses = s.worst.map((i) => a.decisions[i].loss);
      expect([...losses].sort((x, y) => y - x)).toEqual(losses);
    }
  });
});
