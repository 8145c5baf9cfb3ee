import { SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';
import { deal, Table, tokens } from './helpers.ts';

const D = 'standard96';

describe('running out of cards and the end of a round', () => {
  it('a player who leads their last card announces it; the round ends when the turn comes back to them', () => {
    // Seat 0 takes six 3-card pots (two cards each), then leads its 13th card.
    const t = new Table(2, {
      leader: 0,
      rounds: [deal(D, 'O4 O4 O4 O4 O5 O5 O5 O5 P4 P4 P5 P5 M1', 'C1 C1 C1 C2 C2 C2 C3 C3 C3 C4 C4 C4 C5')],
    });
    t.choose('onion', 'none');
    t.playAll('O4 C1 O5  O4 C1 O5  O4 C1 O5  O4 C2 O5  P4 C2 P5  P4 C2 P5');
    expect(t.view(SPECTATOR).handSizes).toEqual([1, 7]);
    expect(t.view(SPECTATOR).voids).toEqual([[], ['pea', 'onion']]);
    const from = t.events.length;
    t.play('M1');
    expect(t.eventsOf('lastCard', from)).toEqual([{ type: 'lastCard', player: 0 }]);
    expect(t.view(SPECTATOR).handSizes).toEqual([0, 7]);
    expect(t.view(SPECTATOR).round).toBe(0);
    t.play('C3'); // total 4; the turn passes to seat 0, who has no cards: the round ends at once
    const ended = t.eventsOf('roundEnded', from);
    expect(ended).toHaveLength(1);
    expect(tokens(D, ended[0].discarded)).toBe('M1 C3');
    // Seat 0 took 8 onions, 4 peas, 6 chilis: onion recipe 8 − 6 = 2; seat 1 took nothing: 5.
    expect(ended[0].scores).toEqual([2, 5]);
    expect(ended[0].totals).toEqual([2, 5]);
    // Round 2: new deal, started by the next seat clockwise; table cleared.
    const v = t.view(0);
    expect(v.round).toBe(1);
    expect(v.phase).toBe('choose');
    expect(v.leader).toBe(1);
    expect(v.handSizes).toEqual([13, 13]);
    expect(v.pot).toEqual([]);
    expect(v.taken).toEqual([[], []]);
    expect(v.voids).toEqual([[], []]);
    expect(v.history).toEqual([{ recipes: ['onion', 'none'], scores: [2, 5] }]);
    expect(v.usedRecipes).toEqual([['onion'], ['none']]);
    expect(t.eventsOf('dealt', from)).toHaveLength(1);
  });

  it('a player who takes a pot with their last card must lead, so the round ends at once', () => {
    const t = new Table(2, {
      leader: 0,
      rounds: [deal(D, 'O5 M1 M1 M1 M1 P1 P1 C1 C2 C3 O1 O2 O3', 'O5 M4 M4 M4 M4 M5 M5 M5 M5 P4 P4 P5 P5')],
    });
    t.choose('chili', 'mushroom');
    t.playAll('O5 O5'); // seat 1 takes and leads
    t.playAll('M4 M1 M5  M4 M1 M5  M4 M1 M5  M4 M1 M5  P4 P1 P5');
    expect(t.view(SPECTATOR).handSizes).toEqual([7, 2]);
    const from = t.events.length;
    t.playAll('P4 P1');
    t.play('P5'); // seat 1's last card reaches 10: it takes the pot and cannot lead
    const types = t.events.slice(from).map((e) => e.type);
    expect(types).toEqual(['played', 'played', 'played', 'lastCard', 'potTaken', 'roundEnded', 'dealt']);
    const ended = t.eventsOf('roundEnded', from)[0];
    expect(ended.discarded).toEqual([]);
    // Seat 1 took O5 O5, four pots of 3 mushrooms, two pots of 3 peas: mushroom recipe 12; seat 0 took nothing.
    expect(ended.scores).toEqual([0, 12]);
    expect(t.view(SPECTATOR).history[0].scores).toEqual([0, 12]);
    expect(t.view(SPECTATOR).round).toBe(1);
  });

  it('a player who runs out mid-pot waits; others play on until the turn comes back to them', () => {
    // Three players: seat 0 takes six 4-card pots, leads its last card; seat 2 takes that pot and leads.
    const t = new Table(3, {
      leader: 0,
      rounds: [
        deal(
          D,
          'M4 M4 M4 M4 P4 P4 P4 P4 O4 O4 O4 O4 C5',
          'M1 M1 P1 P1 O1 O1 C1 Mc Pc Oc M2 P2 O2',
          'M1 M1 P1 P1 O1 O1 C4 C2 C2 C3 C3 M3 P3',
        ),
      ],
    });
    t.choose('none', 'mushroom', 'chili');
    t.playAll('M4 M1 M1 M4  M4 M1 M1 M4  P4 P1 P1 P4  P4 P1 P1 P4  O4 O1 O1 O4  O4 O1 O1 O4');
    expect(t.view(SPECTATOR).handSizes).toEqual([1, 7, 7]);
    const from = t.events.length;
    t.play('C5'); // seat 0's last card
    expect(t.eventsOf('lastCard', from)).toEqual([{ type: 'lastCard', player: 0 }]);
    expect(game.activePlayers(t.state)).toEqual([1]);
    t.play('C1'); // 6
    t.play('C4'); // 10: seat 2 takes and leads
    expect(t.view(SPECTATOR).turn).toBe(2);
    expect(t.view(SPECTATOR).round).toBe(0);
    t.play('C2'); // the turn passes to seat 0, who has no cards: the round ends; this pot is discarded
    const ended = t.eventsOf('roundEnded', from)[0];
    expect(tokens(D, ended.discarded)).toBe('C2');
    // Seat 0 (no soup) took 24 cards: 5 − 24 = −19. Seat 1 took nothing: 0. Seat 2 (chili) took 3 chilis: 3.
    expect(ended.scores).toEqual([-19, 0, 3]);
    expect(t.view(SPECTATOR).leader).toBe(1);
  });

  it('five players, classic52: the whole deck is dealt and a round plays to its end', () => {
    const t = new Table(5, { leader: 4 }, 'classic52', 'five');
    expect(t.view(SPECTATOR).handSizes).toEqual([11, 10, 10, 10, 11]);
    t.choose('mushroom', 'pea', 'onion', 'chili', 'none');
    expect(t.view(SPECTATOR).turn).toBe(4);
    let plays = 0;
    while (t.state.round === 0) {
      const p = t.state.turn;
      t.act(p, game.legalActions(t.state, p)[0]);
      plays++;
    }
    const ended = t.eventsOf('roundEnded')[0];
    const v = t.view(SPECTATOR);
    expect(v.leader).toBe(0);
    expect(v.handSizes).toEqual([11, 11, 10, 10, 10]);
    // Cards played = cards in taken piles + discarded pot; somebody ran out of cards.
    const dealtEvent = t.events.filter((e) => e.type === 'dealt');
    expect(dealtEvent).toHaveLength(1);
    expect(plays).toBeGreaterThan(10);
    expect(ended.scores).toHaveLength(5);
  });
});
