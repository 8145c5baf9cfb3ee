/** Setup: starting decks, the pantry and market, the Fork pile, the judges; `fixed` pins any random part. */
import { GameError, type RngState, randInt, shuffle } from '@potluck/engine';
import { z } from 'zod';
import { CARDS, NUMBERS } from './data/cardset.ts';
import { checkCopies, pinnedCopies } from './fixed.ts';
import type { CuisineOptions, CuisineState, SeatState } from './state.ts';
import {
  CARD_IDS,
  CARD_INDEX,
  CLASSIC,
  FORK_CARD,
  INGREDIENT_CARDS,
  JUDGE_IDS,
  JUDGE_INDEX,
  JUDGE_STACK,
  NJUDGES,
  SALT_CARD,
  SPOON_CARD,
} from './table.ts';
import { drawCards, startTurn } from './turn.ts';

// Built on its first use (z.lazy), as the game's other schemas.
// Strict: a misspelt field must be refused (BAD_FIXED), not silently ignored.
// The descriptions go into `potluck games --json`; docs/games/cuisine-a-la-card.md lists the same fields.
export const fixedSchema = z.lazy(() => {
  const card = z.enum(CARD_IDS);
  return z.strictObject({
    firstPlayer: z.number().int().min(0).max(3).optional().describe('The first player (seat, from 0).'),
    decks: z
      .array(z.array(card))
      .optional()
      .describe('Per seat, the whole starting deck, top first: the first 5 cards become the opening hand.'),
    discards: z.array(z.array(card)).optional().describe('Per seat, a starting discard pile, bottom first.'),
    plates: z.array(z.array(card)).optional().describe('Per seat, cards already on warming plates.'),
    medals: z.array(z.number().int().min(0)).optional().describe('Per seat, starting medals.'),
    pantry: z
      .array(card)
      .optional()
      .describe('The pantry, top first; the market is dealt from its top unless `market` is given.'),
    market: z
      .array(card.nullable())
      .length(NUMBERS.marketSize)
      .optional()
      .describe('The four market slots 0–3 (null = empty); slot 3 is next to the fridge.'),
    fridge: z
      .array(card)
      .optional()
      .describe('The fridge, bottom first (the last card is the top, buyable).'),
    judges: z
      .array(z.array(z.enum(JUDGE_IDS)))
      .optional()
      .describe(
        'Judge stacks, top first: three (meal score 15, 18, 21), or one with advancedJudges; open judges are drawn from their tops.',
      ),
  });
});
export type CuisineFixed = z.infer<typeof fixedSchema>;

const bad = (en: string, hans: string, hant: string) =>
  new GameError('BAD_FIXED', { en, 'zh-Hans': hans, 'zh-Hant': hant });

/** Card ints from ids given top first, as a pile whose top is the last element. */
const pile = (ids: readonly string[]) => ids.map((id) => CARD_INDEX[id]).reverse();

/** The pantry's cards (all ingredient copies; Classic Kitchens only with its option). */
export function pantryCards(options: CuisineOptions): number[] {
  const out: number[] = [];
  for (const c of INGREDIENT_CARDS) {
    if (CLASSIC[c] && !options.classicKitchens) continue;
    for (let i = 0; i < CARDS[c].copies; i++) out.push(c);
  }
  return out;
}

export function targetFor(players: number, options: CuisineOptions): number {
  return (
    (players === 2 ? NUMBERS.target2p : NUMBERS.target34p) +
    (options.moreMedals ? NUMBERS.moreMedalsExtra : 0)
  );
}

/** How many judges are open: one more than players, at least one per stack. */
export function openJudgeCount(players: number): number {
  return Math.max(NUMBERS.judgeTiers.length, players + 1);
}

function newSeat(): SeatState {
  return {
    deck: [],
    hand: [],
    discard: [],
    play: [],
    paired: [],
    plates: [],
    plateCap: NUMBERS.plates,
    medals: 0,
    eaten: 0,
    judges: [],
    judgeRounds: [],
  };
}

