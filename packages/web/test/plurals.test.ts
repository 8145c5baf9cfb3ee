import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUISINE_TEXTS } from '../src/games/cuisine-a-la-card/texts.ts';
import { WASABI_TEXTS } from '../src/games/wasabi/texts.ts';
import { initI18n } from '../src/i18n/index.ts';
import { translator } from '../src/rules/texts.ts';

/** Issue 16 item 8: counted texts agree with their number in every language (no "1 cards", "card(s)"). */
describe('plurals', () => {
  beforeAll(() => {
    initI18n('en');
  });

  it('the UI texts go through i18next plurals (count)', async () => {
    await i18next.changeLanguage('en');
    expect(i18next.t('tmc.handCount', { count: 1 })).toBe('1 card');
    expect(i18next.t('tmc.handCount', { count: 5 })).toBe('5 cards');
    expect(i18next.t('match.undo', { name: 'Mei', count: 1 })).toBe('Mei took back 1 move.');
    expect(i18next.t('home.moves', { count: 2 })).toBe('2 moves');
    await i18next.changeLanguage('zh-Hans');
    expect(i18next.t('tmc.handCount', { count: 1 })).toBe('1 张');
    await i18next.changeLanguage('zh-Hant');
    expect(i18next.t('tmc.ev.discarded', { count: 3 })).toBe('鍋中剩下的 3 張牌被棄掉。');
  });

  it('the game texts pick key_one / key_other by the language’s plural rules', () => {
    const en = translator(CUISINE_TEXTS, 'en');
    expect(en('evDrawHidden', { name: 'Mei', n: 1 })).toBe('Mei drew 1 card.');
    expect(en('evDrawHidden', { name: 'Mei', n: 2 })).toBe('Mei drew 2 cards.');
    expect(en('fridgePrice', { c: 1 })).toBe('Top card for 1 spoon');
    expect(en('fridgePrice', { c: 0 })).toBe('Top card for 0 spoons');
    expect(translator(CUISINE_TEXTS, 'zh-Hans')('evDrawHidden', { name: '小美', n: 1 })).toBe(
      '小美抽了 1 张卡片。',
    );
    expect(translator(WASABI_TEXTS, 'en')('evDiscardHidden', { name: 'Mei', n: 1, lengths: '3' })).toBe(
      'Mei discarded 1 recipe (length 3).',
    );
  });

  it('no English text says "(s)" any more', () => {
    const all = [
      ...Object.values(CUISINE_TEXTS).map((e) => e.en),
      ...Object.values(WASABI_TEXTS).map((e) => e.en),
      JSON.stringify(i18next.getResourceBundle('en', 'translation')),
    ];
    expect(all.filter((s) => /\w\(s\)/.test(s))).toEqual([]);
  });
});
