/** The bots' heuristics of 卡片厨房 (`@potluck/cuisine-a-la-card/ai`). Whole games between bots: packages/ai/test. */
import { createGame, randInt, rngFromSeed } from '@potluck/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDishPlanner, heuristics as h } from '../src/ai/index.ts';
import {
  CARD_IDS,
  type CuisineFixed,
  type CuisineState,
  game,
  JUDGE_IDS,
  KIND,
  KIND_INGREDIENT,
} from '../src/index.ts';

const JUDGES: CuisineFixed['judges'] = [
  ['caveman', 'homecook', 'blogger', 'sweettooth', 'vegetarian'],
  ['hawker', 'critic', 'nonna', 'bistro', 'pitmaster'],
  ['royal', 'scientist', 'spicemerchant', 'traveler', 'gourmand'],
];

function make(fixed: CuisineFixed, players = 2): CuisineState {
  return createGame(game, { players, seed: 'pin', fixed: { firstPlayer: 0, judges: JUDGES, ...fixed } });
}

/** Lets seat 0's heuristic play its turn; returns the events of that turn. */
function playTurn(s: CuisineState, seed = 'r'): { type: string; [k: string]: unknown }[] {
  const rng = rngFromSeed(seed);
  const events: { type: string; [k: string]: unknown }[] = [];
  for (let n = 0; n < 100 && s.cur === 0 && !s.over; n++) {
    const p = game.activePlayers(s)[0];
    const legal = game.legalActions(s, p);
    const a = h.policy(game, s, p, legal, rng);
    expect(game.validate(s, p, a)).toBeNull();
    game.step(s, p, a, events as never);
    if (a.type === 'endTurn') break;
  }
  return events;
}

