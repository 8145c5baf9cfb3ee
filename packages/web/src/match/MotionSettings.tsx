import { MotionPrefsProvider } from '@potluck/web-kit';
import { type ReactNode, useEffect, useMemo } from 'react';
import { isReduced, motionPrefsOf, useTableSettings } from './table-settings.ts';

/**
 * The table settings as the web kit's motion preferences, around every page (so every table: live, shared
 * screen, replay, tutorial, puzzle): `useMoveTransition` in the games' screens follows the speed and reduced
 * motion. The same choice is on `<html data-motion="reduced|full">` for plain CSS transitions.
 */
export function MotionSettings({ children }: { children: ReactNode }) {
  const { settings, systemReduced } = useTableSettings();
  const prefs = useMemo(() => motionPrefsOf(settings, systemReduced), [settings, systemReduced]);
  const reduced = isReduced(settings, systemReduced);
  useEffect(() => {
    document.documentElement.dataset.motion = reduced ? 'reduced' : 'full';
  }, [reduced]);
  return <MotionPrefsProvider value={prefs}>{children}</MotionPrefsProvider>;
}
