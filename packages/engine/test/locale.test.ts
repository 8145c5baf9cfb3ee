import { describe, expect, it } from 'vitest';
import { format } from '../src/index.ts';

describe('format', () => {
  it('fills plain values in every language and localized values per language, leaving unknown names', () => {
    const text = { en: '{n} × {what} {x}', 'zh-Hans': '{n} 个{what}{x}', 'zh-Hant': '{n} 個{what}{x}' };
    const what = { en: 'onion', 'zh-Hans': '洋葱', 'zh-Hant': '洋蔥' };
    expect(format(text, { n: 3, what })).toEqual({
      en: '3 × onion {x}',
      'zh-Hans': '3 个洋葱{x}',
      'zh-Hant': '3 個洋蔥{x}',
    });
  });
});
