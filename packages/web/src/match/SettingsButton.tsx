import { type Dict, l10n, useTexts } from '@potluck/web-kit';
import { lazy, Suspense, useRef, useState } from 'react';
import './settings-button.css';

/** The dialog loads when first opened (the lobby's script stays small). */
const TableSettingsDialog = lazy(() =>
  import('./TableSettingsDialog.tsx').then((m) => ({ default: m.TableSettingsDialog })),
);

/** The button's words (the dialog's are in settings-texts.ts, loaded with it). */
export const SETTINGS_BUTTON_TEXTS = {
  button: l10n('Settings', '设置', '設定'),
  title: l10n('Table settings', '牌桌设置', '牌桌設定'),
} satisfies Dict;

/** The header's settings button (issue 16 item 2): animation speed, reduced motion and sounds, on every page. */
export function SettingsButton() {
  const { tx } = useTexts(SETTINGS_BUTTON_TEXTS);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="settings-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        title={tx('title')}
        onClick={() => setOpen(true)}
        data-testid="settings-button"
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {/* a gear: eight teeth (a dashed ring) around a wheel with a hub */}
          <circle
            cx="12"
            cy="12"
            r="8.6"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeDasharray="3.377 3.377"
          />
          <circle cx="12" cy="12" r="6.2" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="12" cy="12" r="2.4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span className="visually-hidden">{tx('button')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <TableSettingsDialog onClose={() => setOpen(false)} back={button} />
        </Suspense>
      )}
    </>
  );
}
