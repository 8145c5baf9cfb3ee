/** The kit's leak checks fail 卡片厨房 once its view or events show another seat's hidden cards. */
import type { AnyGame, Viewer } from '@potluck/engine';
import { conformanceFailure } from '@potluck/engine/conformance';
import { describe, expect, it } from 'vitest';
import { type CuisineEvent, type CuisineState, game } from '../src/index.ts';

const leaky = (patch: Partial<AnyGame>): AnyGame => ({ ...game, ...patch, id: 'cuisine-leaky' });
const failure = (name: string, g: AnyGame) => conformanceFailure(g, name, { playerCounts: [2, 3], runs: 2 });
const REDEAL = 'a viewer sees nothing of what is re-dealt from it';
const EVENTS = 'an event tells a viewer nothing its views do not';

describe('the kit catches 卡片厨房 leaking a secret', () => {
  it('fails a view that shows the next seat’s hand', () => {
    const g = leaky({
      view: (s: CuisineState, v: Viewer) => ({
        ...game.view(s, v),
        peek: s.seats[(v + 1) % s.players].hand.slice(),
      }),
    });
    expect(failure(REDEAL, g)).toMatch(/sees what was re-dealt/);
  });

  it('fails a view that shows the top of the viewer’s own deck', () => {
    const g = leaky({
      view: (s: CuisineState, v: Viewer) => ({
        ...game.view(s, v),
        next: s.seats[Math.max(v, 0)].deck.at(-1),
      }),
    });
    expect(failure(REDEAL, g)).toMatch(/sees what was re-dealt/);
  });

  it('fails draw and warm events shown to everyone', () => {
    const g = leaky({ viewEvent: (e: CuisineEvent) => e });
    expect(failure(EVENTS, g)).toMatch(/only by their events/);
  });
});
