import type { Localized, OptionMeta } from '@potluck/engine';
import type { Phase } from './types.ts';

/** Every user-facing text of the game (names, rule violations, phases), in three languages. */

export const GAME_NAMES: Localized = { 'zh-Hans': '哇沙米!', 'zh-Hant': '哇沙米!', en: 'Wasabi!' };

export const OPTIONS_META: Readonly<Record<string, OptionMeta>> = {};

/** What the acting player has to do in each phase (used in the "not now" message and by UIs). */
export const PHASE_TEXT: Readonly<Record<Phase, Localized>> = {
  give: {
    'zh-Hans': '为左手边的玩家选择起始食材',
    'zh-Hant': '為左手邊的玩家選擇起始食材',
    en: 'choose a starting ingredient for the player on your left',
  },
  draw: {
    'zh-Hans': '选择长度并抽一张食谱',
    'zh-Hant': '選擇長度並抽一張食譜',
    en: 'choose a length and draw a recipe',
  },
  turn: {
    'zh-Hans': '摆放食材、使用厨具，或放弃摆放并弃掉食谱',
    'zh-Hant': '擺放食材、使用廚具，或放棄擺放並棄掉食譜',
    en: 'place an ingredient, use a utensil, or forgo placing and discard recipes',
  },
  chop: {
    'zh-Hans': '把菜刀取下的食材放回准备区或放到一个空格',
    'zh-Hant': '把菜刀取下的食材放回準備區或放到一個空格',
    en: 'put the chopped tile back in the pantry or on an empty square',
  },
  reward: {
    'zh-Hans': '选择完成食谱的厨具奖励',
    'zh-Hant': '選擇完成食譜的廚具獎勵',
    en: 'choose your utensil reward for a completed recipe',
  },
  refill: {
    'zh-Hans': '从准备区补充食材',
    'zh-Hant': '從準備區補充食材',
    en: 'refill your ingredients from the pantry',
  },
  over: { 'zh-Hans': '游戏已结束', 'zh-Hant': '遊戲已結束', en: 'the game is over' },
};

