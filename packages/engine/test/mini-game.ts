/**
 * Mini Bids: a minimal game that lives only in the engine's tests. It exercises every part of the contract
 * that the real games use: hidden hands, a shuffled deal, simultaneous secret choices, reveals, a result with
 * shared ties, `fixed` deals, and determinization from a view.
 *
 * Rules: the deck holds cards 1..(players × handSize + 2); each player is dealt `handSize` cards, the rest stay
 * hidden. Each round every player secretly bids one card from hand; when all have bid, the bids are revealed
 * and the highest bid scores the round's prize, its number (1, 2, 3…). The game ends when hands are empty.
 */
import { z } from 'zod';
import {
  type GameDefinition,
  GameError,
  REVEALED,
  type RngState,
  rankByScores,
  rngFork,
  SPECTATOR,
  shuffle,
  violation,
} from '../src/index.ts';

export interface MiniState {
  players: number;
  rng: RngState;
  handSize: number;
  hands: number[][];
  /** Secret bid per seat, 0 = not yet bid. */
  bids: number[];
  scores: number[];
  history: { bids: number[]; winner: number }[];
  undealt: number[];
}
export type MiniAction = { type: 'bid'; card: number };
export interface MiniOptions {
  handSize: number;
}
export interface MiniView {
  players: number;
  viewer: number;
  handSize: number;
  hand: number[] | null;
  handSizes: number[];
  hasBid: boolean[];
  myBid: number;
  scores: number[];
  history: { bids: number[]; winner: number }[];
}
export type MiniEvent =
  | { type: 'bid'; player: number; card?: number }
  | { type: 'reveal'; bids: number[]; winner: number };
export interface MiniFixed {
  hands?: number[][];
}

const t = (en: string, hans: string, hant: string) => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });
const bidActions: MiniAction[] = Array.from({ length: 64 }, (_, card) => ({ type: 'bid', card }));

function deckSize(players: number, handSize: number): number {
  return players * handSize + 2;
}

