import type { Localized, OptionMeta } from '@potluck/engine';
import { DECK_NAMES } from './data/cards.ts';

/** Every user-facing text of the game (names, option labels, rule violations), in three languages. */

export const GAME_NAMES: Localized = { 'zh-Hans': '料理厨王', 'zh-Hant': '料理廚王', en: 'Too Many Cooks' };

export const OPTIONS_META: Readonly<Record<string, OptionMeta>> = {
  deck: {
    label: { 'zh-Hans': '牌组', 'zh-Hant': '牌組', en: 'Deck' },
    help: {
      'zh-Hans': '标准 96 张按中文规则书；经典 52 张为原版牌组（5 人时发 11/11/10/10/10 张）。',
      'zh-Hant': '標準 96 張按中文規則書；經典 52 張為原版牌組（5 人時發 11/11/10/10/10 張）。',
      en: 'Standard 96 follows the Chinese rules text; Classic 52 is the published deck (11/11/10/10/10 cards at five players).',
    },
    choices: DECK_NAMES,
  },
};

/** Rule ids (stable) and their messages. Messages never reveal hidden information. */
export const RULES = {
  notActive: 'not-active',
  choosePhase: 'choose-first',
  playPhase: 'recipes-chosen',
  recipeUsed: 'recipe-used',
  notInHand: 'not-in-hand',
  followColour: 'follow-colour',
} as const;

export const MSG = {
  notActive: {
    'zh-Hans': '现在不是你行动。',
    'zh-Hant': '現在不是你行動。',
    en: 'It is not your turn.',
  },
  choosePhase: {
    'zh-Hans': '本轮先要秘密选择菜谱目标，所有人选好后才能出牌。',
    'zh-Hant': '本輪先要秘密選擇菜譜目標，所有人選好後才能出牌。',
    en: 'Choose your secret recipe first; cards are played once everyone has chosen.',
  },
  playPhase: {
    'zh-Hans': '本轮菜谱目标已经选定，不能更改；现在请出牌。',
    'zh-Hant': '本輪菜譜目標已經選定，不能更改；現在請出牌。',
    en: "This round's recipes are already chosen and cannot be changed; play a card now.",
  },
  recipeUsed: {
    'zh-Hans': '你在之前的轮次已经用过“{recipe}”，每种菜谱目标只能用一次。',
    'zh-Hant': '你在之前的輪次已經用過「{recipe}」，每種菜譜目標只能用一次。',
    en: 'You already used "{recipe}" in an earlier round; each recipe can be used only once.',
  },
  notInHand: {
    'zh-Hans': '这张牌不在你的手牌中。',
    'zh-Hant': '這張牌不在你的手牌中。',
    en: 'That card is not in your hand.',
  },
  followColour: {
    'zh-Hans': '必须跟出{colour}：你手中还有这种颜色的牌（辣椒打出后才不受限制）。',
    'zh-Hant': '必須跟出{colour}：你手中還有這種顏色的牌（辣椒打出後才不受限制）。',
    en: 'You must follow {colour}: you still hold a card of that colour (until a chili is played).',
  },
} satisfies Record<string, Localized>;
