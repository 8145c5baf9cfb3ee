import type { Locale } from '@potluck/engine';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale, isLocale } from './detect.ts';
import { en } from './en.ts';
import { zhHans } from './zh-Hans.ts';
import { zhHant } from './zh-Hant.ts';

export const RESOURCES = { en, 'zh-Hans': zhHans, 'zh-Hant': zhHant } as const;
const STORAGE_KEY = 'potluck.lang';

/** The saved choice, else the browser's language. */
export function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLocale(saved)) return saved;
  } catch {
    // storage unavailable (private mode): fall through
  }
  const tags = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  return detectLocale(tags.filter(Boolean));
}

export function initI18n(lng: Locale = initialLocale()) {
  i18next.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(RESOURCES).map(([k, v]) => [k, { translation: v }])),
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  applyDocumentLang(lng);
  return i18next;
}

function applyDocumentLang(lng: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export function setLocale(lng: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // ignore
  }
  applyDocumentLang(lng);
  void i18next.changeLanguage(lng);
}

/** Game screens read the language through the web kit (the same i18next instance). */
export { useLocale } from '@potluck/web-kit';
