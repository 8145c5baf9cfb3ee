import { describe, expect, it } from 'vitest';
import type { CuisineEvent } from '../src/index.ts';
import { flightsOf } from '../src/web/flights.ts';

/** The 卡片厨房 screen's flights (issue 16 item 2): which events travel, from where to where. */
describe('卡片厨房 flights', () => {
  const buy = (player: number, from: 'market' | 'fridge' | 'forks', slot = 0): CuisineEvent => ({
    type: 'acquire',
    player,
    card: 'eggs',
    from,
    bought: true,
    slot,
  });

  it('a bought card goes from its market slot, the fridge or the fork pile to the buyer’s discard pile', () => {
    const [mine] = flightsOf([buy(0, 'market', 2)], 0);
    expect(mine).toMatchObject({ kind: 'buy', cards: ['eggs'], intoPile: true });
    expect(mine.from).toEqual(['[data-testid="cui-market-slot-2"]']);
    // mine lands beside my hand; another seat's on its badge
    expect(mine.to[0]).toBe('[data-testid="cui-my-discard"]');
    const [theirs] = flightsOf([buy(1, 'fridge')], 0);
    expect(theirs.from).toEqual(['[data-testid="cui-market-fridge"]']);
    expect(theirs.to).toEqual(['[data-testid="cui-seat-1-discard"]', '[data-testid="cui-seat-1"]']);
    expect(flightsOf([buy(1, 'forks')], -1)[0].from).toEqual(['[data-testid="cui-market-forks"]']);
  });

  it('a played card goes from my hand (or the seat that played it) to the play area', () => {
    const play: CuisineEvent = { type: 'play', player: 0, card: 'spoon' };
    const [mine] = flightsOf([play], 0);
    expect(mine.from[0]).toBe('[data-testid="cui-hand-cards"] [data-card="spoon"]');
    expect(mine.to[0]).toBe('[data-testid="cui-play"] [data-card="spoon"]');
    expect(flightsOf([play], 1)[0].from).toEqual(['[data-testid="cui-seat-0"]']);
  });

  it('a dish goes to its judge, measured before the judge is replaced; then the judge goes to the cook', () => {
    const dish: CuisineEvent = {
      type: 'dish',
      player: 1,
      judge: 'critic',
      cards: [
        { card: 'eggs', from: 'hand', food: 'protein', meal: 3 },
        { card: 'rice', from: 'plate', food: 'grain', meal: 4 },
      ],
      meal: 7,
      judgeMeal: 0,
      medals: 2,
      parts: [],
      next: 'nonna',
    } as CuisineEvent;
    const [toJudge, judge] = flightsOf([dish], 0);
    expect(toJudge).toMatchObject({ kind: 'dish', cards: ['eggs', 'rice'], landsBefore: true });
    expect(toJudge.from).toEqual(['[data-testid="cui-seat-1"]']);
    expect(toJudge.to).toEqual(['[data-testid="cui-judges"] [data-judge="critic"]']);
    expect(judge).toMatchObject({ kind: 'judge', judge: 'critic', follows: true });
    expect(judge.from).toEqual(toJudge.to);
    expect(judge.to[0]).toBe('[data-testid="cui-seat-1-judges"]');
    expect(flightsOf([dish], 1)[0].from[0]).toBe('[data-testid="cui-dish"]');
  });

  it('nothing else travels', () => {
    const quiet: CuisineEvent[] = [
      { type: 'turn', player: 0, round: 1 },
      { type: 'draw', player: 0, count: 5 },
      { type: 'cleanup', toFridge: null, market: [] },
    ];
    expect(flightsOf(quiet, 0)).toEqual([]);
  });
});
