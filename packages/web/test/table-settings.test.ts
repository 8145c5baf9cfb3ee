/**
 * The table settings (issue 16 item 2): what is stored in this browser and what it means for the animations, the
 * pacing of other seats' moves and the sounds; every text in three languages.
 */
import { LOCALES } from '@potluck/engine';
import { describe, expect, it } from 'vitest';
import { SETTINGS_BUTTON_TEXTS } from '../src/match/SettingsButton.tsx';
import { SETTINGS_TEXTS } from '../src/match/settings-texts.ts';
import { cueFor } from '../src/match/sounds.ts';
import {
  DEFAULT_SETTINGS,
  HOLD_MS,
  holdMsOf,
  isReduced,
  motionPrefsOf,
  parseSettings,
} from '../src/match/table-settings.ts';

describe('table settings', () => {
  it('default: normal speed, motion as the system says, no sounds', () => {
    expect(DEFAULT_SETTINGS).toEqual({ speed: 'normal', reduceMotion: 'system', sounds: false });
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
  });

  it('reads what was stored; anything unknown or broken takes its default', () => {
    expect(parseSettings('{"speed":"slow","reduceMotion":"off","sounds":true}')).toEqual({
      speed: 'slow',
      reduceMotion: 'off',
      sounds: true,
    });
    expect(parseSettings('{"speed":"warp","reduceMotion":1,"sounds":"yes"}')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[]')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{"reduceMotion":"on"}')).toEqual({ ...DEFAULT_SETTINGS, reduceMotion: 'on' });
  });

  it('reduce motion follows the system until the player chooses', () => {
    const s = DEFAULT_SETTINGS;
    expect(isReduced(s, true)).toBe(true);
    expect(isReduced(s, false)).toBe(false);
    expect(isReduced({ ...s, reduceMotion: 'off' }, true)).toBe(false);
    expect(isReduced({ ...s, reduceMotion: 'on' }, false)).toBe(true);
  });

  it('the speed scales the animations and the hold; reduced motion makes the pace instant', () => {
    const s = DEFAULT_SETTINGS;
    expect(motionPrefsOf(s, false)).toEqual({ durationScale: 1, reduced: false });
    expect(motionPrefsOf({ ...s, speed: 'slow' }, false).durationScale).toBeGreaterThan(1);
    expect(motionPrefsOf({ ...s, speed: 'fast' }, false).durationScale).toBeLessThan(1);
    expect(motionPrefsOf(s, true).reduced).toBe(true);
    expect(holdMsOf(s, false)).toBe(HOLD_MS);
    expect(holdMsOf({ ...s, speed: 'slow' }, false)).toBeGreaterThan(HOLD_MS);
    expect(holdMsOf({ ...s, speed: 'fast' }, false)).toBeLessThan(HOLD_MS);
    expect(holdMsOf({ ...s, speed: 'fast' }, false)).toBeGreaterThan(0);
    expect(holdMsOf(s, true)).toBe(0);
    expect(holdMsOf({ ...s, reduceMotion: 'on', speed: 'slow' }, false)).toBe(0);
  });

  it('every text in the three languages', () => {
    for (const [key, text] of Object.entries({ ...SETTINGS_TEXTS, ...SETTINGS_BUTTON_TEXTS })) {
      for (const lang of LOCALES) expect(text[lang].trim(), `${key} ${lang}`).not.toBe('');
      expect(text['zh-Hans'], key).not.toBe(text.en);
    }
  });
});

describe('sound cues', () => {
  const at = (version: number, active: number[], result: unknown = null, you = 0) => ({
    version,
    you,
    frame: { active, result: result as never },
  });

  it('my turn, a move, the end; nothing for the first frame, a jump or another seat', () => {
    expect(cueFor(null, at(1, [1]))).toBe(null);
    expect(cueFor(at(1, [1]), at(2, [2]))).toBe('move');
    expect(cueFor(at(2, [2]), at(3, [0]))).toBe('turn');
    expect(cueFor(at(3, [0]), at(4, [1]))).toBe('move');
    expect(cueFor(at(4, [1]), at(5, [], { ranking: [] }))).toBe('end');
    expect(cueFor(at(4, [1]), at(9, [0]))).toBe(null);
    expect(cueFor(at(4, [1]), at(4, [1]))).toBe(null);
    expect(cueFor(at(4, [1], null, 0), at(5, [0], null, 1))).toBe(null);
    // a spectator hears moves and the end, never "your turn"
    expect(cueFor(at(1, [1], null, -1), at(2, [0], null, -1))).toBe('move');
  });
});
