import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../src/i18n/index.ts';

/**
 * Issue 16 item 8: counted texts agree with their number in every language (no "1 cards", "card(s)"). The games'
 * own texts are checked in their folders (packages/games/<id>/test/web-display.test.ts).
 */
describe('plurals', () => {
  beforeAll(() => {
    initI18n('en');
  });

  it('the UI texts go through i18next plurals (count)', async () => {
    await i18next.changeLanguage('en');
    expect(i18next.t('match.undo', { name: 'Mei', count: 1 })).toBe('Mei took back 1 move.');
    expect(i18next.t('match.undo', { name: 'Mei', count: 2 })).toBe('Mei took back 2 moves.');
    expect(i18next.t('home.moves', { count: 2 })).toBe('2 moves');
    expect(i18next.t('home.moves', { count: 1 })).toBe('1 move');
  });

  it('no English text says "(s)" any more', () => {
    const all = [JSON.stringify(i18next.getResourceBundle('en', 'translation'))];
    expect(all.filter((s) => /\w\(s\)/.test(s))).toEqual([]);
  });
});
