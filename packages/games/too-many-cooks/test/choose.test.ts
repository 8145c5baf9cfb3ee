import { GameError, REVEALED, SPECTATOR, viewEvents } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game, RECIPES, type TmcEvent } from '../src/index.ts';
import { Table } from './helpers.ts';

/** Plays the current round to its end with the first legal card each time. */
function finishRound(t: Table): void {
  const r = t.state.round;
  while (t.state.round === r && game.activePlayers(t.state).length > 0) {
    const p = t.state.turn;
    t.act(p, game.legalActions(t.state, p)[0]);
  }
}

describe('secret recipe choice', () => {
  it('all seats choose at once, each once; nobody plays before everyone has chosen', () => {
    const t = new Table(3, { leader: 1 });
    expect(game.activePlayers(t.state)).toEqual([0, 1, 2]);
    t.expectIllegal(1, { type: 'play', card: t.state.hands[1][0] }, 'choose-first');
    t.act(2, { type: 'choose', recipe: 'onion' });
    expect(game.activePlayers(t.state)).toEqual([0, 1]);
    expect(() => t.act(2, { type: 'choose', recipe: 'pea' })).toThrow(GameError);
    try {
      t.act(2, { type: 'choose', recipe: 'pea' });
    } catch (e) {
      expect((e as GameError).code).toBe('NOT_YOUR_TURN');
    }
    t.act(0, { type: 'choose', recipe: 'onion' }); // different seats may pick the same recipe
    expect(t.view(SPECTATOR).phase).toBe('choose');
    t.act(1, { type: 'choose', recipe: 'none' });
    const v = t.view(SPECTATOR);
    expect(v.phase).toBe('play');
    expect(v.recipes).toEqual(['onion', 'none', 'onion']);
    expect(v.turn).toBe(1);
    expect(game.activePlayers(t.state)).toEqual([1]);
  });

  it('a choice is visible only to its seat until all have chosen, then all are revealed at once', () => {
    const t = new Table(3, { leader: 0 });
    const from = t.events.length;
    t.act(0, { type: 'choose', recipe: 'chili' });
    expect(t.view(0).recipes).toEqual(['chili', null, null]);
    expect(t.view(1).recipes).toEqual([null, null, null]);
    expect(t.view(SPECTATOR).recipes).toEqual([null, null, null]);
    expect(t.view(1).chosen).toEqual([true, false, false]);
    expect(JSON.stringify(t.view(1))).not.toContain('chili');
    expect(JSON.stringify(t.view(SPECTATOR))).not.toContain('chili');
    // The event tells everyone that seat 0 has chosen, and only seat 0 what.
    const chose = t.events[from];
    expect(game.viewEvent(chose, 0)).toEqual({ type: 'chose', player: 0, recipe: 'chili' });
    expect(game.viewEvent(chose, 1)).toEqual({ type: 'chose', player: 0, recipe: null });
    expect(game.viewEvent(chose, SPECTATOR)).toEqual({ type: 'chose', player: 0, recipe: null });
    t.act(1, { type: 'choose', recipe: 'pea' });
    expect(t.view(2).recipes).toEqual([null, null, null]);
    const last = t.act(2, { type: 'choose', recipe: 'none' }) as TmcEvent[];
    expect(last).toContainEqual({
      type: 'revealed',
      round: 0,
      recipes: ['chili', 'pea', 'none'],
      forced: false,
    });
    for (const v of [0, 1, 2, SPECTATOR]) expect(t.view(v).recipes).toEqual(['chili', 'pea', 'none']);
    // The final choice is what reveals information.
    const s = new Table(2, { leader: 0 });
    s.choose('pea');
    expect(game.step(game.clone(s.state), 1, { type: 'choose', recipe: 'pea' }, null) & REVEALED).toBe(
      REVEALED,
    );
    expect(game.step(game.clone(new Table(2, {}).state), 1, { type: 'choose', recipe: 'pea' }, null)).toBe(0);
  });

  it('a recipe used in an earlier round cannot be chosen again; round 5 gets the one left, revealed at once', () => {
    const t = new Table(2, { leader: 0 });
    const order = [
      ['mushroom', 'none'],
      ['pea', 'chili'],
      ['onion', 'onion'],
      ['chili', 'pea'],
    ] as const;
    for (let r = 0; r < 4; r++) {
      expect(t.view(0).round).toBe(r);
      expect(t.view(0).phase).toBe('choose');
      const legal = game.legalActions(t.state, 0).map((a) => (a.type === 'choose' ? a.recipe : ''));
      expect(legal).toEqual(RECIPES.filter((x) => !order.slice(0, r).some((o) => o[0] === x)));
      if (r > 0) {
        const err = t.expectIllegal(0, { type: 'choose', recipe: order[0][0] }, 'recipe-used');
        expect(err.text['zh-Hans']).toContain('蘑菇汤');
        expect(err.text['zh-Hant']).toContain('蘑菇湯');
        expect(err.text.en).toContain('Mushroom soup');
      }
      t.choose(order[r][0], order[r][1]);
      finishRound(t);
    }
    const v = t.view(1);
    expect(v.round).toBe(4);
    expect(v.usedRecipes).toEqual([
      ['mushroom', 'pea', 'onion', 'chili'],
      ['none', 'chili', 'onion', 'pea'],
    ]);
    // Round 5: the only recipe left is known to all, so it is revealed with the deal and play starts.
    expect(v.phase).toBe('play');
    expect(v.recipes).toEqual(['none', 'mushroom']);
    expect(t.eventsOf('revealed').at(-1)).toEqual({
      type: 'revealed',
      round: 4,
      recipes: ['none', 'mushroom'],
      forced: true,
    });
    expect(v.leader).toBe(0); // rounds 1..5 start with seats 0, 1, 0, 1, 0
    finishRound(t);
    expect(game.result(t.state)).not.toBeNull();
    expect(t.view(0).history.map((h) => h.recipes)).toEqual([
      ['mushroom', 'none'],
      ['pea', 'chili'],
      ['onion', 'onion'],
      ['chili', 'pea'],
      ['none', 'mushroom'],
    ]);
  });

  it('deal events show each seat only its own hand', () => {
    const t = new Table(3, { leader: 0 });
    t.choose('pea', 'pea', 'pea');
    finishRound(t);
    const dealt = t.eventsOf('dealt');
    expect(dealt).toHaveLength(1);
    const e = dealt[0];
    expect(e.hands).toEqual(t.state.hands);
    for (const v of [0, 1, 2]) {
      const seen = viewEvents(game, [e], v)[0] as Extract<TmcEvent, { type: 'dealt' }>;
      expect(seen.hands[v]).toEqual(t.state.hands[v]);
      expect(seen.hands.filter((h) => h !== null)).toHaveLength(1);
      expect(seen.handSizes).toEqual([13, 13, 13]);
      expect(seen.leader).toBe(1);
    }
    expect((game.viewEvent(e, SPECTATOR) as typeof e).hands).toEqual([null, null, null]);
  });
});