export const miniGame: GameDefinition<MiniState, MiniAction, MiniOptions, MiniView, MiniEvent, MiniFixed> = {
  id: 'mini-bids',
  names: t('Mini Bids', '迷你竞价', '迷你競價'),
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema: z.object({ handSize: z.number().int().min(1).max(5).default(3) }),
  optionsMeta: { handSize: { label: t('Hand size', '手牌数', '手牌數') } },
  actionSchema: z.object({ type: z.literal('bid'), card: z.number().int() }),
  fixedSchema: z.object({ hands: z.array(z.array(z.number().int())).optional() }),

  setup(players, rng, options, fixed) {
    const deck = Array.from({ length: deckSize(players, options.handSize) }, (_, i) => i + 1);
    let hands: number[][];
    let undealt: number[];
    if (fixed?.hands) {
      const flat = fixed.hands.flat();
      const ok =
        fixed.hands.length === players &&
        fixed.hands.every((h) => h.length === options.handSize) &&
        new Set(flat).size === flat.length &&
        flat.every((c) => c >= 1 && c <= deck.length);
      if (!ok)
        throw new GameError(
          'BAD_FIXED',
          t('Fixed hands do not fit the deck.', '指定手牌与牌堆不符。', '指定手牌與牌堆不符。'),
        );
      hands = fixed.hands.map((h) => [...h]);
      undealt = deck.filter((c) => !flat.includes(c));
    } else {
      shuffle(rng, deck);
      hands = Array.from({ length: players }, (_, p) =>
        deck.slice(p * options.handSize, (p + 1) * options.handSize),
      );
      undealt = deck.slice(players * options.handSize);
    }
    return {
      players,
      rng,
      handSize: options.handSize,
      hands,
      bids: new Array(players).fill(0),
      scores: new Array(players).fill(0),
      history: [],
      undealt,
    };
  },

  activePlayers(s) {
    const out: number[] = [];
    for (let p = 0; p < s.players; p++) if (s.bids[p] === 0 && s.hands[p].length > 0) out.push(p);
    return out;
  },

  legalActions(s, p) {
    if (s.bids[p] !== 0) return [];
    return s.hands[p].map((c) => bidActions[c]);
  },

  validate(s, p, a) {
    if (!s.hands[p].includes(a.card)) {
      return violation(
        'bid-from-hand',
        t('You can only bid a card from your hand.', '只能出自己手中的牌竞价。', '只能出自己手中的牌競價。'),
      );
    }
    return null;
  },

  step(s, p, a, events) {
    s.hands[p].splice(s.hands[p].indexOf(a.card), 1);
    s.bids[p] = a.card;
    events?.push({ type: 'bid', player: p, card: a.card });
    if (s.bids.some((b) => b === 0)) return 0;
    let winner = 0;
    for (let q = 1; q < s.players; q++) if (s.bids[q] > s.bids[winner]) winner = q;
    s.scores[winner] += s.history.length + 1;
    s.history.push({ bids: [...s.bids], winner });
    events?.push({ type: 'reveal', bids: [...s.bids], winner });
    s.bids.fill(0);
    return REVEALED;
  },

  clone(s) {
    return {
      players: s.players,
      rng: [...s.rng] as RngState,
      handSize: s.handSize,
      hands: s.hands.map((h) => [...h]),
      bids: [...s.bids],
      scores: [...s.scores],
      history: s.history.map((h) => ({ bids: [...h.bids], winner: h.winner })),
      undealt: [...s.undealt],
    };
  },

  view(s, viewer) {
    const seat = viewer === SPECTATOR ? -1 : viewer;
    return {
      players: s.players,
      viewer: seat,
      handSize: s.handSize,
      hand: seat >= 0 ? [...s.hands[seat]] : null,
      handSizes: s.hands.map((h) => h.length),
      hasBid: s.bids.map((b) => b !== 0),
      myBid: seat >= 0 ? s.bids[seat] : 0,
      scores: [...s.scores],
      history: s.history.map((h) => ({ bids: [...h.bids], winner: h.winner })),
    };
  },

  viewEvent(e, viewer) {
    if (e.type === 'bid' && e.player !== viewer) return { type: 'bid', player: e.player };
    return e;
  },

  result(s) {
    if (s.hands.some((h) => h.length > 0)) return null;
    return rankByScores(s.scores);
  },

  redeal(s, viewer, rng) {
    // Hidden from `viewer`: other seats' hands and secret bids, the undealt cards (and the RNG).
    const w = miniGame.clone(s);
    const others = (p: number) => p !== viewer;
    const pool = [...w.undealt];
    for (let p = 0; p < w.players; p++)
      if (others(p)) pool.push(...w.hands[p], ...(w.bids[p] ? [w.bids[p]] : []));
    shuffle(rng, pool);
    for (let p = 0; p < w.players; p++) {
      if (!others(p)) continue;
      w.hands[p] = pool.splice(0, w.hands[p].length);
      if (w.bids[p]) w.bids[p] = pool.pop() ?? 0;
    }
    w.undealt = pool;
    w.rng = rngFork(rng);
    return w;
  },

  determinize(v, _viewer, rng) {
    const known = new Set<number>([...(v.hand ?? []), ...v.history.flatMap((h) => h.bids)]);
    if (v.myBid) known.add(v.myBid);
    const unknown: number[] = [];
    for (let c = 1; c <= deckSize(v.players, v.handSize); c++) if (!known.has(c)) unknown.push(c);
    shuffle(rng, unknown);
    const hands: number[][] = [];
    const bids: number[] = [];
    for (let p = 0; p < v.players; p++) {
      if (p === v.viewer) {
        hands.push([...(v.hand ?? [])]);
        bids.push(v.myBid);
      } else {
        hands.push(unknown.splice(0, v.handSizes[p]));
        bids.push(v.hasBid[p] ? (unknown.pop() ?? 0) : 0);
      }
    }
    return {
      players: v.players,
      rng: rngFork(rng),
      handSize: v.handSize,
      hands,
      bids,
      scores: [...v.scores],
      history: v.history.map((h) => ({ bids: [...h.bids], winner: h.winner })),
      undealt: unknown,
    };
  },
};
