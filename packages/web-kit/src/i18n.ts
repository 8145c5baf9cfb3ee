import { LOCALES, type Locale, type Localized } from '@potluck/engine';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The one i18n setup of Potluck's screens: the app initialises i18next (react-i18next) with its texts and the
 * player's language; game screens read the language from it and keep their own texts as `Dict`s (texts.ts), so
 * a game's web slice brings all its words with it.
 */
export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}

/** The current UI language outside React (event describers). */
export function currentLang(): Locale {
  return isLocale(i18next.language) ? i18next.language : 'en';
}

/** Hook: the current language and a picker for game texts (Localized objects from the game packages). */
export function useLocale(): { lang: Locale; loc: (text: Localized) => string } {
  const { i18n } = useTranslation();
  const lang: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  return { lang, loc: (text: Localized) => text[lang] };
}
