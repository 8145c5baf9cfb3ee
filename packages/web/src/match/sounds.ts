/**
 * Optional sounds (issue 16 item 2), off by default: short cues for my turn, a move played and the end of the
 * match, synthesized with the Web Audio API (no audio files). Played only when the table setting is on and the
 * page has had a user gesture (browsers refuse sound before one, and a page should not start making noise by
 * itself). Which cue a change of the shown frame deserves is decided by the pure `cueFor`.
 */
import { useEffect, useRef } from 'react';
import type { Frame } from '../net/types.ts';
import { getSettings } from './table-settings.ts';

export type Cue = 'turn' | 'move' | 'end';

/** What the table shows, as far as cues are concerned. */
export interface CueFacts {
  version: number;
  frame: Pick<Frame, 'active' | 'result'> | null;
  /** The seat shown (-1: watching). */
  you: number;
}

/**
 * The cue for going from one shown frame to the next: the end of the match when a result appears, my turn when I
 * become active, a move when the version went up by one (a move or seat change was played); nothing for the first
 * frame, a jump (reconnect, many moves at once), or another seat's table on a shared screen.
 */
export function cueFor(prev: CueFacts | null, next: CueFacts): Cue | null {
  if (!prev?.frame || !next.frame || prev.you !== next.you) return null;
  if (next.version !== prev.version + 1) return null;
  if (next.frame.result && !prev.frame.result) return 'end';
  const mine = (f: CueFacts) => f.you >= 0 && !f.frame?.result && (f.frame?.active.includes(f.you) ?? false);
  if (mine(next) && !mine(prev)) return 'turn';
  return 'move';
}

/** Notes of each cue: frequency (Hz), start (s), length (s), wave. */
const NOTES: Record<Cue, readonly [number, number, number, OscillatorType][]> = {
  // a soft wooden tap
  move: [[520, 0, 0.07, 'triangle']],
  // two rising notes: your turn
  turn: [
    [660, 0, 0.12, 'sine'],
    [880, 0.11, 0.18, 'sine'],
  ],
  // a little arpeggio: the match is over
  end: [
    [523, 0, 0.16, 'sine'],
    [659, 0.14, 0.16, 'sine'],
    [784, 0.28, 0.16, 'sine'],
    [1047, 0.42, 0.32, 'sine'],
  ],
};

let gestured = false;
if (typeof window !== 'undefined') {
  const mark = () => {
    gestured = true;
  };
  window.addEventListener('pointerdown', mark, { capture: true, once: true });
  window.addEventListener('keydown', mark, { capture: true, once: true });
}

/** Whether the page has had a user gesture (sound is allowed). */
function hadGesture(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } })
    .userActivation;
  return gestured || activation?.hasBeenActive === true;
}

let audio: AudioContext | null = null;

/** Plays a cue now, if sounds are on (or `force`, for the settings' preview) and a gesture allows it. */
export function playCue(cue: Cue, force = false): void {
  if ((!force && !getSettings().sounds) || !hadGesture() || typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const ctx = audio;
  if (ctx.state === 'suspended') void ctx.resume();
  const t0 = ctx.currentTime + 0.01;
  for (const [freq, start, length, type] of NOTES[cue]) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.value = freq;
    // a quick attack and an exponential fade: a cue, not a tone
    gain.gain.setValueAtTime(0.0001, t0 + start);
    gain.gain.exponentialRampToValueAtTime(0.12, t0 + start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + start + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t0 + start);
    osc.stop(t0 + start + length + 0.02);
  }
}

/** Plays the cue of each change of the shown frame (when sounds are on). */
export function useTableSounds(facts: CueFacts): void {
  const prev = useRef<CueFacts | null>(null);
  const { version, frame, you } = facts;
  useEffect(() => {
    const next = { version, frame, you };
    const cue = cueFor(prev.current, next);
    prev.current = next;
    if (cue) playCue(cue);
  }, [version, frame, you]);
}
