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
});
