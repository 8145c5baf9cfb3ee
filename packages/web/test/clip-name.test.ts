import { describe, expect, it } from 'vitest';
import { clipName } from '../src/net/session.ts';

describe('clipName: names as the server takes them', () => {
  it('keeps 40 graphemes, never cutting an emoji or a letter from its marks', () => {
    const family = '👨‍👩‍👧‍👦'; // one grapheme, 11 UTF-16 units
    const long = family.repeat(45);
    expect(clipName(long)).toBe(family.repeat(40));
    expect(clipName(`  ${'e\u0301'.repeat(41)} `)).toBe('é'.repeat(40)); // NFC, trimmed
    expect(clipName('小明')).toBe('小明');
  });

  it('a name of at most 40 UTF-16 units is only trimmed and normalised, without the segmenter', () => {
    const Real = Intl.Segmenter;
    const intl = Intl as { Segmenter: typeof Intl.Segmenter };
    let made = 0;
    intl.Segmenter = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    };
    try {
      expect(clipName(' Cook 5394 ')).toBe('Cook 5394');
      expect(clipName('e\u0301'.repeat(20))).toBe('é'.repeat(20));
      expect(clipName('x'.repeat(40))).toBe('x'.repeat(40));
      expect(made).toBe(0);
      expect(clipName('x'.repeat(41))).toBe('x'.repeat(40));
      expect(made).toBe(1);
    } finally {
      intl.Segmenter = Real;
    }
  });
});
