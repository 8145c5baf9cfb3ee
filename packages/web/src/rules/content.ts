import type { Localized } from '@potluck/engine';

const t = (en: string, hans: string, hant: string): Localized => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

export interface RulesSection {
  title: Localized;
  items: Localized[];
}

export interface GameRules {
  title: Localized;
  intro: Localized;
  sections: RulesSection[];
}

/**
 * Rules pages for players, from the "rules in brief" of docs/games/wasabi.md, docs/games/cuisine-a-la-card.md and
 * docs/games/too-many-cooks.md.
 */
export const RULES: Readonly<Record<string, GameRules>> = {
  wasabi: {
    title: t('Wasabi! — how to play', '哇沙米! 玩法', '哇沙米! 玩法'),
    intro: t(
      'Place ingredient tiles on a shared sushi board to complete your secret recipes. 2–4 players.',
      '在共用的寿司版图上摆放食材板块，完成你手上秘密的食谱。2–4 人。',
      '在共用的壽司版圖上擺放食材板塊，完成你手上秘密的食譜。2–4 人。',
    ),
    sections: [
      {
        title: t('The table', '桌面', '桌面'),
        items: [
          t(
            'The board has 6 rows. With 2 players you use 5 columns, with 3 players 6, with 4 players all 7. Squares are named by column letter and row number (A1 is top left).',
            '版图有 6 行。2 人使用 5 列，3 人 6 列，4 人全部 7 列。格子以列字母加行号命名（A1 在左上角）。',
            '版圖有 6 行。2 人使用 5 列，3 人 6 列，4 人全部 7 列。格子以欄字母加列號命名（A1 在左上角）。',
          ),
          t(
            'The pantry is open: everyone sees how many tiles of each ingredient are left. Rice and maki are common; fugu, uni, toro and abalone are unique (one tile each).',
            '准备区是公开的：每个人都能看到每种食材还剩多少。醋饭和海苔卷最多；河豚、海胆、金枪鱼腩和鲍鱼是珍稀食材（各 1 个）。',
            '準備區是公開的：每個人都能看到每種食材還剩多少。醋飯和海苔捲最多；河豚、海膽、鮪魚肚和鮑魚是珍稀食材（各 1 個）。',
          ),
          t(
            'Each player has 10 challenge tokens: 4 for recipes of length 2, 3 of length 3, 2 of length 4 and 1 of length 5. You can only complete a recipe while you have a token of its length.',
            '每人有 10 个挑战指示物：长度 2 的 4 个、长度 3 的 3 个、长度 4 的 2 个、长度 5 的 1 个。只有还有该长度的指示物时才能完成食谱。',
            '每人有 10 個挑戰指示物：長度 2 的 4 個、長度 3 的 3 個、長度 4 的 2 個、長度 5 的 1 個。只有還有該長度的指示物時才能完成食譜。',
          ),
        ],
      },
      {
        title: t('Setup', '准备', '準備'),
        items: [
          t(
            'Starting with the first player, everyone chooses 3 starting ingredients for the player on their left: no rice, maki or unique ingredient, and not all three of one category.',
            '从起始玩家开始，每人为左手边的玩家选 3 个起始食材：不能选醋饭、海苔卷或珍稀食材，三个也不能全属同一类别。',
            '從起始玩家開始，每人為左手邊的玩家選 3 個起始食材：不能選醋飯、海苔捲或珍稀食材，三個也不能全屬同一類別。',
          ),
          t(
            'Then everyone draws 3 recipes, choosing the length (2–5) of each one and seeing it before choosing the next.',
            '然后每人抽 3 张食谱，每次先选长度（2–5），看过抽到的再抽下一张。',
            '然後每人抽 3 張食譜，每次先選長度（2–5），看過抽到的再抽下一張。',
          ),
        ],
      },
      {
        title: t('Your turn', '你的回合', '你的回合'),
        items: [
          t(
            'Place one ingredient from your hand on an empty square. Or skip placing altogether (and use no utensil) to put any number of your recipes back under their piles.',
            '把手上一个食材放到一个空格。或者完全不放（也不用厨具），把任意张食谱放回各自牌堆的底部。',
            '把手上一個食材放到一個空格。或者完全不放（也不用廚具），把任意張食譜放回各自牌堆的底部。',
          ),
          t(
            'You may use one utensil card per turn, before or after placing.',
            '每回合最多使用一张厨具卡，在摆放之前或之后。',
            '每回合最多使用一張廚具卡，在擺放之前或之後。',
          ),
          t(
            'A recipe completes when your changes this turn make a straight horizontal or vertical run (it can be part of a longer line) with exactly its ingredients. It happens automatically: you score its length in points and place a token on it.',
            '当你本回合的改动造成一条横向或纵向的连续排列（可以是更长一列中的一段），正好是某张食谱的食材，就完成这张食谱：自动计分，得分等于食谱长度，并放上一个指示物。',
            '當你本回合的改動造成一條橫向或縱向的連續排列（可以是更長一列中的一段），正好是某張食譜的食材，就完成這張食譜：自動計分，得分等於食譜長度，並放上一個指示物。',
          ),
          t(
            'With style: if the run reads in the printed order of the recipe (either direction), you also get length − 2 wasabi cubes.',
            '按顺序：如果排列与食谱印刷顺序相同（正读或反读），另得 长度 − 2 个 Wasabi 方块。',
            '按順序：如果排列與食譜印刷順序相同（正讀或反讀），另得 長度 − 2 個 Wasabi 方塊。',
          ),
          t(
            'The run must include a square changed this turn: a run already on the board cannot just be claimed.',
            '排列中必须有本回合改动过的格子：版图上已有的排列不能直接认领。',
            '排列中必須有本回合改動過的格子：版圖上已有的排列不能直接認領。',
          ),
          t(
            'After the turn: take one utensil per completed recipe (from the kitchen, or a Wasabi! card from the board). You hold at most 2; taking a third means returning one. Then refill your ingredients to 3 (choosing types from the pantry) and your recipes to 3 (choosing lengths).',
            '回合之后：每完成一张食谱可拿一张厨具（准备区的，或版图上的 Wasabi! 卡）。最多持有 2 张，拿第 3 张要还一张。然后从准备区选种类把食材补到 3 个，再选长度把食谱补到 3 张。',
            '回合之後：每完成一張食譜可拿一張廚具（準備區的，或版圖上的 Wasabi! 卡）。最多持有 2 張，拿第 3 張要還一張。然後從準備區選種類把食材補到 3 個，再選長度把食譜補到 3 張。',
          ),
        ],
      },
      {
        title: t('Utensils', '厨具', '廚具'),
        items: [
          t(
            'Stack! (before placing): put this turn’s ingredient on top of a tile; only the top tile counts.',
            'Stack!（摆放之前）：把本回合的食材叠在已有的食材上，只有最上面的算。',
            'Stack!（擺放之前）：把本回合的食材疊在已有的食材上，只有最上面的算。',
          ),
          t(
            'Spicy!: place two ingredients this turn.',
            'Spicy!：本回合可以放两个食材。',
            'Spicy!：本回合可以放兩個食材。',
          ),
          t(
            'Switch!: swap the whole contents of two neighbouring squares (not diagonal; one may be empty).',
            'Switch!：交换两个相邻格子（非斜角）的全部内容，其中一格可以是空的。',
            'Switch!：交換兩個相鄰格子（非斜角）的全部內容，其中一格可以是空的。',
          ),
          t(
            'Chop!: lift the top tile of a square and put it back in the pantry or on an empty square (its own included). Done before placing, that is your placement.',
            'Chop!：拿起一格最上面的食材，放回准备区或放到一个空格（包括原来的格子）。在摆放之前这样做就算本回合的摆放。',
            'Chop!：拿起一格最上面的食材，放回準備區或放到一個空格（包括原來的格子）。在擺放之前這樣做就算本回合的擺放。',
          ),
          t(
            'Wasabi!: cover a 2×2 block (empty or not) and take 1 wasabi cube. Covered squares cannot be used, break runs and count as filled. Wasabi! cards never overlap.',
            'Wasabi!：盖住一个 2×2 区域（空的或有食材都可以），拿 1 个 Wasabi 方块。被盖住的格子不能使用、会中断排列，算作已占用。Wasabi! 卡之间不能重叠。',
            'Wasabi!：蓋住一個 2×2 區域（空的或有食材都可以），拿 1 個 Wasabi 方塊。被蓋住的格子不能使用、會中斷排列，算作已佔用。Wasabi! 卡之間不能重疊。',
          ),
        ],
      },
      {
        title: t('End of the game', '游戏结束', '遊戲結束'),
        items: [
          t(
            'Whoever completes a 10th challenge wins at once.',
            '谁完成第 10 个挑战，立即获胜。',
            '誰完成第 10 個挑戰，立即獲勝。',
          ),
          t(
            'Otherwise the game ends when no empty square is left at the end of a turn. Score = recipe points + wasabi cubes; ties go to more cubes, then are shared.',
            '否则，当某回合结束时版图上没有空格，游戏结束。分数 = 食谱分 + Wasabi 方块；平手比方块多者，仍平手则共享胜利。',
            '否則，當某回合結束時版圖上沒有空格，遊戲結束。分數 = 食譜分 + Wasabi 方塊；平手比方塊多者，仍平手則共享勝利。',
          ),
        ],
      },
      {
        title: t('On this screen', '在本画面上', '在本畫面上'),
        items: [
          t(
            'Pick a tile from your hand, then a highlighted square. Utensil buttons show what you can use now; each step says what to do next.',
            '先选手上的一个食材，再选一个标出的格子。厨具按钮显示现在可用的厨具；每一步都有提示。',
            '先選手上的一個食材，再選一個標出的格子。廚具按鈕顯示現在可用的廚具；每一步都有提示。',
          ),
          t(
            'Under each recipe, hints show where on the board it could still be completed and what is missing; point at a hint to see it on the board.',
            '每张食谱下方的提示会显示在版图上哪里还能完成、还差什么；指向提示即可在版图上看到。',
            '每張食譜下方的提示會顯示在版圖上哪裡還能完成、還差什麼；指向提示即可在版圖上看到。',
          ),
          t(
            'Point at or focus a square to see its whole stack. Arrow keys move between squares.',
            '指向或聚焦一个格子可查看整叠食材。方向键可在格子之间移动。',
            '指向或聚焦一個格子可查看整疊食材。方向鍵可在格子之間移動。',
          ),
        ],
      },
    ],
  },
  'cuisine-a-la-card': {
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
  },
  'too-many-cooks': {
    title: t('料理厨王 Too Many Cooks — how to play', '料理厨王 玩法', '料理廚王 玩法'),
    intro: t(
      'A trick-taking soup game: play cards into the shared pot, and take it when the total reaches 10 — but only when the pot suits your secret recipe. 2–5 players, 5 rounds.',
      '一款吃墩的煮汤游戏：大家轮流把牌打进同一口锅，总数达到 10 的人收走整锅——只在这锅汤合你秘密菜谱的口味时才想收。2–5 人，共 5 轮。',
      '一款吃墩的煮湯遊戲：大家輪流把牌打進同一口鍋，總數達到 10 的人收走整鍋——只在這鍋湯合你秘密菜譜的口味時才想收。2–5 人，共 5 輪。',
    ),
    sections: [
      {
        title: t('Goal and recipes', '目标与菜谱', '目標與菜譜'),
        items: [
          t(
            'Highest total after five rounds wins; tied totals share the win.',
            '五轮之后累计总分最高者获胜；总分相同则并列获胜。',
            '五輪之後累計總分最高者獲勝；總分相同則並列獲勝。',
          ),
          t(
            'Everyone has five recipes: mushroom soup, pea soup, onion soup, chili soup and “no soup today” (take as few cards as you can). Each round you secretly pick one you have not used yet; all picks are revealed together once everyone has chosen, and cannot be changed. Over five rounds you use each recipe exactly once.',
            '每人有五种菜谱：蘑菇汤、豌豆汤、洋葱汤、辣椒汤和“今天不喝汤”（尽量不收牌）。每轮秘密选择一种还没用过的菜谱；所有人选好后同时公开，选定后不能更改。五轮下来每种菜谱恰好各用一次。',
            '每人有五種菜譜：蘑菇湯、豌豆湯、洋蔥湯、辣椒湯和「今天不喝湯」（盡量不收牌）。每輪秘密選擇一種還沒用過的菜譜；所有人選好後同時公開，選定後不能更改。五輪下來每種菜譜恰好各用一次。',
          ),
          t(
            'Several players may pick the same recipe in a round. In round 5 everyone has one recipe left, so it is assigned automatically and play starts at once.',
            '同一轮里不同玩家可以选同一种菜谱。第 5 轮每人只剩一种菜谱，系统自动指定，直接开始出牌。',
            '同一輪裡不同玩家可以選同一種菜譜。第 5 輪每人只剩一種菜譜，系統自動指定，直接開始出牌。',
          ),
        ],
      },
      {
        title: t('The cards', '牌', '牌'),
        items: [
          t(
            'Four suits: mushroom (brown), pea (green), onion (yellow) and chili (red). Soup suits have cards 1–5 and 10, plus cream (small 0, counts 0) and reset (big 0) cards; chilis are 1–5.',
            '四种花色：蘑菇（棕）、豌豆汤（绿）、洋葱（黄）、辣椒（红）。汤料花色有 1–5 和 10，还有奶油（小 0，计为 0）和清零（大 0）牌；辣椒为 1–5。',
            '四種花色：蘑菇（棕）、豌豆湯（綠）、洋蔥（黃）、辣椒（紅）。湯料花色有 1–5 和 10，還有奶油（小 0，計為 0）和清零（大 0）牌；辣椒為 1–5。',
          ),
          t(
            'Cream and reset cards belong to their soup suit: they carry its colour, count for that colour’s recipe and set the follow colour when led.',
            '奶油牌和清零牌属于各自的汤料花色：带有该颜色，计入该颜色的菜谱，首出时也决定跟牌颜色。',
            '奶油牌和清零牌屬於各自的湯料花色：帶有該顏色，計入該顏色的菜譜，首出時也決定跟牌顏色。',
          ),
          t(
            'Deck (a match option): the standard 96-card deck of the rules text (default, 13 cards each at any player count) or the classic 52-card published deck (13 each at 2–4 players; at 5 players the whole deck, 11 to the round’s starting player and the next seat clockwise, 10 to the others).',
            '牌组（对局选项）：规则书的标准 96 张（默认，任何人数每人 13 张），或原版经典 52 张（2–4 人每人 13 张；5 人时发完整副牌，本轮起始玩家和其顺时针下家各 11 张，其他人各 10 张）。',
            '牌組（對局選項）：規則書的標準 96 張（預設，任何人數每人 13 張），或原版經典 52 張（2–4 人每人 13 張；5 人時發完整副牌，本輪起始玩家和其順時針下家各 11 張，其他人各 10 張）。',
          ),
          t(
            'Each round the whole deck is reshuffled and dealt; the cards left over stay face down, unused and unknown to everyone.',
            '每轮都重新洗混整副牌再发牌；剩下的牌背面朝上放在一边，本轮不用，任何人都看不到。',
            '每輪都重新洗混整副牌再發牌；剩下的牌背面朝上放在一邊，本輪不用，任何人都看不到。',
          ),
        ],
      },
      {
        title: t('Playing into the pot', '往锅里出牌', '往鍋裡出牌'),
        items: [
          t(
            'The round’s starting player leads a card, then play goes clockwise, each card adding to the pot’s running total. Round 1’s starting player is drawn at random; each later round the next seat clockwise starts.',
            '本轮起始玩家先出一张牌，之后按顺时针依次出牌，每张牌都加进锅中的累计总数。第 1 轮起始玩家随机决定；之后每轮由上一轮起始玩家的顺时针下家开始。',
            '本輪起始玩家先出一張牌，之後按順時針依次出牌，每張牌都加進鍋中的累計總數。第 1 輪起始玩家隨機決定；之後每輪由上一輪起始玩家的順時針下家開始。',
          ),
          t(
            'Follow colour: if the first card of a pot is mushroom, pea or onion, that colour must be followed — if you hold that colour you must play it; if not, play anything.',
            '跟牌颜色：锅里第一张牌若是蘑菇、豌豆汤或洋葱，就必须跟这个颜色——手上有该颜色就必须出该颜色；没有才可以出别的牌。',
            '跟牌顏色：鍋裡第一張牌若是蘑菇、豌豆湯或洋蔥，就必須跟這個顏色——手上有該顏色就必須出該顏色；沒有才可以出別的牌。',
          ),
          t(
            'Chili release: once a chili is in the pot, anyone may play any card for the rest of that pot. A chili lead sets no follow colour.',
            '辣椒解禁：锅里一旦有辣椒，本锅剩下的出牌都不受跟牌限制。辣椒首出则没有跟牌颜色。',
            '辣椒解禁：鍋裡一旦有辣椒，本鍋剩下的出牌都不受跟牌限制。辣椒首出則沒有跟牌顏色。',
          ),
          t(
            'A 10 counts 0 when it is the first card of a pot and 10 otherwise (also right after a reset). A reset sets the total back to 0; the pot goes on with the same follow colour, and a chili’s release stays.',
            '10 作为一锅的第一张牌时计为 0，其他时候计为 10（清零之后紧接着出也算 10）。清零牌把总数归零；这锅继续，跟牌颜色不变，辣椒的解禁也仍然有效。',
            '10 作為一鍋的第一張牌時計為 0，其他時候計為 10（清零之後緊接著出也算 10）。清零牌把總數歸零；這鍋繼續，跟牌顏色不變，辣椒的解禁也仍然有效。',
          ),
          t(
            'When the total reaches 10 or more, whoever played that card takes the whole pot (face up, for everyone to see) and leads the next one.',
            '总数达到或超过 10 时，打出这张牌的玩家收走整锅（正面朝上，人人可见），并首先打出下一锅。',
            '總數達到或超過 10 時，打出這張牌的玩家收走整鍋（正面朝上，人人可見），並首先打出下一鍋。',
          ),
        ],
      },
      {
        title: t('End of a round', '一轮结束', '一輪結束'),
        items: [
          t(
            'A player who plays their last card announces it. When the turn comes to a player with no cards, the round ends at once: the unfinished pot is discarded and scores for nobody. Taking a pot with your last card ends the round right then.',
            '打出最后一张手牌的玩家要宣布。轮到一位没有手牌的玩家时，本轮立即结束：未完成的锅弃掉，不算任何人的分。用最后一张手牌收走一锅时，本轮当即结束。',
            '打出最後一張手牌的玩家要宣布。輪到一位沒有手牌的玩家時，本輪立即結束：未完成的鍋棄掉，不算任何人的分。用最後一張手牌收走一鍋時，本輪當即結束。',
          ),
          t(
            'Mushroom, pea or onion soup: +1 per card of that colour you took (its 10s, creams and resets included), −1 per chili.',
            '蘑菇汤、豌豆汤、洋葱汤：收到的该颜色牌每张 +1（包括该颜色的 10、奶油和清零），每张辣椒 −1。',
            '蘑菇湯、豌豆湯、洋蔥湯：收到的該顏色牌每張 +1（包括該顏色的 10、奶油和清零），每張辣椒 −1。',
          ),
          t(
            'Chili soup: +1 per chili, −1 per cream card (small 0; resets do not count).',
            '辣椒汤：每张辣椒 +1，每张奶油牌（小 0）−1（清零牌不扣分）。',
            '辣椒湯：每張辣椒 +1，每張奶油牌（小 0）−1（清零牌不扣分）。',
          ),
          t(
            'No soup today: 5 minus the number of cards you took — it can go below zero.',
            '今天不喝汤：5 减去你收到的牌数——可以是负分。',
            '今天不喝湯：5 減去你收到的牌數——可以是負分。',
          ),
          t(
            'Every round’s score, positive, zero or negative, is added to your total.',
            '每轮的得分，无论正分、零分还是负分，都计入总分。',
            '每輪的得分，無論正分、零分還是負分，都計入總分。',
          ),
        ],
      },
      {
        title: t('On this screen', '在本画面上', '在本畫面上'),
        items: [
          t(
            'Only cards you may play now are enabled; arrow keys move between them. The pot shows its running total, the follow colour and whether a chili has released it.',
            '只有现在能出的牌才可以点；方向键可在牌之间移动。锅上显示累计总数、跟牌颜色以及是否已被辣椒解禁。',
            '只有現在能出的牌才可以點；方向鍵可在牌之間移動。鍋上顯示累計總數、跟牌顏色以及是否已被辣椒解禁。',
          ),
          t(
            'A player who did not follow the colour while they had to has shown they hold none of it for the rest of the round: the seats list these gaps. Taken piles are public.',
            '在必须跟牌时没有跟颜色的玩家，等于表明本轮剩下的时间里手上没有该颜色：座位列表会标出这些缺门。收走的牌是公开的。',
            '在必須跟牌時沒有跟顏色的玩家，等於表明本輪剩下的時間裡手上沒有該顏色：座位列表會標出這些缺門。收走的牌是公開的。',
          ),
          t(
            'A played card cannot be taken back: every card you play is seen at once by everyone.',
            '打出的牌不能收回：每张牌一打出所有人都看到了。',
            '打出的牌不能收回：每張牌一打出所有人都看到了。',
          ),
        ],
      },
    ],
  },
};