/** Rule ids (stable) and their messages. Messages never reveal hidden information. */
export const MSG = {
  'game-over': {
    'zh-Hans': '游戏已结束。',
    'zh-Hant': '遊戲已結束。',
    en: 'The game is over.',
  },
  'not-your-turn': {
    'zh-Hans': '现在轮到其他玩家行动。',
    'zh-Hant': '現在輪到其他玩家行動。',
    en: 'Another player is to act now.',
  },
  'not-now': {
    'zh-Hans': '现在不能这样做：现在要{what}。',
    'zh-Hant': '現在不能這樣做：現在要{what}。',
    en: 'Not now: you must {what}.',
  },
  'starting-kind': {
    'zh-Hans': '起始食材不能是醋饭、海苔卷或珍稀食材。',
    'zh-Hant': '起始食材不能是醋飯、海苔捲或珍稀食材。',
    en: 'Starting ingredients may not be rice, maki or a unique ingredient.',
  },
  'starting-category': {
    'zh-Hans': '三个起始食材不能全部属于同一类别。',
    'zh-Hant': '三個起始食材不能全部屬於同一類別。',
    en: 'The three starting ingredients may not all be of the same category.',
  },
  'pantry-empty': {
    'zh-Hans': '准备区已经没有这种食材了。',
    'zh-Hant': '準備區已經沒有這種食材了。',
    en: 'The pantry has no tile of that ingredient left.',
  },
  'pile-empty': {
    'zh-Hans': '这个长度的食谱堆已经抽完了，请选择其他长度。',
    'zh-Hant': '這個長度的食譜堆已經抽完了，請選擇其他長度。',
    en: 'That recipe pile is exhausted; choose another length.',
  },
  'no-such-square': {
    'zh-Hans': '这一格不在本局使用的版图范围内。',
    'zh-Hant': '這一格不在本局使用的版圖範圍內。',
    en: 'That square is outside the board area in play.',
  },
  'square-covered': {
    'zh-Hans': '这一格被 Wasabi! 卡覆盖，不能使用。',
    'zh-Hant': '這一格被 Wasabi! 卡覆蓋，不能使用。',
    en: 'A Wasabi! card covers that square; it cannot be used.',
  },
  'square-occupied': {
    'zh-Hans': '食材只能放在空格上（除非使用饭匙 Stack!）。',
    'zh-Hant': '食材只能放在空格上（除非使用飯匙 Stack!）。',
    en: 'Ingredients go on empty squares (unless you use Stack!).',
  },
  'square-empty': {
    'zh-Hans': '这一格没有食材。',
    'zh-Hant': '這一格沒有食材。',
    en: 'That square holds no ingredient.',
  },
  'not-in-hand': {
    'zh-Hans': '你手上没有这种食材。',
    'zh-Hant': '你手上沒有這種食材。',
    en: 'You hold no tile of that ingredient.',
  },
  'placement-done': {
    'zh-Hans': '本回合已经摆放完食材了。',
    'zh-Hant': '本回合已經擺放完食材了。',
    en: 'You have already placed your ingredients this turn.',
  },
  discarding: {
    'zh-Hans': '你本回合选择了放弃摆放并弃掉食谱：请继续选择要弃的食谱或确认。',
    'zh-Hant': '你本回合選擇了放棄擺放並棄掉食譜：請繼續選擇要棄的食譜或確認。',
    en: 'You chose to forgo placing and discard recipes this turn: select more recipes or confirm.',
  },
  'utensil-not-held': {
    'zh-Hans': '你没有这张厨具卡。',
    'zh-Hant': '你沒有這張廚具卡。',
    en: 'You do not hold that utensil.',
  },
  'one-utensil': {
    'zh-Hans': '每回合只能使用一张厨具卡。',
    'zh-Hant': '每回合只能使用一張廚具卡。',
    en: 'Only one utensil may be used per turn.',
  },
  'stack-before-placing': {
    'zh-Hans': '饭匙 Stack! 只能在摆放食材之前使用。',
    'zh-Hant': '飯匙 Stack! 只能在擺放食材之前使用。',
    en: 'Stack! is used before placing, as your placement.',
  },
  'spicy-no-room': {
    'zh-Hans': '辣椒 Spicy! 让你多放一个食材：你需要有足够的食材和空格。',
    'zh-Hant': '辣椒 Spicy! 讓你多放一個食材：你需要有足夠的食材和空格。',
    en: 'Spicy! lets you place one more ingredient: you need the tiles and the empty squares for it.',
  },
  'switch-off-board': {
    'zh-Hans': '筷子 Switch! 要选两个相邻（非斜角）的版图格。',
    'zh-Hant': '筷子 Switch! 要選兩個相鄰（非斜角）的版圖格。',
    en: 'Switch! needs two orthogonally adjacent squares inside the board area.',
  },
  'switch-empty': {
    'zh-Hans': '筷子 Switch! 交换的两格中至少要有一格有食材。',
    'zh-Hant': '筷子 Switch! 交換的兩格中至少要有一格有食材。',
    en: 'At least one of the two squares of a Switch! must hold an ingredient.',
  },
  'wasabi-off-board': {
    'zh-Hans': 'Wasabi! 必须覆盖版图范围内恰好 2×2 的四格。',
    'zh-Hant': 'Wasabi! 必須覆蓋版圖範圍內恰好 2×2 的四格。',
    en: 'Wasabi! must cover a 2×2 block of four squares inside the board area.',
  },
  'wasabi-overlap': {
    'zh-Hans': 'Wasabi! 卡之间不能重叠。',
    'zh-Hant': 'Wasabi! 卡之間不能重疊。',
    en: 'Wasabi! cards may not overlap.',
  },
  'discard-after-acting': {
    'zh-Hans': '只有完全放弃本回合的摆放（也不使用厨具）时才能弃食谱。',
    'zh-Hant': '只有完全放棄本回合的擺放（也不使用廚具）時才能棄食譜。',
    en: 'Recipes are discarded only instead of placing (and without using a utensil) this turn.',
  },
  'recipe-not-held': {
    'zh-Hans': '你手上没有这张食谱。',
    'zh-Hant': '你手上沒有這張食譜。',
    en: 'You do not hold that recipe.',
  },
  'recipe-selected': {
    'zh-Hans': '这张食谱已经选为要弃的了。',
    'zh-Hant': '這張食譜已經選為要棄的了。',
    en: 'That recipe is already selected for discarding.',
  },
  'nothing-selected': {
    'zh-Hans': '请先选择至少一张要弃的食谱。',
    'zh-Hant': '請先選擇至少一張要棄的食譜。',
    en: 'Select at least one recipe to discard first.',
  },
  'must-place': {
    'zh-Hans': '你必须摆放一个食材（或放弃摆放并弃掉食谱）。',
    'zh-Hant': '你必須擺放一個食材（或放棄擺放並棄掉食譜）。',
    en: 'You must place an ingredient (or forgo placing and discard recipes).',
  },
  'kitchen-empty': {
    'zh-Hans': '准备区没有这种厨具卡。',
    'zh-Hant': '準備區沒有這種廚具卡。',
    en: 'The kitchen has no such utensil card.',
  },
  'used-this-turn': {
    'zh-Hans': '除非别无选择，否则不能拿回本回合使用的那张厨具卡。',
    'zh-Hant': '除非別無選擇，否則不能拿回本回合使用的那張廚具卡。',
    en: 'You may not take back the utensil you used this turn unless there is no other.',
  },
  'no-wasabi-card': {
    'zh-Hans': '这一格不是场上 Wasabi! 卡的左上角。',
    'zh-Hant': '這一格不是場上 Wasabi! 卡的左上角。',
    en: 'No Wasabi! card on the board has its top-left corner on that square.',
  },
  'must-return': {
    'zh-Hans': '你最多持有两张厨具卡：请先归还一张。',
    'zh-Hant': '你最多持有兩張廚具卡：請先歸還一張。',
    en: 'You may hold at most two utensils: return one first.',
  },
} satisfies Record<string, Localized>;

export type RuleId = keyof typeof MSG;
