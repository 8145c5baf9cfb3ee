import { GAMES } from '@potluck/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOT_LEVELS,
  botLevelNear,
  botShownRating,
  DEFAULT_WINDOW,
  matchQueue,
  type Waiting,
  windowAt,
} from '../src/service/matchmaking.ts';

/** Quick match (issue 15 item 5), the pure part: matching by rating in a widening window, bots near a rating. */

const rule = DEFAULT_WINDOW;
const person = (id: string, rating: number, joinedAt: number, over: Partial<Waiting> = {}): Waiting => ({
  playerId: id,
  game: 'wasabi',
  players: 2,
  rating,
  botsAfterMs: 30_000,
  joinedAt,
  ...over,
});

describe('the rating window', () => {
  it('starts at ±base, widens by perSecond each second, and stops at max', () => {
    expect(windowAt(rule, 0)).toBe(100);
    expect(windowAt(rule, 10_000)).toBe(300);
    expect(windowAt(rule, 10 * 60_000)).toBe(1000);
    expect(windowAt(rule, -5)).toBe(100); // clocks of two nodes a little apart
  });

  it('two people 400 apart wait until both windows reach 400, then are matched', () => {
    const a = person('a', 1000, 0);
    const b = person('b', 1400, 0);
    expect(matchQueue([a, b], 14_999, rule)).toEqual([]);
    const [g] = matchQueue([a, b], 15_000, rule);
    expect(g.members.map((m) => m.playerId).sort()).toEqual(['a', 'b']);
    expect(g.bots).toBe(0);
    // the newer one's window is the narrow one: b joined 10 s later, so they meet when b has waited 15 s
    expect(matchQueue([a, { ...b, joinedAt: 10_000 }], 24_999, rule)).toEqual([]);
    expect(matchQueue([a, { ...b, joinedAt: 10_000 }], 25_000, rule)).toHaveLength(1);
  });

  it('matches the nearest ratings first; other games and player counts never mix', () => {
    const q = [
      person('a', 1500, 0),
      person('far', 1590, 0),
      person('near', 1520, 0),
      person('other-game', 1500, 0, { game: 'too-many-cooks' }),
      person('other-count', 1500, 0, { players: 3 }),
    ];
    const groups = matchQueue(q, 0, rule);
    expect(groups.map((g) => g.members.map((m) => m.playerId))).toEqual([['a', 'near']]);
  });

  it('after my wait, the empty seats are bots near the people matched so far', () => {
    const a = person('a', 1880, 0, { players: 4, botsAfterMs: 5000 });
    const b = person('b', 1900, 1000, { players: 4 });
    expect(matchQueue([a, b], 4999, rule)).toEqual([]);
    const [g] = matchQueue([a, b], 5000, rule);
    expect(g.members.map((m) => m.playerId)).toEqual(['a', 'b']);
    expect(g.bots).toBe(2);
    expect(g.rating).toBe(1890);
    expect(botLevelNear('wasabi', g.rating)).toBe('medium');
    // waitSeconds 0: bots at once
    expect(matchQueue([person('c', 1000, 0, { botsAfterMs: 0 })], 0, rule)[0].bots).toBe(1);
  });

  it('bot levels are picked by their fixed ratings', () => {
    for (const game of GAMES.map((g) => g.id)) {
      for (const level of BOT_LEVELS) expect(botLevelNear(game, botShownRating(game, level))).toBe(level);
      expect(botLevelNear(game, 0)).toBe('random');
      expect(botLevelNear(game, 5000)).toBe('hard');
    }
    // a newcomer (1000) gets easy bots: nearer than random
    expect(botLevelNear('wasabi', 1000)).toBe('easy');
  });
});

describe('matchQueue properties', () => {
  const queue = fc
    .uniqueArray(
      fc.record({
        playerId: fc.string({ minLength: 1, maxLength: 6 }),
        game: fc.constantFrom('wasabi', 'too-many-cooks'),
        players: fc.integer({ min: 2, max: 5 }),
        rating: fc.integer({ min: 600, max: 2400 }),
        botsAfterMs: fc.integer({ min: 0, max: 120_000 }),
        joinedAt: fc.integer({ min: 0, max: 60_000 }),
      }),
      { selector: (w) => w.playerId, maxLength: 40 },
    )
    .map((ws) => ws as Waiting[]);
  const window = fc.record({
    base: fc.integer({ min: 0, max: 300 }),
    perSecond: fc.integer({ min: 0, max: 100 }),
    max: fc.integer({ min: 0, max: 2000 }),
  });

  it('no one is matched twice; everyone matched is within the window of everyone else in the match', () => {
    fc.assert(
      fc.property(queue, window, fc.integer({ min: 60_000, max: 200_000 }), (ws, r, now) => {
        const groups = matchQueue(ws, now, r);
        const seen = new Set<string>();
        for (const g of groups) {
          expect(g.members.length).toBeGreaterThan(0);
          expect(g.members.length + g.bots).toBe(g.players);
          for (const m of g.members) {
            expect(seen.has(m.playerId)).toBe(false);
            seen.add(m.playerId);
            expect(ws).toContain(m);
            expect([m.game, m.players]).toEqual([g.game, g.players]);
            for (const o of g.members) {
              const w = Math.min(windowAt(r, now - m.joinedAt), windowAt(r, now - o.joinedAt));
              expect(Math.abs(m.rating - o.rating)).toBeLessThanOrEqual(w);
            }
          }
          // bots only once someone in the match has waited their chosen time
          if (g.bots > 0) expect(g.members.some((m) => now - m.joinedAt >= m.botsAfterMs)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('whoever has waited their time is matched, and a waiting person with a full compatible table is not left', () => {
    fc.assert(
      fc.property(queue, window, fc.integer({ min: 60_000, max: 200_000 }), (ws, r, now) => {
        const matched = new Set(matchQueue(ws, now, r).flatMap((g) => g.members.map((m) => m.playerId)));
        for (const w of ws) if (now - w.joinedAt >= w.botsAfterMs) expect(matched.has(w.playerId)).toBe(true);
        // people of one rating, all compatible: at most players − 1 of a game and count are left over
        const same = ws.map((w) => ({ ...w, rating: 1000 }));
        const left = same.filter(
          (w) => !matchQueue(same, now, r).some((g) => g.members.some((m) => m.playerId === w.playerId)),
        );
        const byKey = new Map<string, number>();
        for (const w of left)
          byKey.set(`${w.game}/${w.players}`, (byKey.get(`${w.game}/${w.players}`) ?? 0) + 1);
        for (const [key, n] of byKey) expect(n).toBeLessThan(Number(key.split('/')[1]));
      }),
      { numRuns: 200 },
    );
  });
});
