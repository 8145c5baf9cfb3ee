import { type Localized, RANDOMNESS, REVEALED, randInt, type StepFlags } from '@potluck/engine';
import { DECKS } from './data/cards.ts';
import { dealSize } from './data/deals.ts';
import { ALL_RECIPES_MASK, RECIPES } from './data/recipes.ts';
import { PHASE_CHOOSE, PHASE_PLAY, ROUNDS, type TmcEvent, type TmcState } from './types.ts';

const byId = (a: number, b: number) => a - b;
let scratch = new Int32Array(128);

/**
 * Deals the current round (`s.round`, started by `s.leader`): the pinned hands of `s.fixedDeals`
 * first, every missing card from the RNG (a partial shuffle of the cards not pinned).
 * Returns RANDOMNESS if the RNG was used.
 */
function deal(s: TmcState): StepFlags {
  const table = DECKS[s.deck];
  const n = s.players;
  const pinned = s.fixedDeals?.[s.round] ?? null;
  const hands: number[][] = new Array(n);
  let missing = 0;
  for (let p = 0; p < n; p++) {
    const fixedHand = pinned?.[p] ?? null;
    hands[p] = fixedHand ? fixedHand.slice() : [];
    missing += dealSize(s.deck, n, s.leader, p) - hands[p].length;
  }
  let flags = 0;
  if (missing > 0) {
    if (scratch.length < table.size) scratch = new Int32Array(table.size);
    let free = 0;
    if (pinned) {
      const taken = new Uint8Array(table.size);
      for (const h of hands) for (const c of h) taken[c] = 1;
      for (let c = 0; c < table.size; c++) if (!taken[c]) scratch[free++] = c;
    } else {
      for (let c = 0; c < table.size; c++) scratch[c] = c;
      free = table.size;
    }
    // Partial Fisher–Yates: the first `missing` slots become a uniform random sample.
    for (let i = 0; i < missing; i++) {
      const j = i + randInt(s.rng, free - i);
      const t = scratch[i];
      scratch[i] = scratch[j];
      scratch[j] = t;
    }
    let k = 0;
    for (let i = 0; i < n; i++) {
      const p = (s.leader + i) % n; // dealt clockwise from the starting player
      const h = hands[p];
      const size = dealSize(s.deck, n, s.leader, p);
      while (h.length < size) h.push(scratch[k++]);
    }
    flags |= RANDOMNESS;
  }
  for (const h of hands) h.sort(byId);
  s.hands = hands;
  return flags;
}

/** Starts round `s.round` (leader already set): deals, clears the table, opens the recipe choice. */
export function startRound(s: TmcState, events: TmcEvent[] | null): StepFlags {
  const n = s.players;
  const flags = deal(s) | REVEALED;
  s.pot = [];
  s.total = 0;
  s.follow = -1;
  s.released = false;
  s.turn = s.leader;
  s.taken = [];
  s.recipes = [];
  s.voids = [];
  for (let p = 0; p < n; p++) {
    s.taken.push([]);
    s.recipes.push(-1);
    s.voids.push(0);
  }
  s.phase = PHASE_CHOOSE;
  if (events) {
    events.push({
      type: 'dealt',
      round: s.round,
      leader: s.leader,
      handSizes: s.hands.map((h) => h.length),
      hands: s.hands.map((h) => h.slice()),
    });
  }
  if (s.round === ROUNDS - 1) {
    // Last round: every seat has exactly one unused recipe left, known to all; it is revealed at once.
    for (let p = 0; p < n; p++) {
      const left = ALL_RECIPES_MASK & ~s.usedMask[p];
      s.recipes[p] = 31 - Math.clz32(left);
    }
    s.phase = PHASE_PLAY;
    if (events) {
      events.push({
        type: 'revealed',
        round: s.round,
        recipes: s.recipes.map((r) => RECIPES[r]),
        forced: true,
      });
    }
  }
  return flags;
}

/** Checks a pinned setup against the deck and the deal; returns a message or null. */
export function checkFixedDeals(
  deck: keyof typeof DECKS,
  players: number,
  firstLeader: number,
  rounds: ReadonlyArray<ReadonlyArray<readonly number[] | null> | null>,
): Localized | null {
  const size = DECKS[deck].size;
  for (let r = 0; r < rounds.length; r++) {
    const hands = rounds[r];
    if (!hands) continue;
    if (hands.length !== players) {
      return {
        'zh-Hans': `第 ${r + 1} 轮固定发牌必须按座位列出 ${players} 手牌。`,
        'zh-Hant': `第 ${r + 1} 輪固定發牌必須按座位列出 ${players} 手牌。`,
        en: `Round ${r + 1}: a pinned deal must list ${players} hands, in seat order.`,
      };
    }
    const seen = new Set<number>();
    for (let p = 0; p < players; p++) {
      const h = hands[p];
      if (!h) continue;
      const want = dealSize(deck, players, (firstLeader + r) % players, p);
      if (h.length > want) {
        return {
          'zh-Hans': `第 ${r + 1} 轮座位 ${p + 1} 只发 ${want} 张牌，固定了 ${h.length} 张。`,
          'zh-Hant': `第 ${r + 1} 輪座位 ${p + 1} 只發 ${want} 張牌，固定了 ${h.length} 張。`,
          en: `Round ${r + 1}: seat ${p + 1} is dealt ${want} cards, but ${h.length} are pinned.`,
        };
      }
      for (const c of h) {
        if (c >= size || seen.has(c)) {
          return {
            'zh-Hans': `第 ${r + 1} 轮：牌 ${c} 不在 ${size} 张的牌组中或重复出现。`,
            'zh-Hant': `第 ${r + 1} 輪：牌 ${c} 不在 ${size} 張的牌組中或重複出現。`,
            en: `Round ${r + 1}: card ${c} is not in the ${size}-card deck or is listed twice.`,
          };
        }
        seen.add(c);
      }
    }
  }
  return null;
}
