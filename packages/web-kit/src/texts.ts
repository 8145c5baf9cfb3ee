import { fill, type Locale, type Localized } from '@potluck/engine';
import { useLocale } from './i18n.ts';

/**
 * Texts kept next to the screens that use them (each game's web slice, the replay and rules pages): a dictionary
 * of Localized entries with `{name}` placeholders, so every key exists in all three languages by its type.
 */
export type Dict = Readonly<Record<string, Localized>>;
export type Tx = (key: string, params?: Record<string, string | number>) => string;

/** Builds a dictionary entry: English, Simplified Chinese, Traditional Chinese. */
export const l10n = (en: string, hans: string, hant: string): Localized => ({
  en,
  'zh-Hans': hans,
  'zh-Hant': hant,
});

/** The count a text's plural form follows: `count`, else `n`, else `c` (the placeholders these texts use). */
function countOf(params?: Record<string, string | number>): number | null {
  const v = params?.count ?? params?.n ?? params?.c;
  return typeof v === 'number' ? v : null;
}

/**
 * The plural category of an integer count in each language, as CLDR (and Intl.PluralRules) gives it: English
 * "one" for exactly 1, Chinese has no forms. Written out instead of building an Intl.PluralRules: the first one a
 * page builds loads ICU's plural data (20-25 ms of main thread in Chromium, ~100 ms at Lighthouse's 4× CPU, inside
 * the first render of every page; issue 16 item 9).
 */
const PLURAL: Record<Locale, (n: number) => 'one' | 'other'> = {
  en: (n) => (n === 1 ? 'one' : 'other'),
  'zh-Hans': () => 'other',
  'zh-Hant': () => 'other',
};

/**
 * A translator over one dictionary in one language (missing keys show the key, which tests catch). Plurals as
 * i18next does them (issue 16 item 8): `key_one`, `key_other`… chosen by the language's plural rules
 * (CLDR's, as Intl.PluralRules and i18next give them, for the integer counts these texts take); the plain `key` when the dictionary has no forms.
 * Placeholders are filled by the engine's `fill`, as the games' own messages are, in the one language shown (every
 * label of every render goes through here).
 */
export function translator(dict: Dict, lang: Locale): Tx {
  const select = PLURAL[lang] ?? PLURAL.en;
  return (key, params) => {
    const n = countOf(params);
    const entry =
      (n !== null ? (dict[`${key}_${select(n)}`] ?? dict[`${key}_other`]) : undefined) ?? dict[key];
    if (!entry) return key;
    return params ? fill(entry[lang], params, lang) : entry[lang];
  };
}

/** Hook: the translator of a dictionary in the chosen language, and the language. */
export function useTexts(dict: Dict): { tx: Tx; lang: Locale } {
  const { lang } = useLocale();
  return { tx: translator(dict, lang), lang };
}
