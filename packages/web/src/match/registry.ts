import { cuisineUi } from '../games/cuisine-a-la-card/index.ts';
import { tmcUi } from '../games/too-many-cooks/index.ts';
import { wasabiUi } from '../games/wasabi/index.ts';
import { GenericScreen } from './GenericScreen.tsx';
import type { GameUi } from './screen.ts';

const UIS: Record<string, GameUi> = {
  'too-many-cooks': tmcUi,
  wasabi: wasabiUi,
  'cuisine-a-la-card': cuisineUi,
};

/** The screen of a game; games without one get the generic screen (legal moves as JSON buttons + raw view). */
export function uiFor(gameId: string): GameUi {
  return UIS[gameId] ?? { Screen: GenericScreen };
}
