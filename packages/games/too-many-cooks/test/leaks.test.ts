/**
 * The conformance kit's leak checks fail the real game as soon as its view or its events show a secret: each
 * case wraps 料理厨王 and leaks one thing a seat must not know.
 */
import type { AnyGame, Viewer } from '@potluck/engine';
import { conformanceFailure } from '@potluck/engine/conformance';
import { describe, expect, it } from 'vitest';
import { game, type TmcEvent, type TmcState } from '../src/index.ts';

const leaky = (patch: Partial<AnyGame>): AnyGame => ({ ...game, ...patch, id: 'too-many-cooks-leaky' });
const failure = (name: string, g: AnyGame) => conformanceFailure(g, name, { playerCounts: [2, 4], runs: 2 });
const REDEAL = 'a viewer sees nothing of what is re-dealt from it';
const EVENTS = 'an event tells a viewer nothing its views do not';

describe('the kit catches 料理厨王 leaking a secret', () => {
  it('passes the real game', () => {
    expect(failure(REDEAL, game)).toBe('');
    expect(failure(EVENTS, game)).toBe('');
  });

  it('fails a view that shows the next seat’s hand', () => {
    const g = leaky({
      view: (s: TmcState, v: Viewer) => ({ ...game.view(s, v), peek: s.hands[(v + 1) % s.players].slice() }),
    });
    expect(failure(REDEAL, g)).toMatch(/sees what was re-dealt/);
  });

  it('fails a view that shows another seat’s recipe before the reveal', () => {
    const g = leaky({
      view: (s: TmcState, v: Viewer) => ({ ...game.view(s, v), chosen: s.recipes.map((r) => r) }),
    });
    expect(failure(REDEAL, g)).toMatch(/sees what was re-dealt/);
  });

  it('fails a `chose` event that shows the secret recipe to everyone', () => {
    const g = leaky({ viewEvent: (e: TmcEvent) => e });
    expect(failure(REDEAL, g)).toBe('');
    expect(failure(EVENTS, g)).toMatch(/only by their events/);
  });
});
