/** Every rule message, in every language. Messages name the rule; they never reveal hidden cards. */
import type { Localized } from '@potluck/engine';

const t = (en: string, hans: string, hant: string): Localized => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

export const RULES = {
  'game-over': t('The game is over.', '游戏已经结束。', '遊戲已經結束。'),
  'not-your-turn': t(
    'It is not your turn to choose.',
    '现在不是你做选择的时候。',
    '現在不是你做選擇的時候。',
  ),
  'finish-choice': t(
    'Finish the current choice first (use, pick, or decline).',
    '请先完成当前的选择（使用、选择或放弃）。',
    '請先完成當前的選擇（使用、選擇或放棄）。',
  ),
  'no-choice': t('There is no choice to make now.', '现在没有需要做的选择。', '現在沒有需要做的選擇。'),
  'bad-pick': t(
    'That card cannot be chosen for this ability.',
    '这个能力不能选择那张卡片。',
    '這個能力不能選擇那張卡片。',
  ),
  'bad-slot': t(
    'That market slot cannot be chosen for this ability.',
    '这个能力不能选择那个市场位置。',
    '這個能力不能選擇那個市場位置。',
  ),
  'bad-option': t('This ability has no such option.', '这个能力没有这个选项。', '這個能力沒有這個選項。'),
  'must-discard': t(
    "You must discard a card for your opponent's ability.",
    '你必须因对手的能力弃掉一张卡片。',
    '你必須因對手的能力棄掉一張卡片。',
  ),
  'dish-in-progress': t(
    'Submit or cancel your dish first.',
    '请先呈递或取消你的菜肴。',
    '請先呈遞或取消你的菜餚。',
  ),
  'no-dish': t('You are not building a dish.', '你没有在制作菜肴。', '你沒有在製作菜餚。'),
  'not-in-hand': t('You have no such card in hand.', '你的手牌中没有这张卡片。', '你的手牌中沒有這張卡片。'),
  'warm-before-play': t(
    'Cards go onto warming plates only at the start of your turn, before anything else.',
    '只能在回合开始、做任何事之前把卡片放到暖盘。',
    '只能在回合開始、做任何事之前把卡片放到暖盤。',
  ),
  'one-warm-per-turn': t(
    'Only one card a turn goes onto a warming plate.',
    '每回合只能放 1 张卡片到暖盘。',
    '每回合只能放 1 張卡片到暖盤。',
  ),
  'plates-full': t('Your warming plates are full.', '你的暖盘已满。', '你的暖盤已滿。'),
  'no-buys': t(
    'You have no buys left this turn.',
    '你这回合没有剩余的购买次数。',
    '你這回合沒有剩餘的購買次數。',
  ),
  'cannot-afford': t(
    'You cannot pay for that (forks pay any cost; premium costs need forks).',
    '你付不起（叉子可支付任何费用；高级费用必须用叉子）。',
    '你付不起（叉子可支付任何費用；高級費用必須用叉子）。',
  ),
  'no-buy-after-dish': t(
    'No purchases in a turn in which you submitted a dish.',
    '呈递菜肴的回合不能购买。',
    '呈遞菜餚的回合不能購買。',
  ),
  'empty-slot': t('That market slot is empty.', '那个市场位置是空的。', '那個市場位置是空的。'),
  'fridge-empty': t('The fridge is empty.', '冰箱是空的。', '冰箱是空的。'),
  'forks-empty': t('The Fork pile is empty.', '叉子牌堆已空。', '叉子牌堆已空。'),
  'one-dish-per-turn': t('Only one dish a turn.', '每回合只能呈递一道菜肴。', '每回合只能呈遞一道菜餚。'),
  'no-dish-after-buy': t(
    'A dish must come before any purchase or gain this turn.',
    '必须在本回合任何购买或获取之前呈递菜肴。',
    '必須在本回合任何購買或獲取之前呈遞菜餚。',
  ),
  'no-ingredients': t(
    'You have no ingredient in hand or on your warming plates.',
    '你的手牌和暖盘中没有材料。',
    '你的手牌和暖盤中沒有材料。',
  ),
  'no-judges': t('No judge is open.', '没有可呈递的评审。', '沒有可呈遞的評審。'),
  'not-an-ingredient': t(
    'Only ingredients can go in a dish (not spoons or forks).',
    '只有材料能放进菜肴（汤匙和叉子不行）。',
    '只有材料能放進菜餚（湯匙和叉子不行）。',
  ),
  'not-available': t(
    'You have no more copies of that card there.',
    '那里没有更多这张卡片了。',
    '那裡沒有更多這張卡片了。',
  ),
  'bad-index': t('There is no such card in the dish.', '菜肴中没有这张卡片。', '菜餚中沒有這張卡片。'),
  'type-not-allowed': t(
    'That card cannot count as that food type.',
    '这张卡片不能算作那种食物种类。',
    '這張卡片不能算作那種食物種類。',
  ),
  'judge-not-open': t('That judge is not open.', '那位评审没有开放。', '那位評審沒有開放。'),
  'empty-dish': t('The dish is empty.', '菜肴是空的。', '菜餚是空的。'),
  'meal-too-low': t(
    "The dish's meal score is below the judge's requirement.",
    '菜肴的餐点分数低于评审的需求。',
    '菜餚的餐點分數低於評審的需求。',
  ),
  'requirement-unmet': t(
    "The dish does not meet the judge's taste preferences.",
    '菜肴不符合评审的口味偏好。',
    '菜餚不符合評審的口味偏好。',
  ),
  'too-few-medals': t(
    'A dish that would earn fewer than 1 medal cannot be submitted.',
    '会获得少于 1 个奖牌的菜肴不能呈递。',
    '會獲得少於 1 個獎牌的菜餚不能呈遞。',
  ),
  'not-allowed-now': t('That is not possible now.', '现在不能这样做。', '現在不能這樣做。'),
} as const satisfies Record<string, Localized>;

export type RuleId = keyof typeof RULES;
