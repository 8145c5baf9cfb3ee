import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { href, parseRoute } from '../src/app/route.ts';
import { claimFor, saveSharedSeats, sharedSeatsFor } from '../src/net/session.ts';
import { planShared, resizeRows } from '../src/shared/setup.ts';
import { nextLocalSeat, sharedScreen } from '../src/shared/turn.ts';

describe('shared screen: which seat is shown, when the cover is up', () => {
  const locals = [0, 2];

  it('starts with the cover for whoever must act (after a reload nobody is shown)', () => {
    expect(sharedScreen({ active: [2], over: false, locals, shown: null })).toEqual({
      kind: 'cover',
      seat: 2,
    });
  });

  it('keeps the table while the same person acts again (bots in between change nothing)', () => {
    expect(sharedScreen({ active: [0], over: false, locals, shown: 0 })).toEqual({ kind: 'table', seat: 0 });
  });

  it('covers the table when a different local person must act', () => {
    expect(sharedScreen({ active: [2], over: false, locals, shown: 0 })).toEqual({ kind: 'cover', seat: 2 });
  });

  it('keeps the last local view while only bots act', () => {
    expect(sharedScreen({ active: [1], over: false, locals, shown: 2 })).toEqual({ kind: 'table', seat: 2 });
  });

  it('shows nothing while only bots act and nobody was shown yet', () => {
    expect(sharedScreen({ active: [1], over: false, locals, shown: null })).toEqual({
      kind: 'cover',
      seat: null,
    });
  });

  it('goes seat by seat through a simultaneous choice, with a cover between people', () => {
    // everyone chooses a recipe: seats 0, 1 (bot) and 2
    let s = sharedScreen({ active: [0, 1, 2], over: false, locals, shown: null });
    expect(s).toEqual({ kind: 'cover', seat: 0 });
    // seat 0 is shown and has not chosen yet: its table stays
    expect(sharedScreen({ active: [0, 1, 2], over: false, locals, shown: 0 })).toEqual({
      kind: 'table',
      seat: 0,
    });
    // seat 0 chose: pass to seat 2 even while the bot still thinks
    s = sharedScreen({ active: [1, 2], over: false, locals, shown: 0 });
    expect(s).toEqual({ kind: 'cover', seat: 2 });
    expect(sharedScreen({ active: [1, 2], over: false, locals, shown: 2 })).toEqual({
      kind: 'table',
      seat: 2,
    });
  });

  it('goes round the table from the shown seat', () => {
    expect(nextLocalSeat({ active: [0, 1, 3], locals: [0, 1, 3], shown: 1 })).toBe(1);
    expect(nextLocalSeat({ active: [0, 3], locals: [0, 1, 3], shown: 1 })).toBe(3);
    expect(nextLocalSeat({ active: [0], locals: [0, 1, 3], shown: 3 })).toBe(0);
    expect(nextLocalSeat({ active: [2], locals: [0, 1, 3], shown: 3 })).toBeNull();
  });

  it('never covers a finished game: the last shown seat, else the first local one', () => {
    expect(sharedScreen({ active: [], over: true, locals, shown: 2 })).toEqual({ kind: 'table', seat: 2 });
    expect(sharedScreen({ active: [], over: true, locals, shown: null })).toEqual({ kind: 'table', seat: 0 });
  });
});

describe('shared screen: the create form', () => {
  const name = (n: number) => `Player ${n}`;

  it('makes two people at the screen and bots by default, keeping rows on resize', () => {
    const rows = resizeRows([], 4);
    expect(rows.map((r) => r.kind)).toEqual(['local', 'local', 'bot', 'bot']);
    const edited = [{ kind: 'bot', level: 'hard' } as const, ...rows.slice(1)];
    expect(resizeRows(edited, 2)).toEqual([edited[0], edited[1]]);
  });

  it('plans the server seats and the local seats to claim, with default names', () => {
    const r = planShared(
      [
        { kind: 'local', name: ' Ana ' },
        { kind: 'bot', level: 'easy' },
        { kind: 'local', name: '' },
      ],
      name,
    );
    expect(r).toEqual({
      ok: true,
      plan: {
        seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'human' }],
        locals: [
          { seat: 0, name: 'Ana' },
          { seat: 2, name: 'Player 3' },
        ],
      },
    });
  });

  it('refuses no local player and two people with one name', () => {
    expect(planShared([{ kind: 'bot', level: 'easy' }], name)).toEqual({ ok: false, error: 'NO_LOCAL' });
    expect(
      planShared(
        [
          { kind: 'local', name: 'Ana' },
          { kind: 'local', name: 'ana' },
        ],
        name,
      ),
    ).toEqual({ ok: false, error: 'SAME_NAME', name: 'ana' });
  });
});

describe('shared screen: routes and the seat store', () => {
  it('has its own routes for the match and the create form', () => {
    expect(parseRoute(href({ name: 'shared', matchId: 'abc' }))).toEqual({ name: 'shared', matchId: 'abc' });
    expect(parseRoute(href({ name: 'newShared', gameId: 'wasabi' }))).toEqual({
      name: 'newShared',
      gameId: 'wasabi',
    });
    expect(parseRoute('#/m/abc')).toEqual({ name: 'match', matchId: 'abc', invite: null });
  });

  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('keeps every local token in the seat store, the first seat as the ordinary claim', () => {
    const seats = [
      { seat: 0, token: 't0', name: 'Ana' },
      { seat: 2, token: 't2', name: 'Bo' },
    ];
    saveSharedSeats('m1', seats, 'host');
    expect(sharedSeatsFor('m1')).toEqual(seats);
    // a page that knows one seat only (the replay, the ordinary match page) still finds seat 0
    expect(claimFor('m1')).toMatchObject({ seat: 0, token: 't0', hostToken: 'host' });
    const stored = JSON.parse(store.get('potluck.seats') ?? '{}');
    expect(stored.m1.shared).toEqual(seats);
    expect(sharedSeatsFor('other')).toEqual([]);
  });
});
