import { game, type TmcEvent, type TmcView } from '@potluck/too-many-cooks';
import i18next from 'i18next';
import { isLocale } from '../../i18n/detect.ts';
import type { GameUi } from '../../match/screen.ts';
import { describeEvent } from './display.ts';
import { TmcEnd } from './EndBreakdown.tsx';
import { TmcScreen } from './TmcScreen.tsx';

export const tmcUi: GameUi = {
  rules: game,
  Screen: TmcScreen,
  End: TmcEnd,
  describe: (event, { you, names, frame, previous }) => {
    const view = frame?.view as TmcView | undefined;
    const lang = isLocale(i18next.language) ? i18next.language : 'en';
    return describeEvent(event as TmcEvent, {
      deck: view?.deck ?? 'standard96',
      lang,
      you,
      previous: previous as TmcEvent | undefined,
      name: (seat) => names[seat] ?? `#${seat + 1}`,
      t: (key, params) => i18next.t(key, params ?? {}),
    });
  },
};
