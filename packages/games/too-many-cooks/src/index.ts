import type { GameDefinition } from '@potluck/engine';
import { clone } from './clone.ts';
import { determinize } from './determinize.ts';
import { activePlayers, legalActions, validate } from './legal.ts';
import { GAME_NAMES, OPTIONS_META } from './messages.ts';
import { redeal } from './redeal.ts';
import { result } from './result.ts';
import { actionSchema, fixedSchema, optionsSchema } from './schemas.ts';
import { setup } from './setup.ts';
import { step } from './step.ts';
import { tables } from './tables.ts';
import type { TmcAction, TmcEvent, TmcFixed, TmcOptions, TmcState, TmcView } from './types.ts';
import { view, viewEvent } from './view.ts';

export * from './data/cards.ts';
export { DEALS, dealSize } from './data/deals.ts';
export * from './data/recipes.ts';
export * from './data/suits.ts';
export { CHOOSE_ACTIONS, PLAY_ACTIONS } from './legal.ts';
export { MSG, RULES } from './messages.ts';
export { scoreRound } from './score.ts';
export * from './types.ts';

export type TooManyCooks = GameDefinition<TmcState, TmcAction, TmcOptions, TmcView, TmcEvent, TmcFixed>;

/** 料理厨王 Too Many Cooks (Reiner Knizia): five rounds of secret recipes and shared soup pots. */
export const game: TooManyCooks = {
  id: 'too-many-cooks',
  names: GAME_NAMES,
  minPlayers: 2,
  maxPlayers: 5,
  optionsSchema,
  optionsMeta: OPTIONS_META,
  actionSchema,
  fixedSchema,
  tables,
  setup,
  activePlayers,
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
