import { type GameRules, l10n as t } from '@potluck/web-kit';

/** The example game's rules page (`#/rules/example-bids`). */
export const RULES_PAGE: GameRules = {
  title: t('Dish Auction (example)', '竞拍菜肴（示例）', '競拍菜餚（示例）'),
  intro: t(
    'A small game kept as the template for new Potluck games: bid in secret for dishes worth 1 to 10 points.',
    '一个作为 Potluck 新游戏模板的小游戏：秘密出价，竞拍 1 到 10 分的菜肴。',
    '一個作為 Potluck 新遊戲模板的小遊戲：秘密出價，競拍 1 到 10 分的菜餚。',
  ),
  sections: [
    {
      title: t('A round', '每一轮', '每一輪'),
      items: [
        t('A dish is turned face up.', '翻开一道菜。', '翻開一道菜。'),
        t(
          'Everyone secretly chooses one bid card from their hand, all at the same time.',
          '所有人同时秘密地从手中选一张出价牌。',
          '所有人同時秘密地從手中選一張出價牌。',
        ),
        t(
          'The highest bid nobody else made takes the dish; if every bid is matched, nobody does.',
          '没有与别人相同的最高出价拍得这道菜；若出价都有相同，则无人拍得。',
          '沒有與別人相同的最高出價拍得這道菜；若出價都有相同，則無人拍得。',
        ),
        t('All bid cards are discarded.', '出过的出价牌全部弃掉。', '出過的出價牌全部棄掉。'),
      ],
    },
    {
      title: t('The end', '结束', '結束'),
      items: [
        t(
          'When the hands are empty, the most points wins; ties share the place.',
          '手牌出完时分数最高者获胜；同分共享名次。',
          '手牌出完時分數最高者獲勝；同分共享名次。',
        ),
      ],
    },
  ],
};
