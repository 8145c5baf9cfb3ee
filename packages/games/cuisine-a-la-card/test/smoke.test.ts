/** Many games at each player count end: random play, and a greedy bot that cooks (checked as it goes). */
import { createGame, jsonEqual, LOCALES, randInt, rngFromSeed, SPECTATOR } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { actionKey, type CuisineAction, type CuisineOptions, game } from '../src/index.ts';
import { greedyPolicy } from './policy.ts';

describe('random games end', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: 20 random games end with a result`, () => {
      for (let g = 0; g < 20; g++) {
        const s = createGame(game, {
          players,
          seed: `smoke-${players}-${g}`,
          options: g % 2 ? { moreMedals: true } : {},
        });
        const r = rngFromSeed(`choices-${g}`);
        let n = 0;
        while (game.activePlayers(s).length > 0 && n < 100_000) {
          const p = game.activePlayers(s)[0];
          const legal = game.legalActions(s, p);
          game.step(s, p, legal[randInt(r, legal.length)], null);
          n++;
        }
        expect(game.result(s)).not.toBeNull();
      }
    });
  }
});

describe('greedy games cook dishes, end, and stay consistent', () => {
  const optionSets: Partial<CuisineOptions>[] = [
    {},
    { moreMedals: true, dishDescriptionBonus: true },
    { advancedJudges: true, classicKitchens: false },
  ];
  for (const players of [2, 3, 4]) {
    it(`${players} players`, () => {
      let dishes = 0;
      let byMedals = 0;
      const games = 6;
      for (let g = 0; g < games; g++) {
        const options = optionSets[g % optionSets.length];
        let s = createGame(game, { players, seed: `greedy-${players}-${g}`, options });
        const r = rngFromSeed(`greedy-choices-${g}`);
        const policy = greedyPolicy();
        const pool = new Map<string, CuisineAction>();
        let n = 0;
        while (game.activePlayers(s).length > 0 && n < 20_000) {
          const p = game.activePlayers(s)[0];
          const a = policy(s, p, r);
          expect(game.validate(s, p, a)).toBeNull();
          if (a.type === 'submitDish') dishes++;
          if (n % 37 === 0) {
            // validate agrees with legalActions here too (greedy play reaches dishes and choices)
            const legal = game.legalActions(s, p);
            const keys = new Set(legal.map(actionKey));
            for (const x of legal) expect(game.validate(s, p, x)).toBeNull();
            for (const x of pool.values()) {
              if (keys.has(actionKey(x))) continue;
              const broken = game.validate(s, p, x);
              expect(broken).not.toBeNull();
              for (const l of LOCALES) expect(broken!.message[l].length).toBeGreaterThan(0);
            }
            for (const x of legal) pool.set(actionKey(x), x);
          }
          if (n % 97 === 0) {
            for (const v of [...Array.from({ length: players }, (_, i) => i), SPECTATOR]) {
              const seen = game.view(s, v);
              const world = game.determinize(seen, v, r);
              expect(jsonEqual(game.view(world, v), seen)).toBe(true);
            }
          }
          const next = game.clone(s);
          game.step(next, p, a, []);
          s = next;
          n++;
        }
        expect(game.result(s)).not.toBeNull();
        if (s.seats.some((x) => x.medals >= s.target)) byMedals++;
      }
      expect(dishes).toBeGreaterThan(games);
      expect(byMedals).toBeGreaterThan(0);
    });
  }
});
