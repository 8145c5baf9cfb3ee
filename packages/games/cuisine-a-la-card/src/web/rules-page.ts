import { type GameRules, l10n as t } from '@potluck/web-kit';
import { FIGURES } from './rules-figures.tsx';

/**
 * 卡片厨房's rules page for players (`#/rules/cuisine-a-la-card`), from the "rules in brief" of docs/games/cuisine-a-la-card.md; loaded only
 * when the page opens.
 */
export const RULES_PAGE: GameRules = {
  title: t('卡片厨房 Cuisine à la Card — how to play', '卡片厨房 玩法', '卡片廚房 玩法'),
  intro: t(
    'Build a deck of ingredients, cook dishes that please the judges, and collect medals. 2–4 players.',
    '组建你的材料牌组，做出让评审满意的菜肴，收集奖牌。2–4 人。',
    '組建你的材料牌組，做出讓評審滿意的菜餚，收集獎牌。2–4 人。',
  ),
  sections: [
    {
      title: t('The table', '桌面', '桌面'),
      items: [
        t(
          'You start with 8 Tasting Spoons (+1 spoon each when played) and 2 Finishing Salt (an ingredient and a seasoning), shuffled; you draw 5.',
          '每人开始时有 8 张品尝匙（打出 +1 汤匙）和 2 张调味盐（材料、调味料），洗混后抽 5 张。',
          '每人開始時有 8 張品嚐匙（打出 +1 湯匙）和 2 張調味鹽（材料、調味料），洗混後抽 5 張。',
        ),
        t(
          'The market shows 4 ingredients (slot 4 is next to the fridge). The pantry is the face-down ingredient deck. The Fork pile holds Forks (cost 3).',
          '市场有 4 张材料（第 4 格挨着冰箱）。食品室是面朝下的材料牌库。叉子牌堆中是叉子（费用 3）。',
          '市場有 4 張材料（第 4 格挨著冰箱）。食品室是面朝下的材料牌庫。叉子牌堆中是叉子（費用 3）。',
        ),
        t(
          'Judges sit in three stacks by the meal score they need (15, 18, 21). Each judge has taste preferences, medals to give, and an ability for whoever wins them.',
          '评审按需要的餐点分数（15、18、21）分成三叠。每位评审有口味偏好、可给的奖牌，以及赢得他的玩家可用的能力。',
          '評審按需要的餐點分數（15、18、21）分成三疊。每位評審有口味偏好、可給的獎牌，以及贏得他的玩家可用的能力。',
        ),
      ],
      figures: [FIGURES.cards],
    },
    {
      title: t('Your turn', '你的回合', '你的回合'),
      items: [
        t(
          'Warming: before doing anything else, you may put one hand card face down on a warming plate (3 plates) to keep it for later.',
          '暖盘：在做任何事之前，可以把 1 张手牌面朝下放到暖盘（3 个暖盘），留到以后用。',
          '暖盤：在做任何事之前，可以把 1 張手牌面朝下放到暖盤（3 個暖盤），留到以後用。',
        ),
        t(
          'Play: play cards from your hand in any order and resolve their abilities. You have one buy: a market card at its cost, the top card of the fridge for 1 spoon, or a Fork. Bought cards go to your discard pile. “On Purchase” abilities fire only for market purchases.',
          '出牌：以任意顺序打出手牌并结算能力。你有 1 次购买：市场卡片按费用、冰箱最上面的卡片 1 汤匙，或叉子。买到的卡片进入弃牌堆。“当购买时”能力只在从市场购买时发动。',
          '出牌：以任意順序打出手牌並結算能力。你有 1 次購買：市場卡片按費用、冰箱最上面的卡片 1 湯匙，或叉子。買到的卡片進入棄牌堆。「當購買時」能力只在從市場購買時發動。',
        ),
        t(
          'A Fork played gives +1 fork (pays any cost) or +1 buy. Premium ingredients have a part of their cost that only forks can pay.',
          '打出叉子时选择 +1 叉子（可支付任何费用）或 +1 购买。高级材料的费用中有只能用叉子支付的部分。',
          '打出叉子時選擇 +1 叉子（可支付任何費用）或 +1 購買。高級材料的費用中有只能用叉子支付的部分。',
        ),
        t(
          'Cuisine abilities fire when another ingredient of the same cuisine is played that turn (both fire, once each).',
          '美食种类能力在本回合另一张同美食种类的材料也打出时发动（双方都发动，各一次）。',
          '美食種類能力在本回合另一張同美食種類的材料也打出時發動（雙方都發動，各一次）。',
        ),
        t(
          'Discard and cleanup: your hand and played cards go to your discard pile and you draw 5 (shuffling your discard pile when the deck runs out). The market card next to the fridge goes on top of the fridge, the others slide along and the market is refilled.',
          '弃牌与清理：手牌和打出的牌进入弃牌堆，再抽 5 张（牌库不够时洗弃牌堆）。市场挨着冰箱的卡片放到冰箱上，其余往冰箱方向移动，再补满市场。',
          '棄牌與清理：手牌和打出的牌進入棄牌堆，再抽 5 張（牌庫不夠時洗棄牌堆）。市場挨著冰箱的卡片放到冰箱上，其餘往冰箱方向移動，再補滿市場。',
        ),
      ],
    },
    {
      title: t('Dishes', '菜肴', '菜餚'),
      items: [
        t(
          'During your turn, before any purchase or gain, put ingredients from your hand and/or warming plates together (never spoons or forks) and submit the dish to one open judge.',
          '在你的回合中、任何购买或获取之前，用手牌和/或暖盘中的材料（汤匙和叉子不行）组成一道菜，呈递给一位开放的评审。',
          '在你的回合中、任何購買或獲取之前，用手牌和/或暖盤中的材料（湯匙和叉子不行）組成一道菜，呈遞給一位開放的評審。',
        ),
        t(
          'Each dish card’s base ability, its cuisine ability (if another dish card shares its cuisine) and its “On Submit” ability count. A card with two food types counts as the one you choose.',
          '菜中每张卡片的基本能力、美食种类能力（菜中另有同美食种类的材料时）和“当呈递菜肴时”能力都会发动。有两种食物种类的卡片按你选择的一种计算。',
          '菜中每張卡片的基本能力、美食種類能力（菜中另有同美食種類的材料時）和「當呈遞菜餚時」能力都會發動。有兩種食物種類的卡片按你選擇的一種計算。',
        ),
        t(
          'The meal score must reach the judge’s requirement and the dish must meet the judge’s preferences. Medals = the judge’s medals + bonuses − penalties; a dish worth less than 1 medal cannot be submitted.',
          '餐点分数必须达到评审的要求，菜肴也要符合评审的偏好。奖牌 = 评审奖牌 + 奖励 − 惩罚；少于 1 个奖牌的菜不能呈递。',
          '餐點分數必須達到評審的要求，菜餚也要符合評審的偏好。獎牌 = 評審獎牌 + 獎勵 − 懲罰；少於 1 個獎牌的菜不能呈遞。',
        ),
        t(
          'The dish is eaten (its cards leave the game and count for the tie-break) and you may not buy or gain any more that turn. You keep the judge: its ability works from the next round.',
          '菜肴被吃掉（卡片移出游戏，并计入平手判定），该回合不能再购买或获取。评审归你：能力从下一轮开始生效。',
          '菜餚被吃掉（卡片移出遊戲，並計入平手判定），該回合不能再購買或獲取。評審歸你：能力從下一輪開始生效。',
        ),
      ],
      figures: [FIGURES.icons, FIGURES.judges],
    },
    {
      title: t('End of the game', '游戏结束', '遊戲結束'),
      items: [
        t(
          'When someone reaches 15 medals (2 players) or 10 (3–4 players), the round is finished. Most medals wins; ties go to whoever ate more ingredients, then are shared.',
          '有人达到 15 个奖牌（2 人）或 10 个（3–4 人）后，打完本轮。奖牌最多者胜；平手比吃掉的材料数，仍平手则共享胜利。',
          '有人達到 15 個獎牌（2 人）或 10 個（3–4 人）後，打完本輪。獎牌最多者勝；平手比吃掉的材料數，仍平手則共享勝利。',
        ),
        t(
          'Options: advanced judges (one shuffled deck), More Medals (+1 for taking the whole market in a turn, +1 for a dish with all four cuisines; target +3), a dish-description vote, Classic Kitchens cards.',
          '选项：进阶评审（洗成一叠）、更多奖牌（一回合拿走整个市场 +1、菜肴含全部四种美食 +1；目标 +3）、菜肴描述投票、经典厨房卡片。',
          '選項：進階評審（洗成一疊）、更多獎牌（一回合拿走整個市場 +1、菜餚含全部四種美食 +1；目標 +3）、菜餚描述投票、經典廚房卡片。',
        ),
      ],
    },
    {
      title: t('On this screen', '在本画面上', '在本畫面上'),
      items: [
        t(
          'Only moves you can make now have buttons. Click a card to read it in full.',
          '只有现在能做的动作才会出现按钮。点击卡片可查看完整内容。',
          '只有現在能做的動作才會出現按鈕。點擊卡片可查看完整內容。',
        ),
        t(
          'While you cook, the dish panel shows the meal score of each card and, on every judge, whether the dish satisfies them and how many medals it would earn.',
          '做菜时，菜肴面板显示每张卡片的餐点分数；每位评审上显示这道菜是否让他满意、能得几个奖牌。',
          '做菜時，菜餚面板顯示每張卡片的餐點分數；每位評審上顯示這道菜是否讓他滿意、能得幾個獎牌。',
        ),
      ],
    },
  ],
};
