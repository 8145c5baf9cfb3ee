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
import type {
  WasabiAction,
  WasabiEvent,
  WasabiFixed,
  WasabiOptions,
  WasabiState,
  WasabiView,
} from './types.ts';
import { view, viewEvent } from './view.ts';

export { blockOf, GEOMETRY, neighbour } from './board.ts';
export * from './data/index.ts';
export { MSG, PHASE_TEXT, type RuleId } from './messages.ts';
export { scoreOf } from './result.ts';
export * from './types.ts';

export type Wasabi = GameDefinition<
  WasabiState,
  WasabiAction,
  WasabiOptions,
  WasabiView,
  WasabiEvent,
  WasabiFixed
>;

/** Wasabi! (Z-Man Games, 2008): place ingredient tiles to complete secret sushi recipes, 2–4 players. */
export const game: Wasabi = {
  id: 'wasabi',
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
