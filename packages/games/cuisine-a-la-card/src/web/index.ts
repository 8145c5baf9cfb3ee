import { currentLang, type GameUi, translator } from '@potluck/web-kit';
import { game } from '../index.ts';
import { adviseCuisine } from './advice.ts';
import { CuisineScreen } from './CuisineScreen.tsx';
import { describeCuisine } from './describe.ts';
import { CuisineEnd } from './EndBreakdown.tsx';
import { locate } from './locate.ts';
import { CUISINE_TEXTS } from './texts.ts';

/** 卡片厨房's web slice (`@potluck/cuisine-a-la-card/web`): its table, log describer, end breakdown and rules page. */
export const ui: GameUi<typeof game> = {
  rules: game,
  Screen: CuisineScreen,
  End: CuisineEnd,
  describe: (event, { names }) => {
    const lang = currentLang();
    return describeCuisine(event, {
      lang,
      tx: translator(CUISINE_TEXTS, lang),
      name: (seat) => names[seat] ?? `#${seat + 1}`,
    });
  },
  advise: (action, { frame }) => adviseCuisine(action, frame?.view, currentLang()),
  rulesPage: () => import('./rules-page.ts').then((m) => m.RULES_PAGE),
  locate,
};
