/** The three languages every user-facing string exists in. */
export const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** A user-facing string in every supported language. */
export type Localized = Readonly<Record<Locale, string>>;

/** A placeholder's value: the same in every language, or its own text per language (a localized name). */
export type Param = string | number | Localized;

/**
 * Fills `{name}` placeholders of one language's template; unknown placeholders stay as they are. The one
 * placeholder fill of the project (`format` below, the web kit's translator and the CLI's texts use it).
 */
export function fill(
  text: string,
  params: Readonly<Record<string, Param>> = {},
  lang: Locale = 'en',
): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => {
    const v = params[k];
    if (v === undefined) return m;
    return typeof v === 'object' ? v[lang] : String(v);
  });
}

/** Fills `{name}` placeholders of a localized template with values; unknown placeholders stay as they are. */
export function format(text: Localized, params: Readonly<Record<string, Param>> = {}): Localized {
  return {
    'zh-Hans': fill(text['zh-Hans'], params, 'zh-Hans'),
    'zh-Hant': fill(text['zh-Hant'], params, 'zh-Hant'),
    en: fill(text.en, params, 'en'),
  };
}
