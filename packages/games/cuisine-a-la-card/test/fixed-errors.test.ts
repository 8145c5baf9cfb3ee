/** A `fixed` this game cannot have is refused in every language, seats numbered from 0 (docs/scenarios.md). */
import { runFixedErrors } from '@potluck/engine/conformance';
import { game } from '../src/index.ts';

runFixedErrors(game, {
  // more copies of a card than the game has
  impossible: { pantry: ['truffle', 'truffle'] },
  firstPlayerField: 'firstPlayer',
});
