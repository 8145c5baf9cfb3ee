import { type GameRules, l10n as t } from '@potluck/web-kit';
import { FIGURES } from './rules-figures.tsx';

/**
 * Wasabi!'s rules page for players (`#/rules/wasabi`), from the "rules in brief" of docs/games/wasabi.md; loaded only
 * when the page opens.
 */
export const RULES_PAGE: GameRules = {
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
      figures: [FIGURES.pantry],
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
      figures: [FIGURES.recipe],
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
      figures: [FIGURES.utensils],
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
};
