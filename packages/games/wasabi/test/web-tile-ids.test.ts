/**
 * The ids the Wasabi! screen follows its tiles by (src/web/tile-ids.ts, issue 16 item 2), along a real game seen
 * by seat 0: a placed tile keeps the id it had in the hand or on the seat it left (so it travels from there),
 * Stack! puts a new id on top of a square's ids, Switch! swaps two squares' ids, Chop! lifts the top id into the
 * air and puts it back down or lets it go, and whatever the events do not explain gets new ids.
 */
import { viewEvents } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game, INGREDIENT_INDEX, INGREDIENTS, type WasabiAction, type WasabiView } from '../src/index.ts';
import { advanceTileIds, type TileIds } from '../src/web/tile-ids.ts';
import { giveUtensil, sq, Table } from './helpers.ts';

/** A table as seat 0's screen follows it: its view, its log and its tile ids after each move. */
class Screen {
  log: { version: number; event: unknown }[] = [];
  version = 0;
  ids: TileIds;
  constructor(readonly t: Table) {
    this.ids = advanceTileIds(null, this.view(), this.log);
  }
  view(): WasabiView {
    return game.view(this.t.s, 0);
  }
  act(p: number, a: WasabiAction): this {
    this.t.act(p, a);
    this.version++;
    for (const event of viewEvents(game, this.t.events, 0))
      this.log = [...this.log, { version: this.version, event }];
    this.ids = advanceTileIds(this.ids, this.view(), this.log);
    return this;
  }
  /** Finishes `p`'s turn (the table's own shortcut), then catches up with every event in one step. */
  finish(p: number): this {
    const before = this.t.s;
    this.t.finish(p, { refill: [] });
    if (this.t.s !== before) {
      this.version++;
      this.ids = advanceTileIds(this.ids, this.view(), this.log);
    }
    return this;
  }
}

/** The id of my first tile of a kind (the one a placement of that kind takes). */
const myTile = (s: Screen, key: string) =>
  s.ids.hands[0][s.view().seats[0].hand.indexOf(INGREDIENT_INDEX[key])];
/** A kind of tile a seat holds. */
const held = (s: Screen, p: number) => INGREDIENTS[s.t.s.hands[p][0]].key;

// seat 0 gives salmon, avocado, egg to seat 1 and holds what seat 1 gives: tuna, egg, shrimp
const start = () =>
  new Screen(
    Table.start(2, {
      gives: [
        ['salmon', 'avocado', 'egg'],
        ['tuna', 'egg', 'shrimp'],
      ],
    }),
  );

