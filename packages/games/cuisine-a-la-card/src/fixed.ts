/**
 * Copies pinned by `fixed`: a scenario may not pin more copies of a card than the game has (BAD_FIXED), and the
 * random parts it leaves (the pantry, the Fork pile) hold only the copies it did not pin.
 */
import { GameError } from '@potluck/engine';
import { CARDS, NUMBERS } from './data/cardset.ts';
import type { CuisineFixed } from './setup.ts';
import type { CuisineOptions } from './state.ts';
import { CARD_INDEX, CLASSIC, FORK_CARD, NCARDS, SALT_CARD, SPOON_CARD } from './table.ts';

/** How many copies of card c a game of `players` has (starting cards per seat, the Fork pile, the pantry). */
export function copiesInGame(c: number, players: number, options: CuisineOptions): number {
  if (c === SPOON_CARD) return NUMBERS.startingSpoons * players;
  if (c === SALT_CARD) return NUMBERS.startingSalt * players;
  if (c === FORK_CARD) return NUMBERS.forkPile;
  return CLASSIC[c] && !options.classicKitchens ? 0 : CARDS[c].copies;
}

/** Copies pinned per card, outside the pantry (decks, discards, plates, market, fridge) and in it. */
export function pinnedCopies(f: CuisineFixed): { outside: number[]; pantry: number[] } {
  const outside = new Array<number>(NCARDS).fill(0);
  const pantry = new Array<number>(NCARDS).fill(0);
  const add = (to: number[], ids: readonly (string | null)[] | undefined) => {
    for (const id of ids ?? []) if (id !== null) to[CARD_INDEX[id]]++;
  };
  for (const zone of [f.decks, f.discards, f.plates]) for (const ids of zone ?? []) add(outside, ids);
  add(outside, f.market);
  add(outside, f.fridge);
  add(pantry, f.pantry);
  return { outside, pantry };
}

/** Throws BAD_FIXED when `fixed` pins more copies of a card than the game has. */
export function checkCopies(f: CuisineFixed, players: number, options: CuisineOptions): void {
  const { outside, pantry } = pinnedCopies(f);
  for (let c = 0; c < NCARDS; c++) {
    const n = outside[c] + pantry[c];
    const max = copiesInGame(c, players, options);
    if (n <= max) continue;
    const id = CARDS[c].id;
    const copies = n === 1 ? 'copy' : 'copies';
    throw new GameError('BAD_FIXED', {
      en: `fixed pins ${n} ${copies} of "${id}" (decks, discards, plates, pantry, market and fridge together), but this game has ${max === 0 ? 'none' : `only ${max}`}.`,
      'zh-Hans': `fixed 固定了 ${n} 张“${id}”（牌库、弃牌堆、暖盘、食品室、市场和冰箱合计），但本局${max === 0 ? '没有这张卡片' : `只有 ${max} 张`}。`,
      'zh-Hant': `fixed 固定了 ${n} 張「${id}」（牌庫、棄牌堆、暖盤、食品室、市場和冰箱合計），但本局${max === 0 ? '沒有這張卡片' : `只有 ${max} 張`}。`,
    });
  }
}
