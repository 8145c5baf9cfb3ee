import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAMES } from '@potluck/catalog';
import { createGame, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { exitCodeOf, runScenario } from '../src/scenario.ts';

const gameDocs = join(import.meta.dirname, '../../../docs/games');

describe('potluck script', () => {
  for (const game of GAMES) {
    describe(game.id, () => {
      const players = game.minPlayers;
      const first = () => {
        const s = createGame(game, { players, seed: 'cli' });
        const p = game.activePlayers(s)[0];
        return { player: p, action: game.legalActions(s, p)[0] };
      };

      it('runs a scenario and reports state, every view, events and result', () => {
        const out = runScenario({ game: game.id, players, seed: 'cli', actions: [first()] });
        expect(out.ok).toBe(true);
        if (!out.ok) return;
        expect(Object.keys(out.views)).toEqual([
          ...Array.from({ length: players }, (_, i) => String(i)),
          'spectator',
        ]);
        expect(out.views.spectator).toEqual(game.view(out.state, SPECTATOR));
        expect(out.events).toHaveLength(1);
        expect(out.result).toBeNull();
        expect(exitCodeOf(out)).toBe(0);
      });

      it('reports a refused action with its code and index, exit status 1', () => {
        const a = first();
        const out = runScenario({
          game: game.id,
          players,
          seed: 'cli',
          actions: [a, { player: a.player, action: { type: '???' } }],
        });
        expect(out).toMatchObject({
          ok: false,
          error: { code: expect.stringMatching(/BAD_ACTION_SHAPE|NOT_YOUR_TURN|ILLEGAL_ACTION/), index: 1 },
        });
        expect(exitCodeOf(out)).toBe(1);
      });

      it('reports bad setup input as a malformed scenario, exit status 2', () => {
        const bad = runScenario({ game: game.id, players: game.maxPlayers + 1, seed: 1 });
        expect(bad).toMatchObject({ ok: false, error: { code: 'BAD_PLAYER_COUNT' } });
        expect(exitCodeOf(bad)).toBe(2);
        expect(runScenario({ game: game.id, players, seed: 1, options: { nonsense: [] } })).toMatchObject({
          ok: false,
        });
      });
    });
  }

  it('rejects malformed scenarios and unknown games with exit status 2', () => {
    const missing = runScenario({ players: 2 });
    expect(missing).toMatchObject({ ok: false, error: { code: 'BAD_SCENARIO' } });
    expect(exitCodeOf(missing)).toBe(2);
    const unknown = runScenario({ game: 'chess', players: 2, seed: 's' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'UNKNOWN_GAME' } });
    expect(exitCodeOf(unknown)).toBe(2);
  });

  // Every game doc carries a scenario under "## Scenario example"; it must run as documented.
  const docs = existsSync(gameDocs) ? readdirSync(gameDocs).filter((f) => f.endsWith('.md')) : [];
  it.each(docs)('the scenario example in docs/games/%s runs', (file) => {
    const block = /## Scenario example[\s\S]*?```json\n([\s\S]*?)```/.exec(
      readFileSync(join(gameDocs, file), 'utf8'),
    );
    if (!block) throw new Error(`${file} has no "## Scenario example" JSON block`);
    const out = runScenario(JSON.parse(block[1]));
    if (!out.ok) throw new Error(`${file}: ${JSON.stringify(out.error)}`);
    expect(out.ok).toBe(true);
  });
});
