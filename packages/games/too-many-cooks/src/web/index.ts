import { currentLang, type GameUi, translator } from '@potluck/web-kit';
import { game } from '../index.ts';
import { adviseTmc } from './advice.ts';
import { describeEvent } from './display.ts';
import { TmcEnd } from './EndBreakdown.tsx';
import { locate } from './locate.ts';
import { TmcScreen } from './TmcScreen.tsx';
import { TMC_TEXTS } from './texts.ts';

/** 料理厨王's web slice (`@potluck/too-many-cooks/web`): its table, log describer, end breakdown and rules page. */
export const ui: GameUi<typeof game> = {
  rules: game,
  Screen: TmcScreen,
  End: TmcEnd,
  describe: (event, { you, names, frame, previous }) => {
    const lang = currentLang();
    return describeEvent(event, {
      deck: frame?.view.deck ?? 'standard96',
      lang,
      you,
      previous,
      name: (seat) => names[seat] ?? `#${seat + 1}`,
      tx: translator(TMC_TEXTS, lang),
    });
  },
  advise: (action, { frame }) => adviseTmc(action, frame?.view.deck ?? 'standard96', currentLang()),
  rulesPage: () => import('./rules-page.ts').then((m) => m.RULES_PAGE),
  locate,
};
