import type { Locale, Localized } from '@potluck/engine';
import i18next from 'i18next';
import { isLocale } from '../i18n/detect.ts';
import { useLocale } from '../i18n/index.ts';

/**
 * Texts of the Wasabi!, 卡片厨房, replay and rules screens, kept next to those screens (not in the shared i18n
 * files): a dictionary of Localized entries, so every key exists in all three languages by its type.
 */
export type Dict = Readonly<Record<string, Localized>>;
export type Tx = (key: string, params?: Record<string, string | number>) => string;

/** `{name}` placeholders filled from params. */
export function fill(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** The count a text's plural form follows: `count`, else `n`, else `c` (the placeholders these texts use). */
function countOf(params?: Record<string, string | number>): number | null {
  const v = params?.count ?? params?.n ?? params?.c;
  return typeof v === 'number' ? v : null;
}

/**
 * A translator over one dictionary in one language (missing keys show the key, which tests catch). Plurals as
 * i18next does them (issue 16 item 8): `key_one`, `key_other`… chosen by the language's plural rules
 * (Intl.PluralRules, which i18next uses too) from the count; the plain `key` when the dictionary has no forms.
 */
export function translator(dict: Dict, lang: Locale): Tx {
  const rules = new Intl.PluralRules(lang);
  return (key, params) => {
    const n = countOf(params);
    const entry =
      (n !== null ? (dict[`${key}_${rules.select(n)}`] ?? dict[`${key}_other`]) : undefined) ?? dict[key];
    return entry ? fill(entry[lang], params) : key;
  };
}

/** The current UI language outside React (event describers). */
export function currentLang(): Locale {
  return isLocale(i18next.language) ? i18next.language : 'en';
}

/** Hook: the translator of a dictionary in the chosen language, and the language. */
export function useTexts(dict: Dict): { tx: Tx; lang: Locale } {
  const { lang } = useLocale();
  return { tx: translator(dict, lang), lang };
}
