/** The kit's leak checks fail Dish Auction once its view or events show a secret bid or the deck's order. */
import type { AnyGame, Viewer } from '@potluck/engine';
import { conformanceFailure } from '@potluck/engine/conformance';
import { describe, expect, it } from 'vitest';
import { type BidsEvent, type BidsState, game } from '../src/index.ts';

const leaky = (patch: Partial<AnyGame>): AnyGame => ({ ...game, ...patch, id: 'example-bids-leaky' });
const failure = (name: string, g: AnyGame) => conformanceFailure(g, name, { playerCounts: [2, 3], runs: 2 });
const REDEAL = 'a viewer sees nothing of what is re-dealt from it';
const EVENTS = 'an event tells a viewer nothing its views do not';

describe('the kit catches Dish Auction leaking a secret', () => {
  it('passes the game as it is', () => {
    expect(failure(REDEAL, game)).toBe('');
    expect(failure(EVENTS, game)).toBe('');
  });

  it('fails a view that shows the other seats’ secret bids', () => {
    const g = leaky({ view: (s: BidsState, v: Viewer) => ({ ...game.view(s, v), bids: [...s.bids] }) });
    expect(failure(REDEAL, g)).toMatch(/sees what was re-dealt/);
  });

  it('fails a view that shows the next dish', () => {
    const g = leaky({ view: (s: BidsState, v: Viewer) => ({ ...game.view(s, v), next: s.deck[0] ?? 0 }) });
    expect(failure(REDEAL, g)).toMatch(/sees what was re-dealt/);
  });

  it('fails bid events shown to everyone', () => {
    const g = leaky({ viewEvent: (e: BidsEvent) => e });
    expect(failure(EVENTS, g)).toMatch(/only by their events/);
  });
});
