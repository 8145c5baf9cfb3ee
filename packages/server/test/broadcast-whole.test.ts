import type { AnyGame } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { Broadcaster, WHOLE_BELOW } from '../src/service/broadcast.ts';
import type { LiveMatch, Subscriber } from '../src/service/live-match.ts';

/** A game whose view is `state` numbers (JSON of a frame: 2 × state + 60 characters); nothing to do. */
const game = {
  activePlayers: () => [],
  legalActions: () => [],
  view: (state: number) => ({ items: new Array(state).fill(7) }),
  result: () => null,
} as unknown as AnyGame;

/** A match of that game with one seat-0 connection, recording what it is sent. */
function match(size: number) {
  const sent: { patch?: unknown[]; frame?: { view: { items: number[] } } }[] = [];
  const sub = { viewer: 0, tokenHash: null, send: (t: string) => sent.push(JSON.parse(t)) } as Subscriber;
  const m = {
    game,
    state: size,
    version: 0,
    clock: null,
    frames: new Map(),
    viewerGroups: () => new Map([[0, [sub]]]),
    canUndo: () => false,
  };
  const out = new Broadcaster(60_000);
  out.sendSync(m as unknown as LiveMatch, sub, '[]');
  sent.length = 0;
  /** The next version, its view `grow` characters longer; what the connection was sent for it. */
  const next = (grow: number) => {
    m.state += grow;
    m.version++;
    out.broadcastUpdate(m as unknown as LiveMatch, () => []);
    return sent[sent.length - 1];
  };
  return { next };
}

describe('whole frame or patch (broadcast.ts)', () => {
  it('small frames go whole, every version', () => {
    const { next } = match(100);
    for (let i = 1; i <= 5; i++) expect(next(10).frame?.view.items).toHaveLength(100 + i * 10);
  });

  it('a frame that grows past the bound goes whole once more, then as patches', () => {
    const { next } = match(WHOLE_BELOW / 2 - 100);
    expect(next(5).frame).toBeDefined(); // still small
    // now over the bound: decided from the last (small) update, without counting this frame
    const grown = next(100);
    expect(JSON.stringify(grown.frame).length).toBeGreaterThan(WHOLE_BELOW);
    const after = next(1);
    expect(after.frame).toBeUndefined();
    expect(after.patch).toEqual([{ op: 'add', path: '/view/items/505', value: 7 }]);
  });

  it('a large frame from the start goes as patches', () => {
    const { next } = match(WHOLE_BELOW);
    expect(next(1).patch).toHaveLength(1);
    expect(next(1).frame).toBeUndefined();
  });
});
