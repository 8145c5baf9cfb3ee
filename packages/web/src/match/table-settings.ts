/**
 * The player's table settings (issue 16 item 2), kept in this browser like the replay speed: how fast moves are
 * animated and paced, whether to reduce motion (following the system's `prefers-reduced-motion` until the player
 * chooses), and sounds (off by default). A tiny store: the header's settings dialog writes it, the app's motion
 * provider and the pacing of other seats' moves read it.
 *
 * Tests that want every frame at once (no pacing, no animation) set `localStorage['potluck.table']` to
 * `{"reduceMotion":"on"}` before the page loads, or open the page with reduced motion emulated.
 */
import type { MotionPrefs } from '@potluck/web-kit';
import { useSyncExternalStore } from 'react';

export type Speed = 'slow' | 'normal' | 'fast';
export type ReduceMotion = 'system' | 'on' | 'off';

export interface TableSettings {
  speed: Speed;
  reduceMotion: ReduceMotion;
  sounds: boolean;
}

export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast'];
export const REDUCE_CHOICES: readonly ReduceMotion[] = ['system', 'on', 'off'];
export const DEFAULT_SETTINGS: TableSettings = { speed: 'normal', reduceMotion: 'system', sounds: false };
export const SETTINGS_KEY = 'potluck.table';

/** Durations are multiplied by this: slow moves take longer to travel and stay longer on screen. */
const SCALE: Record<Speed, number> = { slow: 1.6, normal: 1, fast: 0.5 };

/**
 * How long another seat's move stays on screen, at the normal pace, before the next one replaces it: the move's
 * animation (0.4 s in `useMoveTransition`) and a moment to see where things landed.
 */
export const HOLD_MS = 800;

/** Settings from what was stored: anything unknown or missing takes its default (an old or edited value). */
export function parseSettings(raw: string | null): TableSettings {
  let data: unknown = null;
  try {
    data = raw === null ? null : JSON.parse(raw);
  } catch {
    data = null;
  }
  const o = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return {
    speed: SPEEDS.includes(o.speed as Speed) ? (o.speed as Speed) : DEFAULT_SETTINGS.speed,
    reduceMotion: REDUCE_CHOICES.includes(o.reduceMotion as ReduceMotion)
      ? (o.reduceMotion as ReduceMotion)
      : DEFAULT_SETTINGS.reduceMotion,
    sounds: typeof o.sounds === 'boolean' ? o.sounds : DEFAULT_SETTINGS.sounds,
  };
}

/** Whether motion is reduced: the player's choice, else the system's. */
export function isReduced(settings: TableSettings, systemReduced: boolean): boolean {
  return settings.reduceMotion === 'system' ? systemReduced : settings.reduceMotion === 'on';
}

/** What the table's animations follow (the web kit's `MotionPrefsProvider`). */
export function motionPrefsOf(settings: TableSettings, systemReduced: boolean): MotionPrefs {
  return { durationScale: SCALE[settings.speed], reduced: isReduced(settings, systemReduced) };
}

/** How long another seat's move is held on screen: scaled by the speed, nothing with reduced motion. */
export function holdMsOf(settings: TableSettings, systemReduced: boolean): number {
  return isReduced(settings, systemReduced) ? 0 : Math.round(HOLD_MS * SCALE[settings.speed]);
}

// ---- the store (browser) ----

const listeners = new Set<() => void>();
let current: TableSettings | null = null;
let system: boolean | null = null;
let media: MediaQueryList | null = null;

function readStored(): TableSettings {
  try {
    return parseSettings(localStorage.getItem(SETTINGS_KEY));
  } catch {
    return DEFAULT_SETTINGS; // storage unavailable (private mode)
  }
}

function notify(): void {
  for (const fn of listeners) fn();
}

/** The settings now (read from this browser once). */
export function getSettings(): TableSettings {
  current ??= readStored();
  return current;
}

/** Changes some settings and keeps them in this browser. */
export function updateSettings(change: Partial<TableSettings>): void {
  current = { ...getSettings(), ...change };
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(current));
  } catch {
    // storage full or disabled: the choice lasts as long as the page
  }
  notify();
}

/** The system's `prefers-reduced-motion`, watched for changes. */
export function getSystemReduced(): boolean {
  if (system === null) {
    media = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
    system = media?.matches ?? false;
    media?.addEventListener('change', (e) => {
      system = e.matches;
      notify();
    });
  }
  return system;
}

export function subscribeSettings(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

// Another tab changed the settings: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== SETTINGS_KEY) return;
    current = parseSettings(e.newValue);
    notify();
  });
}

/** Hook: the settings and the system's reduced-motion preference, re-rendered when either changes. */
export function useTableSettings(): { settings: TableSettings; systemReduced: boolean } {
  const settings = useSyncExternalStore(subscribeSettings, getSettings, () => DEFAULT_SETTINGS);
  const systemReduced = useSyncExternalStore(subscribeSettings, getSystemReduced, () => false);
  return { settings, systemReduced };
}
