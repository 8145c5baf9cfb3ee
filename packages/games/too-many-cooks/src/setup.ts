import { GameError, type RngState, randInt } from '@potluck/engine';
import { checkFixedDeals, startRound } from './deal.ts';
import type { TmcFixed, TmcOptions, TmcState } from './types.ts';

export function setup(
  players: number,
  rng: RngState,
  options: TmcOptions,
  fixed: TmcFixed | undefined,
): TmcState {
  const deck = options.deck;
  if (fixed?.leader !== undefined && fixed.leader >= players) {
    throw new GameError('BAD_FIXED', {
      'zh-Hans': `fixed.leader：座位 ${fixed.leader} 不是本局的座位（座位 0–${players - 1}）。`,
      'zh-Hant': `fixed.leader：座位 ${fixed.leader} 不是本局的座位（座位 0–${players - 1}）。`,
      en: `fixed.leader: seat ${fixed.leader} is not a seat of this game (seats 0–${players - 1}).`,
    });
  }
  const leader = fixed?.leader ?? randInt(rng, players);
  const rounds = fixed?.rounds ?? null;
  if (rounds) {
    const problem = checkFixedDeals(deck, players, leader, rounds);
    if (problem) throw new GameError('BAD_FIXED', problem);
  }
  const s: TmcState = {
    rng,
    players,
    deck,
    fixedDeals:
      rounds && rounds.length > 0
        ? rounds.map((r) => (r ? r.map((h) => (h ? h.slice() : null)) : null))
        : null,
    round: 0,
    phase: 0,
    leader,
    turn: leader,
    hands: [],
    recipes: [],
    usedMask: new Array(players).fill(0),
    pot: [],
    total: 0,
    follow: -1,
    released: false,
    taken: [],
    voids: [],
    roundRecipes: [],
    roundScores: [],
    totals: new Array(players).fill(0),
  };
  startRound(s, null);
  return s;
}
