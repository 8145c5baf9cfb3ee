import { type CuisineEvent, game } from '@potluck/cuisine-a-la-card';
import type { GameUi } from '../../match/screen.ts';
import { currentLang, translator } from '../../rules/texts.ts';
import { CuisineScreen } from './CuisineScreen.tsx';
import { describeCuisine } from './describe.ts';
import { CuisineEnd } from './EndBreakdown.tsx';
import { CUISINE_TEXTS } from './texts.ts';

export const cuisineUi: GameUi = {
  rules: game,
  Screen: CuisineScreen,
  End: CuisineEnd,
  describe: (event, { names }) => {
    const lang = currentLang();
    return describeCuisine(event as CuisineEvent, {
      lang,
      tx: translator(CUISINE_TEXTS, lang),
      name: (seat) => names[seat] ?? `#${seat + 1}`,
    });
  },
};
