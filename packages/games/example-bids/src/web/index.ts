import { currentLang, type GameUi } from '@potluck/web-kit';
import { game } from '../index.ts';
import { BidsScreen } from './BidsScreen.tsx';
import { describeBids } from './describe.ts';
import { BidsEnd } from './EndBreakdown.tsx';

/** The example game's web slice (`@potluck/example-bids/web`): its table, log, end breakdown and rules page. */
export const ui: GameUi<typeof game> = {
  rules: game,
  Screen: BidsScreen,
  End: BidsEnd,
  describe: (event, { names, you }) =>
    describeBids(event, currentLang(), you, (s) => names[s] ?? `#${s + 1}`),
  rulesPage: () => import('./rules-page.ts').then((m) => m.RULES_PAGE),
};
