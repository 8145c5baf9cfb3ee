/** The three languages every user-facing string exists in. */
export const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** A user-facing string in every supported language. */
export type Localized = Readonly<Record<Locale, string>>;

/** A placeholder's value: the same in every language, or its own text per language (a localized name). */
export type Param = string | number | Localized;

/** Fills `{name}` placeholders of a localized template with values; unknown placeholders stay as they are. */
export function format(text: Localized, params: Readonly<Record<string, Param>> = {}): Localized {
  const fill = (lang: Locale) =>
    text[lang].replace(/\{(\w+)\}/g, (m, k: string) => {
      const v = params[k];
      if (v === undefined) return m;
      return typeof v === 'object' ? v[lang] : String(v);
    });
  return { 'zh-Hans': fill('zh-Hans'), 'zh-Hant': fill('zh-Hant'), en: fill('en') };
}
