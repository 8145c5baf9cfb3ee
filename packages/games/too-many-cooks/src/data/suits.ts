import type { Localized } from '@potluck/engine';

/**
 * The four ingredient suits (colours). Their index is used in card tables and state: 0 mushroom,
 * 1 pea, 2 onion, 3 chili. The first three are soup suits (they can become the follow colour).
 */
export const SUITS = ['mushroom', 'pea', 'onion', 'chili'] as const;
export type Suit = (typeof SUITS)[number];

export const MUSHROOM = 0;
export const PEA = 1;
export const ONION = 2;
export const CHILI = 3;

export interface SuitInfo {
  readonly id: Suit;
  /** The ingredient's name. */
  readonly name: Localized;
  /** The card colour's name (used in follow-colour messages). */
  readonly colour: Localized;
  /** A CSS colour for the UI. */
  readonly css: string;
}

export const SUIT_INFO: readonly SuitInfo[] = [
  {
    id: 'mushroom',
    name: { 'zh-Hans': '蘑菇', 'zh-Hant': '蘑菇', en: 'Mushroom' },
    colour: { 'zh-Hans': '棕色（蘑菇）', 'zh-Hant': '棕色（蘑菇）', en: 'brown (mushroom)' },
    css: '#8b5a2b',
  },
  {
    id: 'pea',
    name: { 'zh-Hans': '豌豆', 'zh-Hant': '豌豆', en: 'Pea' },
    colour: { 'zh-Hans': '绿色（豌豆）', 'zh-Hant': '綠色（豌豆）', en: 'green (pea)' },
    css: '#4c9a2a',
  },
  {
    id: 'onion',
    name: { 'zh-Hans': '洋葱', 'zh-Hant': '洋蔥', en: 'Onion' },
    colour: { 'zh-Hans': '黄色（洋葱）', 'zh-Hant': '黃色（洋蔥）', en: 'yellow (onion)' },
    css: '#e0b000',
  },
  {
    id: 'chili',
    name: { 'zh-Hans': '辣椒', 'zh-Hant': '辣椒', en: 'Chili' },
    colour: { 'zh-Hans': '红色（辣椒）', 'zh-Hant': '紅色（辣椒）', en: 'red (chili)' },
    css: '#c62828',
  },
];
