import { game, type WasabiEvent } from '@potluck/wasabi';
import type { GameUi } from '../../match/screen.ts';
import { currentLang, translator } from '../../rules/texts.ts';
import { describeWasabi } from './describe.ts';
import { WasabiEnd } from './EndBreakdown.tsx';
import { WASABI_TEXTS } from './texts.ts';
import { WasabiScreen } from './WasabiScreen.tsx';

export const wasabiUi: GameUi = {
  rules: game,
  Screen: WasabiScreen,
  End: WasabiEnd,
  describe: (event, { names }) => {
    const lang = currentLang();
    return describeWasabi(event as WasabiEvent, {
      lang,
      tx: translator(WASABI_TEXTS, lang),
      name: (seat) => names[seat] ?? `#${seat + 1}`,
    });
  },
};
