import { translator } from '@potluck/web-kit';
import { describe, expect, it } from 'vitest';
import { isUndoKey, showUndo, UNDO_TEXTS } from '../src/match/undo.ts';
import type { Frame } from '../src/net/types.ts';

const frame = (over: Partial<Frame> = {}): Frame => ({
  view: {},
  active: [0],
  legal: [],
  result: null,
  ...over,
});
const key = (
  k: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }>,
  tagName = 'BODY',
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
  target: { tagName } as unknown as EventTarget,
});

describe('undo button', () => {
  it('shown only when the server says canUndo, for a seat, during the game, with nothing pending', () => {
    expect(showUndo(frame({ canUndo: true }), 0, false)).toBe(true);
    expect(showUndo(frame({ canUndo: false }), 0, false)).toBe(false);
    expect(showUndo(frame(), 0, false)).toBe(false); // no field: never guessed
    expect(showUndo(frame({ canUndo: true }), -1, false)).toBe(false); // spectator
    expect(showUndo(frame({ canUndo: true }), 0, true)).toBe(false); // a move or undo on its way
    expect(
      showUndo(
        frame({ canUndo: true, result: { scores: [1], ranks: [1], winners: [0] } as Frame['result'] }),
        0,
        false,
      ),
    ).toBe(false);
    expect(showUndo(null, 0, false)).toBe(false);
  });

  it('Ctrl+Z and ⌘+Z, not with Shift/Alt, not in text fields', () => {
    expect(isUndoKey(key('z', { ctrlKey: true }))).toBe(true);
    expect(isUndoKey(key('Z', { metaKey: true }))).toBe(true);
    expect(isUndoKey(key('z', {}))).toBe(false);
    expect(isUndoKey(key('z', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isUndoKey(key('z', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isUndoKey(key('y', { ctrlKey: true }))).toBe(false);
    expect(isUndoKey(key('z', { ctrlKey: true }, 'INPUT'))).toBe(false);
    expect(isUndoKey(key('z', { ctrlKey: true }, 'TEXTAREA'))).toBe(false);
  });

  it('texts in three languages', () => {
    for (const l of ['zh-Hans', 'zh-Hant', 'en'] as const) {
      const tx = translator(UNDO_TEXTS, l);
      for (const k of Object.keys(UNDO_TEXTS)) expect(tx(k).length).toBeGreaterThan(0);
      // the accessible name contains the visible text
      expect(tx('undoLabel')).toContain(tx('undo'));
    }
  });
});
