import { REVEALED, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';
import { deal, Table, tokens } from './helpers.ts';

const D = 'standard96';
// Two players, seat 0 leads.
const TWO = deal(D, 'M4 M4 M10 Mr Mc P1 P2 P3 O1 O2 O3 C3 C4', 'M1 M5 M5 M10 Mr P5 P4 O5 O4 C1 C2 Pc Oc');
// Three players, seat 0 leads; seat 1 holds no mushroom.
const THREE = deal(
  D,
  'M3 Mr M1 M2 M4 P2 P3 P4 O1 O2 O4 C1 C5',
  'C2 C3 C4 P1 P5 P10 O5 O10 Oc Pc Pr Or P2',
  'M2 O3 M5 M10 Mc P3 O1 O2 O5 P5 P1 C1 C2',
);

function two(): Table {
  const t = new Table(2, { leader: 0, rounds: [TWO] });
  t.choose('mushroom', 'pea');
  return t;
}
function three(): Table {
  const t = new Table(3, { leader: 0, rounds: [THREE] });
  t.choose('mushroom', 'pea', 'onion');
  return t;
}
const potOf = (t: Table) => tokens(D, t.view(SPECTATOR).pot);

describe('playing cards into the pot', () => {
  it('only the seat to play may play; the round starts with its starting player, then clockwise', () => {
    const t = three();
    expect(game.activePlayers(t.state)).toEqual([0]);
    expect(t.view(1).turn).toBe(0);
    t.play('M3');
    expect(t.view(SPECTATOR).turn).toBe(1);
    t.play('P1');
    expect(t.view(SPECTATOR).turn).toBe(2);
    t.play('M2');
    expect(t.view(SPECTATOR).turn).toBe(0);
  });

  it('a played card must be in the hand', () => {
    const t = two();
    const notMine = TWO[1][0];
    t.expectIllegal(0, { type: 'play', card: notMine }, 'not-in-hand');
  });

  it('the lead sets the follow colour; a seat holding it must follow (a chili does not count as following)', () => {
    const t = two();
    t.play('M4');
    const v = t.view(SPECTATOR);
    expect(v.follow).toBe('mushroom');
    expect(v.total).toBe(4);
    const err = t.expectIllegal(1, { type: 'play', card: t.find(1, 'P5') }, 'follow-colour');
    expect(err.text['zh-Hans']).toContain('棕色');
    expect(err.text.en).toContain('brown');
    t.expectIllegal(1, { type: 'play', card: t.find(1, 'C1') }, 'follow-colour');
    expect(
      tokens(
        D,
        game.legalActions(t.state, 1).map((a) => (a.type === 'play' ? a.card : -1)),
      ),
    ).toBe('Mr M1 M5 M5 M10');
    t.play('M1');
    expect(t.view(SPECTATOR).total).toBe(5);
  });

  it('a seat without the follow colour may play anything and shows a void for the rest of the round', () => {
    const t = three();
    t.play('M3');
    expect(game.legalActions(t.state, 1)).toHaveLength(13);
    const ev = t.play('P1');
    expect(ev).toContainEqual(expect.objectContaining({ type: 'played', player: 1, void: 'mushroom' }));
    expect(t.view(SPECTATOR).voids).toEqual([[], ['mushroom'], []]);
    expect(t.view(SPECTATOR).released).toBe(false);
    // The rule is still in force for the next seat (no chili played).
    t.expectIllegal(2, { type: 'play', card: t.find(2, 'O3') }, 'follow-colour');
    t.play('M2');
    t.play('M1'); // 3+1+2+1 = 7
    expect(t.view(0).voids).toEqual([[], ['mushroom'], []]);
  });

  it('a chili releases the follow rule for the rest of the pot; a reset keeps the colour and the release', () => {
    const t = three();
    t.play('M3');
    t.play('C2'); // void in mushroom; chili releases
    let v = t.view(SPECTATOR);
    expect(v.released).toBe(true);
    expect(v.follow).toBe('mushroom');
    expect(v.total).toBe(5);
    expect(game.legalActions(t.state, 2)).toHaveLength(13); // seat 2 holds mushrooms but is free now
    t.play('O3'); // 8
    expect(t.view(SPECTATOR).voids[2]).toEqual([]); // not following after a release shows nothing
    t.play('Mr');
    v = t.view(SPECTATOR);
    expect(v.total).toBe(0);
    expect(v.follow).toBe('mushroom');
    expect(v.released).toBe(true);
    expect(potOf(t)).toBe('M3 C2 O3 Mr');
  });

  it('a chili lead sets no follow colour', () => {
    const t = two();
    t.play('C3');
    const v = t.view(SPECTATOR);
    expect(v.follow).toBeNull();
    expect(v.total).toBe(3);
    expect(game.legalActions(t.state, 1)).toHaveLength(13);
    t.play('O5'); // 8
    t.play('P3'); // 11: seat 0 takes
    expect(t.view(SPECTATOR).taken[0]).toHaveLength(3);
  });

  it('a 10 led counts 0 (and sets the colour); a 10 played later counts 10', () => {
    const t = two();
    t.play('M10');
    expect(t.view(SPECTATOR).total).toBe(0);
    expect(t.view(SPECTATOR).follow).toBe('mushroom');
    t.play('M5');
    expect(t.view(SPECTATOR).total).toBe(5);
    t.play('M4'); // 9
    const ev = t.play('M10'); // 19: seat 1 takes
    expect(ev).toContainEqual({ type: 'potTaken', player: 1, cards: t.view(SPECTATOR).taken[1], total: 19 });
    expect(tokens(D, t.view(SPECTATOR).taken[1])).toBe('M10 M5 M4 M10');
  });

  it('reaching 10 or more gives the whole pot to that player, who leads the next pot', () => {
    const t = two();
    t.play('M4');
    const flags = t.act(1, { type: 'play', card: t.find(1, 'M10') }); // 4 + 10
    expect(flags.map((e) => e.type)).toEqual(['played', 'potTaken']);
    const v = t.view(SPECTATOR);
    expect(tokens(D, v.taken[1])).toBe('M4 M10');
    expect(v.pot).toEqual([]);
    expect(v.total).toBe(0);
    expect(v.follow).toBeNull();
    expect(v.turn).toBe(1);
    // The new pot's lead sets a new colour.
    t.play('O5');
    expect(t.view(SPECTATOR).follow).toBe('onion');
    t.play('O3'); // 8
    t.play('O4'); // 12: seat 1 reached 10 or more again and takes
    expect(tokens(D, t.view(SPECTATOR).taken[1])).toBe('M4 M10 O5 O3 O4');
  });

  it('a total of exactly 10 takes the pot', () => {
    const t = two();
    t.play('M4');
    t.play('M5'); // 9
    t.play('Mc'); // cream counts 0: 9
    expect(t.view(SPECTATOR).total).toBe(9);
    t.play('M1'); // 10
    expect(tokens(D, t.view(SPECTATOR).taken[1])).toBe('M4 M5 Mc M1');
  });

  it('a reset (big 0) sets the total back to 0 but the pot goes on; a 10 after a reset counts 10', () => {
    const t = two();
    t.play('M4');
    t.play('M5'); // 9
    t.play('Mr'); // 0
    let v = t.view(SPECTATOR);
    expect(v.total).toBe(0);
    expect(v.follow).toBe('mushroom');
    expect(potOf(t)).toBe('M4 M5 Mr');
    t.play('M10'); // 10 after a reset counts 10: seat 1 takes the whole pot
    v = t.view(SPECTATOR);
    expect(tokens(D, v.taken[1])).toBe('M4 M5 Mr M10');
    expect(v.turn).toBe(1);
  });

  it('a reset led starts the pot at 0 and sets its colour as the follow colour', () => {
    const t = two();
    t.play('Mr');
    const v = t.view(SPECTATOR);
    expect(v.total).toBe(0);
    expect(v.follow).toBe('mushroom');
    t.expectIllegal(1, { type: 'play', card: t.find(1, 'O5') }, 'follow-colour');
    t.play('M5');
    expect(t.view(SPECTATOR).total).toBe(5);
  });

  it('a cream led sets its colour and counts 0', () => {
    const t = two();
    t.play('Mc');
    expect(t.view(SPECTATOR).follow).toBe('mushroom');
    expect(t.view(SPECTATOR).total).toBe(0);
  });

  it('playing a card reveals it (step flags) and the events tell the running total', () => {
    const t = two();
    const before = t.events.length;
    t.play('M4');
    expect(t.eventsOf('played', before)).toEqual([
      {
        type: 'played',
        player: 0,
        card: t.view(SPECTATOR).pot[0],
        total: 4,
        follow: 'mushroom',
        released: false,
        void: null,
      },
    ]);
    const s = game.clone(t.state);
    expect(game.step(s, 1, { type: 'play', card: t.find(1, 'M1') }, null) & REVEALED).toBe(REVEALED);
  });

  it('choosing a recipe is not possible once play has started', () => {
    const t = two();
    t.expectIllegal(0, { type: 'choose', recipe: 'chili' }, 'recipes-chosen');
  });
});

describe('other player counts and the classic52 deck', () => {
  it('five players (standard96): the turn goes round all five seats; the fifth reaches 10 and leads', () => {
    const hands = deal(
      D,
      'M1 M2 M3 M4 M5 M10 Mc Mr P1 P2 P3 P4 P5',
      'M1 M2 M3 M4 M5 M10 Mc Mr P1 P2 P3 P4 P5',
      'M1 M2 M3 M4 M5 Mc O1 O2 O3 O4 O5 O10 Oc',
      'M1 M2 M3 M4 M5 Pc O1 O2 O3 O4 O5 O10 Oc',
      'C1 C2 C3 C4 C5 C1 C2 C3 C4 C5 C1 C2 C3',
    );
    const t = new Table(5, { leader: 3, rounds: [hands] });
    t.choose('none', 'pea', 'onion', 'chili', 'mushroom');
    expect(t.view(SPECTATOR).turn).toBe(3);
    t.play('M1'); // seat 3: 1
    t.play('C2'); // seat 4, void in mushroom: 3, released
    expect(t.view(SPECTATOR).voids[4]).toEqual(['mushroom']);
    t.play('P1'); // seat 0 holds mushrooms, but the chili released the rule: 4
    t.play('P2'); // seat 1: 6
    t.play('O1'); // seat 2: 7
    t.play('Pc'); // seat 3: 7
    t.play('C3'); // seat 4: 10, takes
    const v = t.view(SPECTATOR);
    expect(tokens(D, v.taken[4])).toBe('M1 C2 P1 P2 O1 Pc C3');
    expect(v.turn).toBe(4);
  });

  it('classic52 (two players): ids index the 52-card table; 10 led counts 0, reset, then 10 reached', () => {
    const C = 'classic52';
    const hands = deal(
      C,
      'M10 Mr M4 M2 P1 P2 P3 P4 P5 O1 O2 O3 O4',
      'M5 M5 M1 M3 C1 C2 C3 C4 C5 Oc Pc Or Pr',
    );
    const t = new Table(2, { leader: 0, rounds: [hands] }, C);
    t.choose('mushroom', 'chili');
    expect(Math.max(...t.state.hands.flat())).toBeLessThan(52);
    t.play('M10'); // 0
    t.play('M5'); // 5
    t.play('Mr'); // 0
    expect(t.view(SPECTATOR).total).toBe(0);
    t.play('M5'); // 5
    t.play('M4'); // 9
    t.play('M1'); // 10: seat 1 takes
    expect(tokens(C, t.view(SPECTATOR).taken[1])).toBe('M10 M5 Mr M5 M4 M1');
  });
});
