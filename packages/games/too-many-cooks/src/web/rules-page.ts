import { type GameRules, l10n as t } from '@potluck/web-kit';
import { FIGURES } from './rules-figures.tsx';

/**
 * 料理厨王's rules page for players (`#/rules/too-many-cooks`), from the "rules in brief" of docs/games/too-many-cooks.md; loaded only
 * when the page opens.
 */
export const RULES_PAGE: GameRules = {
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
      figures: [FIGURES.recipes],
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
      figures: [FIGURES.cards],
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
      figures: [FIGURES.pot],
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
};
