import { type Localized, RANDOMNESS, REVEALED, randInt, type StepFlags } from '@potluck/engine';
import { DECKS } from './data/cards.ts';
import { dealSize } from './data/deals.ts';
import { ALL_RECIPES_MASK, RECIPES } from './data/recipes.ts';
import { PHASE_CHOOSE, PHASE_PLAY, ROUNDS, type TmcEvent, type TmcState } from './types.ts';

let scratch = new Int32Array(128);
let owner = new Int8Array(128);

/**
 * Deals the current round (`s.round`, started by `s.leader`): the pinned hands of `s.fixedDeals`
 * first, every missing card from the RNG (a partial Fisher–Yates shuffle of the cards not pinned).
 * Hands come out sorted by card id. Returns RANDOMNESS if the RNG was used.
 */
function deal(s: TmcState): StepFlags {
  const table = DECKS[s.deck];
  const size = table.size;
  const n = s.players;
  const pinned = s.fixedDeals?.[s.round] ?? null;
  if (scratch.length < size) {
    scratch = new Int32Array(size);
    owner = new Int8Array(size);
  }
  owner.fill(-1, 0, size);
  // Who gets each card: pinned cards first.
  let missing = 0;
  const counts: number[] = [];
  for (let p = 0; p < n; p++) {
    const fixedHand = pinned?.[p] ?? null;
    if (fixedHand) for (const c of fixedHand) owner[c] = p;
    const got = fixedHand ? fixedHand.length : 0;
    counts.push(got);
    missing += dealSize(s.deck, n, s.leader, p) - got;
  }
  let flags = 0;
  if (missing > 0) {
    let free = 0;
    for (let c = 0; c < size; c++) if (owner[c] < 0) scratch[free++] = c;
    // Partial Fisher–Yates: the first `missing` slots become a uniform random sample, dealt clockwise
    // from the starting player.
    let i = 0;
    for (let k = 0; k < n; k++) {
      const p = (s.leader + k) % n;
      const want = dealSize(s.deck, n, s.leader, p);
      for (; counts[p] < want; counts[p]++, i++) {
        const j = i + randInt(s.rng, free - i);
        const t = scratch[j];
        scratch[j] = scratch[i];
        scratch[i] = t;
        owner[t] = p;
      }
    }
    flags |= RANDOMNESS;
  }
  // Collect the hands in card-id order (sorted without a sort).
  const hands: number[][] = [];
  for (let p = 0; p < n; p++) hands.push([]);
  for (let c = 0; c < size; c++) {
    const p = owner[c];
    if (p >= 0) hands[p].push(c);
  }
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
  for (let p = 0; p < n; p++) s.taken.push([]);
  s.recipes = new Array(n).fill(-1);
  s.voids = new Array(n).fill(0);
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
        'zh-Hans': `fixed.rounds[${r}]：固定发牌必须按座位（0–${players - 1}）列出 ${players} 手牌。`,
        'zh-Hant': `fixed.rounds[${r}]：固定發牌必須按座位（0–${players - 1}）列出 ${players} 手牌。`,
        en: `fixed.rounds[${r}]: a pinned deal must list ${players} hands, in seat order (seats 0–${players - 1}).`,
      };
    }
    const seen = new Set<number>();
    for (let p = 0; p < players; p++) {
      const h = hands[p];
      if (!h) continue;
      const want = dealSize(deck, players, (firstLeader + r) % players, p);
      if (h.length > want) {
        return {
          'zh-Hans': `fixed.rounds[${r}]：座位 ${p} 只发 ${want} 张牌，固定了 ${h.length} 张。`,
          'zh-Hant': `fixed.rounds[${r}]：座位 ${p} 只發 ${want} 張牌，固定了 ${h.length} 張。`,
          en: `fixed.rounds[${r}]: seat ${p} is dealt ${want} cards, but ${h.length} are pinned.`,
        };
      }
      for (const c of h) {
        if (c >= size || seen.has(c)) {
          return {
            'zh-Hans': `fixed.rounds[${r}]：牌 ${c} 不在 ${size} 张的牌组中（0–${size - 1}）或重复出现。`,
            'zh-Hant': `fixed.rounds[${r}]：牌 ${c} 不在 ${size} 張的牌組中（0–${size - 1}）或重複出現。`,
            en: `fixed.rounds[${r}]: card ${c} is not in the ${size}-card deck (0–${size - 1}) or is listed twice.`,
          };
        }
        seen.add(c);
      }
    }
  }
  return null;
}
