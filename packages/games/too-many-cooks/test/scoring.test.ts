import { rankByScores, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { DECKS, game, RECIPES, type Recipe, scoreRound } from '../src/index.ts';
import { deal, Table } from './helpers.ts';

const D = 'standard96';

// Seat 0 leads and takes six 3-card pots (a soup card, seat 1's chili, a soup card), then leads its last card.
const S1_PLAYS = 'O4 C1 O5  O4 C1 O5  O4 C1 O5  O4 C2 O5  P4 C2 P5  P4 C2 P5  M1 C3';
const S1_CHILIS = 'C1 C1 C1 C2 C2 C2 C3 C3 C3 C4 C4 C4 C5';

function roundOne(hands: number[][], recipes: Recipe[], plays: string): number[] {
  const t = new Table(2, { leader: 0, rounds: [hands] });
  t.choose(...recipes);
  t.playAll(plays);
  const v = t.view(SPECTATOR);
  expect(v.round).toBe(1);
  return v.history[0].scores;
}

describe('round scoring (each recipe with a negative outcome)', () => {
  const s1 = deal(D, 'O4 O4 O4 O4 O5 O5 O5 O5 P4 P4 P5 P5 M1', S1_CHILIS);
  // Seat 0 takes 8 onions, 4 peas, 6 chilis (18 cards); seat 1 takes nothing.

  it('mushroom: +1 per mushroom, −1 per chili (0 − 6 = −6)', () => {
    expect(roundOne(s1, ['mushroom', 'none'], S1_PLAYS)).toEqual([-6, 5]);
  });

  it('pea: +1 per pea, −1 per chili (4 − 6 = −2)', () => {
    expect(roundOne(s1, ['pea', 'chili'], S1_PLAYS)).toEqual([-2, 0]);
  });

  it('onion: +1 per onion, −1 per chili (4 − 6 = −2 with the peas and onions swapped)', () => {
    const swapped = deal(D, 'P4 P4 P4 P4 P5 P5 P5 P5 O4 O4 O5 O5 M1', S1_CHILIS);
    const plays = 'P4 C1 P5  P4 C1 P5  P4 C1 P5  P4 C2 P5  O4 C2 O5  O4 C2 O5  M1 C3';
    expect(roundOne(swapped, ['onion', 'mushroom'], plays)).toEqual([-2, 0]);
  });

  it('no soup: 5 − cards taken, no floor (5 − 18 = −13)', () => {
    expect(roundOne(s1, ['none', 'onion'], S1_PLAYS)).toEqual([-13, 0]);
  });

  it('chili: +1 per chili, −1 per cream card (0 − 6 = −6)', () => {
    const hands = deal(
      D,
      'Mc Mc Mc M10 M10 M5 Oc Oc Oc O10 O10 O5 C1',
      'P1 P1 P1 P1 P5 P5 P2 P2 P2 P2 P3 P3 P3',
    );
    const plays = 'Mc P1 M10  Mc P1 M10  Mc P5 M5  Oc P1 O10  Oc P1 O10  Oc P5 O5  C1 P2';
    // Seat 0 took 6 creams, 4 tens, 2 fives of mushroom/onion; seat 1 (pea) nothing.
    expect(roundOne(hands, ['chili', 'pea'], plays)).toEqual([-6, 0]);
  });

  it('colour recipes count that colour’s 10s, creams and resets; chili counts only creams against it', () => {
    const t = DECKS.standard96;
    const ids = (tok: string) => deal(D, tok)[0];
    const pile = ids('M1 M10 Mc Mr P3 C2 C4 Oc Or');
    expect(scoreRound(t, RECIPES.indexOf('mushroom'), pile)).toBe(4 - 2);
    expect(scoreRound(t, RECIPES.indexOf('pea'), pile)).toBe(1 - 2);
    expect(scoreRound(t, RECIPES.indexOf('onion'), pile)).toBe(2 - 2);
    expect(scoreRound(t, RECIPES.indexOf('chili'), pile)).toBe(2 - 2); // Mc, Oc are cream; Mr, Or are not
    expect(scoreRound(t, RECIPES.indexOf('none'), pile)).toBe(5 - 9);
    expect(scoreRound(t, RECIPES.indexOf('none'), [])).toBe(5);
  });
});

describe('a whole game', () => {
  // Both seats hold the same kinds of cards; 26 cards go into one pot that never reaches 10.
  const SAME = 'M1 M1 Mc Mr P1 P1 Pc Pr O1 O1 Oc Or C1';
  const NEVER_TEN = 'M1 M1 M1 M1 Mc Mc Mr Mr C1 P1 P1 P1 P1 O1 Pr Pr O1 O1 O1 C1 Or Or Pc Pc Oc Oc';

  it('five rounds, totals over the rounds, and a tie shares the win', () => {
    const hands = deal(D, SAME, SAME);
    const t = new Table(2, { leader: 1, rounds: [hands, hands, hands, hands, hands] });
    const recipes: Recipe[] = ['mushroom', 'pea', 'onion', 'chili'];
    for (let r = 0; r < 5; r++) {
      expect(t.view(0).leader).toBe((1 + r) % 2);
      if (r < 4) t.choose(recipes[r], recipes[r]);
      t.playAll(NEVER_TEN);
      const ended = t.eventsOf('roundEnded')[r];
      expect(ended.discarded).toHaveLength(26);
      expect(ended.scores).toEqual(r < 4 ? [0, 0] : [5, 5]);
    }
    const v = t.view(SPECTATOR);
    expect(v.phase).toBe('over');
    expect(v.totals).toEqual([5, 5]);
    expect(v.turn).toBeNull();
    expect(game.activePlayers(t.state)).toEqual([]);
    const res = game.result(t.state);
    expect(res).toEqual({ scores: [5, 5], ranks: [1, 1], winners: [0, 1] });
    expect(t.eventsOf('gameOver')).toEqual([{ type: 'gameOver', totals: [5, 5], winners: [0, 1] }]);
  });

  it('the highest total wins; totals add every round, negatives included', () => {
    const s1 = deal(D, 'O4 O4 O4 O4 O5 O5 O5 O5 P4 P4 P5 P5 M1', S1_CHILIS);
    const t = new Table(2, { leader: 0, rounds: [s1] }, D, 'whole');
    t.choose('none', 'chili');
    t.playAll(S1_PLAYS);
    expect(t.view(0).totals).toEqual([-13, 0]);
    while (game.activePlayers(t.state).length > 0) {
      const p = game.activePlayers(t.state)[0];
      t.act(p, game.legalActions(t.state, p)[0]);
    }
    const v = t.view(1);
    const sums = [0, 1].map((p) => v.history.reduce((a, h) => a + h.scores[p], 0));
    expect(v.totals).toEqual(sums);
    expect(v.history).toHaveLength(5);
    expect(game.result(t.state)).toEqual(rankByScores(sums));
  });
});
