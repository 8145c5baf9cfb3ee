import type { Localized } from '@potluck/engine';
import { SUIT_INFO, SUITS, type Suit } from './suits.ts';

/**
 * The card kinds:
 * - `number`: face value 1–5;
 * - `ten`: face value 10, but counts 0 when it is the first card of a pot;
 * - `cream`: the "small 0" cream card (value 0; −1 for the chili recipe);
 * - `reset`: the "big 0" card: sets the pot's running total back to 0.
 */
export const CARD_KINDS = ['number', 'ten', 'cream', 'reset'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
export const KIND_NUMBER = 0;
export const KIND_TEN = 1;
export const KIND_CREAM = 2;
export const KIND_RESET = 3;

/** The deck presets (game option `deck`). */
export const DECK_IDS = ['standard96', 'classic52'] as const;
export type DeckId = (typeof DECK_IDS)[number];

/** One line of a deck list: `count` identical cards. */
export interface CardSpec {
  readonly suit: Suit;
  readonly kind: CardKind;
  readonly value: number;
  readonly count: number;
}

const soup = (suit: Suit, perValue: number, tens: number, creams: number, resets: number): CardSpec[] => [
  { suit, kind: 'cream', value: 0, count: creams },
  { suit, kind: 'reset', value: 0, count: resets },
  ...[1, 2, 3, 4, 5].map((value) => ({ suit, kind: 'number' as const, value, count: perValue })),
  { suit, kind: 'ten', value: 10, count: tens },
];
const chili = (perValue: number): CardSpec[] =>
  [1, 2, 3, 4, 5].map((value) => ({
    suit: 'chili' as const,
    kind: 'number' as const,
    value,
    count: perValue,
  }));

/**
 * The deck lists, in card-id order (ids are assigned in this order, so sorting ids sorts a hand by suit
 * then value). `standard96` follows the rules text (96 cards); `classic52` is the published 52-card deck.
 */
export const DECK_LISTS: Readonly<Record<DeckId, readonly CardSpec[]>> = {
  // Per soup suit: 1–5 ×4, 10 ×2, cream ×3, reset ×2 = 27; chili 1–5 ×3 = 15; 3×27 + 15 = 96.
  standard96: [
    ...soup('mushroom', 4, 2, 3, 2),
    ...soup('pea', 4, 2, 3, 2),
    ...soup('onion', 4, 2, 3, 2),
    ...chili(3),
  ],
  // Per soup suit: 1–5 ×2, 10 ×1, cream ×2, reset ×1 = 14; chili 1–5 ×2 = 10; 3×14 + 10 = 52.
  classic52: [
    ...soup('mushroom', 2, 1, 2, 1),
    ...soup('pea', 2, 1, 2, 1),
    ...soup('onion', 2, 1, 2, 1),
    ...chili(2),
  ],
};

export const DECK_NAMES: Readonly<Record<DeckId, Localized>> = {
  standard96: {
    'zh-Hans': '标准 96 张（规则书）',
    'zh-Hant': '標準 96 張（規則書）',
    en: 'Standard 96 cards (rules text)',
  },
  classic52: {
    'zh-Hans': '经典 52 张（原版）',
    'zh-Hant': '經典 52 張（原版）',
    en: 'Classic 52 cards (published)',
  },
};

/** One card of a deck, public data: the same id means the same card in every view of a game. */
export interface CardInfo {
  readonly id: number;
  readonly suit: Suit;
  readonly kind: CardKind;
  /** Face value (cream and reset 0, ten 10). */
  readonly value: number;
  readonly name: Localized;
}

/** A deck's card table, with flat arrays for the hot paths. */
export interface DeckTable {
  readonly id: DeckId;
  readonly size: number;
  readonly cards: readonly CardInfo[];
  /** Suit index per card id. */
  readonly suit: Int8Array;
  /** Kind index per card id (KIND_*). */
  readonly kind: Int8Array;
  /** Face value per card id. */
  readonly value: Int8Array;
}

const KIND_NAMES: Readonly<Record<CardKind, (v: number) => Localized>> = {
  number: (v) => ({ 'zh-Hans': `${v}`, 'zh-Hant': `${v}`, en: `${v}` }),
  ten: () => ({ 'zh-Hans': '10', 'zh-Hant': '10', en: '10' }),
  cream: () => ({ 'zh-Hans': '奶油（小0）', 'zh-Hant': '奶油（小0）', en: 'cream (small 0)' }),
  reset: () => ({ 'zh-Hans': '清零（大0）', 'zh-Hant': '清零（大0）', en: 'reset (big 0)' }),
};

function cardName(suit: Suit, kind: CardKind, value: number): Localized {
  const s = SUIT_INFO[SUITS.indexOf(suit)].name;
  const k = KIND_NAMES[kind](value);
  return {
    'zh-Hans': `${s['zh-Hans']} ${k['zh-Hans']}`,
    'zh-Hant': `${s['zh-Hant']} ${k['zh-Hant']}`,
    en: `${s.en} ${k.en}`,
  };
}

function buildTable(id: DeckId): DeckTable {
  const cards: CardInfo[] = [];
  for (const spec of DECK_LISTS[id]) {
    for (let i = 0; i < spec.count; i++) {
      cards.push({
        id: cards.length,
        suit: spec.suit,
        kind: spec.kind,
        value: spec.value,
        name: cardName(spec.suit, spec.kind, spec.value),
      });
    }
  }
  const size = cards.length;
  const suit = new Int8Array(size);
  const kind = new Int8Array(size);
  const value = new Int8Array(size);
  for (const c of cards) {
    suit[c.id] = SUITS.indexOf(c.suit);
    kind[c.id] = CARD_KINDS.indexOf(c.kind);
    value[c.id] = c.value;
  }
  return { id, size, cards, suit, kind, value };
}

export const DECKS: Readonly<Record<DeckId, DeckTable>> = {
  standard96: buildTable('standard96'),
  classic52: buildTable('classic52'),
};

/** The largest card id of any preset plus one (for the action schema). */
export const MAX_DECK_SIZE = Math.max(...DECK_IDS.map((d) => DECKS[d].size));
