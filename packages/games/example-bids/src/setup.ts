import { GameError, type RngState, shuffle } from '@potluck/engine';
import { DISH_COUNT } from './data/dishes.ts';
import type { BidsFixed, BidsOptions, BidsState } from './types.ts';

/** Every seat holds bid cards 1..rounds; the ten dishes are shuffled and the top one is turned face up. */
export function setup(
  players: number,
  rng: RngState,
  options: BidsOptions,
  fixed: BidsFixed | undefined,
): BidsState {
  const top = fixed?.dishes ?? [];
  const twice = top.find((v, i) => top.indexOf(v) !== i);
  if (twice !== undefined)
    throw new GameError('BAD_FIXED', {
      en: `fixed.dishes: dish ${twice} is pinned twice.`,
      'zh-Hans': `fixed.dishes：菜肴 ${twice} 被指定了两次。`,
      'zh-Hant': `fixed.dishes：菜餚 ${twice} 被指定了兩次。`,
    });
  const rest: number[] = [];
  for (let v = 1; v <= DISH_COUNT; v++) if (!top.includes(v)) rest.push(v);
  const deck = [...top, ...shuffle(rng, rest)];
  const hand = Array.from({ length: options.rounds }, (_, i) => i + 1);
  return {
    rng,
    players,
    rounds: options.rounds,
    hands: Array.from({ length: players }, () => [...hand]),
    dish: deck.shift() ?? 0,
    deck,
    bids: new Array<number>(players).fill(0),
    scores: new Array<number>(players).fill(0),
    history: [],
  };
}
