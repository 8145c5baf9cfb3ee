import { format, type Locale, type Localized } from '@potluck/engine';
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

/** One PluralRules per language (building one loads the language's plural data: not on every render). */
const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralRulesOf(lang: Locale): Intl.PluralRules {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules;
}

/**
 * A translator over one dictionary in one language (missing keys show the key, which tests catch). Plurals as
 * i18next does them (issue 16 item 8): `key_one`, `key_other`… chosen by the language's plural rules
 * (Intl.PluralRules, which i18next uses too) from the count; the plain `key` when the dictionary has no forms.
 * Placeholders are filled by the engine's `format`, as the games' own messages are.
 */
export function translator(dict: Dict, lang: Locale): Tx {
  const rules = pluralRulesOf(lang);
  return (key, params) => {
    const n = countOf(params);
    const entry =
      (n !== null ? (dict[`${key}_${rules.select(n)}`] ?? dict[`${key}_other`]) : undefined) ?? dict[key];
    if (!entry) return key;
    return params ? format(entry, params)[lang] : entry[lang];
  };
}

/** Hook: the translator of a dictionary in the chosen language, and the language. */
export function useTexts(dict: Dict): { tx: Tx; lang: Locale } {
  const { lang } = useLocale();
  return { tx: translator(dict, lang), lang };
}
