/** 卡片厨房 Cuisine à la Card on the Potluck engine contract. */
import { type GameDefinition, type GameResult, type Localized, SPECTATOR } from '@potluck/engine';
import { actionSchema, type CuisineAction } from './actions.ts';
import { clone } from './clone.ts';
import { tables } from './data-tables.ts';
import { determinize } from './determinize.ts';
import type { CuisineEvent } from './events.ts';
import { legalActions } from './legal.ts';
import { redeal } from './redeal.ts';
import { type CuisineFixed, fixedSchema, setup } from './setup.ts';
import { type CuisineOptions, type CuisineState, optionsSchema } from './state.ts';
import { step } from './step.ts';
import { finalResult } from './turn.ts';
import { validate } from './validate.ts';
import { type CuisineView, view } from './view.ts';

const t = (en: string, hans: string, hant: string): Localized => ({ en, 'zh-Hans': hans, 'zh-Hant': hant });

/** Strips what `viewer` may not see from an event (drawn, warmed and taken-back cards of other seats). */
function viewEvent(e: CuisineEvent, viewer: number): CuisineEvent | null {
  const own = viewer !== SPECTATOR && 'player' in e && e.player === viewer;
  if (own) return e;
  switch (e.type) {
    case 'draw':
      return { type: 'draw', player: e.player, count: e.count };
    case 'warm':
      return { type: 'warm', player: e.player };
    case 'takeBack':
      return { type: 'takeBack', player: e.player };
    default:
      return e;
  }
}

function result(s: CuisineState): GameResult | null {
  return s.over ? finalResult(s) : null;
}

export const game: GameDefinition<
  CuisineState,
  CuisineAction,
  CuisineOptions,
  CuisineView,
  CuisineEvent,
  CuisineFixed
> = {
  id: 'cuisine-a-la-card',
  names: t('Cuisine à la Card', '卡片厨房', '卡片廚房'),
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema,
  optionsMeta: {
    advancedJudges: {
      label: t('Advanced judges', '进阶评审', '進階評審'),
      help: t(
        'All 15 judges in one shuffled deck instead of three stacks by requirement.',
        '所有 15 张评审洗混成一个牌库，而不是按需求分成三叠。',
        '所有 15 張評審洗混成一個牌庫，而不是按需求分成三疊。',
      ),
    },
    moreMedals: {
      label: t('More Medals', '更多奖牌', '更多獎牌'),
      help: t(
        '+1 medal for taking every market card in one turn, +1 for a dish with all four cuisines; play to 3 more medals.',
        '一回合拿走市场全部材料 +1 奖牌，菜肴含全部四种美食种类 +1 奖牌；目标奖牌数 +3。',
        '一回合拿走市場全部材料 +1 獎牌，菜餚含全部四種美食種類 +1 獎牌；目標獎牌數 +3。',
      ),
    },
    dishDescriptionBonus: {
      label: t('Dish description bonus', '菜肴描述奖励', '菜餚描述獎勵'),
      help: t(
        'The other players vote on each named dish; a majority of yes gives +1 medal. Best with humans only.',
        '其他玩家为每道有命名的菜肴投票，多数赞成则 +1 奖牌。适合全真人对局。',
        '其他玩家為每道有命名的菜餚投票，多數贊成則 +1 獎牌。適合全真人對局。',
      ),
    },
    classicKitchens: {
      label: t('Classic Kitchens', '经典厨房', '經典廚房'),
      help: t(
        'Include the Classic Kitchens cards (ingredients of two cuisines).',
        '加入经典厨房卡片（两种美食种类的材料）。',
        '加入經典廚房卡片（兩種美食種類的材料）。',
      ),
    },
  },
  actionSchema,
  fixedSchema,
  tables,
  setup,
  activePlayers(s) {
    if (s.over) return [];
    return [s.pending !== null ? s.pending.player : s.cur];
  },
  legalActions,
  validate,
  step,
  clone,
  view,
  viewEvent,
  result,
  determinize,
  redeal,
};

export type { CuisineAction } from './actions.ts';
export { actionKey } from './actions.ts';
export * from './data/cardset.ts';
export type * from './data/effects.ts';
export * from './data/vocab.ts';
export { hasTag, scoreDish, verdict } from './dish.ts';
export type { CuisineEvent } from './events.ts';
export * from './render.ts';
export type { CuisineFixed } from './setup.ts';
export type { CuisineOptions, CuisineState } from './state.ts';
/**
 * The card set as the game compiles it (table.ts), for bots and clients that must number things as the game does:
 * a card is its index in CARDS, a judge its index in JUDGES, an effect its id in EFFECTS (a choice before its
 * options; pending choices name effects by id). Conditions and tags in their compiled forms (CCond, CTag). Built
 * once at load: read only.
 */
export {
  ABILITIES,
  type CAbility,
  CARD_IDS,
  CARD_INDEX,
  type CCond,
  type CMedalRule,
  COST,
  type CTag,
  CUIS,
  compileTag,
  EFFECTS,
  FCOST,
  FLAV,
  FOODMASK,
  FOODS_OF,
  FORK_CARD,
  JUDGE_ABILITY,
  JUDGE_BONUSES,
  JUDGE_IDS,
  JUDGE_INDEX,
  JUDGE_MEDALS,
  JUDGE_REQUIRES,
  JUDGE_TIER,
  KIND,
  KIND_FORK,
  KIND_INGREDIENT,
  KIND_SPOON,
  MEAL,
  SEAS,
  TAG_ANY,
  TAG_CUISINE,
  TAG_FLAVOR,
  TAG_FOOD,
  TAG_SEASONING,
} from './table.ts';
export type { CuisineView } from './view.ts';
