/** The kit's leak checks fail Wasabi! once its view or events show another seat's tiles or recipes. */
import type { AnyGame, Viewer } from '@potluck/engine';
import { conformanceFailure } from '@potluck/engine/conformance';
import { describe, expect, it } from 'vitest';
import { game, type WasabiEvent, type WasabiState } from '../src/index.ts';

const leaky = (patch: Partial<AnyGame>): AnyGame => ({ ...game, ...patch, id: 'wasabi-leaky' });
const failure = (name: string, g: AnyGame) => conformanceFailure(g, name, { playerCounts: [2, 3], runs: 2 });
const REDEAL = 'a viewer sees nothing of what is re-dealt from it';
const EVENTS = 'an event tells a viewer nothing its views do not';

describe('the kit catches Wasabi! leaking a secret', () => {
  it('fails a view that shows the next seat’s tiles', () => {
    const g = leaky({
      view: (s: WasabiState, v: Viewer) => ({
        ...game.view(s, v),
        peek: s.hands[(v + 1) % s.players].slice(),
      }),
    });
    expect(failure(REDEAL, g)).toMatch(/sees what was re-dealt/);
  });

  it('fails a view that shows the top of a recipe pile', () => {
    const g = leaky({
      view: (s: WasabiState, v: Viewer) => ({ ...game.view(s, v), top: s.piles.map((p) => p.at(-1)) }),
    });
    expect(failure(REDEAL, g)).toMatch(/sees what was re-dealt/);
  });

  it('fails draw and refill events shown to everyone', () => {
    const g = leaky({ viewEvent: (e: WasabiEvent) => e });
    expect(failure(EVENTS, g)).toMatch(/only by their events/);
  });
});