export function setup(
  players: number,
  rng: RngState,
  options: CuisineOptions,
  fixed: CuisineFixed | undefined,
): CuisineState {
  const f = fixed ?? {};
  for (const k of ['decks', 'discards', 'plates', 'medals'] as const) {
    const x = f[k];
    if (x !== undefined && x.length !== players) {
      throw bad(
        `fixed.${k} must have one entry per seat, in seat order: ${players}, not ${x.length}.`,
        `fixed.${k} 必须按座位顺序每个座位一项：${players} 项，而不是 ${x.length} 项。`,
        `fixed.${k} 必須按座位順序每個座位一項：${players} 項，而不是 ${x.length} 項。`,
      );
    }
  }
  if (f.firstPlayer !== undefined && f.firstPlayer >= players) {
    const n = players - 1;
    throw bad(
      `fixed.firstPlayer: seat ${f.firstPlayer} is not a seat of this game (seats 0–${n}).`,
      `fixed.firstPlayer：座位 ${f.firstPlayer} 不是本局的座位（座位 0–${n}）。`,
      `fixed.firstPlayer：座位 ${f.firstPlayer} 不是本局的座位（座位 0–${n}）。`,
    );
  }
  checkCopies(f, players, options);
  const pinned = pinnedCopies(f);
  const seats: SeatState[] = [];
  for (let p = 0; p < players; p++) {
    const seat = newSeat();
    if (f.decks) seat.deck = pile(f.decks[p]);
    else {
      for (let i = 0; i < NUMBERS.startingSpoons; i++) seat.deck.push(SPOON_CARD);
      for (let i = 0; i < NUMBERS.startingSalt; i++) seat.deck.push(SALT_CARD);
      shuffle(rng, seat.deck);
    }
    if (f.discards) seat.discard = f.discards[p].map((id) => CARD_INDEX[id]);
    if (f.plates) seat.plates = f.plates[p].map((id) => CARD_INDEX[id]);
    if (f.medals) seat.medals = f.medals[p];
    seats.push(seat);
  }

  let pantry: number[];
  if (f.pantry) pantry = pile(f.pantry);
  else {
    // The copies pinned elsewhere (decks, discards, plates, market, fridge) are not in the pantry.
    pantry = pantryCards(options);
    for (let c = 0; c < pinned.outside.length; c++) {
      for (let k = 0; k < pinned.outside[c]; k++) {
        const i = pantry.indexOf(c);
        if (i >= 0) pantry.splice(i, 1);
      }
    }
    shuffle(rng, pantry);
  }
  const market: number[] = [];
  for (let i = 0; i < NUMBERS.marketSize; i++) market.push(-1);
  if (f.market)
    for (let i = 0; i < f.market.length; i++)
      market[i] = f.market[i] === null ? -1 : CARD_INDEX[f.market[i]!];

  let stacks: number[][];
  if (f.judges) {
    const want = options.advancedJudges ? 1 : NUMBERS.judgeTiers.length;
    if (f.judges.length !== want) {
      throw bad(
        `fixed.judges must have ${want} stack(s).`,
        `fixed.judges 必须有 ${want} 叠。`,
        `fixed.judges 必須有 ${want} 疊。`,
      );
    }
    stacks = f.judges.map((st) => st.map((id) => JUDGE_INDEX[id]).reverse());
  } else if (options.advancedJudges) {
    stacks = [
      shuffle(
        rng,
        Array.from({ length: NJUDGES }, (_, j) => j),
      ),
    ];
  } else {
    stacks = NUMBERS.judgeTiers.map(() => [] as number[]);
    for (let j = 0; j < NJUDGES; j++) stacks[JUDGE_STACK[j]].push(j);
    for (const st of stacks) shuffle(rng, st);
  }
  const open: number[] = [];
  const want = openJudgeCount(players);
  if (stacks.length === 1) {
    while (open.length < want && stacks[0].length > 0) open.push(stacks[0].pop()!);
  } else {
    for (const st of stacks) if (st.length > 0) open.push(st.pop()!);
    // the extra judges: from the 15 stack, then the 18 stack, ...
    for (let k = 0; open.length < want && k < stacks.length; k++)
      if (stacks[k].length > 0) open.push(stacks[k].pop()!);
  }

  const first = f.firstPlayer ?? randInt(rng, players);
  const s: CuisineState = {
    players,
    rng,
    options: { ...options },
    target: targetFor(players, options),
    seats,
    market,
    fridge: (f.fridge ?? []).map((id) => CARD_INDEX[id]),
    pantry,
    forkPile: NUMBERS.forkPile - pinned.outside[FORK_CARD] - pinned.pantry[FORK_CARD],
    removed: [],
    stacks,
    open,
    first,
    cur: first,
    round: 1,
    over: false,
    spoons: 0,
    forks: 0,
    buys: 1,
    warmed: false,
    acted: false,
    dishDone: false,
    acquired: false,
    marketTaken: 0,
    swept: false,
    dish: null,
    queue: [],
    pending: null,
  };
  if (!f.market)
    for (let i = 0; i < NUMBERS.marketSize && s.pantry.length > 0; i++) s.market[i] = s.pantry.pop()!;
  for (let p = 0; p < players; p++) drawCards(s, p, NUMBERS.handSize, null);
  startTurn(s, null);
  return s;
}
