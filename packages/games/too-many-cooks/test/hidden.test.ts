import { jsonEqual, rngFromSeed, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { DECKS, game, RECIPES, SUITS, type TmcState } from '../src/index.ts';
import { deal, Table } from './helpers.ts';

const D = 'standard96';
const THREE = deal(
  D,
  'M3 Mr M1 M2 M4 P2 P3 P4 O1 O2 O4 C1 C5',
  'C2 C3 C4 P1 P5 P10 O5 O10 Oc Pc Pr Or P2',
  'M2 O3 M5 M10 Mc P3 O1 O2 O5 P5 P1 C1 C2',
);

/** A state in mid-pot: seat 1 has shown a mushroom void. */
function midPot(): Table {
  const t = new Table(3, { leader: 0, rounds: [THREE, THREE] });
  t.choose('mushroom', 'pea', 'onion');
  t.playAll('M3 P1 M2');
  return t;
}

/** `s` with seat `p`'s hand replaced by cards nobody holds (same size): same public facts, other secrets. */
function otherSecrets(s: TmcState, p: number): TmcState {
  const c = game.clone(s);
  const seen = new Set([...s.hands.flat(), ...s.pot, ...s.taken.flat()]);
  const free = DECKS[s.deck].cards.map((x) => x.id).filter((id) => !seen.has(id));
  c.hands[p] = free.slice(0, s.hands[p].length);
  c.rng = [1, 2, 3, 4];
  c.fixedDeals = null;
  return c;
}

describe('hidden information', () => {
  it('a seat sees its own hand only; other hands, undealt cards, pinned deals and the RNG never matter to a view', () => {
    const t = midPot();
    const s = t.state;
    const v0 = game.view(s, 0);
    expect(v0.hand).toEqual(s.hands[0]);
    expect(v0.handSizes).toEqual([12, 12, 12]);
    expect(Object.keys(v0)).not.toContain('hands');
    expect(JSON.stringify(v0)).not.toContain('fixed');
    const changed = otherSecrets(otherSecrets(s, 1), 2);
    expect(game.view(changed, 0)).toEqual(v0);
    expect(game.view(changed, SPECTATOR)).toEqual(game.view(s, SPECTATOR));
    expect(game.view(changed, 1)).not.toEqual(game.view(s, 1));
    // Every card id in seat 0's view is its own or public (pot, taken piles).
    const shown = new Set([...s.hands[0], ...v0.pot, ...v0.taken.flat()]);
    for (const c of [...s.hands[1], ...s.hands[2]]) expect(shown.has(c)).toBe(false);
    expect(game.view(s, SPECTATOR).hand).toBeNull();
  });

  it('pending recipe choices are hidden from everyone but their seat', () => {
    const a = new Table(3, { leader: 0 });
    const b = new Table(3, { leader: 0 });
    a.act(1, { type: 'choose', recipe: 'pea' });
    b.act(1, { type: 'choose', recipe: 'chili' });
    for (const v of [0, 2, SPECTATOR]) expect(a.view(v)).toEqual(b.view(v));
    expect(a.view(1)).not.toEqual(b.view(1));
  });

  it('determinize is built from the view only: states with the same view give the same world', () => {
    const t = midPot();
    const changed = otherSecrets(otherSecrets(t.state, 1), 2);
    for (const v of [0, SPECTATOR]) {
      const a = game.determinize(game.view(t.state, v), v, rngFromSeed('w'));
      const b = game.determinize(game.view(changed, v), v, rngFromSeed('w'));
      expect(a).toEqual(b);
      expect(a.fixedDeals).toBeNull();
    }
  });

  it('determinize deals unseen cards at the shown hand sizes, never a colour a seat has shown a void in', () => {
    const t = midPot();
    const v = t.view(0);
    expect(v.voids[1]).toEqual(['mushroom']);
    const worlds = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const w = game.determinize(v, 0, rngFromSeed(`d${i}`));
      expect(jsonEqual(game.view(w, 0), v)).toBe(true);
      expect(w.hands[0]).toEqual(t.state.hands[0]);
      expect(w.hands[1].some((c) => DECKS[D].suit[c] === 0)).toBe(false);
      const all = [...w.hands.flat(), ...w.pot, ...w.taken.flat()];
      expect(new Set(all).size).toBe(all.length);
      worlds.add(JSON.stringify(w.hands));
    }
    expect(worlds.size).toBeGreaterThan(90);
  });

  it('determinize completes tight deals (classic52, five players, no undealt cards, many voids)', () => {
    const hands = deal(
      'classic52',
      'O1 O1 O2 O2 O3 O3 O4 O4 O5 O5 O10',
      'M1 M1 M2 M2 M3 M3 M4 M4 M5 M5 M10',
      'P1 P1 P2 P2 P3 P3 P4 P4 P5 P5',
      'Oc Oc Or C1 C1 C2 C2 C3 C3 C4',
      'Mc Mc Mr Pc Pc Pr P10 C4 C5 C5',
    );
    const t = new Table(5, { leader: 0, rounds: [hands] }, 'classic52');
    t.choose('none', 'none', 'none', 'none', 'none');
    const s = game.clone(t.state);
    const bits = (...names: string[]) => names.reduce((m, n) => m | (1 << SUITS.indexOf(n as never)), 0);
    s.voids = [0, bits('pea', 'onion'), bits('mushroom', 'onion'), bits('mushroom', 'pea'), bits('onion')];
    const v = game.view(s, 0);
    for (let i = 0; i < 200; i++) {
      const w = game.determinize(v, 0, rngFromSeed(`tight${i}`));
      expect(jsonEqual(game.view(w, 0), v)).toBe(true);
      for (let p = 1; p < 5; p++) {
        for (const c of w.hands[p]) expect(s.voids[p] & (1 << DECKS.classic52.suit[c])).toBe(0);
      }
      // Seat 3 may hold only onions and chilis, and only 3 onions are unseen: it must get 7 chilis.
      expect(w.hands[3].filter((c) => DECKS.classic52.suit[c] === 3)).toHaveLength(7);
    }
  });

  it('determinize samples other seats’ hidden choices among their unused recipes', () => {
    const t = new Table(3, { leader: 0 });
    t.choose('mushroom', 'mushroom', 'mushroom');
    while (t.state.round === 0) t.act(t.state.turn, game.legalActions(t.state, t.state.turn)[0]);
    t.act(0, { type: 'choose', recipe: 'pea' });
    t.act(1, { type: 'choose', recipe: 'onion' });
    const v = t.view(0);
    expect(v.recipes).toEqual(['pea', null, null]);
    const sampled = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const w = game.determinize(v, 0, rngFromSeed(`r${i}`));
      expect(w.recipes[0]).toBe(RECIPES.indexOf('pea'));
      expect(w.recipes[1]).not.toBe(RECIPES.indexOf('mushroom'));
      expect(w.recipes[1]).toBeGreaterThanOrEqual(0);
      expect(w.recipes[2]).toBe(-1); // not chosen yet: still to choose in the sampled world
      sampled.add(w.recipes[1]);
      expect(game.activePlayers(w)).toEqual([2]);
    }
    expect(sampled.size).toBe(4);
  });
});
