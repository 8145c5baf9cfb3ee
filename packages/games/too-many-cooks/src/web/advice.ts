import type { Locale } from '@potluck/engine';
import { l10n as t, translator } from '@potluck/web-kit';
import type { DeckId, TmcAction } from '../index.ts';
import { cardName, recipeName } from './display.ts';

/** A hint's move as advice to the seat about to make it (the log says what was done; this, what to do). */
const ADVICE = {
  choose: t('Choose the recipe {recipe}', '选择食谱：{recipe}', '選擇食譜：{recipe}'),
  play: t('Play {card}', '打出{card}', '打出{card}'),
};

/** 料理厨王's moves as advice ("Play Onion 1", "Choose the recipe Onion soup") in the chosen language. */
export function adviseTmc(a: TmcAction, deck: DeckId, lang: Locale): string {
  const tx = translator(ADVICE, lang);
  return a.type === 'choose'
    ? tx('choose', { recipe: recipeName(a.recipe, lang) })
    : tx('play', { card: cardName(deck, a.card, lang) });
}
