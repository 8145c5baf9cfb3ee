import type { Localized, OptionMeta } from '@potluck/engine';

/** Every user-facing text of the game, in three languages. */

export const GAME_NAMES: Localized = {
  'zh-Hans': '竞拍菜肴（示例）',
  'zh-Hant': '競拍菜餚（示例）',
  en: 'Dish Auction (example)',
};

export const OPTIONS_META: Readonly<Record<string, OptionMeta>> = {
  rounds: {
    label: { 'zh-Hans': '轮数', 'zh-Hant': '輪數', en: 'Rounds' },
    help: {
      'zh-Hans': '每位玩家的出价牌为 1 到轮数。',
      'zh-Hant': '每位玩家的出價牌為 1 到輪數。',
      en: 'Each player bids with cards 1 to this number.',
    },
  },
};

/** Rule ids (stable) and their messages. Messages never reveal hidden information. */
export const MSG = {
  'bid-from-hand': {
    'zh-Hans': '只能出自己手中的一张出价牌。',
    'zh-Hant': '只能出自己手中的一張出價牌。',
    en: 'You can only bid a card from your hand.',
  },
} as const satisfies Record<string, Localized>;

export type RuleId = keyof typeof MSG;
