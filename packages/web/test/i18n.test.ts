import { LOCALES } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { detectLocale } from '../src/i18n/detect.ts';
import { en } from '../src/i18n/en.ts';
import { RESOURCES } from '../src/i18n/index.ts';
import { zhHans } from '../src/i18n/zh-Hans.ts';
import { zhHant } from '../src/i18n/zh-Hant.ts';

/** Every leaf key path of a message tree, with its value. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, v);
    else for (const [p, s] of leaves(v, path)) out.set(p, s);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('UI texts', () => {
  const ref = leaves(en);

  it('exist for every language', () => {
    expect(Object.keys(RESOURCES).sort()).toEqual([...LOCALES].sort());
  });

  for (const [lang, tree] of [
    ['zh-Hans', zhHans],
    ['zh-Hant', zhHant],
  ] as const) {
    it(`${lang} has exactly the English keys, non-empty, with the same placeholders`, () => {
      const mine = leaves(tree);
      expect([...mine.keys()].sort()).toEqual([...ref.keys()].sort());
      for (const [key, text] of mine) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(ref.get(key) ?? ''));
      }
    });
  }

  it('Chinese texts are really translated (no English sentence left behind)', () => {
    for (const tree of [zhHans, zhHant]) {
      for (const [key, text] of leaves(tree)) {
        // Brand names and pure symbols may stay; any run of 3+ English words is a missed translation.
        expect(/[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/.test(text.replace(/\{\{\w+\}\}/g, '')), key).toBe(false);
      }
    }
  });

  it('Simplified and Traditional differ where the script differs', () => {
    expect(zhHans.app.language).toBe('语言');
    expect(zhHant.app.language).toBe('語言');
  });
});

describe('browser language detection', () => {
  it.each([
    [['zh-CN'], 'zh-Hans'],
    [['zh'], 'zh-Hans'],
    [['zh-SG'], 'zh-Hans'],
    [['zh-Hans-CN'], 'zh-Hans'],
    [['zh-TW'], 'zh-Hant'],
    [['zh-HK'], 'zh-Hant'],
    [['zh-Hant'], 'zh-Hant'],
    [['en-US'], 'en'],
    [['fr-FR', 'zh-TW', 'en'], 'zh-Hant'],
    [['fr-FR', 'de'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (tags, want) => {
    expect(detectLocale(tags)).toBe(want);
  });
});