describe('tile ids (Wasabi! screen)', () => {
  it('gives a placed tile the id it had in my hand, and a bot’s the id of one of its face-down tiles', () => {
    const s = start();
    const tile = myTile(s, 'egg');
    expect(tile).toBeDefined();
    s.act(0, { type: 'place', ingredient: 'egg', square: sq(0, 0) });
    const egg = s.ids.board[sq(0, 0)];
    expect(egg).toEqual([tile]);
    expect(s.ids.hands[0]).not.toContain(tile);
    // drawn hidden in the hand for one more frame, so motion knows where it came from
    expect(s.ids.left.get('hand0')).toEqual([tile]);
    expect(s.ids.ings.get(tile)).toBe(INGREDIENT_INDEX.egg);
    expect(s.ids.fresh.map((e) => (e as { type: string }).type)).toEqual(['place']);
    s.finish(0);
    const theirs = [...(s.ids.hands[1] ?? [])];
    expect(theirs).toHaveLength(3);
    s.act(1, { type: 'place', ingredient: 'salmon', square: sq(5, 4) });
    expect(theirs).toContain(s.ids.board[sq(5, 4)][0]);
    expect(s.ids.hands[1]).not.toContain(s.ids.board[sq(5, 4)][0]);
    // the tile on A1 kept its id
    expect(s.ids.board[sq(0, 0)]).toEqual(egg);
  });

  it('follows Stack!, Switch! and Chop! (to a square and to the pantry)', () => {
    const s = start();
    s.act(0, { type: 'place', ingredient: 'egg', square: sq(0, 0) }).finish(0);
    s.act(1, { type: 'place', ingredient: 'egg', square: sq(0, 1) }).finish(1);
    const a1 = s.ids.board[sq(0, 0)][0];
    const b1 = s.ids.board[sq(0, 1)][0];

    giveUtensil(s.t, 0, 'stack');
    const top = myTile(s, 'tuna');
    s.act(0, { type: 'stack', ingredient: 'tuna', square: sq(0, 0) });
    expect(s.ids.board[sq(0, 0)]).toEqual([a1, top]);
    const stack = [...s.ids.board[sq(0, 0)]];
    s.finish(0);
    s.act(1, { type: 'place', ingredient: held(s, 1), square: sq(3, 3) }).finish(1);

    giveUtensil(s.t, 0, 'switch');
    s.act(0, { type: 'switch', square: sq(0, 0), direction: 'right' });
    expect(s.ids.board[sq(0, 1)]).toEqual(stack);
    expect(s.ids.board[sq(0, 0)]).toEqual([b1]);
    expect(s.ids.gone.size).toBe(0);
    expect(s.ids.left.get(`sq${sq(0, 0)}`)).toEqual(stack);
    expect(s.ids.left.get(`sq${sq(0, 1)}`)).toEqual([b1]);
    s.act(0, { type: 'place', ingredient: held(s, 0), square: sq(2, 2) }).finish(0);
    s.act(1, { type: 'place', ingredient: held(s, 1), square: sq(4, 4) }).finish(1);

    giveUtensil(s.t, 0, 'chop');
    s.act(0, { type: 'chop', square: sq(0, 1) });
    expect(s.ids.air).toBe(stack[1]);
    expect(s.ids.board[sq(0, 1)]).toEqual([stack[0]]);
    s.act(0, { type: 'chopTo', square: sq(5, 0) });
    expect(s.ids.air).toBe(null);
    expect(s.ids.board[sq(5, 0)]).toEqual([stack[1]]);
    expect(s.ids.gone.size).toBe(0);
    s.finish(0);
    s.act(1, { type: 'place', ingredient: held(s, 1), square: sq(4, 3) }).finish(1);

    giveUtensil(s.t, 0, 'chop');
    s.act(0, { type: 'chop', square: sq(5, 0) });
    expect(s.ids.left.get(`sq${sq(5, 0)}`)).toEqual([stack[1]]);
    s.act(0, { type: 'chopToPantry' });
    expect(s.ids.board[sq(5, 0)]).toEqual([]);
    expect([...s.ids.gone]).toEqual([stack[1]]);
    // lifted off from the air above A6
    expect(s.ids.left.get(`air${sq(5, 0)}`)).toEqual([stack[1]]);
  });

  it('gives new ids to what the events do not explain (an undo, a page opened mid-game)', () => {
    const s = start();
    s.act(0, { type: 'place', ingredient: 'egg', square: sq(0, 0) }).finish(0);
    const egg = s.ids.board[sq(0, 0)][0];
    // the same position seen afresh (no log): every tile gets an id, stacks as high as the view says
    const fresh = advanceTileIds(null, s.view(), []);
    expect(fresh.board[sq(0, 0)]).toHaveLength(1);
    expect(fresh.board.flat()).toHaveLength(1);
    expect(fresh.fresh).toEqual([]);
    // a view without the tile (as after an undo) with no event saying so: the id goes, nothing else changes
    const undone = { ...s.view(), top: s.view().top.map(() => -1), under: [] };
    const after = advanceTileIds(s.ids, undone, s.log);
    expect(after.board.flat()).toEqual([]);
    expect([...after.gone]).toEqual([egg]);
    // hands keep their ids for the tiles still there
    expect(after.hands[0]).toEqual(s.ids.hands[0]);
  });
});
