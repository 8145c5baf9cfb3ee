import { describe, expect, it } from 'vitest';
import { GameError } from '../errors.ts';
import type { AnyGame } from '../game.ts';
import { createGame } from '../run.ts';

/** A game's samples of a `fixed` it must refuse (docs/scenarios.md). */
export interface FixedSamples {
  /** More copies of a card (or tile) than the game has. */
  impossible: unknown;
  /** The `fixed` field that pins the first player (its seat is checked against the player count). */
  firstPlayerField: string;
}

function setupError(game: AnyGame, players: number, fixed: unknown): GameError {
  try {
    createGame(game, { players, seed: 'f', fixed });
  } catch (e) {
    if (e instanceof GameError) return e;
    throw e;
  }
  throw new Error(`accepted: ${JSON.stringify(fixed)}`);
}

/** Registers the tests that a `fixed` this game cannot have is refused in every language, seats numbered from 0. */
export function runFixedErrors(game: AnyGame, samples: FixedSamples): void {
  describe(`fixed, for people writing scenarios: ${game.id}`, () => {
    it('refuses more copies of a card than exist, in every language', () => {
      const e = setupError(game, game.minPlayers, samples.impossible);
      expect(e.code).toBe('BAD_FIXED');
      expect(e.text.en).toMatch(/^[^\u4e00-\u9fff]*$/);
      for (const zh of [e.text['zh-Hans'], e.text['zh-Hant']]) {
        expect(zh).toMatch(/[\u4e00-\u9fff]/);
        expect(zh, 'no English sentence inside').not.toMatch(/\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b/i);
      }
    });

    it('numbers seats from 0 in its messages', () => {
      const n = game.minPlayers;
      const e = setupError(game, n, { [samples.firstPlayerField]: n });
      expect(e.code).toBe('BAD_FIXED');
      expect(e.text.en).toContain(`seat ${n} is not a seat`);
      expect(e.text.en).toContain(`0–${n - 1}`);
      expect(e.text['zh-Hans']).toContain(`座位 ${n}`);
    });
  });
}
