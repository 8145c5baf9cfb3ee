/** The three languages every user-facing string exists in. */
export const LOCALES = ['zh-Hans', 'zh-Hant', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** A user-facing string in every supported language. */
export type Localized = Readonly<Record<Locale, string>>;

/** Fills `{name}` placeholders of a localized template with values. */
export function format(text: Localized, params: Readonly<Record<string, string | number>> = {}): Localized {
  const fill = (s: string) =>
    s.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
  return { 'zh-Hans': fill(text['zh-Hans']), 'zh-Hant': fill(text['zh-Hant']), en: fill(text.en) };
}
