import { currentLang, type GameUi, translator } from '@potluck/web-kit';
import { game } from '../index.ts';
import { adviseWasabi } from './advice.ts';
import { describeWasabi } from './describe.ts';
import { WasabiEnd } from './EndBreakdown.tsx';
import { locate } from './locate.ts';
import { WASABI_TEXTS } from './texts.ts';
import { WasabiScreen } from './WasabiScreen.tsx';

/** Wasabi!'s web slice (`@potluck/wasabi/web`): its table, log describer, end breakdown and rules page. */
export const ui: GameUi<typeof game> = {
  rules: game,
  Screen: WasabiScreen,
  End: WasabiEnd,
  describe: (event, { names }) => {
    const lang = currentLang();
    return describeWasabi(event, {
      lang,
      tx: translator(WASABI_TEXTS, lang),
      name: (seat) => names[seat] ?? `#${seat + 1}`,
    });
  },
  advise: (action) => adviseWasabi(action, currentLang()),
  rulesPage: () => import('./rules-page.ts').then((m) => m.RULES_PAGE),
  locate,
};
