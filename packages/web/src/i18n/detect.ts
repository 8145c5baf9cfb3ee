import type { Locale } from '@potluck/engine';

/**
 * The UI language for a list of browser language tags (navigator.languages), first match wins:
 * Traditional Chinese for zh-Hant / zh-TW / zh-HK / zh-MO, Simplified for any other zh, English for en,
 * English when nothing matches.
 */
export function detectLocale(tags: readonly string[]): Locale {
  for (const raw of tags) {
    const tag = raw.toLowerCase();
    if (tag === 'zh' || tag.startsWith('zh-')) {
      if (/^zh-(hant|tw|hk|mo)\b/.test(tag)) return 'zh-Hant';
      return 'zh-Hans';
    }
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

export { isLocale } from '@potluck/web-kit';

export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  en: 'English',
};
