import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphemes } from '../src/net/chat.ts';

describe('chat: characters as a person counts them', () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts grapheme clusters, as the server does', () => {
    expect(graphemes('')).toBe(0);
    expect(graphemes('Good game!')).toBe(10);
    expect(graphemes('e\u0301')).toBe(1);
    expect(graphemes('👍🏽')).toBe(1);
    expect(graphemes('👨‍👩‍👧')).toBe(1);
    expect(graphemes('再来一局')).toBe(4);
    expect(graphemes('a👍🏽 b')).toBe(4);
  });

  it('an empty or plain ASCII draft (every render of a table) builds no Intl.Segmenter', () => {
    const spy = vi.spyOn(Intl, 'Segmenter');
    expect(graphemes('')).toBe(0);
    expect(graphemes('ok, one more?')).toBe(13);
    expect(spy).not.toHaveBeenCalled();
  });
});
