/** A `fixed` this game cannot have is refused in every language, seats numbered from 0 (docs/scenarios.md). */
import { createGame, GameError } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { game } from '../src/index.ts';

/** More copies of a card than the game has. */
const IMPOSSIBLE = { rounds: [[[5, 5], null]] };
/** The field that pins the first player. */
const FIRST = 'leader';

function setupError(players: number, fixed: unknown): GameError {
  try {
    createGame(game, { players, seed: 'f', fixed });
  } catch (e) {
    if (e instanceof GameError) return e;
    throw e;
  }
  throw new Error(`accepted: ${JSON.stringify(fixed)}`);
}

describe('fixed, for people writing scenarios', () => {
  it('refuses more copies of a card than exist, in every language', () => {
    const e = setupError(game.minPlayers, IMPOSSIBLE);
    expect(e.code).toBe('BAD_FIXED');
    expect(e.text.en).toMatch(/^[^\u4e00-\u9fff]*$/);
    for (const zh of [e.text['zh-Hans'], e.text['zh-Hant']]) {
      expect(zh).toMatch(/[\u4e00-\u9fff]/);
      expect(zh, 'no English sentence inside').not.toMatch(/\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b/i);
    }
  });

  it('numbers seats from 0 in its messages', () => {
    const n = game.minPlayers;
    const e = setupError(n, { [FIRST]: n });
    expect(e.code).toBe('BAD_FIXED');
    expect(e.text.en).toContain(`seat ${n} is not a seat`);
    expect(e.text.en).toContain(`0–${n - 1}`);
    expect(e.text['zh-Hans']).toContain(`座位 ${n}`);
  });
});
