/** Scenarios for outsiders: `fixed` is documented, described in `games --json`, and checked; seats count from 0. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GAMES } from '@potluck/catalog';
import { createGame, GameError } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { describeGames } from '../src/catalog-json.ts';
import { runScenario } from '../src/scenario.ts';

const docs = join(import.meta.dirname, '../../../docs/games');

function setupError(game: string, players: number, fixed: unknown, options?: object): GameError {
  try {
    createGame(GAMES.find((g) => g.id === game)!, { players, seed: 'f', fixed, options });
  } catch (e) {
    if (e instanceof GameError) return e;
    throw e;
  }
  throw new Error(`accepted: ${JSON.stringify(fixed)}`);
}

describe('fixed, for people writing scenarios', () => {
  for (const g of GAMES) {
    describe(g.id, () => {
      const schema = describeGames().find((x) => x.id === g.id)!.fixed as {
        properties: Record<string, { description?: string }>;
        additionalProperties: boolean;
      };
      const fields = Object.keys(schema.properties);

      it('games --json carries the JSON Schema of fixed, every field described', () => {
        expect(fields.length).toBeGreaterThan(0);
        expect(schema.additionalProperties).toBe(false);
        for (const f of fields) expect(schema.properties[f].description, f).toBeTruthy();
      });

      it("the game's doc lists every field under ## `fixed`, with orders", () => {
        const doc = readFileSync(join(docs, `${g.id}.md`), 'utf8');
        const section = /## `fixed`\n([\s\S]*?)\n## /.exec(doc)?.[1];
        expect(section, 'a ## `fixed` section').toBeTruthy();
        for (const f of fields) expect(section).toContain(`\`${f}\``);
        expect(section).toMatch(/top first|any order/);
      });

      it('refuses an unknown field, naming it in every language', () => {
        const out = runScenario({ game: g.id, players: g.minPlayers, seed: 's', fixed: { firstPlayr: 0 } });
        expect(out).toMatchObject({ ok: false, error: { code: 'BAD_FIXED' } });
        if (!out.ok) expect(out.error.message).toContain('unknown field "fixed.firstPlayr"');
        const e = setupError(g.id, g.minPlayers, { firstPlayr: 0 });
        expect(e.text['zh-Hans']).toContain('未知字段');
        expect(e.text['zh-Hant']).toContain('未知欄位');
      });

      // A fixed the game cannot have (more copies of a card than exist, a seat that is not one) is each game's own
      // test: packages/games/<id>/test/fixed-errors.test.ts (or its rules tests).
      it('numbers seats from 0 in its messages', () => {
        const n = g.minPlayers;
        // An action by a seat that may not act names that seat as scenarios do.
        const s = createGame(g, { players: n, seed: 's' });
        const p = g.activePlayers(s)[0];
        const q = (p + 1) % n;
        const out = runScenario({
          game: g.id,
          players: n,
          seed: 's',
          actions: [{ player: q, action: g.legalActions(s, p)[0] }],
        });
        if (!g.activePlayers(s).includes(q)) {
          expect(out).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
          if (!out.ok) expect(out.error.message).toContain(`Seat ${q} cannot act now`);
        }
        const bad = runScenario({ game: g.id, players: n, seed: 's', actions: [{ player: n, action: {} }] });
        if (!bad.ok) expect(bad.error.message).toContain(`seats are numbered 0–${n - 1}`);
        expect(bad.ok).toBe(false);
      });
    });
  }

  it('Too Many Cooks names the pinned round and seat from 0', () => {
    // classic52 at 5 players, seat 2 leading: seat 0 is dealt 10 cards.
    const eleven = Array.from({ length: 11 }, (_, i) => i);
    const rounds = [[eleven, null, null, null, null]];
    const e = setupError('too-many-cooks', 5, { leader: 2, rounds }, { deck: 'classic52' });
    expect(e.text.en).toBe('fixed.rounds[0]: seat 0 is dealt 10 cards, but 11 are pinned.');
    expect(e.text['zh-Hans']).toBe('fixed.rounds[0]：座位 0 只发 10 张牌，固定了 11 张。');
  });
});