describe('Cuisine à la Card heuristics', () => {
  it('always chooses a legal action and legal search candidates (random positions, 2–4 players, all options)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 0, max: 400 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (players, seed, steps, moreMedals, advancedJudges, classicKitchens) => {
          const s = createGame(game, {
            players,
            seed,
            options: { moreMedals, advancedJudges, classicKitchens },
          });
          const rng = rngFromSeed(`${seed}/walk`);
          // A random walk (half random, half heuristic moves) reaches dishes, pending choices, late games.
          for (let i = 0; i < steps && !s.over; i++) {
            const p = game.activePlayers(s)[0];
            const legal = game.legalActions(s, p);
            const a =
              randInt(rng, 2) === 0 ? legal[randInt(rng, legal.length)] : h.policy(game, s, p, legal, rng);
            game.step(s, p, a, null);
          }
          if (s.over) return;
          const p = game.activePlayers(s)[0];
          const legal = game.legalActions(s, p);
          const a = h.policy(game, s, p, legal, rng);
          expect(game.validate(s, p, a)).toBeNull();
          // The search's candidates: legal, distinct, the policy's move first.
          const cands = h.candidates!(game, s, p, legal, rng);
          expect(cands.length).toBeGreaterThan(0);
          expect(cands[0]).toEqual(a);
          expect(new Set(cands).size).toBe(cands.length);
          for (const c of cands) expect(legal).toContain(c);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('submits a scoring dish at once, to the judge giving the most medals', () => {
    // Hand: Eggs, 2 Bok Choy, Tofu, a spoon; plates: 3 Eggs. Pan-Asian pairs everywhere (meal 26 with all seven):
    // the Caveman (15, 2 medals), the Hawker (18, 3) and the Royal Taster (21 and six ingredients, 5) all accept.
    // The heuristic must serve the Royal Taster this turn.
    const s = make({
      decks: [
        ['eggs', 'bokchoy', 'bokchoy', 'tofu', 'spoon', 'spoon', 'spoon', 'spoon', 'spoon', 'spoon'],
        ['spoon', 'spoon', 'spoon', 'spoon', 'spoon', 'salt', 'salt', 'spoon', 'spoon', 'spoon'],
      ],
      plates: [['eggs', 'eggs', 'eggs'], []],
    });
    const events = playTurn(s);
    const dish = events.find((e) => e.type === 'dish');
    expect(dish).toBeDefined();
    expect(dish!.judge).toBe('royal');
    expect(s.seats[0].medals).toBe(5);
    // No buying after a dish; nothing was bought.
    expect(events.some((e) => e.type === 'acquire')).toBe(false);
  });

  it('buys a Fork when premium cards (fork-only cost) are on the market and it has no Fork, not otherwise', () => {
    const boughtFork = (market: string[]) => {
      const s = make({
        decks: [
          ['spoon', 'spoon', 'salt', 'salt', 'salt', 'spoon', 'spoon', 'spoon', 'spoon', 'spoon'],
          ['spoon', 'spoon', 'spoon', 'spoon', 'spoon', 'salt', 'spoon', 'spoon', 'spoon', 'spoon'],
        ],
        market,
      } as CuisineFixed);
      return playTurn(s).some((e) => e.type === 'acquire' && e.card === 'fork');
    };
    expect(boughtFork(['duck', 'salmon', 'chorizo', 'prosciutto'])).toBe(true);
    expect(boughtFork(['bokchoy', 'escargots', 'wine', 'shrimp'])).toBe(false);
  });

  it('warms a dish ingredient and buys after playing all its currency when no dish is possible', () => {
    const s = make({
      decks: [
        ['spoon', 'spoon', 'spoon', 'spoon', 'steak', 'spoon', 'spoon', 'spoon', 'spoon', 'salt'],
        ['spoon', 'spoon', 'spoon', 'spoon', 'spoon', 'salt', 'salt', 'spoon', 'spoon', 'spoon'],
      ],
      market: ['duck', 'pepper', 'lemon', 'eggs'],
    });
    const events = playTurn(s);
    const warm = events.find((e) => e.type === 'warm');
    expect(warm?.card).toBe('steak');
    const plays = events.filter((e) => e.type === 'play').length;
    expect(plays).toBe(4);
    const buy = events.find((e) => e.type === 'acquire');
    expect(buy?.card).toBe('eggs'); // 4 spoons: duck (5) is out of reach; eggs pair with nothing yet but beat lemon / pepper
  });

  it('uses a draw ability (the game offers use or decline)', () => {
    const s = make({
      decks: [
        ['corn', 'potatoes', 'spoon', 'spoon', 'salt', 'eggs'],
        ['spoon', 'spoon', 'spoon', 'spoon', 'spoon'],
      ],
    });
    game.step(s, 0, { type: 'play', card: 'corn' }, null);
    game.step(s, 0, { type: 'play', card: 'potatoes' }, null);
    expect(s.pending?.kind).toBe('draw');
    const legal = game.legalActions(s, 0);
    expect(h.policy(game, s, 0, legal, rngFromSeed('r'))).toEqual({ type: 'use' });
  });

  it('plans the dish without ever breaking the game’s own verdict', () => {
    const s = make({
      decks: [
        ['corn', 'beans', 'tofu', 'lentils', 'coconut', 'spoon', 'spoon', 'spoon', 'spoon', 'spoon'],
        ['spoon', 'spoon', 'spoon', 'spoon', 'spoon', 'salt', 'salt', 'spoon', 'spoon', 'spoon'],
      ],
      plates: [['steak', 'duck', 'shrimp'], []],
    });
    const plan = createDishPlanner().planDish(s, 0, 1);
    expect(plan).not.toBeNull();
    const events = playTurn(s);
    const dish = events.find((e) => e.type === 'dish');
    expect(dish?.judge).toBe(JUDGE_IDS[plan!.judge]);
    expect(dish!.medals).toBe(plan!.medals);
    expect(dish!.meal).toBe(plan!.meal);
  });

  it('evaluates any state as one win estimate per seat in [0, 1], the leader highest', () => {
    for (const players of [2, 3, 4]) {
      const s = createGame(game, { players, seed: `ev-${players}` });
      const rng = rngFromSeed('ev');
      for (let i = 0; i < 200 && !s.over; i++) {
        const p = game.activePlayers(s)[0];
        const legal = game.legalActions(s, p);
        game.step(s, p, h.policy(game, s, p, legal, rng), null);
      }
      const v = h.evaluate!(game, s);
      expect(v).toHaveLength(players);
      for (const x of v) {
        expect(Number.isFinite(x)).toBe(true);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
      }
      expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
      s.seats[1].medals += 8;
      const after = h.evaluate!(game, s);
      expect(after.indexOf(Math.max(...after))).toBe(1);
    }
    expect(h.rolloutDepth).toBeGreaterThan(0);
  });
});

describe('the dish planner', () => {
  const INGREDIENTS = CARD_IDS.filter((_, c) => KIND[c] === KIND_INGREDIENT);

  it('plans the same dish whatever the order of the hand, fresh or from its cache (bots do not depend on history)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...INGREDIENTS), { minLength: 3, maxLength: 9 }),
        fc.integer({ min: 3, max: 5 }),
        fc.integer({ min: 1, max: 1000 }),
        (cards, inHand, seed) => {
          const hand = cards.slice(0, inHand);
          const plates = cards.slice(inHand);
          const s = make({
            decks: [
              [...hand, ...Array(10 - hand.length).fill('spoon')],
              Array(8).fill('spoon'),
            ] as CuisineFixed['decks'],
            plates: [plates, []] as CuisineFixed['plates'],
          });
          const shuffled = structuredClone(s);
          const h0 = shuffled.seats[0].hand;
          const rng = rngFromSeed(`order-${seed}`);
          for (let i = h0.length - 1; i > 0; i--) {
            const j = randInt(rng, i + 1);
            [h0[i], h0[j]] = [h0[j], h0[i]];
          }
          const fresh = createDishPlanner().planDish(s, 0, 1);
          expect(createDishPlanner().planDish(shuffled, 0, 1)).toEqual(fresh);
          const warm = createDishPlanner();
          warm.planDish(shuffled, 0, 1);
          expect(warm.planDish(s, 0, 1)).toEqual(fresh);
        },
      ),
      { numRuns: 200 },
    );
  });
});
