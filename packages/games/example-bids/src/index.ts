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
import type { BidsAction, BidsEvent, BidsFixed, BidsOptions, BidsState, BidsView } from './types.ts';
import { view, viewEvent } from './view.ts';

export * from './data/dishes.ts';
export { MSG, type RuleId } from './messages.ts';
export { highestUnique } from './step.ts';
export * from './types.ts';

export type ExampleBids = GameDefinition<BidsState, BidsAction, BidsOptions, BidsView, BidsEvent, BidsFixed>;

/**
 * Dish Auction, Potluck's example game (a template for a new game; hidden from the lobby unless enabled): each
 * round a dish is turned up, every seat secretly bids a card at once, the highest unique bid takes the dish.
 */
export const game: ExampleBids = {
  id: 'example-bids',
  names: GAME_NAMES,
  minPlayers: 2,
  maxPlayers: 4,
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
