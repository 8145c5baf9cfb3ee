import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@potluck/engine';
import { describe, expect, it, vi } from 'vitest';
import { botLevelText, botName, formatClock, KIT_TEXTS, kitTx, levelName, seatName } from '../src/index.ts';
import type { MatchInfo } from '../src/types.ts';

const root = join(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(f) ? [p] : [];
  });
}

describe('the kit brings its own words', () => {
  it('every kit text is written in every language', () => {
    for (const [key, text] of Object.entries(KIT_TEXTS))
      for (const lang of LOCALES) expect(text[lang].trim(), `${key} in ${lang}`).not.toBe('');
  });

  it('names, levels and clocks in each language', () => {
    expect(botName(0, 'en')).toBe('Chef Basil');
    expect(botName(2, 'zh-Hant')).toBe('番紅花大廚');
    expect(botName(7, 'zh-Hans')).toBe('机器人 8');
    expect(levelName('hard', 'zh-Hans')).toBe('困难');
    expect(levelName('mystery', 'en')).toBe('mystery');
    expect(botLevelText('easy', 'en')).toBe('Bot (Easy)');
    expect(formatClock(2 * 86_400_000 + 5 * 3_600_000, 'zh-Hant')).toBe('2天5小時');
    expect(kitTx('en')('clockOf', { name: 'Ann', time: '0:07' })).toBe('Time left for Ann: 0:07');
    const match = {
      seats: [
        { seat: 0, kind: 'human', name: 'Ann' },
        { seat: 1, kind: 'bot', botLevel: 'hard' },
        { seat: 2, kind: 'human', name: null, deleted: true },
        { seat: 3, kind: 'human', name: null },
      ],
    } as unknown as MatchInfo;
    expect([0, 1, 2, 3, 4].map((s) => seatName(match, s, 'en'))).toEqual([
      'Ann',
      'Chef Ginger',
      'deleted player',
      'Seat 4',
      'Seat 5',
    ]);
  });

  it("neither the kit nor a game's web slice reads the app's i18next texts", () => {
    const files = [
      ...sources(join(root, 'web-kit', 'src')),
      ...readdirSync(join(root, 'games')).flatMap((g) => {
        const web = join(root, 'games', g, 'src', 'web');
        try {
          return sources(web);
        } catch {
          return [];
        }
      }),
    ];
    expect(files.length).toBeGreaterThan(20);
    const readers = files.filter((f) => {
      if (f.endsWith(join('web-kit', 'src', 'i18n.ts'))) return false; // reads only the language
      return /from 'react-i18next'|from "react-i18next"|i18next\.t\(/.test(readFileSync(f, 'utf8'));
    });
    expect(readers).toEqual([]);
  });

  it('plural forms follow CLDR (as Intl.PluralRules) without building a PluralRules (it loads ICU data)', async () => {
    const form = (lang: string, n: number) =>
      new Intl.PluralRules(lang).select(n) === 'one' ? 'one' : 'other';
    const counts = [0, 1, 2, 5, 11, 21, 100];
    const expected = LOCALES.map((lang) => counts.map((n) => form(lang, n)));
    const both = (t: string) => ({ en: t, 'zh-Hans': t, 'zh-Hant': t });
    const dict = { n_one: both('one'), n_other: both('other') };
    const spy = vi.spyOn(Intl, 'PluralRules');
    // a fresh copy of the module: nothing built by the tests before
    vi.resetModules();
    const fresh = (await import('../src/texts.ts')).translator;
    const got = LOCALES.map((lang) => counts.map((n) => fresh(dict, lang)('n', { n })));
    expect(got).toEqual(expected);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
