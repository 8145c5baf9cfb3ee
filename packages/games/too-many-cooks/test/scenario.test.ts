import { readFileSync } from 'node:fs';
import { applyAction, createGame, SPECTATOR, viewEvents } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game, type TmcEvent } from '../src/index.ts';

const doc = readFileSync(new URL('../../../../docs/games/too-many-cooks.md', import.meta.url), 'utf8');

describe('the scenario example in docs/games/too-many-cooks.md', () => {
  it('replays through the checked boundary and ends round 1 as the doc says', () => {
    const block = /## Scenario example[\s\S]*?```json\n([\s\S]*?)```/.exec(doc);
    expect(block).not.toBeNull();
    const sc = JSON.parse(block![1]);
    expect(sc.game).toBe(game.id);
    let s = createGame(game, { players: sc.players, seed: sc.seed, options: sc.options, fixed: sc.fixed });
    const events: TmcEvent[] = [];
    for (const { player, action } of sc.actions) {
      const r = applyAction(game, s, player, action);
      s = r.state;
      events.push(...(r.events as TmcEvent[]));
    }
    const ended = events.find((e) => e.type === 'roundEnded');
    expect(ended).toEqual({
      type: 'roundEnded',
      round: 0,
      discarded: [5, 87],
      recipes: ['onion', 'none'],
      scores: [2, 5],
      totals: [2, 5],
    });
    expect(events.filter((e) => e.type === 'lastCard')).toEqual([{ type: 'lastCard', player: 0 }]);
    expect(events.filter((e) => e.type === 'potTaken')).toHaveLength(6);
    const v = game.view(s, SPECTATOR);
    expect(v.round).toBe(1);
    expect(v.leader).toBe(1);
    expect(
      viewEvents(game, events, SPECTATOR).some((e) => e.type === 'dealt' && e.hands.every((h) => h === null)),
    ).toBe(true);
  });
});
